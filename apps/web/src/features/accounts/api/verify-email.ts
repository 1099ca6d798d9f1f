import { useMutation } from '@tanstack/react-query';
import type { VerifyEmailInput } from '@town/shared/accounts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { getProfile } from './users-profile.ts';
import { adoptUser } from './session.ts';

/** Opens the link mailed to the address (`/{lang}/auth/verify?token=…`); no session needed. */
export function verifyEmail(input: VerifyEmailInput) {
  return apiFetch<void>('/api/v1/auth/verify_email', { method: 'POST', body: input });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: async () => {
      // Signed in here: the page shows the verified account (and a role ADMIN_EMAILS may have given) at once.
      if (useSessionStore.getState().token) adoptUser(await getProfile());
    },
  });
}
