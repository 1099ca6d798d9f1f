import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { authSessionSchema, type AuthSession, type PasskeyAuthenticationResponse } from '@town/shared/accounts';
import { apiFetch } from '../../../lib/api-client.ts';
import { hasNoCredentials } from '../utils/biometric-state.ts';
import { adoptSession } from './session.ts';

const PATH = '/api/v1/auth/signinBiometrics';

/** The account named has no passkey: the browser is not asked at all. */
export class NoCredentialsError extends Error {
  constructor() {
    super('This account has no passkey');
    this.name = 'NoCredentialsError';
  }
}

/**
 * Signs in with a passkey: for the account of `email` when given, else with any passkey
 * the browser holds for this site. An empty list for a named account means it has no
 * passkey (no-credentials). Our API lists a stand-in instead, so as not to tell whether
 * an account exists: there the browser's prompt finds nothing, and the person closes it.
 */
export async function signinWithPasskey(email?: string): Promise<AuthSession> {
  const optionsJSON = await apiFetch<PublicKeyCredentialRequestOptionsJSON>(PATH, {
    method: 'POST',
    body: email ? { step: 'options', email } : { step: 'options' },
  });
  if (hasNoCredentials(email, optionsJSON.allowCredentials)) throw new NoCredentialsError();
  const response = await startAuthentication({ optionsJSON });
  return apiFetch(PATH, {
    method: 'POST',
    body: { step: 'verify', response: response as PasskeyAuthenticationResponse },
    schema: authSessionSchema,
  });
}

export function useSigninWithPasskey() {
  return useMutation({ mutationFn: signinWithPasskey, onSuccess: adoptSession });
}
