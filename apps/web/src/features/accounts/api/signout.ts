import { apiFetch } from '../../../lib/api-client.ts';
import { forgetSession } from './session.ts';

/**
 * Revokes the session on the server (the refresh cookie goes with the request), then
 * forgets it here. The page forgets it even when the server cannot be reached, and
 * says so: the refresh token then ends only when it expires.
 */
export async function signout(): Promise<{ revoked: boolean }> {
  try {
    await apiFetch('/api/v1/auth/signout', { method: 'POST', body: {} });
    return { revoked: true };
  } catch {
    return { revoked: false };
  } finally {
    forgetSession();
  }
}
