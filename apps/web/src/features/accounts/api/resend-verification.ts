import { useMutation } from '@tanstack/react-query';
import { resendVerificationAnswerSchema } from '@town/shared/accounts';
import { apiFetch } from '../../../lib/api-client.ts';

/** Mails the signed-in account a new verification link (rate-limited). */
export function resendVerification() {
  return apiFetch('/api/v1/auth/resend_verification', { method: 'POST', schema: resendVerificationAnswerSchema });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
