import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@town/shared/error-codes';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client.ts';
import { numberLocale } from '../../../lib/town-dates.ts';

/** A field the server named in a 400 (docs/api.md#errors): its path under the body, and the rule's key or message. */
export interface ServerProblem {
  path: (string | number)[];
  message: string;
}

/** The fields a 400 VALIDATION_ERROR names (`body.seasons.2.end` → ['seasons', 2, 'end']). */
export function serverProblems(error: unknown): ServerProblem[] {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.validationError || !Array.isArray(error.details)) {
    return [];
  }
  return error.details.flatMap((detail: unknown) => {
    const { field, message } = (detail ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || !field.startsWith('body') || typeof message !== 'string') return [];
    const path = field
      .replace(/^body\.?/, '')
      .split('.')
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    return [{ path, message }];
  });
}

/** A calendar rule the server names (`calendar.overlap`) in the page's language; another message as a plain refusal. */
export function ruleMessage(t: TFunction<'host'>, message: string): string {
  return /^calendar\.\w+$/.test(message) ? t(`errors.${message}`) : t('errors.invalid');
}

/**
 * Why a change of the calendar was refused, in the page's language: nights already held
 * (409), a broken rule (400, its first), no connection, or anything else.
 */
export function refusalMessage(t: TFunction<'host'>, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.failed');
  if (error.code === ERROR_CODES.datesUnavailable) return t('errors.datesUnavailable');
  if (error.code === ERROR_CODES.validationError) {
    const first = serverProblems(error)[0];
    return first ? ruleMessage(t, first.message) : t('errors.invalid');
  }
  if (error.code === ERROR_CODES.rateLimited) return t('errors.rateLimited');
  if (error.code === NETWORK_ERROR) return t('errors.offline');
  return t('errors.failed');
}

/** A limit as the page's language writes numbers (100.000, 100 000, 100,000). */
export const formatNumber = (value: number, lang: string) => new Intl.NumberFormat(numberLocale(lang)).format(value);
