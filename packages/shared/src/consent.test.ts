import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_CONFIG,
  applyPrivacySignals,
  assertGtmContainerId,
  CONSENT_CATEGORIES,
  consentActionFor,
  consentCategoryDefinitions,
  consentLanguageOf,
  ConsentConditionError,
  consentStateFor,
  defaultConsentState,
  evaluateConsentCondition,
  GDPR_TYPES,
  hasPrivacySignal,
  measurementConsentUpdate,
  normalizeConsentPreferences,
  subjectIdFromC15tCookie,
  toGtagConsent,
  verifyConsent,
  type ConsentCondition,
  type ConsentState,
} from './consent.ts';

const state = (granted: Partial<ConsentState>): ConsentState => ({ ...defaultConsentState(), ...granted });

describe('categories', () => {
  it('has the five categories of docs/rules.md#consent with their GDPR types', () => {
    expect(CONSENT_CATEGORIES).toEqual(['necessary', 'functionality', 'experience', 'measurement', 'marketing']);
    expect(GDPR_TYPES).toEqual({ necessary: 1, functionality: 2, experience: 3, measurement: 4, marketing: 5 });
  });

  it('turns only necessary on by default, locked, and shows necessary and measurement', () => {
    const definitions = consentCategoryDefinitions();
    expect(definitions.filter((d) => d.defaultValue).map((d) => d.name)).toEqual(['necessary']);
    expect(definitions.filter((d) => d.disabled).map((d) => d.name)).toEqual(['necessary']);
    expect(definitions.filter((d) => d.display).map((d) => d.name)).toEqual(['necessary', 'measurement']);
    expect(defaultConsentState()).toEqual({
      necessary: true,
      functionality: false,
      experience: false,
      measurement: false,
      marketing: false,
    });
  });

  it('lets the displayed set be configured, necessary always shown', () => {
    const shown = consentCategoryDefinitions(['marketing']).filter((d) => d.display);
    expect(shown.map((d) => d.name)).toEqual(['necessary', 'marketing']);
  });

  it('accepts all, rejects all and keeps a custom selection with necessary forced on', () => {
    expect(Object.values(consentStateFor('all')).every(Boolean)).toBe(true);
    expect(consentStateFor('necessary')).toEqual(defaultConsentState());
    expect(consentStateFor('custom', { necessary: false, measurement: true })).toEqual(state({ measurement: true }));
  });

  it('names the action a state amounts to', () => {
    expect(consentActionFor({ functionality: true, experience: true, measurement: true, marketing: true })).toBe('all');
    expect(consentActionFor({ necessary: true })).toBe('necessary');
    expect(consentActionFor({ measurement: true })).toBe('custom');
  });

  it('normalizes any partial state to all five categories, necessary on', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...CONSENT_CATEGORIES), fc.boolean()), (partial) => {
        const normalized = normalizeConsentPreferences(partial);
        expect(Object.keys(normalized).sort()).toEqual([...CONSENT_CATEGORIES].sort());
        expect(normalized.necessary).toBe(true);
      }),
    );
  });
});

