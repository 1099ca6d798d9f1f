import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_CATEGORIES, evaluateConsentCondition } from '@town/shared/consent';
import { CONSENT_DOMAINS } from '@town/shared/consent-domains';
import { CONSENT_BLOCKED_REQUEST_EVENT, ConsentBlockedRequestError, consentNetworkBlocker } from './network-blocker.ts';

const everything = Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, true]));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('consentNetworkBlocker', () => {
  it('holds a rule for every known third-party domain, with the category it needs', () => {
    const config = consentNetworkBlocker(false);
    expect(config.enabled).toBe(true);
    expect(config.rules).toHaveLength(Object.keys(CONSENT_DOMAINS).length);
    expect(config.rules!.length).toBeGreaterThanOrEqual(140);
    for (const rule of config.rules!) expect(rule.category).toBe(CONSENT_DOMAINS[rule.domain]);
  });

  it('with Do Not Track or Global Privacy Control, no choice unblocks a listed domain', () => {
    const config = consentNetworkBlocker(true);
    for (const rule of config.rules!)
      expect(evaluateConsentCondition(rule.category, everything), rule.domain).toBe(false);
  });

  it('a blocked request throws the error of docs/rules.md#consent, raises ConsentBlockedRequest and is logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener(CONSENT_BLOCKED_REQUEST_EVENT, listener);
    const url = 'https://www.google-analytics.com/g/collect?v=2';
    try {
      const block = () => consentNetworkBlocker(false).onRequestBlocked!({ method: 'POST', url });
      expect(block).toThrow(ConsentBlockedRequestError);
      expect(block).toThrow(`Request to ${url} blocked due to missing consent`);
    } finally {
      window.removeEventListener(CONSENT_BLOCKED_REQUEST_EVENT, listener);
    }
    expect(seen[0]).toEqual({
      url,
      method: 'POST',
      category: 'measurement',
      message: `Request to ${url} blocked due to missing consent`,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`Request to ${url} blocked due to missing consent`));
  });
});
