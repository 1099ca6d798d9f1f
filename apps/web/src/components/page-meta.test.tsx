import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TownProfile } from '@town/shared/town';
import { SiteContext } from '../lib/site.ts';
import { createTestI18n, renderOnPage } from '../test/render.tsx';
import { TEST_TOWN, townOffering } from '../test/town.ts';
import { PageMeta, shareImageOf, type PageMetaProps } from './page-meta.tsx';

const ORIGIN = 'https://guia.vilaseca.example';
const texts: Record<string, I18n> = {};
beforeAll(async () => {
  for (const lng of ['ca', 'de', 'es', 'en']) texts[lng] = await createTestI18n(lng, ['metatags']);
});
afterEach(cleanup);

function renderMeta(url: string, props: PageMetaProps, lng = url.split('/')[1] ?? 'es', town?: TownProfile) {
  renderOnPage(
    <SiteContext.Provider value={{ origin: ORIGIN }}>
      <PageMeta {...props} />
    </SiteContext.Provider>,
    { i18n: texts[lng] ?? texts.en!, path: '*', url, town },
  );
}

const head = () => document.head;
const meta = (key: string) =>
  head().querySelector<HTMLMetaElement>(`meta[property="${key}"], meta[name="${key}"]`)?.content ?? null;
const canonical = () => head().querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href') ?? null;
const alternates = () =>
  Object.fromEntries(
    [...head().querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [
      link.hreflang,
      link.getAttribute('href'),
    ]),
  );

