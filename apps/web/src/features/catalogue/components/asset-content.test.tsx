import { cleanup, render, screen, within } from '@testing-library/react';
import type { Asset, AssetImage, Menu } from '@town/shared/catalogue';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n, withTexts } from '../../../test/render.tsx';
import { AssetFacts } from './asset-facts.tsx';
import { AssetPicture } from './asset-picture.tsx';
import { MenuView } from './menu-view.tsx';

/*
 * What owners add to what the catalogue shows (docs/listings.md): photos in AVIF too, a holiday
 * rental's NRUA, dishes off for today.
 */

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en', ['catalogue', 'listofval']);
});
afterEach(cleanup);

const widths = [384, 800, 1500];
const renditions = (id: string, format: string) =>
  widths.map((width) => ({ url: `/api/images/${id}-${width}.${format}`, width }));

function photo(id: string, avif: boolean): AssetImage {
  return {
    id,
    alt: 'The terrace at sunset',
    width: 1500,
    height: 1000,
    src: `/api/images/${id}-800.webp`,
    srcset: renditions(id, 'webp'),
    sources: avif ? [{ type: 'image/avif', srcset: renditions(id, 'avif') }] : [],
    thumbnails: [],
  };
}

describe('a picture', () => {
  it('offers its AVIF renditions first in a <picture>, WebP staying the <img>', () => {
    render(<AssetPicture image={photo('a1b2c3d4e5f60718', true)} sizes="(min-width: 1080px) 720px, 100vw" />);
    const img = screen.getByRole('img', { name: 'The terrace at sunset' });
    const picture = img.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const sources = picture.querySelectorAll('source');
    expect(sources).toHaveLength(1);
    expect(sources[0]!.getAttribute('type')).toBe('image/avif');
    expect(sources[0]!.getAttribute('srcset')).toBe(
      '/api/images/a1b2c3d4e5f60718-384.avif 384w, /api/images/a1b2c3d4e5f60718-800.avif 800w, /api/images/a1b2c3d4e5f60718-1500.avif 1500w',
    );
    expect(sources[0]!.getAttribute('sizes')).toBe('(min-width: 1080px) 720px, 100vw');
    expect(img.getAttribute('srcset')).toContain('-800.webp 800w');
    expect(picture.lastElementChild).toBe(img);
  });

  it('stays a plain <img> when it has only WebP (the seeded pictures)', () => {
    render(<AssetPicture image={photo('0123456789abcdef', false)} sizes="100vw" />);
    const img = screen.getByRole('img');
    expect(img.parentElement!.tagName).not.toBe('PICTURE');
    expect(document.querySelector('source')).toBeNull();
  });

  it('has the server preload the AVIF an eager picture shows, as React does for a bare <img>', () => {
    const avif = renderToString(<AssetPicture image={photo('a1b2c3d4e5f60718', true)} sizes="100vw" eager />);
    const preload = /<link rel="preload"[^>]*>/.exec(avif)?.[0] ?? '';
    expect(preload).toContain('as="image"');
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain('imageSrcSet="/api/images/a1b2c3d4e5f60718-384.avif 384w');
    expect(preload).toContain('fetchPriority="high"');
    const webp = renderToString(<AssetPicture image={photo('0123456789abcdef', false)} sizes="100vw" eager />);
    expect(/<link rel="preload"[^>]*>/.exec(webp)?.[0]).toContain('-800.webp');
    const lazy = renderToString(<AssetPicture image={photo('a1b2c3d4e5f60718', true)} sizes="100vw" />);
    expect(lazy).not.toContain('rel="preload"');
  });
});

describe("a holiday rental's facts", () => {
  it('give its tourist licence and its NRUA, each named', () => {
    const rental = {
      type: 'property',
      prices: [],
      capacity: null,
      bedrooms: null,
      bathrooms: null,
      areaM2: null,
      hotelType: null,
      stars: null,
      licence: 'VT-123456-V',
      nrua: 'ESFCTU000046250000000050000000000000000000VT-123456-V5',
    } as unknown as Asset;
    const Texts = withTexts(i18n);
    render(
      <Texts>
        <AssetFacts asset={rental} />
      </Texts>,
    );
    const terms = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Tourist licence', 'VT-123456-V'],
      ['Registration number (NRUA)', rental.nrua],
    ]);
  });
});

describe('a menu', () => {
  const menu: Menu = {
    productId: 42,
    assetId: '3f1c2a8e-5b7d-4c1e-9a0b-6d2e8f4a1c7b',
    restaurant: 'El Racó',
    lang: 'en',
    currency: 'EUR',
    sections: [
      {
        id: '0a7f3c52-1d4e-4b8a-9c6f-2e5d8b1a3f70',
        name: 'Rice dishes',
        items: [
          {
            id: '5c2e9a14-7b3d-4f6a-8e1c-9d0b2a4f6e83',
            name: 'Paella',
            description: null,
            price: 16.5,
            allergens: [],
            available: true,
          },
          {
            id: '8d4b1f27-3a6c-4e9d-b2f5-7c0e1a9d3b46',
            name: 'Black rice',
            description: 'With squid ink',
            price: 18,
            allergens: ['molluscs'],
            available: false,
          },
        ],
      },
    ],
  };

  it('greys a dish off for today and says so, and only that one', () => {
    const Texts = withTexts(i18n);
    render(
      <Texts>
        <MenuView menu={menu} />
      </Texts>,
    );
    const [paella, blackRice] = within(screen.getByRole('region', { name: 'Rice dishes' })).getAllByRole('listitem');
    expect(within(blackRice!).getByText('Not available today')).toBeDefined();
    expect(within(blackRice!).getByText('Black rice')).toBeDefined();
    expect(within(paella!).queryByText('Not available today')).toBeNull();
    expect(screen.getAllByText('Not available today')).toHaveLength(1);
  });
});
