import type { TFunction } from 'i18next';
import { PASSWORD_RESET_LINK_LIFETIME_HOURS, SESSION_LIFETIME_DAYS } from '@town/shared/accounts';
import { CHECK_IN_HOUR, CHECK_OUT_HOUR, MAX_STAY_DAYS } from '@town/shared/constants';
import { LANGUAGE_CHOICE_COOKIE_DAYS } from '@town/shared/languages';
import {
  CONSENT_CHOICE_LIFETIME_DAYS,
  CONSENT_RECORD_RETENTION_YEARS,
  CONTACT_MESSAGE_RETENTION_YEARS,
  SENT_MAIL_RETENTION_YEARS,
  SERVER_LOG_RETENTION_DAYS,
} from '@town/shared/retention';
import { detectionOptions } from '../../lib/i18n.ts';

/** What a rule's number counts; `legal:units.<unit>` writes it with its plural forms in each language. */
export type RuleUnit = 'nights' | 'days' | 'hours' | 'minutes' | 'years';

/** A clock time as the code keeps it (HH:MM), or a number of some unit. */
export type Rule = string | { count: number; unit: RuleUnit };

/**
 * The product's rules that the info pages state, taken from the constants the code enforces
 * (docs/rules.md). The texts write `{{name}}` where a rule goes, never its number.
 */
export const INFO_RULES = {
  checkInHour: CHECK_IN_HOUR,
  checkOutHour: CHECK_OUT_HOUR,
  maxNights: { count: MAX_STAY_DAYS, unit: 'nights' },
  sessionDays: { count: SESSION_LIFETIME_DAYS, unit: 'days' },
  resetLinkHours: { count: PASSWORD_RESET_LINK_LIFETIME_HOURS, unit: 'hours' },
  languageCookieMinutes: { count: detectionOptions.cookieMinutes, unit: 'minutes' },
  languageChoiceDays: { count: LANGUAGE_CHOICE_COOKIE_DAYS, unit: 'days' },
  contactMessageYears: { count: CONTACT_MESSAGE_RETENTION_YEARS, unit: 'years' },
  sentMailYears: { count: SENT_MAIL_RETENTION_YEARS, unit: 'years' },
  consentRecordYears: { count: CONSENT_RECORD_RETENTION_YEARS, unit: 'years' },
  consentChoiceDays: { count: CONSENT_CHOICE_LIFETIME_DAYS, unit: 'days' },
  serverLogDays: { count: SERVER_LOG_RETENTION_DAYS, unit: 'days' },
} as const satisfies Record<string, Rule>;

export type RuleName = keyof typeof INFO_RULES;

/**
 * The interpolation values of every info page: each rule as the page's language writes it
 * ("100 nights", "100 Nächte"). Counts go through the plural forms of `legal:units`, because
 * i18next cannot pick plural forms inside the sections that pages read with returnObjects.
 */
export function ruleValues(t: TFunction, rules: Record<RuleName, Rule> = INFO_RULES): Record<RuleName, string> {
  const entries = Object.entries(rules).map(([name, rule]) => [
    name,
    typeof rule === 'string' ? rule : t(`units.${rule.unit}`, { ns: 'legal', count: rule.count }),
  ]);
  return Object.fromEntries(entries) as Record<RuleName, string>;
}
