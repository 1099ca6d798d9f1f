import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@town/shared/accounts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { createTestI18n, renderOnPage } from '../../../test/render.tsx';
import { favouritesKeys } from '../api/query-keys.ts';
import { BROWSER_FAVOURITES_KEY, useBrowserFavourites } from '../browser-favourites-store.ts';
import { FavouriteButton } from './favourite-button.tsx';

const place = { id: '00000000-0000-4000-8000-000000000001', name: 'Casa Marina' };
const user = { id: '00000000-0000-4000-8000-0000000000aa', name: 'Giulia', role: 'user' } as User;

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('it', ['translation']);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  useBrowserFavourites.getState().reload();
  useSessionStore.setState({ token: null, renewAt: null, user: null });
});

const render = () =>
  renderOnPage(
    <>
      <FavouriteButton asset={place} />
      <ToastContainer />
    </>,
    { i18n, path: '/:lang', url: '/it' },
  );
const heart = () => screen.getByRole('button', { name: 'Salva Casa Marina' });

describe('the heart', () => {
  it('saves a place in the browser for a signed-out visitor, and forgets it again', () => {
    render();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(BROWSER_FAVOURITES_KEY)!)).toEqual([place.id]);
    fireEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(BROWSER_FAVOURITES_KEY)).toBeNull();
  });

  it('shows a signed-in visitor what their account keeps', async () => {
    useSessionStore.setState({ token: 'token', renewAt: null, user });
    const { client } = render();
    act(() => {
      client.setQueryData(favouritesKeys.account(user.id), {
        items: [{ assetId: place.id, savedAt: new Date().toISOString() }],
      });
    });
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
  });

  it('puts the heart back and says so when the account cannot be reached', async () => {
    useSessionStore.setState({ token: 'token', renewAt: null, user });
    const { client } = render();
    act(() => client.setQueryData(favouritesKeys.account(user.id), { items: [] }));
    fireEvent.click(heart());
    // No server in this test: the request fails as it would offline.
    await screen.findByText('Non è stato possibile salvare Casa Marina. Riprova.');
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    expect(localStorage.getItem(BROWSER_FAVOURITES_KEY)).toBeNull();
  });
});
