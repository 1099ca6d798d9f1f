import type { AuthSession, User } from '@town/shared/accounts';
import { getQueryClient } from '../../../lib/query-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { accountsKeys } from './query-keys.ts';

/** Holds a new session (sign-up, sign-in, passkey sign-in), with its user ready for the profile page. */
export function adoptSession(session: AuthSession) {
  useSessionStore.getState().setSession(session);
  getQueryClient().setQueryData(accountsKeys.profile(session.user.id), session.user);
}

/** The user as the server now describes them, everywhere the page shows them. */
export function adoptUser(user: User) {
  useSessionStore.getState().setUser(user);
  getQueryClient().setQueryData(accountsKeys.profile(user.id), user);
}

/** Forgets the session and every answer fetched with it: nothing of this user stays in the page. */
export function forgetSession() {
  useSessionStore.getState().clearSession();
  getQueryClient().clear();
}
