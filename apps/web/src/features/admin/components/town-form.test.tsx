import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n, renderOnPage } from '../../../test/render.tsx';
import { TEST_TOWN } from '../../../test/town.ts';
import { TownForm } from './town-form.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('ca', ['adminTown', 'admin', 'locationMap']);
});
afterEach(cleanup);

const profile = { ...TEST_TOWN, languages: ['ca', 'es', 'en'] as const, defaultLanguage: 'ca' as const };

const renderForm = () =>
  renderOnPage(<TownForm profile={{ ...profile, languages: [...profile.languages] }} lang="ca" />, {
    i18n,
    path: '/:lang/admin/town',
    url: '/ca/admin/town',
  });

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Desa el perfil' })));
const type = (label: RegExp | string, value: string) =>
  act(async () => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } }));

describe('the town form', () => {
  it('checks the profile before sending it: each problem under its field, in Catalan, the first focused', async () => {
    const { client } = renderForm();
    await type(/^Nom del municipi/, '');
    await type(/^Latitud del centre/, '123');
    await type(/^Correu de protecció de dades/, 'dpd@');
    await save();
    expect(screen.getByRole('alert').textContent).toBe('Revisa els 3 camps marcats a sota.');
    const name = screen.getByRole('textbox', { name: /^Nom del municipi/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Omple aquest camp.')).toBeTruthy();
    expect(screen.getByText('Escriu una latitud entre -90 i 90, per exemple 39.4699.')).toBeTruthy();
    expect(screen.getByText('Escriu una adreça de correu vàlida, per exemple turisme@example.org.')).toBeTruthy();
    // Nothing was sent.
    expect(client.getMutationCache().getAll()).toHaveLength(0);
  });

  it('checks the main colour’s contrast as it is typed, and will not save one that fails', async () => {
    const { client } = renderForm();
    const light = () => screen.getByTestId('contrast-light').textContent;
    expect(light()).toMatch(/^Tema clar: contrast \d+(\.\d+)?:1, es llegeix bé \(mínim 4\.5:1\)\.$/);
    expect(screen.getByTestId('contrast-dark').textContent).toMatch(/^Tema fosc: contrast .*, es llegeix bé/);
    // The colour in use: a button and a link on each theme's page.
    const preview = screen.getByTestId('colour-preview-light');
    expect(within(preview).getByText('Reserva')).toBeTruthy();
    expect(within(preview).getByText('Un enllaç')).toBeTruthy();

    await type(/^Color principal/, '#ffd54f');
    expect(light()).toBe('Tema clar: contrast 1.41:1, massa baix (cal almenys 4.5:1).');
    // The dark theme uses the colour as it is: it reads well there.
    expect(screen.getByTestId('contrast-dark').textContent).toMatch(/es llegeix bé/);
    await save();
    expect(screen.getByRole('alert').textContent).toBe('Revisa el camp marcat a sota.');
    expect(
      screen.getByText(
        'Aquest color és massa clar per llegir-se sobre una pàgina blanca: contrast 1.41:1, cal almenys 4.5:1. Tria un to més fosc.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Color principal/ })));
    expect(client.getMutationCache().getAll()).toHaveLength(0);
  });

  it('offers the default language only among the languages offered, and keeps the default offered', async () => {
    renderForm();
    const languages = screen.getByRole('group', { name: 'Idiomes que ofereix el lloc' });
    const box = (name: string) => within(languages).getByRole('checkbox', { name });
    expect(['Català', 'Español', 'English'].map((n) => (box(n) as HTMLInputElement).checked)).toEqual([
      true,
      true,
      true,
    ]);
    expect((box('Deutsch') as HTMLInputElement).checked).toBe(false);
    // The default is always offered: its box cannot be unticked.
    expect((box('Català') as HTMLInputElement).disabled).toBe(true);

    const options = async () => {
      await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Idioma per defecte/ })));
      const names = within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent);
      await act(async () => fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' }));
      return names;
    };
    expect(await options()).toEqual(['Español', 'Català', 'English']);
    await act(async () => fireEvent.click(box('Deutsch')));
    await act(async () => fireEvent.click(box('Español')));
    expect(await options()).toEqual(['Català', 'English', 'Deutsch']);

    // The tagline is written only in the languages offered.
    const tabs = within(screen.getByRole('tablist', { name: 'Lema' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['CAcatalà', 'ENanglès', 'DEalemany']);
  });
});
