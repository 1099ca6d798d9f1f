import { describe, expect, it } from 'vitest';
import {
  blockedRequestMessage,
  CONSENT_DOMAINS,
  isRequestAllowed,
  networkBlockerRules,
  requiredCategoryFor,
} from './consent-domains.ts';
import { consentStateFor, defaultConsentState } from './consent.ts';

describe('consent domains', () => {
  it('maps about 150 real domains to the four optional categories', () => {
    const domains = Object.keys(CONSENT_DOMAINS);
    expect(domains.length).toBeGreaterThanOrEqual(140);
    expect(domains.length).toBeLessThanOrEqual(170);
    expect(new Set(Object.values(CONSENT_DOMAINS))).toEqual(
      new Set(['measurement', 'marketing', 'functionality', 'experience']),
    );
    for (const domain of domains) expect(domain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });

  it('never lists a domain under a parent of another category (ours and c15t agree)', () => {
    for (const [domain, category] of Object.entries(CONSENT_DOMAINS)) {
      const labels = domain.split('.');
      for (let i = 1; i < labels.length - 1; i++) {
        const parent = labels.slice(i).join('.');
        if (parent in CONSENT_DOMAINS) expect(CONSENT_DOMAINS[parent], `${domain} under ${parent}`).toBe(category);
      }
    }
  });

  it('finds the category of a URL, subdomains matching their parent', () => {
    expect(requiredCategoryFor('https://www.google-analytics.com/g/collect?v=2')).toBe('measurement');
    expect(requiredCategoryFor('https://region1.google-analytics.com/g/collect')).toBe('measurement');
    expect(requiredCategoryFor('https://googleads.g.doubleclick.net/pagead/id')).toBe('marketing');
    expect(requiredCategoryFor('https://connect.facebook.net/en_US/fbevents.js')).toBe('marketing');
    expect(requiredCategoryFor('https://maps.googleapis.com/maps/api/js')).toBe('functionality');
    expect(requiredCategoryFor('https://widget.intercom.io/widget/abc')).toBe('functionality');
    expect(requiredCategoryFor('https://www.youtube-nocookie.com/embed/xyz')).toBe('experience');
    expect(requiredCategoryFor('https://player.vimeo.com/video/1')).toBe('experience');
    expect(requiredCategoryFor('https://cdn.optimizely.com/js/1.js')).toBe('experience');
  });

  it('reads the host as a browser does', () => {
    expect(requiredCategoryFor('HTTPS://WWW.Google-Analytics.COM/collect')).toBe('measurement');
    expect(requiredCategoryFor('https://www.google-analytics.com.:443/collect')).toBe('measurement');
    expect(requiredCategoryFor('//www.googletagmanager.com/gtm.js?id=GTM-1')).toBe('measurement');
    expect(requiredCategoryFor('wss://user:pw@hotjar.com/socket')).toBe('measurement');
    expect(requiredCategoryFor('www.google-analytics.com')).toBe('measurement');
    expect(requiredCategoryFor({ hostname: 'static.hotjar.com' })).toBe('measurement');
    // The host ends at a backslash: this request goes to Google Analytics, not to example.org.
    expect(requiredCategoryFor('https://www.google-analytics.com\\@example.org/')).toBe('measurement');
    // …and here to example.org.
    expect(requiredCategoryFor('https://www.google-analytics.com@example.org/')).toBeNull();
  });

  it('allows unmapped domains, look-alikes and our own origin', () => {
    for (const url of [
      '/api/v1/asset',
      'api/c15t/init',
      'https://costaguia.example/api/v1/weather',
      'https://notgoogle-analytics.com/collect',
      'https://google-analytics.com.evil.example/collect',
      'https://tile.example.org/1/2/3.png',
      'https://[::1]:3000/',
      'not a url',
      '',
    ]) {
      expect(requiredCategoryFor(url), url).toBeNull();
    }
  });

  it('allows a request when its category is granted', () => {
    const url = 'https://www.google-analytics.com/g/collect';
    expect(isRequestAllowed(url, defaultConsentState())).toBe(false);
    expect(isRequestAllowed(url, { ...defaultConsentState(), measurement: true })).toBe(true);
    expect(isRequestAllowed('https://example.org/x', defaultConsentState())).toBe(true);
    expect(isRequestAllowed('https://connect.facebook.net/x.js', consentStateFor('all'))).toBe(true);
  });

  it('says why a request was blocked', () => {
    expect(blockedRequestMessage('https://www.google-analytics.com/g/collect')).toBe(
      'Request to https://www.google-analytics.com/g/collect blocked due to missing consent',
    );
  });

  it("gives c15t's network-blocker rules", () => {
    const rules = networkBlockerRules();
    expect(rules).toHaveLength(Object.keys(CONSENT_DOMAINS).length);
    expect(rules).toContainEqual({ id: 'town:doubleclick.net', domain: 'doubleclick.net', category: 'marketing' });
  });
});
