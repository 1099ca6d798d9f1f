import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';

/** Codes with a message of their own in `accounts:errors`; any other gets the generic one. */
const TRANSLATED_CODES = new Set([
  'INVALID_CREDENTIALS',
  'EMAIL_IN_USE',
  'RATE_LIMITED',
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'APP_KEY_INVALID',
  'RESET_TOKEN_INVALID',
  'PASSKEY_CHALLENGE_INVALID',
  'PASSKEY_VERIFICATION_FAILED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'NETWORK_ERROR',
]);

/**
 * The message for a failed call, in the page's language, by the API's error code. A
 * form may say something more precise for a code (`overrides`: code → key).
 */
export function useErrorMessage() {
  const { t } = useTranslation('accounts');
  return useCallback(
    (error: unknown, overrides: Partial<Record<string, string>> = {}) => {
      if (!(error instanceof ApiError)) return t('errors.unknown');
      const override = overrides[error.code];
      if (override) return t(override);
      if (error.code === 'RATE_LIMITED' && error.retryAfter) {
        return t('errors.RATE_LIMITED_wait', { count: Math.ceil(error.retryAfter / 60) });
      }
      return TRANSLATED_CODES.has(error.code) ? t(`errors.${error.code}`) : t('errors.unknown');
    },
    [t],
  );
}
