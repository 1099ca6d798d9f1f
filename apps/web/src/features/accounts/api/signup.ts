import { useMutation } from '@tanstack/react-query';
import { authSessionSchema, type SignupInput } from '@town/shared/accounts';
import { apiFetch } from '../../../lib/api-client.ts';
import { adoptSession } from './session.ts';

export function signup(input: SignupInput) {
  return apiFetch('/api/v1/auth/signup', { method: 'POST', body: input, schema: authSessionSchema });
}

export function useSignup() {
  return useMutation({ mutationFn: signup, onSuccess: adoptSession });
}
