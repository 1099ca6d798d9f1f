import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { passkeySchema, type PasskeyRegistrationResponse } from '@town/shared/accounts';
import { apiFetch } from '../../../lib/api-client.ts';
import { getProfile } from './users-profile.ts';
import { adoptUser } from './session.ts';

const PATH = '/api/v1/auth/biometrics_token';

/**
 * Registers a passkey ("biometric sign-in") for the signed-in user: the server's
 * options go to the browser's authenticator, its answer back to the server.
 */
export async function registerPasskey() {
  const optionsJSON = await apiFetch<PublicKeyCredentialCreationOptionsJSON>(PATH, {
    method: 'POST',
    body: { step: 'options' },
  });
  const response = await startRegistration({ optionsJSON });
  return apiFetch(PATH, {
    method: 'POST',
    body: { step: 'verify', response: response as PasskeyRegistrationResponse },
    schema: passkeySchema,
  });
}

export function useRegisterPasskey() {
  return useMutation({
    mutationFn: registerPasskey,
    // The profile counts the account's passkeys.
    onSuccess: async () => adoptUser(await getProfile()),
  });
}
