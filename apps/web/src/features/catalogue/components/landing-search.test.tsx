import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { islandIdPrefix } from '../../../components/island.tsx';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n, withTexts } from '../../../test/render.tsx';
import { LandingSearch } from './landing-search.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('pt', ['translation', 'catalogue']);
});
afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderLanding() {
  const router = createMemoryRouter(
    [
      { path: '/:lang', element: <LandingSearch /> },
      { path: '/:lang/assets/:list', element: <Where /> },
    ],
    { initialEntries: ['/pt'] },
  );
  const Texts = withTexts(i18n);
  render(
    <Texts>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Texts>,
  );
}

/**
 * The search on the page at /pt, alike for the server's render and the island's hydration;
 * the list it opens shows its address.
 */
function landingPage() {
  const Texts = withTexts(i18n);
  return (
    <Texts>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/pt']}>
          <Routes>
            <Route path="/:lang" element={<LandingSearch />} />
            <Route path="/:lang/assets/:list" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </Texts>
  );
}

describe('the landing page’s search', () => {
  it('opens the rentals list with the guests chosen, in the URL', async () => {
    renderLanding();
    fireEvent.click(screen.getByRole('button', { name: 'Mais um: Adultos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mais um: Crianças' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/pt/assets/propertyListRent?adults=2&children=1');
  });

  it('offers what to look for as one group of radio buttons, somewhere to stay chosen', () => {
    renderLanding();
    const what = screen.getByRole('group', { name: 'Procura' });
    const radios = within(what).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => [radio.name, radio.value, radio.checked])).toEqual([
      ['what', 'stay', true],
      ['what', 'eat', false],
      ['what', 'do', false],
    ]);
    // Each segment is its radio's label, icon aside.
    expect(radios.map((radio) => radio.labels![0]!.textContent)).toEqual(['Alojamento', 'Onde comer', 'O que fazer']);
  });

  it('asks no dates nor guests for places to eat, keeping their room, and opens their list', async () => {
    renderLanding();
    fireEvent.click(screen.getByRole('radio', { name: 'Onde comer' }));
    expect((screen.getByRole('radio', { name: 'Onde comer' }) as HTMLInputElement).checked).toBe(true);
    // Still in the form, keeping its room, but out of sight, of the keyboard and of screen readers.
    const stayFields = screen.getByTestId('stay-fields');
    expect(getComputedStyle(stayFields).visibility).toBe('hidden');
    expect(within(stayFields).getByTestId('stay-dates')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mais um: Adultos' })).toBeNull();
    expect(screen.getByTestId('kind-note').textContent).toBe('Peixe, arrozes, petiscos e muito mais.');
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/pt/assets/eatList');
  });

  it('asks dates and guests again when stays are chosen back', () => {
    renderLanding();
    fireEvent.click(screen.getByRole('radio', { name: 'O que fazer' }));
    expect(screen.getByTestId('kind-note').textContent).toBe('Passeios de barco, surf, caminhadas e cultura.');
    fireEvent.click(screen.getByRole('radio', { name: 'Alojamento' }));
    expect(getComputedStyle(screen.getByTestId('stay-fields')).visibility).toBe('visible');
    expect(screen.getByRole('button', { name: 'Mais um: Adultos' })).toBeTruthy();
    expect(screen.queryByTestId('kind-note')).toBeNull();
  });

  it('is an island: the server’s HTML until hydrated by itself, with plain date fields for browsers without script', async () => {
    // As the server renders a public page (entry-server.tsx): the island is a root of its own,
    // its ids (useId) under its prefix, whatever comes before it on the page.
    const page = document.createElement('div');
    const html = renderToString(landingPage(), { identifierPrefix: islandIdPrefix(0) });
    page.innerHTML = `<h1>Portalba</h1><p>Praia</p><div id="island">${html}</div>`;
    const island = page.querySelector<HTMLElement>('#island')!;
    expect(island.querySelector('[data-testid="stay-dates"]')).not.toBeNull();
    expect(island.querySelector('[data-testid="stay-fields"] noscript')!.innerHTML).toMatch(
      /name="checkIn"[\s\S]*name="checkOut"/,
    );
    document.body.append(page);
    // A markup that differs (an id, an attribute) is a console error, which fails the test.
    await act(async () => {
      hydrateRoot(island, landingPage(), { identifierPrefix: islandIdPrefix(0) });
    });
    expect(island.querySelector('noscript')).toBeNull();
    fireEvent.click(within(island).getByRole('button', { name: 'Mais um: Adultos' }));
    expect(island.querySelector<HTMLInputElement>('input[name="adults"]')!.value).toBe('2');
    page.remove();
  });

  it('follows a choice made on the server’s radios before it was hydrated, and hides the choice from browsers without script', async () => {
    const island = document.createElement('div');
    island.innerHTML = renderToString(landingPage(), { identifierPrefix: islandIdPrefix(0) });
    // Without script, the form is the rentals list's: the choice of what is not shown.
    expect(island.querySelector('fieldset noscript')!.innerHTML).toContain('.town-landing-what { display: none; }');
    expect(island.querySelector('fieldset')!.classList).toContain('town-landing-what');
    document.body.append(island);
    // The arrow keys move the choice on the server's radios while the island's code loads.
    island.querySelector<HTMLInputElement>('input[name="what"][value="do"]')!.checked = true;
    await act(async () => {
      hydrateRoot(island, landingPage(), { identifierPrefix: islandIdPrefix(0) });
    });
    expect((within(island).getByRole('radio', { name: 'O que fazer' }) as HTMLInputElement).checked).toBe(true);
    expect(within(island).getByTestId('kind-note').textContent).toBe('Passeios de barco, surf, caminhadas e cultura.');
    fireEvent.click(within(island).getByRole('button', { name: 'Pesquisar' }));
    expect((await within(island).findByTestId('where')).textContent).toBe('/pt/assets/activityList');
    island.remove();
  });

  it('keeps the guests within their limits: no fewer than one adult', () => {
    renderLanding();
    const fewer = screen.getByRole('button', { name: 'Menos um: Adultos' }) as HTMLButtonElement;
    expect(fewer.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Menos um: Crianças' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
