import { create } from 'zustand';
import type { AuthSession, User } from '@town/shared/accounts';
import { SESSION_HINT_KEY } from './personal-storage.ts';

export type SessionUser = User;

interface SessionState {
  /** The short-lived access token, kept in memory only; the refresh token is an httpOnly cookie. */
  token: string | null;
  /** When the access token should be renewed (ms since the epoch), a little before it expires. */
  renewAt: number | null;
  user: SessionUser | null;
  setSession(session: AuthSession): void;
  /** The same session, with the user as the server now describes them (after a profile change). */
  setUser(user: SessionUser): void;
  clearSession(): void;
}

export { SESSION_HINT_KEY };

/** Renew this long before the access token expires, so a request never races its expiry. */
const RENEW_MARGIN_SECONDS = 30;

export const useSessionStore = create<SessionState>()((set) => ({
  token: null,
  renewAt: null,
  user: null,
  setSession({ token, expiresIn, user }) {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const renewIn = Math.max(expiresIn - RENEW_MARGIN_SECONDS, expiresIn / 2);
    set({ token, user, renewAt: Date.now() + renewIn * 1000 });
  },
  setUser(user) {
    set((state) => (state.token ? { user } : state));
  },
  clearSession() {
    localStorage.removeItem(SESSION_HINT_KEY);
    set({ token: null, renewAt: null, user: null });
  },
}));

// Signing out in one tab ends the session on the server: the other tabs forget it too,
// rather than failing on their next request.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_HINT_KEY && event.newValue === null && useSessionStore.getState().token) {
      useSessionStore.setState({ token: null, renewAt: null, user: null });
    }
  });
}
