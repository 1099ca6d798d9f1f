/**
 * The consent domain (docs/rules.md#consent): categories, the consent conditions
 * c15t evaluates, Do Not Track / Global Privacy Control, and Google Consent Mode.
 * Pure functions, shared by the API and the web.
 */

import { isSupportedLanguage, type Language } from './languages.ts';

// ---------------------------------------------------------------------------
// Categories

/** The five categories, in GDPR-type order (docs/rules.md#consent). */
export const CONSENT_CATEGORIES = ['necessary', 'functionality', 'experience', 'measurement', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export const GDPR_TYPES: Readonly<Record<ConsentCategory, 1 | 2 | 3 | 4 | 5>> = {
  necessary: 1,
  functionality: 2,
  experience: 3,
  measurement: 4,
  marketing: 5,
};

/** The categories the product shows in its banner and dialog (docs/rules.md#consent); configurable. */
export const DEFAULT_DISPLAYED_CONSENT_CATEGORIES: readonly ConsentCategory[] = ['necessary', 'measurement'];

/** The consent widget's language when the visitor's is none of ours (docs/rules.md, consent). */
export const CONSENT_DEFAULT_LANGUAGE: Language = 'en';

/** The widget's language for a page or Accept-Language code: ours by its first two letters, else the default. */
export function consentLanguageOf(code: string | null | undefined): Language {
  const twoLetters = (code ?? '').slice(0, 2).toLowerCase();
  return isSupportedLanguage(twoLetters) ? twoLetters : CONSENT_DEFAULT_LANGUAGE;
}

export interface ConsentCategoryDefinition {
  name: ConsentCategory;
  gdprType: 1 | 2 | 3 | 4 | 5;
  /** Only necessary is on by default. */
  defaultValue: boolean;
  /** Locked: the visitor cannot change it (necessary). */
  disabled: boolean;
  /** Shown in the banner and dialog. */
  display: boolean;
}

/** The category definitions, with `display` set for the displayed ones (necessary is always shown). */
export function consentCategoryDefinitions(
  displayed: readonly ConsentCategory[] = DEFAULT_DISPLAYED_CONSENT_CATEGORIES,
): ConsentCategoryDefinition[] {
  return CONSENT_CATEGORIES.map((name) => ({
    name,
    gdprType: GDPR_TYPES[name],
    defaultValue: name === 'necessary',
    disabled: name === 'necessary',
    display: name === 'necessary' || displayed.includes(name),
  }));
}

export function isConsentCategory(value: unknown): value is ConsentCategory {
  return typeof value === 'string' && (CONSENT_CATEGORIES as readonly string[]).includes(value);
}

/** A decision: one boolean per category. */
export type ConsentState = Record<ConsentCategory, boolean>;

/** The state before any decision: only necessary granted. */
export function defaultConsentState(): ConsentState {
  return { necessary: true, functionality: false, experience: false, measurement: false, marketing: false };
}

/** What the visitor did: accept all, reject all (necessary only) or save a selection (docs/rules.md#consent). */
export const CONSENT_ACTIONS = ['all', 'necessary', 'custom'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/** The state an action leads to; `custom` keeps the selection, with necessary always on. */
export function consentStateFor(action: ConsentAction, selection: Partial<ConsentState> = {}): ConsentState {
  if (action === 'all') {
    return { necessary: true, functionality: true, experience: true, measurement: true, marketing: true };
  }
  if (action === 'necessary') return defaultConsentState();
  return normalizeConsentPreferences(selection);
}

/** A full state from a partial one: missing categories are refused, necessary is always granted. */
export function normalizeConsentPreferences(preferences: Partial<Record<ConsentCategory, boolean>>): ConsentState {
  const state = defaultConsentState();
  for (const category of CONSENT_CATEGORIES) {
    if (category !== 'necessary' && preferences[category] === true) state[category] = true;
  }
  return state;
}

/** The action a state amounts to, when the client did not say: everything, necessary only, or a mix. */
export function consentActionFor(preferences: Partial<Record<ConsentCategory, boolean>>): ConsentAction {
  const state = normalizeConsentPreferences(preferences);
  const optional = CONSENT_CATEGORIES.filter((c) => c !== 'necessary');
  if (optional.every((c) => state[c])) return 'all';
  if (optional.every((c) => !state[c])) return 'necessary';
  return 'custom';
}

// ---------------------------------------------------------------------------
// Conditions (docs/rules.md#consent): a category name, or {and: […]}, {or: […]}, {not: …}

export type ConsentCondition =
  | string
  | { and: ConsentCondition | readonly ConsentCondition[] }
  | { or: ConsentCondition | readonly ConsentCondition[] }
  | { not: ConsentCondition };

export const CONSENT_CONDITION_MESSAGES = {
  categoryNotFound: (category: string) => `Consent category "${category}" not found in consent state`,
  andEmpty: 'AND condition cannot be empty',
  orEmpty: 'OR condition cannot be empty',
  invalidStructure: 'Invalid condition structure',
} as const;

/** A condition that cannot be evaluated; its message is one of those in docs/rules.md#consent. */
export class ConsentConditionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConsentConditionError';
  }
}

