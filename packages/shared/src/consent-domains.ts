import type { ConsentCategory } from './consent.ts';

/** The categories a third-party request can need (necessary never blocks anything). */
export type BlockingCategory = Exclude<ConsentCategory, 'necessary'>;

/**
 * Well-known third-party domains and the consent category a request to them needs
 * (docs/rules.md#consent). A subdomain needs what its parent needs. No entry sits
 * under a parent entry of another category, so "the most specific entry" (ours) and
 * "every matching rule" (c15t's network blocker) agree. Domains not listed are allowed.
 */
export const CONSENT_DOMAINS: Readonly<Record<string, BlockingCategory>> = {
  // Analytics, tag managers, session replay and heatmaps
  'google-analytics.com': 'measurement',
  'analytics.google.com': 'measurement',
  'googletagmanager.com': 'measurement',
  'hotjar.com': 'measurement',
  'hotjar.io': 'measurement',
  'clarity.ms': 'measurement',
  'mixpanel.com': 'measurement',
  'mxpnl.com': 'measurement',
  'segment.com': 'measurement',
  'segment.io': 'measurement',
  'amplitude.com': 'measurement',
  'heap.io': 'measurement',
  'heapanalytics.com': 'measurement',
  'fullstory.com': 'measurement',
  'logrocket.com': 'measurement',
  'lr-ingest.io': 'measurement',
  'mouseflow.com': 'measurement',
  'crazyegg.com': 'measurement',
  'matomo.cloud': 'measurement',
  'plausible.io': 'measurement',
  'usefathom.com': 'measurement',
  'simpleanalyticscdn.com': 'measurement',
  'cloudflareinsights.com': 'measurement',
  'nr-data.net': 'measurement',
  'browser-intake-datadoghq.com': 'measurement',
  'chartbeat.com': 'measurement',
  'scorecardresearch.com': 'measurement',
  'parsely.com': 'measurement',
  'statcounter.com': 'measurement',
  'posthog.com': 'measurement',
  'pendo.io': 'measurement',
  'mc.yandex.ru': 'measurement',
  'adobedtm.com': 'measurement',
  'omtrdc.net': 'measurement',
  'contentsquare.net': 'measurement',
  'tiqcdn.com': 'measurement',
  'hs-analytics.net': 'measurement',

  // Advertising, retargeting and conversion pixels
  'doubleclick.net': 'marketing',
  'googlesyndication.com': 'marketing',
  'googleadservices.com': 'marketing',
  'googletagservices.com': 'marketing',
  'adservice.google.com': 'marketing',
  '2mdn.net': 'marketing',
  'facebook.net': 'marketing',
  'facebook.com': 'marketing',
  'ads-twitter.com': 'marketing',
  'analytics.twitter.com': 'marketing',
  'ads.linkedin.com': 'marketing',
  'snap.licdn.com': 'marketing',
  'analytics.tiktok.com': 'marketing',
  'ads.tiktok.com': 'marketing',
  'sc-static.net': 'marketing',
  'tr.snapchat.com': 'marketing',
  'ct.pinterest.com': 'marketing',
  'alb.reddit.com': 'marketing',
  'bat.bing.com': 'marketing',
  'criteo.com': 'marketing',
  'criteo.net': 'marketing',
  'taboola.com': 'marketing',
  'outbrain.com': 'marketing',
  'adnxs.com': 'marketing',
  'adsrvr.org': 'marketing',
  'amazon-adsystem.com': 'marketing',
  'rubiconproject.com': 'marketing',
  'pubmatic.com': 'marketing',
  'openx.net': 'marketing',
  'casalemedia.com': 'marketing',
  'smartadserver.com': 'marketing',
  'adform.net': 'marketing',
  'quantserve.com': 'marketing',
  'moatads.com': 'marketing',
  'doubleverify.com': 'marketing',
  'adsafeprotected.com': 'marketing',
  'teads.tv': 'marketing',
  'media.net': 'marketing',
  'rlcdn.com': 'marketing',
  'bluekai.com': 'marketing',
  'demdex.net': 'marketing',
  'serving-sys.com': 'marketing',
  'adroll.com': 'marketing',
  'ads.yahoo.com': 'marketing',
  'analytics.yahoo.com': 'marketing',
  'hs-scripts.com': 'marketing',
  'munchkin.marketo.net': 'marketing',
  'chimpstatic.com': 'marketing',
  'klaviyo.com': 'marketing',

  // Maps, chat and support widgets, forms, fonts and other features
  'maps.googleapis.com': 'functionality',
  'maps.gstatic.com': 'functionality',
  'fonts.googleapis.com': 'functionality',
  'fonts.gstatic.com': 'functionality',
  'translate.googleapis.com': 'functionality',
  'recaptcha.net': 'functionality',
  'hcaptcha.com': 'functionality',
  'mapbox.com': 'functionality',
  'maptiler.com': 'functionality',
  'intercom.io': 'functionality',
  'intercomcdn.com': 'functionality',
  'zdassets.com': 'functionality',
  'zendesk.com': 'functionality',
  'zopim.com': 'functionality',
  'drift.com': 'functionality',
  'driftt.com': 'functionality',
  'crisp.chat': 'functionality',
  'tawk.to': 'functionality',
  'livechatinc.com': 'functionality',
  'freshchat.com': 'functionality',
  'tidio.co': 'functionality',
  'tidiochat.com': 'functionality',
  'helpscout.net': 'functionality',
  'typekit.net': 'functionality',
  'calendly.com': 'functionality',
  'typeform.com': 'functionality',
  'disqus.com': 'functionality',
  'disquscdn.com': 'functionality',

  // Video, social and other embeds, A/B testing and personalisation
  'youtube.com': 'experience',
  'youtube-nocookie.com': 'experience',
  'ytimg.com': 'experience',
  'googlevideo.com': 'experience',
  'vimeo.com': 'experience',
  'vimeocdn.com': 'experience',
  'dailymotion.com': 'experience',
  'wistia.com': 'experience',
  'wistia.net': 'experience',
  'jwplayer.com': 'experience',
  'jwpcdn.com': 'experience',
  'twitch.tv': 'experience',
  'instagram.com': 'experience',
  'cdninstagram.com': 'experience',
  'platform.twitter.com': 'experience',
  'syndication.twitter.com': 'experience',
  'twimg.com': 'experience',
  'www.tiktok.com': 'experience',
  'tiktokcdn.com': 'experience',
  'platform.linkedin.com': 'experience',
  'assets.pinterest.com': 'experience',
  'widgets.pinterest.com': 'experience',
  'pinimg.com': 'experience',
  'flickr.com': 'experience',
  'staticflickr.com': 'experience',
  'spotify.com': 'experience',
  'soundcloud.com': 'experience',
  'sndcdn.com': 'experience',
  'tripadvisor.com': 'experience',
  'tacdn.com': 'experience',
  'trustpilot.com': 'experience',
  'matterport.com': 'experience',
  'kuula.co': 'experience',
  'windy.com': 'experience',
  'skylinewebcams.com': 'experience',
  'optimizely.com': 'experience',
  'visualwebsiteoptimizer.com': 'experience',
  'abtasty.com': 'experience',
  'launchdarkly.com': 'experience',
  'dynamicyield.com': 'experience',
  'qualtrics.com': 'experience',
};