describe('consent conditions', () => {
  const consents = state({ measurement: true });

  it('evaluates a category name', () => {
    expect(evaluateConsentCondition('necessary', consents)).toBe(true);
    expect(evaluateConsentCondition('marketing', consents)).toBe(false);
  });

  it('evaluates and, or and not, nested', () => {
    expect(evaluateConsentCondition({ and: ['necessary', 'measurement'] }, consents)).toBe(true);
    expect(evaluateConsentCondition({ and: ['measurement', 'marketing'] }, consents)).toBe(false);
    expect(evaluateConsentCondition({ or: ['marketing', 'measurement'] }, consents)).toBe(true);
    expect(evaluateConsentCondition({ or: ['marketing', 'experience'] }, consents)).toBe(false);
    expect(evaluateConsentCondition({ not: 'marketing' }, consents)).toBe(true);
    expect(
      evaluateConsentCondition({ and: ['measurement', { not: { or: ['marketing', 'experience'] } }] }, consents),
    ).toBe(true);
  });

  it('accepts a single condition where a list is expected, as c15t does', () => {
    expect(evaluateConsentCondition({ and: 'measurement' }, consents)).toBe(true);
    expect(evaluateConsentCondition({ or: 'marketing' }, consents)).toBe(false);
  });

  it('throws the messages of docs/rules.md#consent', () => {
    const message = (condition: unknown) => {
      try {
        evaluateConsentCondition(condition, consents);
        return undefined;
      } catch (error) {
        expect(error).toBeInstanceOf(ConsentConditionError);
        return (error as Error).message;
      }
    };
    expect(message('analytics')).toBe('Consent category "analytics" not found in consent state');
    expect(message({ and: [] })).toBe('AND condition cannot be empty');
    expect(message({ or: [] })).toBe('OR condition cannot be empty');
    for (const bad of [null, 42, true, [], ['necessary'], {}, { xor: ['necessary'] }, { not: null }]) {
      expect(message(bad)).toBe('Invalid condition structure');
    }
    // Nested errors surface too, even where the answer is already known.
    expect(message({ or: ['necessary', 'nope'] })).toBe('Consent category "nope" not found in consent state');
    expect(message({ and: ['necessary', { or: [] }] })).toBe('OR condition cannot be empty');
  });

  it('does not take inherited properties for categories', () => {
    expect(() => evaluateConsentCondition('toString', consents)).toThrow(
      'Consent category "toString" not found in consent state',
    );
  });

  it('refuses absurdly deep nesting instead of exhausting the stack', () => {
    let deep: ConsentCondition = 'necessary';
    for (let i = 0; i < 100_000; i++) deep = { not: deep };
    expect(() => evaluateConsentCondition(deep, consents)).toThrow('Invalid condition structure');
  });

  it('agrees with boolean logic on random conditions', () => {
    const condition = fc.letrec<{ c: ConsentCondition }>((tie) => ({
      c: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom(...CONSENT_CATEGORIES),
        fc.record({ and: fc.array(tie('c'), { minLength: 1, maxLength: 3 }) }),
        fc.record({ or: fc.array(tie('c'), { minLength: 1, maxLength: 3 }) }),
        fc.record({ not: tie('c') }),
      ),
    })).c;
    const reference = (c: ConsentCondition, s: ConsentState): boolean => {
      if (typeof c === 'string') return s[c as keyof ConsentState];
      if ('and' in c) return (c.and as ConsentCondition[]).every((x) => reference(x, s));
      if ('or' in c) return (c.or as ConsentCondition[]).some((x) => reference(x, s));
      return !reference(c.not, s);
    };
    const consentState = fc.record(
      Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, fc.boolean()])),
    ) as fc.Arbitrary<ConsentState>;
    fc.assert(
      fc.property(condition, consentState, (c, s) => {
        expect(evaluateConsentCondition(c, s)).toBe(reference(c, s));
      }),
    );
  });
});

describe('verifyConsent', () => {
  const consents = state({ measurement: true });

  it('is valid with nothing missing when the condition holds', () => {
    expect(verifyConsent({ and: ['necessary', 'measurement'] }, consents)).toEqual({
      valid: true,
      requiredConsent: { and: ['necessary', 'measurement'] },
      missingConsent: [],
    });
  });

  it('lists the categories asked for that are not granted', () => {
    expect(verifyConsent({ and: ['measurement', 'marketing', 'experience'] }, consents).missingConsent).toEqual([
      'marketing',
      'experience',
    ]);
    expect(verifyConsent({ or: ['marketing', 'functionality'] }, consents)).toMatchObject({
      valid: false,
      missingConsent: ['marketing', 'functionality'],
    });
  });

  it('does not call a category missing when only a not fails', () => {
    expect(verifyConsent({ not: 'measurement' }, consents)).toEqual({
      valid: false,
      requiredConsent: { not: 'measurement' },
      missingConsent: [],
    });
    // Under a double negation the category is asked for again.
    expect(verifyConsent({ not: { not: 'marketing' } }, consents).missingConsent).toEqual(['marketing']);
  });
});

