import type { Script } from './c15t-types.ts';
import {
  ANALYTICS_CONFIG,
  assertGtmContainerId,
  measurementConsentUpdate,
  toGtagConsent,
  type ConsentCategory,
} from '@town/shared/consent';
import type { AnalyticsConfig } from '@town/shared/site-config';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
type Consents = Partial<Record<ConsentCategory, boolean>>;

export const ANALYTICS_SCRIPT_ID = 'town-google-analytics';
export const TAG_MANAGER_SCRIPT_ID = 'town-google-tag-manager';

/** Google's queue: calls made before gtag.js arrives wait in dataLayer (it reads `arguments` objects). */
function gtagOf(win: GtagWindow): (...args: unknown[]) => void {
  win.dataLayer ??= [];
  win.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js only understands Arguments objects
    win.dataLayer!.push(arguments);
  };
  return win.gtag;
}

function scriptUrl(base: string, path: string, id: string): string {
  return `${base.replace(/\/+$/, '')}${path}?id=${encodeURIComponent(id)}`;
}

/**
 * Google Analytics (gtag.js) behind measurement consent: no tag and no request before it.
 * docs/rules.md#consent: measurement switches analytics and ad storage together; no automatic page
 * view, IP anonymized.
 */
export function googleAnalyticsScript(gaId: string, base: string, win: GtagWindow = window): Script {
  return {
    id: ANALYTICS_SCRIPT_ID,
    src: scriptUrl(base, '/gtag/js', gaId),
    category: 'measurement',
    async: true,
    anonymizeId: false,
    onBeforeLoad: ({ consents }) => {
      const gtag = gtagOf(win);
      gtag('consent', 'default', measurementConsentUpdate(false));
      gtag('consent', 'update', measurementConsentUpdate(consents.measurement === true));
      gtag('js', new Date());
      gtag('config', gaId, { ...ANALYTICS_CONFIG });
    },
    onConsentChange: ({ consents }) => {
      gtagOf(win)('consent', 'update', measurementConsentUpdate(consents.measurement === true));
    },
  };
}

/**
 * Google Tag Manager behind measurement consent, told every category through Consent
 * Mode v2 (the mapping of docs/rules.md#consent). Refuses a blank container id (docs/rules.md#consent).
 */
export function tagManagerScript(gtmId: unknown, base: string, win: GtagWindow = window): Script {
  assertGtmContainerId(gtmId);
  const update = (consents: Consents) => gtagOf(win)('consent', 'update', toGtagConsent(consents));
  return {
    id: TAG_MANAGER_SCRIPT_ID,
    src: scriptUrl(base, '/gtm.js', gtmId),
    category: 'measurement',
    async: true,
    anonymizeId: false,
    onBeforeLoad: ({ consents }) => {
      gtagOf(win)('consent', 'default', toGtagConsent({}));
      update(consents);
      win.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    },
    onConsentChange: ({ consents }) => {
      update(consents);
      win.dataLayer!.push({ event: 'consent-update' });
    },
  };
}

/**
 * The scripts this deployment configures. None when the browser sends Do Not Track or
 * Global Privacy Control: only necessary counts as granted then (docs/rules.md#consent).
 */
export function analyticsScripts(
  config: AnalyticsConfig | undefined,
  privacySignal: boolean,
  win?: GtagWindow,
): Script[] {
  if (!config?.scriptUrl || privacySignal) return [];
  const scripts: Script[] = [];
  if (config.gaId !== undefined) scripts.push(googleAnalyticsScript(config.gaId, config.scriptUrl, win));
  if (config.gtmId !== undefined) scripts.push(tagManagerScript(config.gtmId, config.scriptUrl, win));
  return scripts;
}