/** A URL string, or anything with a hostname (a WHATWG URL, a Location). */
export type RequestTarget = string | { hostname: string };

// scheme://[userinfo@]host — the host is a bracketed IPv6 address or runs to the port, path, query or
// fragment. A backslash ends it too, as it does for browsers (https://a.com\@b.com goes to a.com).
const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#\\]*@)?(\[[^\]]*\]|[^:/?#\\]*)/i;
const BARE_HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\.?$/i;

function hostnameOf(target: RequestTarget): string | undefined {
  if (typeof target !== 'string') return target.hostname;
  const text = target.trim();
  if (text.startsWith('//')) return hostnameOf(`https:${text}`);
  const match = ABSOLUTE_URL.exec(text);
  if (match) return match[1] || undefined;
  // A bare host name ("www.google-analytics.com") is accepted too; a relative path is our own origin.
  return BARE_HOST.test(text) ? text : undefined;
}

/**
 * The category a request to `url` needs, or null when it needs none (our own
 * origin, a relative URL, an unlisted domain). Subdomains match their parent.
 */
export function requiredCategoryFor(url: RequestTarget): BlockingCategory | null {
  const hostname = hostnameOf(url)?.toLowerCase().replace(/\.$/, '');
  if (!hostname) return null;
  const labels = hostname.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join('.');
    if (Object.hasOwn(CONSENT_DOMAINS, candidate)) return CONSENT_DOMAINS[candidate]!;
  }
  return null;
}

/** Whether a request to `url` may go out with these consents. */
export function isRequestAllowed(url: RequestTarget, consents: Partial<Record<ConsentCategory, boolean>>): boolean {
  const category = requiredCategoryFor(url);
  return category === null || consents[category] === true;
}

/** The error text of a blocked request (docs/rules.md#consent). */
export function blockedRequestMessage(url: string): string {
  return `Request to ${url} blocked due to missing consent`;
}

/** The table as c15t's `networkBlocker.rules` ({ id, domain, category }). */
export function networkBlockerRules(): { id: string; domain: string; category: BlockingCategory }[] {
  return Object.entries(CONSENT_DOMAINS).map(([domain, category]) => ({ id: `town:${domain}`, domain, category }));
}
