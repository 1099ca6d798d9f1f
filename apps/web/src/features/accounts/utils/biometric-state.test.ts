import { WebAuthnError } from '@simplewebauthn/browser';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { NoCredentialsError } from '../api/signin-biometrics.ts';
import { biometricOutcomeOf, hasNoCredentials } from './biometric-state.ts';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('biometricOutcomeOf', () => {
  it('reads a closed or timed-out prompt as cancelled', () => {
    expect(biometricOutcomeOf(domError('NotAllowedError'))).toEqual({ state: 'cancelled' });
    expect(biometricOutcomeOf(domError('AbortError'))).toEqual({ state: 'cancelled' });
    const wrapped = new WebAuthnError({
      message: 'x',
      code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
      cause: domError('NotAllowedError'),
      name: 'NotAllowedError',
    });
    expect(biometricOutcomeOf(wrapped)).toEqual({ state: 'cancelled' });
    const aborted = new WebAuthnError({ message: 'x', code: 'ERROR_CEREMONY_ABORTED', cause: domError('AbortError') });
    expect(biometricOutcomeOf(aborted)).toEqual({ state: 'cancelled' });
  });

  it('reads a credential the server refused as failed', () => {
    expect(biometricOutcomeOf(new ApiError(401, 'INVALID_CREDENTIALS', 'no'))).toEqual({ state: 'failed' });
    expect(biometricOutcomeOf(new ApiError(400, 'PASSKEY_VERIFICATION_FAILED', 'no'))).toEqual({ state: 'failed' });
  });

  it('names the reason of an error when there is a useful one', () => {
    const again = new WebAuthnError({
      message: 'x',
      code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
      cause: domError('InvalidStateError'),
    });
    expect(biometricOutcomeOf(again)).toEqual({ state: 'error', reason: 'already-registered' });
    expect(biometricOutcomeOf(new ApiError(400, 'PASSKEY_CHALLENGE_INVALID', 'old'))).toEqual({
      state: 'error',
      reason: 'expired',
    });
    expect(biometricOutcomeOf(new ApiError(0, 'NETWORK_ERROR', 'down'))).toEqual({ state: 'error', reason: 'network' });
    expect(biometricOutcomeOf(new ApiError(429, 'RATE_LIMITED', 'wait'))).toEqual({
      state: 'error',
      reason: 'rate-limited',
    });
    expect(biometricOutcomeOf(new ApiError(500, 'INTERNAL_ERROR', 'oops'))).toEqual({ state: 'error' });
    expect(biometricOutcomeOf(domError('SecurityError'))).toEqual({ state: 'error' });
    expect(biometricOutcomeOf(undefined)).toEqual({ state: 'error' });
  });
});

describe('no credentials', () => {
  it('reads an account without passkeys as no-credentials', () => {
    expect(biometricOutcomeOf(new NoCredentialsError())).toEqual({ state: 'no-credentials' });
  });
});

describe('hasNoCredentials', () => {
  it('is true only when an account was named and it has no passkey', () => {
    expect(hasNoCredentials('ana@example.com', [])).toBe(true);
    expect(hasNoCredentials('ana@example.com', undefined)).toBe(true);
    expect(hasNoCredentials('ana@example.com', [{ id: 'x' }])).toBe(false);
    expect(hasNoCredentials(undefined, [])).toBe(false);
  });
});
