import type { NetworkBlockerConfig } from './c15t-types.ts';
import { blockedRequestMessage, networkBlockerRules, requiredCategoryFor } from '@town/shared/consent-domains';

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

/** A condition nobody can meet: necessary is always granted, so "not necessary" never is. */
const NEVER = { not: 'necessary' } as const;

/**
 * c15t's network blocker with the ~150 known third-party domains. A blocked request is
 * logged, raises ConsentBlockedRequest on window and throws the error of docs/rules.md#consent (c15t on
 * its own answers a 451). With Do Not Track or Global Privacy Control on, every listed
 * domain stays blocked whatever the visitor chose. Unlisted domains are allowed.
 */
export function consentNetworkBlocker(privacySignal: boolean, win: Window = window): NetworkBlockerConfig {
  return {
    enabled: true,
    logBlockedRequests: false,
    rules: networkBlockerRules().map((rule) =>
      privacySignal ? { ...rule, category: { and: [rule.category, NEVER] } } : rule,
    ),
    onRequestBlocked: ({ method, url }) => {
      const detail: ConsentBlockedRequestDetail = {
        url,
        method,
        category: requiredCategoryFor(url),
        message: blockedRequestMessage(url),
      };
      console.warn(`[consent] ${detail.message}`);
      win.dispatchEvent(new CustomEvent(CONSENT_BLOCKED_REQUEST_EVENT, { detail }));
      throw new ConsentBlockedRequestError(detail);
    },
  };
}