describe('Do Not Track and Global Privacy Control', () => {
  const everything = consentStateFor('all');

  it('leaves only necessary granted with DNT 1 or GPC on, honoring on', () => {
    for (const signals of [
      { doNotTrack: '1' },
      { doNotTrack: 'yes' },
      { globalPrivacyControl: true },
      { globalPrivacyControl: '1' },
    ]) {
      expect(hasPrivacySignal(signals)).toBe(true);
      expect(applyPrivacySignals(everything, signals)).toEqual(defaultConsentState());
    }
  });

  it('changes nothing without a signal, with DNT 0 or unset, or with honoring off', () => {
    for (const signals of [
      {},
      { doNotTrack: '0' },
      { doNotTrack: 'unspecified' },
      { doNotTrack: null },
      { globalPrivacyControl: false },
    ]) {
      expect(hasPrivacySignal(signals)).toBe(false);
      expect(applyPrivacySignals(everything, signals)).toEqual(everything);
    }
    expect(applyPrivacySignals(everything, { doNotTrack: '1' }, { honorDoNotTrack: false })).toEqual(everything);
  });
});

describe('Tag Manager and Consent Mode', () => {
  it('maps categories to Consent Mode v2 types as docs/rules.md#consent says', () => {
    expect(toGtagConsent(state({ measurement: true }))).toEqual({
      security_storage: 'granted',
      functionality_storage: 'denied',
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      personalization_storage: 'denied',
    });
    expect(toGtagConsent(consentStateFor('all'))).toEqual({
      security_storage: 'granted',
      functionality_storage: 'granted',
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      personalization_storage: 'granted',
    });
  });

  it('grants a type exactly when its category is granted', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...CONSENT_CATEGORIES), fc.boolean()), (consents) => {
        const gtag = toGtagConsent(consents);
        expect(gtag.ad_storage).toBe(consents.marketing === true ? 'granted' : 'denied');
        expect(gtag.ad_user_data).toBe(gtag.ad_storage);
        expect(gtag.ad_personalization).toBe(gtag.ad_storage);
        expect(gtag.personalization_storage).toBe(consents.experience === true ? 'granted' : 'denied');
      }),
    );
  });

  it('switches analytics and ad storage together with measurement, analytics without page view and with anonymized IP', () => {
    expect(measurementConsentUpdate(true)).toEqual({ analytics_storage: 'granted', ad_storage: 'granted' });
    expect(measurementConsentUpdate(false)).toEqual({ analytics_storage: 'denied', ad_storage: 'denied' });
    expect(ANALYTICS_CONFIG).toEqual({ send_page_view: false, anonymize_ip: true });
  });

  it('requires a non-empty GTM container id', () => {
    for (const bad of ['', '   ', undefined, null, 42, {}]) {
      expect(() => assertGtmContainerId(bad)).toThrow(
        new Error('GTM container ID is required and must be a non-empty string'),
      );
    }
    expect(() => assertGtmContainerId('GTM-ABC1234')).not.toThrow();
  });
});

describe('subject id from the c15t cookie', () => {
  it("reads consentInfo.subjectId from c15t's flattened cookie", () => {
    expect(subjectIdFromC15tCookie('c.necessary:1,c.measurement:1,i.t:1767225600000,i.sid:sub_2jv6z8n4q9')).toBe(
      'sub_2jv6z8n4q9',
    );
    expect(subjectIdFromC15tCookie(encodeURIComponent('i.sid:sub_abc,c.necessary:1'))).toBe('sub_abc');
  });

  it('ignores cookies without one, or with a malformed one', () => {
    for (const cookie of [undefined, '', 'c.necessary:1', 'i.sid:', 'i.sid:user_1', 'i.sid:sub_0OIl', '%E0%A4%A']) {
      expect(subjectIdFromC15tCookie(cookie)).toBeUndefined();
    }
  });
});

describe('the consent widget language', () => {
  it('is ours by its first two letters, else English', () => {
    expect(consentLanguageOf('ca-ES')).toBe('ca');
    expect(consentLanguageOf('EU')).toBe('eu');
    expect(consentLanguageOf('fi')).toBe('en');
    expect(consentLanguageOf('xx')).toBe('en');
    expect(consentLanguageOf(undefined)).toBe('en');
  });
});
