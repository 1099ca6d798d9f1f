import {
  EMAIL_VERIFICATION_LINK_LIFETIME_HOURS,
  PASSWORD_RESET_LINK_LIFETIME_HOURS,
  SESSION_LIFETIME_DAYS,
} from '@town/shared/accounts';
import { CHECK_IN_HOUR, CHECK_OUT_HOUR, MAX_STAY_DAYS } from '@town/shared/constants';
import { LANGUAGE_CHOICE_COOKIE_DAYS, LANGUAGE_COOKIE_MINUTES, type Language } from '@town/shared/languages';
import {
  CONSENT_CHOICE_LIFETIME_DAYS,
  CONSENT_RECORD_RETENTION_YEARS,
  CONTACT_MESSAGE_RETENTION_YEARS,
  SENT_MAIL_RETENTION_YEARS,
  SERVER_LOG_RETENTION_DAYS,
} from '@town/shared/retention';
import type { PAGE_RULE_PLACEHOLDERS } from '@town/shared/town';
import { DEVICE_COOKIE_LIFETIME_DAYS } from '../accounts/index.ts';

/** What a rule's number counts. */
export type RuleUnit = 'nights' | 'days' | 'hours' | 'minutes' | 'years';

/** A clock time as the code keeps it (HH:MM), or a number of some unit. */
export type Rule = string | { count: number; unit: RuleUnit };

type RuleName = (typeof PAGE_RULE_PLACEHOLDERS)[number] extends `rules.${infer Name}` ? Name : never;

/**
 * The product's rules that pages may state (`{{rules.sessionDays}}`…), taken from the constants
 * the code enforces (docs/rules.md), so that a page never states a number the product does not
 * keep: change a constant and every page says the new one.
 */
export const PAGE_RULES = {
  checkInHour: CHECK_IN_HOUR,
  checkOutHour: CHECK_OUT_HOUR,
  maxNights: { count: MAX_STAY_DAYS, unit: 'nights' },
  sessionDays: { count: SESSION_LIFETIME_DAYS, unit: 'days' },
  resetLinkHours: { count: PASSWORD_RESET_LINK_LIFETIME_HOURS, unit: 'hours' },
  verificationLinkHours: { count: EMAIL_VERIFICATION_LINK_LIFETIME_HOURS, unit: 'hours' },
  deviceCookieDays: { count: DEVICE_COOKIE_LIFETIME_DAYS, unit: 'days' },
  languageCookieMinutes: { count: LANGUAGE_COOKIE_MINUTES, unit: 'minutes' },
  languageChoiceDays: { count: LANGUAGE_CHOICE_COOKIE_DAYS, unit: 'days' },
  consentChoiceDays: { count: CONSENT_CHOICE_LIFETIME_DAYS, unit: 'days' },
  contactMessageYears: { count: CONTACT_MESSAGE_RETENTION_YEARS, unit: 'years' },
  sentMailYears: { count: SENT_MAIL_RETENTION_YEARS, unit: 'years' },
  consentRecordYears: { count: CONSENT_RECORD_RETENTION_YEARS, unit: 'years' },
  serverLogDays: { count: SERVER_LOG_RETENTION_DAYS, unit: 'days' },
} as const satisfies Record<RuleName, Rule>;

/** A unit's words in one language: for one of it, and for any other count (`#` is the number). */
type UnitWords = Record<RuleUnit, { one: string; other: string }>;

/**
 * Each unit as each language writes it. Which form a count takes is the language's plural rule
 * (Intl.PluralRules): only CLDR's `one` takes the singular; `many` (French, Italian, Spanish,
 * Portuguese, Catalan for large numbers) is written like `other`.
 */
const UNITS: Record<Language, UnitWords> = {
  es: {
    nights: { one: 'una noche', other: '# noches' },
    days: { one: 'un día', other: '# días' },
    hours: { one: 'una hora', other: '# horas' },
    minutes: { one: 'un minuto', other: '# minutos' },
    years: { one: 'un año', other: '# años' },
  },
  ca: {
    nights: { one: 'una nit', other: '# nits' },
    days: { one: 'un dia', other: '# dies' },
    hours: { one: 'una hora', other: '# hores' },
    minutes: { one: 'un minut', other: '# minuts' },
    years: { one: 'un any', other: '# anys' },
  },
  eu: {
    nights: { one: 'gau bat', other: '# gau' },
    days: { one: 'egun bat', other: '# egun' },
    hours: { one: 'ordubete', other: '# ordu' },
    minutes: { one: 'minutu bat', other: '# minutu' },
    years: { one: 'urtebete', other: '# urte' },
  },
  gl: {
    nights: { one: 'unha noite', other: '# noites' },
    days: { one: 'un día', other: '# días' },
    hours: { one: 'unha hora', other: '# horas' },
    minutes: { one: 'un minuto', other: '# minutos' },
    years: { one: 'un ano', other: '# anos' },
  },
  en: {
    nights: { one: 'one night', other: '# nights' },
    days: { one: 'one day', other: '# days' },
    hours: { one: 'one hour', other: '# hours' },
    minutes: { one: 'one minute', other: '# minutes' },
    years: { one: 'one year', other: '# years' },
  },
  fr: {
    nights: { one: 'une nuit', other: '# nuits' },
    days: { one: 'un jour', other: '# jours' },
    hours: { one: 'une heure', other: '# heures' },
    minutes: { one: 'une minute', other: '# minutes' },
    years: { one: 'un an', other: '# ans' },
  },
  de: {
    nights: { one: 'eine Nacht', other: '# Nächte' },
    days: { one: 'ein Tag', other: '# Tage' },
    hours: { one: 'eine Stunde', other: '# Stunden' },
    minutes: { one: 'eine Minute', other: '# Minuten' },
    years: { one: 'ein Jahr', other: '# Jahre' },
  },
  it: {
    nights: { one: 'una notte', other: '# notti' },
    days: { one: 'un giorno', other: '# giorni' },
    hours: { one: 'un’ora', other: '# ore' },
    minutes: { one: 'un minuto', other: '# minuti' },
    years: { one: 'un anno', other: '# anni' },
  },
  pt: {
    nights: { one: 'uma noite', other: '# noites' },
    days: { one: 'um dia', other: '# dias' },
    hours: { one: 'uma hora', other: '# horas' },
    minutes: { one: 'um minuto', other: '# minutos' },
    years: { one: 'um ano', other: '# anos' },
  },
};

/** A rule as `lang` writes it: "17:00", "30 días", "one hour", "100 Nächte". */
export function ruleText(rule: Rule, lang: Language): string {
  if (typeof rule === 'string') return rule;
  const words = UNITS[lang][rule.unit];
  if (new Intl.PluralRules(lang).select(rule.count) === 'one') return words.one;
  return words.other.replace('#', new Intl.NumberFormat(lang).format(rule.count));
}

/** Every rule placeholder's value in `lang`, keyed as pages write them (`rules.sessionDays`). */
export function ruleValues(lang: Language, rules: Record<RuleName, Rule> = PAGE_RULES): Record<string, string> {
  return Object.fromEntries(Object.entries(rules).map(([name, rule]) => [`rules.${name}`, ruleText(rule, lang)]));
}
