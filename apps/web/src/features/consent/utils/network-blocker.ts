import { blockedRequestMessage, requiredCategoryFor } from '@town/shared/consent-domains';
import { readStoredConsents, type StoredConsents } from './stored-consent.ts';

/** The event a blocked request raises on window (docs/rules.md#consent). */
export const CONSENT_BLOCKED_REQUEST_EVENT = 'ConsentBlockedRequest';

export interface ConsentBlockedRequestDetail {
  url: string;
  method: string;
  /** The category the request needed, when the domain is a known one. */
  category: string | null;
  message: string;
}

/** What fetch and XMLHttpRequest throw for a request the visitor has not consented to. */
export class ConsentBlockedRequestError extends Error {
  constructor(readonly detail: ConsentBlockedRequestDetail) {
    super(detail.message);
    this.name = 'ConsentBlockedRequestError';
  }
}

export interface NetworkBlockerOptions {
  /** Do Not Track or Global Privacy Control: every listed domain stays blocked, whatever was chosen. */
  privacySignal: boolean;
  /** The visitor's current decision; by default the one c15t stored, read at each request. */
  consents?: () => StoredConsents | null;
  win?: Window;
}

/**
 * The error for a request the visitor has not consented to, or null when it may go: a
 * listed domain (`CONSENT_DOMAINS`, subdomains included) needs its category granted;
 * unlisted domains and our own origin are allowed.
 */
export function blockedRequest(
  url: string,
  method: string,
  { privacySignal, consents = readStoredConsents }: Omit<NetworkBlockerOptions, 'win'>,
): ConsentBlockedRequestError | null {
  const category = requiredCategoryFor(url);
  if (category === null) return null;
  if (!privacySignal && consents()?.[category] === true) return null;
  return new ConsentBlockedRequestError({ url, method, category, message: blockedRequestMessage(url) });
}

type TrackedXhr = XMLHttpRequest & { __townRequest?: { method: string; url: string } };

const installed = new WeakSet<Window>();

/**
 * Holds back requests to the ~150 known third-party domains until their category is
 * granted (docs/rules.md#consent), on every page from hydration on. Ours rather than c15t's
 * own blocker, which needs c15t loaded: c15t now loads only when a choice is asked for or
 * analytics must run, and the stored decision is what both read. A blocked request is
 * logged, raises ConsentBlockedRequest on window and fails with ConsentBlockedRequestError
 * (fetch rejects, XMLHttpRequest's send throws). Installed once per window.
 */
export function installNetworkBlocker({ win = window, ...options }: NetworkBlockerOptions): void {
  if (installed.has(win)) return;
  installed.add(win);

  const refuse = (error: ConsentBlockedRequestError) => {
    console.warn(`[consent] ${error.message}`);
    win.dispatchEvent(new CustomEvent(CONSENT_BLOCKED_REQUEST_EVENT, { detail: error.detail }));
    return error;
  };

  const originalFetch = win.fetch;
  if (typeof originalFetch === 'function') {
    win.fetch = function fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = typeof input === 'object' && 'url' in input ? input : undefined;
      const url = request?.url ?? String(input);
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
      const blocked = blockedRequest(url, method, options);
      if (blocked) return Promise.reject(refuse(blocked));
      return originalFetch.call(win, input, init);
    };
  }

  const xhr = (win as Window & { XMLHttpRequest?: typeof XMLHttpRequest }).XMLHttpRequest?.prototype;
  if (xhr) {
    const { open, send } = xhr;
    xhr.open = function (this: TrackedXhr, method: string, url: string | URL, ...rest: unknown[]) {
      this.__townRequest = { method: method.toUpperCase(), url: String(url) };
      return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
    } as XMLHttpRequest['open'];
    xhr.send = function (this: TrackedXhr, body?: Document | XMLHttpRequestBodyInit | null) {
      const target = this.__townRequest;
      const blocked = target && blockedRequest(target.url, target.method, options);
      if (blocked) throw refuse(blocked);
      return send.call(this, body);
    };
  }
}
