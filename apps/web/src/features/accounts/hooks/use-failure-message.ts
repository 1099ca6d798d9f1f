import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@town/shared/error-codes';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/api-errors.ts';

/**
 * The message for a failed call (`failureMessage`), in the page's language: the code's own
 * in `accounts:errors` when it has one, else the generic one. A form may say something more
 * precise for a code (`overrides`: code → key).
 */
export function useFailureMessage() {
  const { t, i18n } = useTranslation('accounts');
  return useCallback(
    (error: unknown, overrides: Partial<Record<string, string>> = {}) => {
      const code = error instanceof ApiError ? error.code : '';
      const key = overrides[code] ?? `errors.${code}`;
      const wait = error instanceof ApiError && !overrides[code] ? error.retryAfter : undefined;
      const own =
        code === ERROR_CODES.rateLimited && wait
          ? t('errors.RATE_LIMITED_wait', { count: Math.ceil(wait / 60) })
          : code && i18n.exists(key, { ns: 'accounts' })
            ? t(key)
            : undefined;
      return failureMessage(error, {
        byCode: { [code]: own },
        offline: t('errors.NETWORK_ERROR'),
        failed: t('errors.unknown'),
      });
    },
    [t, i18n],
  );
}
