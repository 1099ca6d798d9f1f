import type { ConsentCategory } from '@town/shared/consent';

/**
 * What c15t keeps in the browser, read without loading c15t (docs/product.md#consent): the
 * page decides from it whether the consent layer is needed at all.
 */

/** c15t's storage key (local storage and a cookie of the same name; it keeps both in step). */
export const C15T_STORAGE_KEY = 'c15t';

/**
 * c15t's queues of work still owed to our API: decisions and identifications not yet
 * sent, and a decision to sync after the reload a revocation causes. c15t sends them when
 * it starts, so it must start while any is there.
 */
export const C15T_PENDING_KEYS = [
  'c15t-pending-consent-submissions',
  'c15t-pending-identify-submissions',
  'c15t:pending-consent-sync',
] as const;

export type StoredConsents = Partial<Record<ConsentCategory, boolean>>;

type StorageLike = Pick<Storage, 'getItem'>;

function browserStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage refused (a privacy mode): as if nothing were stored.
    return undefined;
  }
}

function readJson(storage: StorageLike | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * The visitor's stored decision, or null when they have not decided (as c15t sees it: a
 * decision has its `consentInfo`; a 1.x record, with an `id` but no `subjectId`, is one
 * c15t throws away and asks again).
 */
export function readStoredConsents(storage: StorageLike | undefined = browserStorage()): StoredConsents | null {
  const stored = readJson(storage, C15T_STORAGE_KEY);
  if (typeof stored !== 'object' || stored === null) return null;
  const { consents, consentInfo } = stored as { consents?: unknown; consentInfo?: unknown };
  if (typeof consentInfo !== 'object' || consentInfo === null) return null;
  const info = consentInfo as { id?: unknown; subjectId?: unknown };
  if (typeof info.id === 'string' && typeof info.subjectId !== 'string') return null;
  if (typeof consents !== 'object' || consents === null) return {};
  return Object.fromEntries(Object.entries(consents).filter(([, granted]) => typeof granted === 'boolean'));
}

/**
 * Whether c15t has queued work for our API (see C15T_PENDING_KEYS): then it starts as soon as
 * the page is there (docs/product.md#consent). A visitor who has not decided sees our banner
 * (ConsentPrompt), and c15t starts at their choice.
 */
export function hasPendingConsentWork(storage: StorageLike | undefined = browserStorage()): boolean {
  return C15T_PENDING_KEYS.some((key) => {
    const pending = readJson(storage, key);
    return Array.isArray(pending) ? pending.length > 0 : pending !== null;
  });
}

/** Set on `<html>` while the visitor has not decided: the banner shows (ConsentPrompt). */
export const CONSENT_ASKED_SELECTOR = 'html[data-consent="ask"]';

/**
 * The same as `markConsentAsked()` for the page's inline first-paint script (lib/theme-script.ts):
 * the banner is then in the first paint rather than after the page's script. Plain ES5, no
 * dependencies; what counts as a decision is `readStoredConsents()`'s rule (a test holds them equal).
 */
export function consentAskedScript(): string {
  return (
    '(function(){var d=false;' +
    `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(C15T_STORAGE_KEY)}));` +
    "var i=s&&typeof s==='object'?s.consentInfo:null;" +
    "d=!!i&&typeof i==='object'&&!(typeof i.id==='string'&&typeof i.subjectId!=='string')}catch(e){}" +
    "if(!d)document.documentElement.setAttribute('data-consent','ask')})();"
  );
}

/** Shows the banner when no decision is stored, and hides it once one is (docs/product.md#consent). */
export function markConsentAsked(stored: StoredConsents | null = readStoredConsents()): void {
  if (stored === null) document.documentElement.dataset.consent = 'ask';
  else delete document.documentElement.dataset.consent;
}

/**
 * Whether the stored decision lets analytics run, so that c15t must start to load it if
 * the deployment configures any: measurement granted, and neither Do Not Track nor Global
 * Privacy Control on (docs/rules.md#consent).
 */
export function storedDecisionAllowsAnalytics(stored: StoredConsents | null, privacySignal: boolean): boolean {
  return stored?.measurement === true && !privacySignal;
}
