import { ACCOUNT_ERROR_CODES } from '@town/shared/accounts';
import { ERROR_CODES } from '@town/shared/error-codes';
import { NETWORK_ERROR } from '../../../lib/api-client.ts';

/**
 * The biometric sign-in states (docs/product.md#accounts). Before the browser has been asked what it can
 * do: not-started; then available or unavailable (no WebAuthn: the option is hidden);
 * after a ceremony: ok, failed (the server did not accept the credential), cancelled
 * (the person closed the prompt, or it timed out), no-credentials (the account has no
 * passkey), error (anything else).
 */
export const BIOMETRIC_STATES = [
  'not-started',
  'available',
  'unavailable',
  'ok',
  'failed',
  'cancelled',
  'no-credentials',
  'error',
] as const;
export type BiometricState = (typeof BIOMETRIC_STATES)[number];

/** Why a ceremony ended in `error`, when something more useful than "it did not work" can be said. */
export type BiometricReason = 'already-registered' | 'expired' | 'network' | 'rate-limited';

export interface BiometricOutcome {
  state: BiometricState;
  reason?: BiometricReason;
}

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
}

const nameOf = (error: unknown) => (error as ErrorLike | null)?.name;
const codeOf = (error: unknown) => (error as ErrorLike | null)?.code;

/** What a failed ceremony means to the person, from the browser's or the server's error. */
export function biometricOutcomeOf(error: unknown): BiometricOutcome {
  const code = codeOf(error);
  const name = nameOf(error);
  const cause = (error as ErrorLike | null)?.cause;
  if (name === 'NoCredentialsError') return { state: 'no-credentials' };
  // The browser: NotAllowedError covers both "cancelled" and "timed out" on purpose (privacy).
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'AbortError' || nameOf(cause) === 'AbortError') {
    return { state: 'cancelled' };
  }
  if (name === 'NotAllowedError' || nameOf(cause) === 'NotAllowedError') return { state: 'cancelled' };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return { state: 'error', reason: 'already-registered' };
  // Our API (an ApiError: status and code).
  if (code === ACCOUNT_ERROR_CODES.invalidCredentials || code === ACCOUNT_ERROR_CODES.passkeyVerificationFailed) {
    return { state: 'failed' };
  }
  if (code === ACCOUNT_ERROR_CODES.passkeyChallengeInvalid) return { state: 'error', reason: 'expired' };
  if (code === NETWORK_ERROR) return { state: 'error', reason: 'network' };
  if (code === ERROR_CODES.rateLimited) return { state: 'error', reason: 'rate-limited' };
  return { state: 'error' };
}

/** The options the server gives list no credential for the e-mail given: nothing to ask the browser. */
export function hasNoCredentials(email: string | undefined, allowCredentials: readonly unknown[] | undefined): boolean {
  return !!email && (allowCredentials?.length ?? 0) === 0;
}
