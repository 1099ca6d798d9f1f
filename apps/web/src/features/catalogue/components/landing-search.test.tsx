import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
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

  it('keeps the guests within their limits: no fewer than one adult', () => {
    renderLanding();
    const fewer = screen.getByRole('button', { name: 'Menos um: Adultos' }) as HTMLButtonElement;
    expect(fewer.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Menos um: Crianças' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
