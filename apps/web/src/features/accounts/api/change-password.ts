import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@town/shared/accounts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { forgetSession } from './session.ts';

/** Signed in with the current password, or with a reset link's token. */
export function changePassword(input: ChangePasswordInput) {
  return apiFetch<void>('/api/v1/auth/change_password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (_answer, input) => {
      // A reset ends every session of the account, this browser's too, if it had one.
      if (input.resetToken !== undefined && useSessionStore.getState().token) forgetSession();
    },
  });
}
