import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@town/shared/languages';
import type { ListingMenu } from '@town/shared/listings';
import { createTestI18n, withTexts } from '../../../test/render.tsx';
import { MenuEditor, savedMessages, useMenuForm } from './menu-editor.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('gl', ['owner', 'listofval']);
});
afterEach(cleanup);

/** The menu editor as the listing editor holds it; its save bar stands in as one button. */
function Menu({
  menu,
  lang,
  onSave,
}: {
  menu: ListingMenu | null;
  lang: Language;
  onSave: (menu: ListingMenu) => void;
}) {
  const menuForm = useMenuForm(menu, lang);
  const save = async () => {
    const checked = await menuForm.check({ focus: true });
    if (!checked) return;
    onSave(checked.menu);
    menuForm.markSaved(checked.values);
  };
  return (
    <>
      <MenuEditor menuForm={menuForm} />
      <button type="button" onClick={() => void save()}>
        save bar
      </button>
    </>
  );
}

function renderMenu(menu: ListingMenu | null = null, lang: Language = 'gl') {
  const saved: ListingMenu[] = [];
  render(<Menu menu={menu} lang={lang} onSave={(value) => saved.push(value)} />, { wrapper: withTexts(i18n) });
  return saved;
}

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const type = (element: HTMLElement, value: string) => act(async () => fireEvent.change(element, { target: { value } }));
const leave = (element: HTMLElement) => act(async () => fireEvent.blur(element));
const save = () => click(screen.getByRole('button', { name: 'save bar' }));
const dishes = () => screen.getAllByTestId('menu-item');
/** A dish's (or a section's) row, the button that opens and folds it. */
const row = (name: RegExp) => screen.getByRole('button', { name });

const DESSERTS: ListingMenu = {
  sections: [
    {
      name: { es: 'Postres', gl: 'Sobremesas' },
      items: [
        { name: { es: 'Flan', gl: 'Flan' }, description: {}, price: 5, allergens: ['eggs', 'milk'], available: true },
        { name: { es: 'Fruta' }, description: {}, price: 4.5, allergens: [], available: false },
      ],
    },
  ],
};

