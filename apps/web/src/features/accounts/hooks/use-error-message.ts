import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@town/shared/error-codes';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The message for a failed call, in the page's language, by the API's error code: the
 * code's own in `accounts:errors` when it has one, else the generic one. A form may say
 * something more precise for a code (`overrides`: code → key).
 */
export function useErrorMessage() {
  const { t, i18n } = useTranslation('accounts');
  return useCallback(
    (error: unknown, overrides: Partial<Record<string, string>> = {}) => {
      if (!(error instanceof ApiError)) return t('errors.unknown');
      const override = overrides[error.code];
      if (override) return t(override);
      if (error.code === ERROR_CODES.rateLimited && error.retryAfter) {
        return t('errors.RATE_LIMITED_wait', { count: Math.ceil(error.retryAfter / 60) });
      }
      const key = `errors.${error.code}`;
      return i18n.exists(key, { ns: 'accounts' }) ? t(key) : t('errors.unknown');
    },
    [t, i18n],
  );
}