/** Deeper nesting than any real condition needs is refused rather than risking the stack. */
export const MAX_CONDITION_DEPTH = 32;

type ConsentLookup = Readonly<Record<string, boolean>>;

function branches(value: unknown, emptyMessage: string): unknown[] {
  // c15t accepts a single condition where a list is expected; so do we.
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) throw new ConsentConditionError(emptyMessage);
  return list;
}

/**
 * Walks a condition, calling `onCategory` for every category it names with the
 * polarity it appears in (false under an odd number of `not`). Throws
 * ConsentConditionError with the messages of docs/rules.md#consent.
 */
function evaluate(
  condition: unknown,
  consents: ConsentLookup,
  depth: number,
  positive: boolean,
  onCategory?: (category: string, granted: boolean, positive: boolean) => void,
): boolean {
  if (depth > MAX_CONDITION_DEPTH) throw new ConsentConditionError(CONSENT_CONDITION_MESSAGES.invalidStructure);
  if (typeof condition === 'string') {
    // Own properties only: "toString" is not a category.
    if (!Object.hasOwn(consents, condition)) {
      throw new ConsentConditionError(CONSENT_CONDITION_MESSAGES.categoryNotFound(condition));
    }
    const granted = consents[condition] === true;
    onCategory?.(condition, granted, positive);
    return granted;
  }
  if (typeof condition === 'object' && condition !== null && !Array.isArray(condition)) {
    // Every branch is checked (no short-circuit), so a malformed branch is always reported.
    if ('and' in condition) {
      const list = branches(condition.and, CONSENT_CONDITION_MESSAGES.andEmpty);
      return list.map((c) => evaluate(c, consents, depth + 1, positive, onCategory)).every(Boolean);
    }
    if ('or' in condition) {
      const list = branches(condition.or, CONSENT_CONDITION_MESSAGES.orEmpty);
      return list.map((c) => evaluate(c, consents, depth + 1, positive, onCategory)).some(Boolean);
    }
    if ('not' in condition) return !evaluate(condition.not, consents, depth + 1, !positive, onCategory);
  }
  throw new ConsentConditionError(CONSENT_CONDITION_MESSAGES.invalidStructure);
}

/** Whether `consents` satisfy `condition`; throws ConsentConditionError for a bad condition. */
export function evaluateConsentCondition(condition: unknown, consents: ConsentLookup): boolean {
  return evaluate(condition, consents, 0, true);
}

export interface ConsentVerification {
  valid: boolean;
  requiredConsent: unknown;
  /**
   * When not valid: the categories the condition asks for (outside a `not`) that
   * are not granted, in the order they appear. Empty when valid, or when only a
   * `not` fails (something granted that should not be; nothing is missing).
   */
  missingConsent: string[];
}

/** Verifies a condition against a consent state (docs/api.md#consent). */
export function verifyConsent(requiredConsent: unknown, consents: ConsentLookup): ConsentVerification {
  const missing = new Set<string>();
  const valid = evaluate(requiredConsent, consents, 0, true, (category, granted, positive) => {
    if (positive && !granted) missing.add(category);
  });
  return { valid, requiredConsent, missingConsent: valid ? [] : [...missing] };
}

// ---------------------------------------------------------------------------
// Do Not Track and Global Privacy Control (docs/rules.md#consent)

export interface PrivacySignals {
  /** navigator.doNotTrack / window.doNotTrack, or the DNT request header: "1" (or old Firefox's "yes") means on. */
  doNotTrack?: string | number | boolean | null;
  /** navigator.globalPrivacyControl, or the Sec-GPC request header ("1"). */
  globalPrivacyControl?: string | number | boolean | null;
}

function isOn(signal: PrivacySignals[keyof PrivacySignals]): boolean {
  return signal === true || signal === 1 || signal === '1' || signal === 'yes';
}

export function hasPrivacySignal(signals: PrivacySignals): boolean {
  return isOn(signals.doNotTrack) || isOn(signals.globalPrivacyControl);
}

/**
 * The consents that count: with a Do Not Track or Global Privacy Control signal and
 * honoring on (the default, docs/rules.md#consent), only necessary counts as granted.
 */
export function applyPrivacySignals(
  consents: ConsentState,
  signals: PrivacySignals,
  { honorDoNotTrack = true }: { honorDoNotTrack?: boolean } = {},
): ConsentState {
  if (!honorDoNotTrack || !hasPrivacySignal(signals)) return { ...consents };
  return defaultConsentState();
}

