import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Menu } from '@town/shared/catalogue';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n, readLocale, withTexts } from '../../../test/render.tsx';
import { MenuFontSizeControl } from './menu-font-size-control.tsx';
import { MenuView } from './menu-view.tsx';

const en = readLocale('en', 'catalogue') as { menu: { fontSize: string; larger: string } };

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en', ['catalogue', 'listofval']);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const menu: Menu = {
  productId: 1,
  assetId: '3f2a9c1e-8b7d-4e6f-a5c4-2d1b0e9f8a7c',
  restaurant: 'Casa Marina',
  lang: 'en',
  currency: 'EUR',
  sections: [],
};

/** The control and the menu apart, as on a page of islands (the menu is the server's HTML). */
function MenuWithControl() {
  return (
    <>
      <MenuFontSizeControl menuId="the-menu" />
      <MenuView menu={menu} id="the-menu" />
    </>
  );
}

describe('the menu’s text size', () => {
  it('is the default in the server’s page, whatever this device remembers, so that it hydrates', () => {
    localStorage.setItem('menuFontScale', '10');
    const Texts = withTexts(i18n);
    const html = renderToString(
      <Texts>
        <MenuWithControl />
      </Texts>,
    );
    expect(html).toContain('aria-valuenow="5"');
  });

  it('sizes the menu beside it from the size remembered, and remembers the new one', async () => {
    localStorage.setItem('menuFontScale', '6.25');
    const Texts = withTexts(i18n);
    render(
      <Texts>
        <MenuWithControl />
      </Texts>,
    );
    const text = screen.getByTestId('menu-text');
    expect(screen.getByRole('slider', { name: en.menu.fontSize }).getAttribute('aria-valuenow')).toBe('6.25');
    expect(text.style.getPropertyValue('--menu-font-factor')).toBe('1.25');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.menu.larger })));
    expect(text.style.getPropertyValue('--menu-font-factor')).toBe('1.375');
    expect(localStorage.getItem('menuFontScale')).toBe('6.875');
  });
});
