import { useMutation } from '@tanstack/react-query';
import { authSessionSchema, type SigninInput } from '@town/shared/accounts';
import { apiFetch } from '../../../lib/api-client.ts';
import { adoptSession } from './session.ts';

export function signin(input: SigninInput) {
  return apiFetch('/api/v1/auth/signin', { method: 'POST', body: input, schema: authSessionSchema });
}

export function useSignin() {
  return useMutation({ mutationFn: signin, onSuccess: adoptSession });
}