describe('the menu editor', () => {
  it('builds a menu with sections, dishes, prices, allergens and availability, and saves it', async () => {
    const saved = renderMenu();
    expect(screen.getByText('A carta aínda non ten apartados.')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Engadir un apartado' }));
    // A section just added is open, its name to be written first, and so is its first dish.
    const sectionName = screen.getByLabelText('Nome do apartado (galego)');
    expect(document.activeElement).toBe(sectionName);
    const dish = dishes()[0]!;
    expect(within(dish).getByLabelText('Nome do prato (galego)')).toBeTruthy();

    // Nothing named yet: the check says so on each field, in Galician, and nothing is sent.
    await save();
    expect(saved).toEqual([]);
    expect(screen.getAllByText('Ponlle un nome, neste idioma ou noutro.')).toHaveLength(2);
    expect(screen.getByText('Escribe un prezo en euros, con dous decimais como máximo, como 12,50.')).toBeTruthy();
    expect(document.activeElement).toBe(sectionName);

    await type(sectionName, 'Arroces');
    await type(within(dish).getByLabelText('Nome do prato (galego)'), 'Arroz a banda');
    await type(within(dish).getByLabelText('Descrición (galego)'), 'Arroz meloso con caldo de peixe de roca.');
    await type(within(dish).getByLabelText('Prezo'), '16.5');
    // Written back as Galician writes prices, whichever decimal sign was typed.
    await leave(within(dish).getByLabelText('Prezo'));
    expect((within(dish).getByLabelText('Prezo') as HTMLInputElement).value).toBe('16,50');
    // Allergens are chips that toggle, their state said as pressed or not.
    const allergens = within(within(dish).getByRole('group', { name: 'Alérxenos' }));
    const fish = allergens.getByRole('button', { name: 'Peixe' });
    expect(fish.getAttribute('aria-pressed')).toBe('false');
    await click(fish);
    expect(fish.getAttribute('aria-pressed')).toBe('true');
    await click(allergens.getByRole('button', { name: 'Crustáceos' }));
    await click(within(dish).getByRole('switch', { name: 'Dispoñible hoxe' }));

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
                // In the EU's order, whatever the order they were pressed in.
                allergens: ['crustaceans', 'fish'],
                available: false,
              },
            ],
          },
        ],
      },
    ]);

    // Folded, the dish is one line: its name, its price as Galician writes it, its allergens.
    const dishRow = row(/^Arroz a banda/);
    expect(dishRow.getAttribute('aria-expanded')).toBe('true');
    await click(dishRow);
    expect(dishRow.getAttribute('aria-expanded')).toBe('false');
    expect(dishRow.textContent).toBe('Arroz a banda 16,50\u00a0€ · 2 alérxenos · Non dispoñible hoxe');
    expect(screen.queryByLabelText('Nome do prato (galego)')).toBeNull();
  });

  it('shows each dish as one line until it is opened, and folds a section', async () => {
    renderMenu(DESSERTS);
    expect(screen.queryByLabelText('Nome do prato (galego)')).toBeNull();
    const flan = row(/^Flan/);
    expect(flan.textContent).toBe('Flan 5\u00a0€ · 2 alérxenos');
    expect(row(/^Fruta/).textContent).toBe('Fruta 4,50\u00a0€ · Sen alérxenos · Non dispoñible hoxe');

    await click(flan);
    expect(flan.getAttribute('aria-expanded')).toBe('true');
    const opened = document.getElementById(flan.getAttribute('aria-controls')!)!;
    expect((within(opened).getByLabelText('Prezo') as HTMLInputElement).value).toBe('5');
    expect(within(opened).getByRole('button', { name: 'Ovos' }).getAttribute('aria-pressed')).toBe('true');

    // The section folds whole, and opens again with its dishes folded.
    const section = row(/^Sobremesas/);
    expect(section.textContent).toBe('Sobremesas 2 pratos');
    await click(section);
    expect(section.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByTestId('menu-item')).toHaveLength(0);
    await click(section);
    expect(dishes()).toHaveLength(2);
    expect(row(/^Flan/).getAttribute('aria-expanded')).toBe('false');
  });

  it('writes prices as the page’s language does', async () => {
    // An English page (its texts aside): a decimal point, the euro sign first.
    renderMenu(DESSERTS, 'en');
    expect(row(/^Fruta/).textContent).toBe('Fruta €4.50 · Sen alérxenos · Non dispoñible hoxe');
    await click(row(/^Fruta/));
    const price = within(dishes()[1]!).getByLabelText('Prezo') as HTMLInputElement;
    expect(price.value).toBe('4.50');
    await type(price, '1.250,5');
    await leave(price);
    expect(price.value).toBe('1250.50');
  });

  it('adds a dish opened, its name focused, and opens the dish with a problem when saving', async () => {
    const saved = renderMenu(DESSERTS);
    await click(screen.getByRole('button', { name: 'Engadir un prato' }));
    expect(dishes()).toHaveLength(3);
    const name = within(dishes()[2]!).getByLabelText('Nome do prato (galego)');
    expect(document.activeElement).toBe(name);
    await type(name, 'Filloas');
    await type(within(dishes()[2]!).getByLabelText('Prezo'), '6');
    await click(row(/^Filloas/));

    // A price gone wrong in a folded dish: saving opens it and puts the focus on the price.
    await click(row(/^Flan/));
    await type(within(dishes()[0]!).getByLabelText('Prezo'), 'cinco');
    await click(row(/^Flan/));
    expect(within(dishes()[0]!).queryByLabelText('Prezo')).toBeNull();
    await save();
    expect(saved).toEqual([]);
    const price = within(dishes()[0]!).getByLabelText('Prezo');
    await waitFor(() => expect(document.activeElement).toBe(price));
    expect(row(/^Flan/).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows in which languages the menu is complete, and edits each language on its own tab', async () => {
    renderMenu(DESSERTS);
    const complete = screen.getByRole('list', { name: 'Carta completa en:' });
    expect(within(complete).getByText('Textos en castelán: completos')).toBeTruthy();
    expect(within(complete).getByText('Textos en galego: incompletos')).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Idioma en que escribes a carta' });
    expect(within(tabs).getByRole('tab', { selected: true }).getAttribute('data-state')).toBe('missing');

    // Galician lacks the second dish's name: written, the menu is complete in Galician too.
    await click(row(/^Fruta/));
    await type(within(dishes()[1]!).getByLabelText('Nome do prato (galego)'), 'Froita');
    expect(within(complete).getByText('Textos en galego: completos')).toBeTruthy();
    expect(within(tabs).getByRole('tab', { selected: true }).getAttribute('data-state')).toBe('complete');

    await click(within(tabs).getByRole('tab', { name: /^EN/ }));
    expect((screen.getByLabelText('Nome do apartado (inglés)') as HTMLInputElement).value).toBe('');
    // A dish without an English name is known by another it has, Spanish first.
    expect(row(/^Fruta/)).toBeTruthy();
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
    // A dish's buttons are in it, once opened; its drag handle is on its row.
    await click(row(/^Croquetas/));
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

describe('what the owner is told once the menu is saved', () => {
  const t = () => i18n.getFixedT('gl', 'owner');

  it('says how many dishes changed on the public menu, and whether the rest waits to be sent', () => {
    expect(
      savedMessages({ status: 'published', pendingChange: 'draft', menuChange: { live: 1, waiting: true } }, t()),
    ).toEqual([
      'Gardouse a carta. A túa carta pública xa amosa o novo prezo, os alérxenos ou a dispoñibilidade de 1 prato.',
      expect.stringMatching(/^Os nomes, as descricións e os pratos engadidos.*Envíaos con «Enviar a revisión»\.$/),
    ]);
    expect(
      savedMessages({ status: 'published', pendingChange: null, menuChange: { live: 2, waiting: false } }, t()),
    ).toEqual([
      'Gardouse a carta. A túa carta pública xa amosa os novos prezos, alérxenos ou dispoñibilidade de 2 pratos.',
    ]);
    expect(
      savedMessages({ status: 'published', pendingChange: 'review', menuChange: { live: 0, waiting: true } }, t()),
    ).toEqual(['Gardouse a carta.', expect.stringMatching(/O concello xa os ten para revisalos\.$/)]);
  });

  it('on a listing not yet published, says the menu shows once it is', () => {
    expect(
      savedMessages({ status: 'draft', pendingChange: null, menuChange: { live: 0, waiting: true } }, t()),
    ).toEqual(['Gardouse a carta. Aparecerá na guía cando o concello publique o anuncio.']);
  });
});
