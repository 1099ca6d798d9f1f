import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
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

describe('the landing page’s search', () => {
  it('opens the rentals list with the guests chosen, in the URL', async () => {
    renderLanding();
    fireEvent.click(screen.getByRole('button', { name: 'Mais um: Adultos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mais um: Crianças' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/pt/assets/propertyListRent?adults=2&children=1');
  });

  it('asks no dates nor guests for places to eat, and opens their list', async () => {
    renderLanding();
    fireEvent.click(screen.getByRole('radio', { name: 'Onde comer' }));
    expect(screen.queryByRole('button', { name: 'Mais um: Adultos' })).toBeNull();
    expect(screen.queryByTestId('stay-dates')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/pt/assets/eatList');
  });

  it('is an island: the server’s HTML until hydrated by itself, with plain date fields for browsers without script', async () => {
    const Texts = withTexts(i18n);
    const onPage = (node: ReactNode) => (
      <Texts>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/pt']}>
            <Routes>
              <Route path="/:lang" element={node} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </Texts>
    );
    // As the server renders a public page (entry-server.tsx): the island is a root of its own,
    // its ids (useId) under its prefix, whatever comes before it on the page.
    const page = document.createElement('div');
    const html = renderToString(onPage(<LandingSearch />), { identifierPrefix: islandIdPrefix(0) });
    page.innerHTML = `<h1>Portalba</h1><p>Praia</p><div id="island">${html}</div>`;
    const island = page.querySelector<HTMLElement>('#island')!;
    expect(island.querySelector('[data-testid="stay-dates"]')).not.toBeNull();
    expect(island.querySelector('noscript')!.innerHTML).toMatch(/name="checkIn"[\s\S]*name="checkOut"/);
    document.body.append(page);
    // A markup that differs (an id, an attribute) is a console error, which fails the test.
    await act(async () => {
      hydrateRoot(island, onPage(<LandingSearch />), { identifierPrefix: islandIdPrefix(0) });
    });
    expect(island.querySelector('noscript')).toBeNull();
    fireEvent.click(within(island).getByRole('button', { name: 'Mais um: Adultos' }));
    expect(island.querySelector<HTMLInputElement>('input[name="adults"]')!.value).toBe('2');
    page.remove();
  });

  it('keeps the guests within their limits: no fewer than one adult', () => {
    renderLanding();
    const fewer = screen.getByRole('button', { name: 'Menos um: Adultos' }) as HTMLButtonElement;
    expect(fewer.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Menos um: Crianças' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
