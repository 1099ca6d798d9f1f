import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createMemoryRouter, useParams } from 'react-router';
import type { SearchAnswer, SearchResult } from '@town/shared/catalogue';
import { createTestI18n, renderRouter } from '../../test/render.tsx';
import { searchKeys } from './api/query-keys.ts';
import { PlaceSearch } from './components/place-search.tsx';

const en = {
  label: 'Search places and dishes',
  none: 'No place or dish with that name',
  error: 'Search is not available right now. Please try again in a moment.',
};

const place = (id: number, name: string, type: SearchResult['type'], list: string): SearchResult => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  type,
  name,
  summary: `About ${name}`,
  href: `/en/assets/asset/00000000-0000-4000-8000-00000000000${id}/${list}`,
});
const DOLC = place(1, 'Cafè Dolç', 'eat', 'eat');
const SUCRE = place(2, 'Cafè Sucre', 'eat', 'eat');
const RAIM = place(3, 'Celler Raïm', 'store', 'store');

let i18n: I18n;
let client: QueryClient;
let fetchSpy: MockInstance<typeof fetch>;

beforeAll(async () => {
  i18n = await createTestI18n('en', ['translation', 'listofval']);
});

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Answers come from the query cache, as a loader would have left them; a request that
  // still reaches the network means the box asked for something it should not have.
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  fetchSpy.mockRestore();
});

/** The API's answer for `q`, already in the cache and fresh for an hour. */
function answered(q: string, items: SearchResult[]) {
  client.setQueryData<SearchAnswer>(searchKeys.places(q, 'en'), { items }, { updatedAt: Date.now() + 3_600_000 });
}

function AssetPage() {
  const { id, type } = useParams();
  return <h1>{`Page of ${id} (${type})`}</h1>;
}

/** The box on an English page, the asset pages it leads to beside it. */
async function renderBox(props: Parameters<typeof PlaceSearch>[0] = {}) {
  const router = createMemoryRouter(
    [
      { path: '/:lang', element: <PlaceSearch {...props} /> },
      { path: '/:lang/assets/asset/:id/:type', element: <AssetPage /> },
    ],
    { initialEntries: ['/en'] },
  );
  renderRouter(router, { i18n, client });
  // The plain field the server renders; focusing it brings the combobox, with the focus.
  const field = screen.getByRole('textbox', { name: en.label });
  act(() => field.focus());
  const combobox = await screen.findByRole('combobox', { name: en.label });
  expect(document.activeElement).toBe(combobox);
  return { router, combobox };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const key = (input: HTMLElement, name: string) => fireEvent.keyDown(input, { key: name });

describe('the header’s place search', () => {
  it('suggests places of every type, each with its kind, and says how many', async () => {
    answered('ca', [DOLC, SUCRE, RAIM]);
    const { combobox } = await renderBox();
    type(combobox, 'ca');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Cafè DolçPlace to eat · About Cafè Dolç',
      'Cafè SucrePlace to eat · About Cafè Sucre',
      'Celler RaïmShop · About Celler Raïm',
    ]);
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    // The first is highlighted: Enter goes there.
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(screen.getByRole('status').textContent).toBe('3 suggestions');
    expect(screen.getByRole('search', { name: en.label })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says which dish of its menu a place was found by, as the visitor reads it', async () => {
    const onTheMenu = { ...SUCRE, matchedDish: 'Valencian paella with chicken and rabbit' };
    answered('paella', [onTheMenu, RAIM]);
    const { combobox } = await renderBox();
    type(combobox, 'paella');
    const option = await screen.findByRole('option', { name: /Cafè Sucre/ });
    expect(option.textContent).toBe(
      'Cafè SucrePlace to eat · About Cafè SucreOn the menu: Valencian paella with chicken and rabbit',
    );
    expect(within(option).getByTestId('matched-dish').textContent).toBe(
      'On the menu: Valencian paella with chicken and rabbit',
    );
    // A place found by its name says nothing of its menu.
    expect(within(screen.getByRole('option', { name: /Celler Raïm/ })).queryByTestId('matched-dish')).toBeNull();
  });

  it('goes to the suggestion chosen with the arrow keys', async () => {
    answered('cafe', [DOLC, SUCRE]);
    const { router, combobox } = await renderBox();
    type(combobox, 'cafe');
    await screen.findByRole('option', { name: /Cafè Sucre/ });
    key(combobox, 'ArrowDown');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Cafè Sucre/ }).id);
    key(combobox, 'Enter');
    expect(await screen.findByRole('heading', { name: `Page of ${SUCRE.id} (eat)` })).toBeTruthy();
    expect(router.state.location.pathname).toBe(SUCRE.href);
  });

  it('goes to the first suggestion on Enter, even before the suggestions have shown', async () => {
    answered('celler raim', [RAIM]);
    const { router, combobox } = await renderBox();
    // Enter at once, within the pause the box waits for before it asks.
    type(combobox, 'celler  raim ');
    key(combobox, 'Enter');
    expect(await screen.findByRole('heading', { name: `Page of ${RAIM.id} (store)` })).toBeTruthy();
    expect(router.state.location.pathname).toBe(RAIM.href);
  });

  it('asks nothing for fewer than 2 characters', async () => {
    const { combobox } = await renderBox();
    vi.useFakeTimers();
    type(combobox, ' c ');
    key(combobox, 'ArrowDown');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    key(combobox, 'Enter');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(
      client.getQueryCache().findAll({ queryKey: searchKeys.all, predicate: (q) => q.state.dataUpdateCount > 0 }),
    ).toEqual([]);
  });

  it('says when no place has that name', async () => {
    answered('zzz', []);
    const { combobox } = await renderBox();
    type(combobox, 'zzz');
    expect(await screen.findByText(en.none, { selector: '.MuiAutocomplete-noOptions' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(en.none);
    // Enter has nowhere to go: the visitor stays, the text stays.
    key(combobox, 'Enter');
    expect((combobox as HTMLInputElement).value).toBe('zzz');
  });

  it('says so when the search fails, and keeps the box working', async () => {
    answered('dolc', [DOLC]);
    const { combobox } = await renderBox();
    type(combobox, 'xy');
    expect(await screen.findByText(en.error, { selector: '.MuiAutocomplete-noOptions' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(en.error);
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/v1/search?q=xy&lang=en');
    type(combobox, 'dolc');
    expect(await screen.findByRole('option', { name: /Cafè Dolç/ })).toBeTruthy();
  });

  it('hands Escape on a closed list to the header, which closes its bar', async () => {
    answered('ca', [DOLC]);
    const onEscape = vi.fn();
    const { combobox } = await renderBox({ onEscape });
    type(combobox, 'ca');
    await screen.findByRole('listbox');
    key(combobox, 'Escape'); // closes the list
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onEscape).not.toHaveBeenCalled();
    key(combobox, 'Escape');
    expect(onEscape).toHaveBeenCalledOnce();
  });
});
