import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { getProfile } from './users-profile.ts';
import { adoptUser } from './session.ts';

/** Removes every passkey of the signed-in user, on every device. */
export function resetPasskeys() {
  return apiFetch<void>('/api/v1/auth/biometrics_reset', { method: 'POST', body: {} });
}

export function useResetPasskeys() {
  return useMutation({
    mutationFn: resetPasskeys,
    onSuccess: async () => adoptUser(await getProfile()),
  });
}
