import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SiteContext } from '../../../lib/site.ts';
import { createTestI18n, renderOnPage } from '../../../test/render.tsx';
import { PageBreadcrumbs } from './page-breadcrumbs.tsx';

afterEach(cleanup);

describe('breadcrumbs as structured data', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await createTestI18n('ca', ['catalogue']);
  });

  it('gives the trail the page shows as a BreadcrumbList with absolute addresses in the page language', () => {
    renderOnPage(
      <SiteContext.Provider value={{ origin: 'https://costaguia.example' }}>
        <PageBreadcrumbs
          crumbs={[
            { label: 'Llocs per menjar', to: 'assets/eatList' },
            { label: 'El Racó', to: 'assets/asset/3f1c2a8e-5b7d-4c1e-9a0b-6d2e8f4a1c7b/eat' },
            { label: 'Carta' },
          ]}
        />
      </SiteContext.Provider>,
      { i18n, path: '/:lang/eat/:id/menu', url: '/ca/eat/3f1c2a8e-5b7d-4c1e-9a0b-6d2e8f4a1c7b/menu' },
    );
    const found = document.querySelectorAll('script[type="application/ld+json"]');
    expect(found).toHaveLength(1);
    expect(JSON.parse(found[0]!.textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Llocs per menjar',
          item: 'https://costaguia.example/ca/assets/eatList',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'El Racó',
          item: 'https://costaguia.example/ca/assets/asset/3f1c2a8e-5b7d-4c1e-9a0b-6d2e8f4a1c7b/eat',
        },
        { '@type': 'ListItem', position: 3, name: 'Carta' },
      ],
    });
  });
});
