import { describe, expect, it } from 'vitest';
import { ANALYTICS_CONFIG, GTM_CONTAINER_ID_MESSAGE, toGtagConsent } from '@town/shared/consent';
import { analyticsConfigured } from '../api/site-config.ts';
import {
  analyticsScripts,
  ANALYTICS_SCRIPT_ID,
  googleAnalyticsScript,
  TAG_MANAGER_SCRIPT_ID,
  tagManagerScript,
} from './analytics-scripts.ts';

type FakeWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** A window of its own per test, with Google's queue as gtag.js would find it. */
function fakeWindow(): FakeWindow {
  return {} as FakeWindow;
}

/** The queued gtag calls as plain arrays (gtag queues Arguments objects). */
function calls(win: FakeWindow): unknown[] {
  return (win.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
  );
}

const info = (consents: Record<string, boolean>) => ({ id: 'x', elementId: 'x', hasConsent: true, consents }) as never;
const BASE = 'https://tags.example.org/';

describe('analyticsScripts', () => {
  it('sets nothing up without a configured analytics id', () => {
    expect(analyticsScripts(undefined, false)).toEqual([]);
    expect(analyticsScripts({}, false)).toEqual([]);
  });

  it('sets nothing up when the browser sends Do Not Track or Global Privacy Control', () => {
    expect(analyticsScripts({ gaId: 'G-ABCD1234', gtmId: 'GTM-ABC123', scriptUrl: BASE }, true)).toEqual([]);
  });

  it('sets up analytics and Tag Manager, both waiting for measurement consent', () => {
    const scripts = analyticsScripts({ gaId: 'G-ABCD1234', gtmId: 'GTM-ABC123', scriptUrl: BASE }, false, fakeWindow());
    expect(scripts.map((s) => [s.id, s.src, s.category, s.alwaysLoad ?? false])).toEqual([
      [ANALYTICS_SCRIPT_ID, 'https://tags.example.org/gtag/js?id=G-ABCD1234', 'measurement', false],
      [TAG_MANAGER_SCRIPT_ID, 'https://tags.example.org/gtm.js?id=GTM-ABC123', 'measurement', false],
    ]);
  });

  it('refuses a Tag Manager set-up with a blank container id (docs/rules.md#consent)', () => {
    expect(() => analyticsScripts({ gtmId: '', scriptUrl: BASE }, false)).toThrow(GTM_CONTAINER_ID_MESSAGE);
  });
});

describe('analyticsConfigured', () => {
  it('needs a script URL and an id, as the loaders do', () => {
    expect(analyticsConfigured(undefined)).toBe(false);
    expect(analyticsConfigured({})).toBe(false);
    expect(analyticsConfigured({ scriptUrl: BASE })).toBe(false);
    expect(analyticsConfigured({ gaId: 'G-ABCD1234' })).toBe(false);
    expect(analyticsConfigured({ gaId: 'G-ABCD1234', scriptUrl: BASE })).toBe(true);
    expect(analyticsConfigured({ gtmId: 'GTM-ABC123', scriptUrl: BASE })).toBe(true);
  });
});

describe('googleAnalyticsScript', () => {
  it('on load: denied by default, then measurement granted, no automatic page view, IP anonymized', () => {
    const win = fakeWindow();
    const script = googleAnalyticsScript('G-ABCD1234', BASE, win);
    script.onBeforeLoad!(info({ necessary: true, measurement: true }));
    const queued = calls(win);
    expect(queued[0]).toEqual(['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' }]);
    expect(queued[1]).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted' }]);
    expect(queued[2]).toEqual(['js', expect.any(Date)]);
    expect(queued[3]).toEqual(['config', 'G-ABCD1234', { send_page_view: false, anonymize_ip: true }]);
    expect(ANALYTICS_CONFIG).toEqual({ send_page_view: false, anonymize_ip: true });
  });

  it('passes later changes of measurement on to Consent Mode', () => {
    const win = fakeWindow();
    const script = googleAnalyticsScript('G-ABCD1234', BASE, win);
    script.onConsentChange!(info({ necessary: true, measurement: false }));
    expect(calls(win)).toEqual([['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied' }]]);
  });

  it('keeps the id safe inside the script URL', () => {
    expect(googleAnalyticsScript('G-AB&x=1', BASE, fakeWindow()).src).toBe(
      'https://tags.example.org/gtag/js?id=G-AB%26x%3D1',
    );
  });
});

describe('tagManagerScript', () => {
  it('tells Tag Manager every category through the Consent Mode mapping, after a denied default', () => {
    const win = fakeWindow();
    const consents = { necessary: true, functionality: false, experience: true, measurement: true, marketing: false };
    tagManagerScript('GTM-ABC123', BASE, win).onBeforeLoad!(info(consents));
    const queued = calls(win);
    expect(queued[0]).toEqual(['consent', 'default', toGtagConsent({})]);
    expect(queued[1]).toEqual([
      'consent',
      'update',
      {
        security_storage: 'granted',
        functionality_storage: 'denied',
        personalization_storage: 'granted',
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(queued[2]).toMatchObject({ event: 'gtm.js' });
  });

  it('sends a consent update and an event when the visitor changes their mind', () => {
    const win = fakeWindow();
    tagManagerScript('GTM-ABC123', BASE, win).onConsentChange!(info({ necessary: true, marketing: true }));
    expect(calls(win)).toEqual([
      ['consent', 'update', toGtagConsent({ necessary: true, marketing: true })],
      { event: 'consent-update' },
    ]);
  });

  it.each([[''], ['   '], [undefined], [42]])(
    'refuses the container id %j with the message of docs/rules.md#consent',
    (id) => {
      expect(() => tagManagerScript(id, BASE, fakeWindow())).toThrow(GTM_CONTAINER_ID_MESSAGE);
    },
  );
});
