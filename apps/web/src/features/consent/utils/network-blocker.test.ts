import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_CATEGORIES } from '@town/shared/consent';
import { CONSENT_DOMAINS } from '@town/shared/consent-domains';
import {
  blockedRequest,
  CONSENT_BLOCKED_REQUEST_EVENT,
  ConsentBlockedRequestError,
  installNetworkBlocker,
} from './network-blocker.ts';

const everything = Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, true]));

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/**
 * A window of its own for each test: an event target whose fetch and XMLHttpRequest
 * record what reaches the network, so the page's own window is never patched.
 */
function testWindow() {
  const sent: string[] = [];
  const target = new EventTarget();
  class RecordingXhr {
    url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    send() {
      sent.push(`xhr ${this.url}`);
    }
  }
  const win = Object.assign(target, {
    fetch: (input: RequestInfo | URL) => {
      sent.push(`fetch ${input instanceof Request ? input.url : String(input)}`);
      return Promise.resolve(new Response('ok'));
    },
    XMLHttpRequest: RecordingXhr,
  }) as unknown as Window;
  return { win, sent };
}

describe('blockedRequest', () => {
  it('holds back every known third-party domain and its subdomains until their category is granted', () => {
    expect(Object.keys(CONSENT_DOMAINS).length).toBeGreaterThanOrEqual(140);
    for (const [domain, category] of Object.entries(CONSENT_DOMAINS)) {
      for (const url of [`https://${domain}/x`, `https://cdn.${domain}/x`]) {
        const error = blockedRequest(url, 'GET', { privacySignal: false, consents: () => ({}) });
        expect(error?.detail.category, url).toBe(category);
        expect(blockedRequest(url, 'GET', { privacySignal: false, consents: () => ({ [category]: true }) })).toBe(null);
      }
    }
  });

  it('lets our own origin, relative paths and unlisted domains through', () => {
    for (const url of ['/api/v1/weather', 'https://www.openstreetmap.org/', 'https://example.com/a.js']) {
      expect(blockedRequest(url, 'GET', { privacySignal: false, consents: () => null }), url).toBe(null);
    }
  });

  it('with Do Not Track or Global Privacy Control, no choice unblocks a listed domain', () => {
    for (const domain of Object.keys(CONSENT_DOMAINS)) {
      expect(
        blockedRequest(`https://${domain}/`, 'GET', { privacySignal: true, consents: () => everything }),
      ).toBeInstanceOf(ConsentBlockedRequestError);
    }
  });

  it("reads c15t's stored decision by default, at each request", () => {
    const url = 'https://www.google-analytics.com/g/collect';
    expect(blockedRequest(url, 'POST', { privacySignal: false })).not.toBe(null);
    localStorage.setItem('c15t', JSON.stringify({ consents: { measurement: true }, consentInfo: { time: 1 } }));
    expect(blockedRequest(url, 'POST', { privacySignal: false })).toBe(null);
    localStorage.removeItem('c15t');
    expect(blockedRequest(url, 'POST', { privacySignal: false })).not.toBe(null);
  });
});

describe('installNetworkBlocker', () => {
  it('a blocked fetch rejects with the error of docs/rules.md#consent, raises ConsentBlockedRequest and is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { win, sent } = testWindow();
    const seen: unknown[] = [];
    win.addEventListener(CONSENT_BLOCKED_REQUEST_EVENT, (event) => seen.push((event as CustomEvent).detail));
    installNetworkBlocker({ win, privacySignal: false, consents: () => null });
    const url = 'https://www.google-analytics.com/g/collect?v=2';
    const message = `Request to ${url} blocked due to missing consent`;

    await expect(win.fetch(url, { method: 'post' })).rejects.toThrow(message);
    await expect(win.fetch(new Request(url))).rejects.toBeInstanceOf(ConsentBlockedRequestError);
    await expect(win.fetch(new URL('https://example.com/ok')).then((r) => r.text())).resolves.toBe('ok');

    expect(seen[0]).toEqual({ url, method: 'POST', category: 'measurement', message });
    expect(seen).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(message));
    expect(sent).toEqual(['fetch https://example.com/ok']);
  });

  it('a blocked XMLHttpRequest throws at send; others are sent; a second install changes nothing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { win, sent } = testWindow();
    let consents: Record<string, boolean> = {};
    installNetworkBlocker({ win, privacySignal: false, consents: () => consents });
    installNetworkBlocker({ win, privacySignal: false, consents: () => ({}) });

    const send = (url: string) => {
      const xhr = new (win as Window & typeof globalThis).XMLHttpRequest();
      xhr.open('GET', url);
      xhr.send();
    };
    expect(() => send('https://googleads.g.doubleclick.net/pagead/id')).toThrow(ConsentBlockedRequestError);
    send('/api/v1/site-config');
    consents = { marketing: true };
    send('https://googleads.g.doubleclick.net/pagead/id');
    expect(sent).toEqual(['xhr /api/v1/site-config', 'xhr https://googleads.g.doubleclick.net/pagead/id']);
  });
});
