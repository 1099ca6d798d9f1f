import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestI18n, renderOnPage, withTexts } from '../test/render.tsx';
import { townOffering } from '../test/town.ts';
import { LanguageSelector } from './language-selector.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('gl', ['translation']);
});
beforeEach(() => {
  localStorage.clear();
  document.cookie = 'lang=; path=/; max-age=0';
});
afterEach(cleanup);

const PAGE = '/gl/assets/hotelList?hotelType=camping#results';
const EXPECTED = {
  es: '/es/assets/hotelList?hotelType=camping#results',
  ca: '/ca/assets/hotelList?hotelType=camping#results',
  eu: '/eu/assets/hotelList?hotelType=camping#results',
  gl: '/gl/assets/hotelList?hotelType=camping#results',
  en: '/en/assets/hotelList?hotelType=camping#results',
  fr: '/fr/assets/hotelList?hotelType=camping#results',
  de: '/de/assets/hotelList?hotelType=camping#results',
  it: '/it/assets/hotelList?hotelType=camping#results',
  pt: '/pt/assets/hotelList?hotelType=camping#results',
};

/** Each link's language and address, by its hreflang. */
function linksOf(root: ParentNode) {
  return Object.fromEntries(
    [...root.querySelectorAll<HTMLAnchorElement>('a[hreflang]')].map((a) => {
      expect(a.lang).toBe(a.hreflang);
      return [a.hreflang, a.getAttribute('href')];
    }),
  );
}

describe('the language selector', () => {
  it('is, in the server’s HTML, a disclosure of real links to this page in each language', () => {
    const Texts = withTexts(i18n);
    const html = renderToString(
      <Texts>
        <MemoryRouter initialEntries={[PAGE]}>
          <Routes>
            <Route path="/:lang/*" element={<LanguageSelector />} />
          </Routes>
        </MemoryRouter>
      </Texts>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const summary = container.querySelector('details > summary');
    expect(summary?.textContent).toBe('GL Idioma: Galego. Escoller outro idioma');
    expect(linksOf(container)).toEqual(EXPECTED); // no pseudo-locale
    expect(container.querySelector('a[aria-current="true"]')?.getAttribute('hreflang')).toBe('gl');
    expect(container.querySelector('a[hreflang="eu"]')?.textContent).toBe('Euskara');
  });

  it('opens, with scripts, a menu whose items are the same links, and remembers the choice', async () => {
    renderOnPage(<LanguageSelector />, { i18n, path: '/:lang/*', url: PAGE });
    const button = screen.getByRole('button', { name: /^GL ?Idioma: Galego. Escoller outro idioma$/ });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(linksOf(menu)).toEqual(EXPECTED);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Español',
      'Català',
      'Euskara',
      'Galego',
      'English',
      'Français',
      'Deutsch',
      'Italiano',
      'Português',
    ]);

    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Euskara' })));
    expect(localStorage.getItem('lang')).toBe('eu');
    expect(document.cookie).toContain('lang=eu');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('lists only the languages the town offers, in the product’s order, with or without scripts', async () => {
    const town = townOffering(['gl', 'pt', 'es']);
    const Texts = withTexts(i18n, town);
    const html = renderToString(
      <Texts>
        <MemoryRouter initialEntries={[PAGE]}>
          <Routes>
            <Route path="/:lang/*" element={<LanguageSelector />} />
          </Routes>
        </MemoryRouter>
      </Texts>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(linksOf(container)).toEqual({ es: EXPECTED.es, gl: EXPECTED.gl, pt: EXPECTED.pt });

    renderOnPage(<LanguageSelector />, { i18n, path: '/:lang/*', url: PAGE, town });
    fireEvent.click(screen.getByRole('button', { name: /Idioma: Galego/ }));
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Español', 'Galego', 'Português']);
  });
});
