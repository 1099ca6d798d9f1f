import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@town/shared/error-codes';
import { failureMessage, serverFieldProblems, type FailureTexts } from '../../../lib/api-errors.ts';

/** A calendar rule the server names (`calendar.overlap`) in the page's language; another message as a plain refusal. */
export function ruleMessage(t: TFunction<'host'>, message: string): string {
  return /^calendar\.\w+$/.test(message) ? t(`errors.${message}`) : t('errors.invalid');
}

/**
 * What the calendar's forms say when a change is refused, in the page's language: nights
 * already held (409), a broken rule (400, its first), no connection, or anything else.
 */
export function refusalTexts(t: TFunction<'host'>, error: unknown): FailureTexts {
  const firstRule = serverFieldProblems(error)[0];
  return {
    byCode: {
      [ERROR_CODES.datesUnavailable]: t('errors.datesUnavailable'),
      [ERROR_CODES.validationError]: firstRule ? ruleMessage(t, firstRule.message) : t('errors.invalid'),
      [ERROR_CODES.rateLimited]: t('errors.rateLimited'),
    },
    offline: t('errors.offline'),
    failed: t('errors.failed'),
  };
}

/** Why a change of the calendar was refused (see `refusalTexts`). */
export const refusalMessage = (t: TFunction<'host'>, error: unknown) => failureMessage(error, refusalTexts(t, error));

/** A limit as the page's language writes numbers (100.000, 100 000, 100,000). */
export { formatNumber } from '@town/shared/locale-format';