describe('a page’s head', () => {
  it('has the title and description of its metatags entry, in the page’s language, with the town’s name', () => {
    renderMeta('/ca/weather', { page: 'weather' });
    expect(document.title).toBe('El temps · Vilaseca de Mar');
    expect(meta('description')).toBe('Vilaseca de Mar: el temps que fa avui i la previsió dels set dies vinents.');
    expect(meta('og:title')).toBe('El temps');
    expect(meta('twitter:description')).toBe(meta('description'));
  });

  it('names its absolute canonical address and the same page in the nine languages, the town’s default as x-default', () => {
    renderMeta('/ca/weather?utm_source=news#today', { page: 'weather' });
    expect(canonical()).toBe(`${ORIGIN}/ca/weather`);
    expect(meta('og:url')).toBe(`${ORIGIN}/ca/weather`);
    expect(alternates()).toEqual({
      es: `${ORIGIN}/es/weather`,
      ca: `${ORIGIN}/ca/weather`,
      eu: `${ORIGIN}/eu/weather`,
      gl: `${ORIGIN}/gl/weather`,
      en: `${ORIGIN}/en/weather`,
      fr: `${ORIGIN}/fr/weather`,
      de: `${ORIGIN}/de/weather`,
      it: `${ORIGIN}/it/weather`,
      pt: `${ORIGIN}/pt/weather`,
      'x-default': `${ORIGIN}/${TEST_TOWN.defaultLanguage}/weather`,
    });
    expect(head().querySelectorAll('link[rel="alternate"]')).toHaveLength(10);
    expect(meta('robots')).toBeNull();
  });

  it('names only the languages the town offers, and its default language as x-default', () => {
    renderMeta('/es/weather', { page: 'weather' }, 'es', townOffering(['en', 'de', 'es']));
    expect(alternates()).toEqual({
      es: `${ORIGIN}/es/weather`,
      en: `${ORIGIN}/en/weather`,
      de: `${ORIGIN}/de/weather`,
      'x-default': `${ORIGIN}/en/weather`,
    });
    const others = [...head().querySelectorAll<HTMLMetaElement>('meta[property="og:locale:alternate"]')];
    expect(others.map((m) => m.content).sort()).toEqual(['de_DE', 'en_GB']);
  });

  it('gives the landing page one address, whether reached as /{lang}/ or /{lang}/defaultsite', () => {
    renderMeta('/de/defaultsite', { page: 'landing' });
    expect(canonical()).toBe(`${ORIGIN}/de/`);
    expect(alternates()['x-default']).toBe(`${ORIGIN}/${TEST_TOWN.defaultLanguage}/`);
  });

  it('keeps only a later page number in the query, unless the page names its canonical query', () => {
    renderMeta('/en/assets/hotelList?sort=name&page=3&hotelType=camping', { page: 'list.hotel' });
    expect(canonical()).toBe(`${ORIGIN}/en/assets/hotelList?page=3`);
    cleanup();
    renderMeta('/en/assets/hotelList?sort=name&page=3&hotelType=camping', {
      page: 'list.hotel',
      canonicalSearch: 'hotelType=camping&page=3',
    });
    expect(canonical()).toBe(`${ORIGIN}/en/assets/hotelList?hotelType=camping&page=3`);
    expect(alternates().fr).toBe(`${ORIGIN}/fr/assets/hotelList?hotelType=camping&page=3`);
  });

  it('gives an asset page its one canonical address, whichever list it was reached from', () => {
    renderMeta('/es/assets/asset/42/long', {
      page: 'asset',
      title: 'Casa Marina',
      canonicalPage: 'assets/asset/42/rent',
    });
    expect(canonical()).toBe(`${ORIGIN}/es/assets/asset/42/rent`);
    expect(alternates().eu).toBe(`${ORIGIN}/eu/assets/asset/42/rent`);
    expect(document.title).toBe('Casa Marina · Vilaseca de Mar');
    expect(meta('description')).toBe('Fotos, descripción, datos de contacto y ubicación.'); // the entry’s, without a summary
  });

  it('has Open Graph tags with the page’s locale and the eight others', () => {
    renderMeta('/de/map', { page: 'map' });
    expect(meta('og:site_name')).toBe('Vilaseca de Mar');
    expect(meta('og:type')).toBe('website');
    expect(meta('og:locale')).toBe('de_DE');
    const others = [...head().querySelectorAll<HTMLMetaElement>('meta[property="og:locale:alternate"]')];
    expect(others.map((m) => m.content).sort()).toEqual(
      ['ca_ES', 'en_GB', 'es_ES', 'eu_ES', 'fr_FR', 'gl_ES', 'it_IT', 'pt_PT'].sort(),
    );
  });

  it('shows the site’s logo in previews, as a small card, unless the page has its own picture', () => {
    renderMeta('/en/contact', { page: 'contact' });
    expect(meta('og:image')).toBe(`${ORIGIN}/logo/logo-round-512.png`);
    expect(meta('og:image:width')).toBe('512');
    expect(meta('og:image:alt')).toBe('The Vilaseca de Mar logo');
    expect(meta('twitter:card')).toBe('summary');
    cleanup();

    const cover = shareImageOf({
      id: 'p1',
      alt: 'The terrace at sunset',
      width: 1600,
      height: 1200,
      src: '/api/uploads/p1-800.webp',
      srcset: [
        { url: '/api/uploads/p1-384.webp', width: 384 },
        { url: '/api/uploads/p1-800.webp', width: 800 },
        { url: '/api/uploads/p1-1200.webp', width: 1200 },
        { url: '/api/uploads/p1-1600.webp', width: 1600 },
      ],
      sources: [],
      thumbnails: [],
    });
    renderMeta('/en/assets/asset/7/eat', { page: 'asset', title: 'Casa Pepa', image: cover, type: 'article' });
    expect(meta('og:image')).toBe(`${ORIGIN}/api/uploads/p1-1200.webp`);
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('900');
    expect(meta('og:image:alt')).toBe('The terrace at sunset');
    expect(meta('og:type')).toBe('article');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(`${ORIGIN}/api/uploads/p1-1200.webp`);
  });

  it('keeps private pages out of search engines, with no canonical address or alternates', () => {
    for (const url of [
      '/es/profile',
      '/es/myBookings',
      '/es/auth/signout',
      '/es/auth/remember',
      '/es/auth/change?token=abc',
      '/es/auth/verify?token=abc',
    ]) {
      renderMeta(url, { page: 'profile' });
      expect(meta('robots'), url).toBe('noindex');
      expect(canonical(), url).toBeNull();
      expect(head().querySelectorAll('link[rel="alternate"]'), url).toHaveLength(0);
      cleanup();
    }
    renderMeta('/es/auth/signin', { page: 'signin' });
    expect(meta('robots')).toBeNull();
    cleanup();
    renderMeta('/es/contact', { page: 'contact', noindex: true });
    expect(meta('robots')).toBe('noindex');
  });

  it('keeps the pseudo-locale and the system pages out of search engines', () => {
    renderMeta('/xx/map', { page: 'map' }, 'en');
    expect(meta('robots')).toBe('noindex');
    expect(canonical()).toBeNull();
    expect(meta('og:locale')).toBeNull();
    cleanup();
    renderMeta('/systeminfo', { page: 'systeminfo' }, 'en');
    expect(meta('robots')).toBe('noindex');
  });
});
