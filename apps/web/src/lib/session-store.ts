import { create } from 'zustand';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: 'user' | 'owner' | 'admin';
  lang?: string;
  theme?: string;
}

interface SessionState {
  /** The short-lived access token, kept in memory only; the refresh token is an httpOnly cookie. */
  token: string | null;
  user: SessionUser | null;
  setSession(token: string, user: SessionUser): void;
  clearSession(): void;
}

/** Set when a session exists, so a reload knows a refresh is worth trying (never the token itself). */
export const SESSION_HINT_KEY = 'session';

export const useSessionStore = create<SessionState>()((set) => ({
  token: null,
  user: null,
  setSession(token, user) {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    set({ token, user });
  },
  clearSession() {
    localStorage.removeItem(SESSION_HINT_KEY);
    set({ token: null, user: null });
  },
}));
