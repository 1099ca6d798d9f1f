import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ListingMenu, ListingStatus } from '@town/shared/listings';
import { createTestI18n, withTexts } from '../../../test/render.tsx';
import { MenuEditor, type MenuSaved } from './menu-editor.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('gl', ['owner', 'listofval']);
});
afterEach(cleanup);

/** What the API answers a draft's menu: nothing public yet, all of it waits. */
const DRAFT_SAVED: MenuSaved = { status: 'draft', pendingChange: null, menuChange: { live: 0, waiting: true } };

function renderMenu(
  menu: ListingMenu | null = null,
  { status = 'draft', answer = DRAFT_SAVED }: { status?: ListingStatus; answer?: MenuSaved } = {},
) {
  const saved: ListingMenu[] = [];
  render(
    <MenuEditor
      menu={menu}
      status={status}
      initialLang="gl"
      onSave={async (value) => {
        saved.push(value);
        return answer;
      }}
    />,
    { wrapper: withTexts(i18n) },
  );
  return saved;
}

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const type = (element: HTMLElement, value: string) => act(async () => fireEvent.change(element, { target: { value } }));
const save = () => click(screen.getByRole('button', { name: 'Gardar a carta' }));
const dishes = () => screen.getAllByTestId('menu-item');

describe('the menu editor', () => {
  it('builds a menu with sections, dishes, prices, allergens and availability, and saves it', async () => {
    const saved = renderMenu();
    expect(screen.getByText('A carta aínda non ten apartados.')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Engadir un apartado' }));

    // Nothing named yet: the check says so on each field, in Galician, and nothing is sent.
    await save();
    expect(saved).toEqual([]);
    expect(screen.getAllByText('Ponlle un nome, neste idioma ou noutro.')).toHaveLength(2);
    expect(screen.getByText('Escribe un prezo en euros, con dous decimais como máximo, como 12,50.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Hai pratos ou apartados que revisar.');

    await type(screen.getByLabelText('Nome do apartado (galego)'), 'Arroces');
    const dish = dishes()[0]!;
    await type(within(dish).getByLabelText('Nome do prato (galego)'), 'Arroz a banda');
    await type(within(dish).getByLabelText('Descrición (galego)'), 'Arroz meloso con caldo de peixe de roca.');
    await type(within(dish).getByLabelText('Prezo'), '16,50');
    const allergens = within(within(dish).getByRole('group', { name: 'Alérxenos' }));
    await click(allergens.getByRole('checkbox', { name: 'Peixe' }));
    await click(allergens.getByRole('checkbox', { name: 'Crustáceos' }));
    await click(within(dish).getByRole('switch', { name: 'Dispoñible hoxe' }));
    // Named once it has a name: the dish's legend and buttons say which it is.
    expect(within(dish).getByRole('button', { name: 'Quitar Arroz a banda' })).toBeTruthy();

    await save();
    expect(saved).toEqual([
      {
        sections: [
          {
            name: { gl: 'Arroces' },
            items: [
              {
                name: { gl: 'Arroz a banda' },
                description: { gl: 'Arroz meloso con caldo de peixe de roca.' },
                price: 16.5,
                // In the EU's order, whatever the order they were ticked in.
                allergens: ['crustaceans', 'fish'],
                available: false,
              },
            ],
          },
        ],
      },
    ]);
  });

  it('shows in which languages the menu is complete, and edits each language on its own tab', async () => {
    renderMenu({
      sections: [
        {
          name: { es: 'Postres', gl: 'Sobremesas' },
          items: [
            {
              name: { es: 'Flan', gl: 'Flan' },
              description: {},
              price: 5,
              allergens: ['eggs', 'milk'],
              available: true,
            },
            { name: { es: 'Fruta' }, description: {}, price: 4, allergens: [], available: true },
          ],
        },
      ],
    });
    const complete = screen.getByRole('list', { name: 'Carta completa en:' });
    expect(within(complete).getByText('Textos en castelán: completos')).toBeTruthy();
    expect(within(complete).getByText('Textos en galego: incompletos')).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Idioma en que escribes a carta' });
    expect(within(tabs).getByRole('tab', { selected: true }).getAttribute('data-state')).toBe('missing');

    // Galician lacks the second dish's name: written, the menu is complete in Galician too.
    await type(within(dishes()[1]!).getByLabelText('Nome do prato (galego)'), 'Froita');
    expect(within(complete).getByText('Textos en galego: completos')).toBeTruthy();
    expect(within(tabs).getByRole('tab', { selected: true }).getAttribute('data-state')).toBe('complete');

    await click(within(tabs).getByRole('tab', { name: /^EN/ }));
    expect(screen.getByLabelText('Nome do apartado (inglés)')).toBeTruthy();
    expect((screen.getByLabelText('Nome do apartado (inglés)') as HTMLInputElement).value).toBe('');
    expect((within(dishes()[0]!).getByLabelText('Prezo') as HTMLInputElement).value).toBe('5');
  });

  it('reorders dishes and sections with buttons, as well as by dragging', async () => {
    const saved = renderMenu({
      sections: [
        {
          name: { gl: 'Entrantes' },
          items: [
            { name: { gl: 'Croquetas' }, description: {}, price: 8, allergens: ['gluten'], available: true },
            { name: { gl: 'Ensalada' }, description: {}, price: 9, allergens: [], available: true },
          ],
        },
        { name: { gl: 'Sobremesas' }, items: [] },
      ],
    });
    expect(screen.getByRole('button', { name: 'Subir Croquetas' }).hasAttribute('disabled')).toBe(true);
    await click(screen.getByRole('button', { name: 'Baixar Croquetas' }));
    await click(screen.getByRole('button', { name: 'Subir Sobremesas' }));
    // The drag handles are buttons too, described for keyboard and screen-reader use.
    const handle = screen.getByRole('button', { name: 'Mover Ensalada' });
    expect(handle.getAttribute('aria-roledescription')).toBe('elemento que se pode mover');
    await save();
    expect(saved[0]!.sections.map((s) => s.name.gl)).toEqual(['Sobremesas', 'Entrantes']);
    expect(saved[0]!.sections[1]!.items.map((i) => i.name.gl)).toEqual(['Ensalada', 'Croquetas']);
  });
});

describe('what the menu editor says of going live', () => {
  const published: ListingMenu = {
    sections: [
      {
        name: { gl: 'Arroces' },
        items: [{ name: { gl: 'Arroz a banda' }, description: {}, price: 16.5, allergens: [], available: true }],
      },
    ],
  };

  it('on a published listing, says beside the button what goes live and what waits, and after saving what did', async () => {
    const saved = renderMenu(published, {
      status: 'published',
      answer: { status: 'published', pendingChange: 'draft', menuChange: { live: 1, waiting: true } },
    });
    const button = screen.getByRole('button', { name: 'Gardar a carta' });
    const note = document.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(note.textContent).toMatch(/^Os prezos, os alérxenos e «Dispoñible hoxe» cambian na túa carta pública/);
    expect(note.textContent).toContain('agardan a revisión do concello');

    const allergens = within(within(dishes()[0]!).getByRole('group', { name: 'Alérxenos' }));
    await click(allergens.getByRole('checkbox', { name: 'Peixe' }));
    await save();
    expect(saved[0]!.sections[0]!.items[0]!.allergens).toEqual(['fish']);
    const outcome = within(screen.getByTestId('menu-outcome'));
    outcome.getByText(
      'Gardouse a carta. A túa carta pública xa amosa o novo prezo, os alérxenos ou a dispoñibilidade de 1 prato.',
    );
    outcome.getByText(
      /^Os nomes, as descricións e os pratos engadidos.*Envíaos con «Enviar a revisión», máis arriba\.$/,
    );
    // A new change: what the last save did no longer stands.
    await type(within(dishes()[0]!).getByLabelText('Prezo'), '17');
    expect(screen.queryByTestId('menu-outcome')).toBeNull();
  });

  it('says when everything went live, and when the town hall already has the rest', async () => {
    renderMenu(published, {
      status: 'published',
      answer: { status: 'published', pendingChange: null, menuChange: { live: 2, waiting: false } },
    });
    await save();
    expect(screen.getByTestId('menu-outcome').textContent).toBe(
      'Gardouse a carta. A túa carta pública xa amosa os novos prezos, alérxenos ou dispoñibilidade de 2 pratos.',
    );
    cleanup();
    renderMenu(published, {
      status: 'published',
      answer: { status: 'published', pendingChange: 'review', menuChange: { live: 0, waiting: true } },
    });
    await save();
    const outcome = within(screen.getByTestId('menu-outcome'));
    outcome.getByText('Gardouse a carta.');
    outcome.getByText(/O concello xa os ten para revisalos\.$/);
  });

  it('on a listing not yet published, says the menu shows once it is', async () => {
    renderMenu(published);
    expect(screen.getByText('A túa carta aparecerá na guía cando o concello publique o anuncio.')).toBeTruthy();
    await save();
    expect(screen.getByTestId('menu-outcome').textContent).toBe(
      'Gardouse a carta. Aparecerá na guía cando o concello publique o anuncio.',
    );
  });
});