// ---------------------------------------------------------------------------
// Google Tag Manager and Consent Mode v2 (docs/rules.md#consent)

export type GtagConsentType =
  | 'security_storage'
  | 'functionality_storage'
  | 'analytics_storage'
  | 'ad_storage'
  | 'ad_user_data'
  | 'ad_personalization'
  | 'personalization_storage';
export type GtagConsentValue = 'granted' | 'denied';
export type GtagConsentState = Record<GtagConsentType, GtagConsentValue>;

/** Category → the Consent Mode types it switches (the same table as @c15t/scripts'). */
export const CONSENT_MODE_MAPPING: Readonly<Record<ConsentCategory, readonly GtagConsentType[]>> = {
  necessary: ['security_storage'],
  functionality: ['functionality_storage'],
  measurement: ['analytics_storage'],
  marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
  experience: ['personalization_storage'],
};

/** The object for `gtag('consent', 'update', …)`; a missing category is denied. */
export function toGtagConsent(consents: Partial<Record<ConsentCategory, boolean>>): GtagConsentState {
  const state = {} as GtagConsentState;
  for (const category of CONSENT_CATEGORIES) {
    for (const type of CONSENT_MODE_MAPPING[category]) state[type] = consents[category] === true ? 'granted' : 'denied';
  }
  return state;
}

/**
 * The product's own analytics rule (docs/rules.md#consent): measurement switches both
 * analytics and ad storage; analytics then runs without an automatic page view
 * and with an anonymized IP.
 */
export function measurementConsentUpdate(measurementGranted: boolean): {
  analytics_storage: GtagConsentValue;
  ad_storage: GtagConsentValue;
} {
  const value = measurementGranted ? 'granted' : 'denied';
  return { analytics_storage: value, ad_storage: value };
}

export const ANALYTICS_CONFIG = { send_page_view: false, anonymize_ip: true } as const;

export const GTM_CONTAINER_ID_MESSAGE = 'GTM container ID is required and must be a non-empty string';

/** A Tag Manager set-up needs a container id (docs/rules.md#consent). */
export function assertGtmContainerId(id: unknown): asserts id is string {
  if (typeof id !== 'string' || id.trim() === '') throw new Error(GTM_CONTAINER_ID_MESSAGE);
}

// ---------------------------------------------------------------------------
// The town's consent settings

/** Consent store settings (docs/rules.md#consent). */
export const CONSENT_STORE_SETTINGS = {
  compliance: {
    gdpr: { enabled: true, appliesGlobally: true },
    ccpa: { enabled: true },
    lgpd: { enabled: false },
    usStatePrivacy: { enabled: true },
  },
  privacySettings: { honorDoNotTrack: true },
  gdprTypes: ['necessary', 'marketing'] as readonly ConsentCategory[],
  ignoreGeoLocation: false,
} as const;

/**
 * The version of the consent texts and categories every record is stored with.
 * Bump it when they change in substance, so records say which version was agreed to.
 */
export const CONSENT_POLICY_VERSION = '2026-01';

/** The town is in Spain: GDPR applies to every visitor (docs/decisions/004-consent.md). */
export const TOWN_JURISDICTION = {
  code: 'GDPR',
  message: 'GDPR or equivalent regulations require a visible consent banner.',
} as const;
export const TOWN_LOCATION = { countryCode: 'ES', regionCode: null } as const;

/** c15t's jurisdiction codes (the /init answer carries one). */
export const JURISDICTION_CODES = [
  'UK_GDPR',
  'GDPR',
  'CH',
  'BR',
  'PIPEDA',
  'QC_LAW25',
  'AU',
  'APPI',
  'PIPA',
  'CCPA',
  'NONE',
] as const;
export type JurisdictionCode = (typeof JURISDICTION_CODES)[number];

/** c15t subject ids: "sub_" and base58 (client-generated). */
export const SUBJECT_ID_PATTERN = /^sub_[1-9A-HJ-NP-Za-km-z]+$/;

/**
 * The subject id c15t keeps in its `c15t` cookie, e.g.
 * "c.necessary:1,i.t:1735689600000,i.sid:sub_2jv6z8n4q9" → "sub_2jv6z8n4q9".
 */
export function subjectIdFromC15tCookie(cookie: string | undefined | null): string | undefined {
  if (!cookie) return undefined;
  let value = cookie;
  try {
    value = decodeURIComponent(cookie);
  } catch {
    // Not percent-encoded: read it as it is.
  }
  for (const pair of value.split(',')) {
    const colon = pair.indexOf(':');
    if (colon > 0 && pair.slice(0, colon).trim() === 'i.sid') {
      const id = pair.slice(colon + 1).trim();
      return id.length <= 64 && SUBJECT_ID_PATTERN.test(id) ? id : undefined;
    }
  }
  return undefined;
}
