import { afterEach, describe, expect, it } from 'vitest';
import {
  C15T_PENDING_KEYS,
  C15T_STORAGE_KEY,
  consentAskedScript,
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

describe('the first-paint script', () => {
  it('shows the banner exactly when readStoredConsents finds no decision', () => {
    const samples = [
      null,
      'not json',
      '"a string"',
      '{}',
      JSON.stringify({ consents: { necessary: true } }),
      JSON.stringify({ consents: { necessary: true }, consentInfo: null }),
      JSON.stringify({ consents: { necessary: true }, consentInfo: { time: 1, type: 'necessary' } }),
      JSON.stringify({ consents: {}, consentInfo: { id: 'cns_1' } }),
      JSON.stringify({ consents: {}, consentInfo: { id: 'cns_1', subjectId: 'sub_1' } }),
      JSON.stringify({ consentInfo: 'yes' }),
    ];
    for (const sample of samples) {
      localStorage.clear();
      if (sample !== null) localStorage.setItem(C15T_STORAGE_KEY, sample);
      delete document.documentElement.dataset.consent;
      new Function(consentAskedScript())();
      const asked = document.documentElement.dataset.consent === 'ask';
      expect(asked, String(sample)).toBe(readStoredConsents() === null);
    }
  });
});
