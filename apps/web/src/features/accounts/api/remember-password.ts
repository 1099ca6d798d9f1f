import { useMutation } from '@tanstack/react-query';
import { rememberPasswordAnswerSchema, type RememberPasswordInput } from '@town/shared/accounts';
import { apiFetch } from '../../../lib/api-client.ts';

/** Always accepted (no account enumeration): a link is mailed when the account exists. */
export function rememberPassword(input: RememberPasswordInput) {
  return apiFetch('/api/v1/auth/remember_password', {
    method: 'POST',
    body: input,
    schema: rememberPasswordAnswerSchema,
  });
}

export function useRememberPassword() {
  return useMutation({ mutationFn: rememberPassword });
}
