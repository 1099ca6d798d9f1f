import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import type { TownPage } from '@town/shared/town';
import type { i18n as I18n } from 'i18next';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n, renderRouter } from '../../../test/render.tsx';
import { TEST_TOWN } from '../../../test/town.ts';
import { infoKeys } from '../api/query-keys.ts';
import { InfoIndex } from './info-index.tsx';
import { InfoPage } from './info-page.tsx';

/** What GET /api/v1/pages/{slug} answers: the body is the API's sanitised HTML. */
const terms: TownPage = {
  slug: 'terms',
  lang: 'de',
  title: 'Nutzungsbedingungen',
  body:
    '<h2 id="konto">Ihr Konto</h2><p>Ein Konto gehört <strong>einer Person</strong>. ' +
    'Fragen? <a href="/de/contact">Schreiben Sie uns</a>.</p><ul><li>Eins</li><li>Zwei</li></ul>',
  updatedAt: '2026-10-05T09:30:00.000Z',
};

const texts: Record<string, I18n> = {};
beforeAll(async () => {
  for (const lng of ['de', 'en']) texts[lng] = await createTestI18n(lng, ['info', 'metatags']);
});
afterEach(cleanup);

function renderOn(url: string, element: React.ReactNode, data: (client: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  data(client);
  const router = createMemoryRouter([{ path: '/:lang/info/:slug?', element }], { initialEntries: [url] });
  renderRouter(router, { i18n: texts[url.split('/')[1]!] ?? texts.en!, client });
}

describe('a town page', () => {
  it('shows the API’s HTML under its title, in the page’s language', async () => {
    renderOn('/de/info/terms', <InfoPage slug="terms" lang="de" />, (client) =>
      client.setQueryData(infoKeys.page('terms', 'de'), terms),
    );
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Nutzungsbedingungen' });
    const article = h1.closest('article')!;
    expect(screen.getByRole('heading', { level: 2, name: 'Ihr Konto' })).toBeTruthy();
    expect(article.querySelector('strong')?.textContent).toBe('einer Person');
    expect(screen.getByRole('link', { name: 'Schreiben Sie uns' }).getAttribute('href')).toBe('/de/contact');
    expect(article.querySelectorAll('li')).toHaveLength(2);
    // In the page's own language: no other language is marked, no note about one.
    expect(article.querySelector('[lang]')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/Zuletzt aktualisiert: 5\. Oktober 2026/)).toBeTruthy();
    expect(document.title).toBe('Nutzungsbedingungen · Vilaseca de Mar');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      'Ihr Konto Ein Konto gehört einer Person . Fragen? Schreiben Sie uns . Eins Zwei',
    );
    // Who publishes the guide: the town's legal entity, from its profile.
    expect(screen.getByText(/Ajuntament de Vilaseca de Mar/)).toBeTruthy();
  });

  it('marks a page answered in another language with that language, and says so', async () => {
    renderOn('/en/info/terms', <InfoPage slug="terms" lang="en" />, (client) =>
      client.setQueryData(infoKeys.page('terms', 'en'), terms),
    );
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Nutzungsbedingungen' });
    expect(h1.closest('[lang]')?.getAttribute('lang')).toBe('de');
    expect(screen.getByText('This page is not available in English yet, so it is shown in German.')).toBeTruthy();
  });

  it('the index lists the town’s pages with their titles, linking each', async () => {
    renderOn('/en/info', <InfoIndex lang="en" />, (client) =>
      client.setQueryData(infoKeys.list('en'), {
        items: [
          { slug: 'about', title: 'About Vilaseca de Mar', href: '/en/info/about' },
          { slug: 'how-to-get-here', title: 'How to get here', href: '/en/info/how-to-get-here' },
        ],
      }),
    );
    const about = await screen.findByRole('link', { name: 'About Vilaseca de Mar' });
    expect(about.getAttribute('href')).toBe('/en/info/about');
    expect(screen.getByRole('link', { name: 'How to get here' }).getAttribute('href')).toBe('/en/info/how-to-get-here');
    expect(screen.getByText(new RegExp(`^What ${TEST_TOWN.name} tells its visitors`))).toBeTruthy();
  });
});
