import { afterEach, describe, expect, it } from 'vitest';
import {
  C15T_PENDING_KEYS,
  markConsentAsked,
  hasPendingConsentWork,
  readStoredConsents,
  storedDecisionAllowsAnalytics,
} from './stored-consent.ts';

afterEach(() => localStorage.clear());

const store = (value: unknown) => localStorage.setItem('c15t', JSON.stringify(value));

describe("c15t's stored decision, read without c15t", () => {
  it('is null before any decision, and for what c15t would not count as one', () => {
    expect(readStoredConsents()).toBeNull();
    localStorage.setItem('c15t', '{not json');
    expect(readStoredConsents()).toBeNull();
    store({ consents: { necessary: true, measurement: true }, consentInfo: null });
    expect(readStoredConsents()).toBeNull();
    // A 1.x record: c15t throws it away and asks again.
    store({ consents: { measurement: true }, consentInfo: { time: 1, id: 'old' } });
    expect(readStoredConsents()).toBeNull();
  });

  it('gives the stored categories of a decision', () => {
    store({
      consents: { necessary: true, measurement: false, marketing: 'yes' },
      consentInfo: { time: 1, type: 'necessary', subjectId: 'sub_1' },
    });
    expect(readStoredConsents()).toEqual({ necessary: true, measurement: false });
    expect(readStoredConsents({ getItem: () => null })).toBeNull();
  });

  it('sees the work c15t still owes our API', () => {
    expect(hasPendingConsentWork()).toBe(false);
    localStorage.setItem(C15T_PENDING_KEYS[0], '[]');
    expect(hasPendingConsentWork()).toBe(false);
    for (const key of C15T_PENDING_KEYS) {
      localStorage.clear();
      localStorage.setItem(key, key.endsWith('sync') ? '{"consents":{}}' : '[{"subjectId":"sub_1"}]');
      expect(hasPendingConsentWork(), key).toBe(true);
    }
  });
});

describe('when the consent layer loads', () => {
  it('shows the banner without a decision, and hides it once one is stored', () => {
    markConsentAsked(null);
    expect(document.documentElement.dataset.consent).toBe('ask');
    markConsentAsked({ necessary: true });
    expect(document.documentElement.dataset.consent).toBeUndefined();
  });

  it('for analytics only when measurement is granted and no privacy signal is on', () => {
    expect(storedDecisionAllowsAnalytics({ measurement: true }, false)).toBe(true);
    expect(storedDecisionAllowsAnalytics({ measurement: true }, true)).toBe(false);
    expect(storedDecisionAllowsAnalytics({ measurement: false }, false)).toBe(false);
    expect(storedDecisionAllowsAnalytics(null, false)).toBe(false);
  });
});
