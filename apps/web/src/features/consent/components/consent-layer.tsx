import { lazy, Suspense, useEffect, useState } from 'react';
import { getQueryClient } from '../../../lib/query-client.ts';
import { analyticsConfigured, siteConfigQuery } from '../api/site-config.ts';
import { useConsentSettingsStore } from '../consent-settings-store.ts';
import { loadConsentManager } from '../consent-manager-chunk.ts';
import { installNetworkBlocker } from '../utils/network-blocker.ts';
import { browserAsksNotToTrack } from '../utils/privacy-signals.ts';
import {
  hasPendingConsentWork,
  markConsentAsked,
  readStoredConsents,
  storedDecisionAllowsAnalytics,
} from '../utils/stored-consent.ts';
import { ConsentErrorBoundary } from './consent-error-boundary.tsx';

const ConsentManager = lazy(loadConsentManager);

/**
 * Whether c15t must run on this page (docs/product.md#consent): at once when work for our
 * API is queued; when the visitor chooses in the banner or asks for the cookie settings; or
 * when the stored decision lets analytics run and this deployment configures some.
 * Once started it stays, so a decision taken in its banner changes nothing here.
 */
function useConsentLayerNeeded(privacySignal: boolean): boolean {
  const settingsRequested = useConsentSettingsStore((s) => s.requests > 0 || s.choice !== null);
  const [stored] = useState(readStoredConsents);
  const [atOnce] = useState(hasPendingConsentWork);
  useEffect(() => markConsentAsked(stored), [stored]);
  const [forAnalytics, setForAnalytics] = useState(false);
  const mayRunAnalytics = !atOnce && storedDecisionAllowsAnalytics(stored, privacySignal);

  useEffect(() => {
    if (!mayRunAnalytics) return;
    let current = true;
    getQueryClient()
      .fetchQuery(siteConfigQuery)
      .then((config) => current && setForAnalytics(analyticsConfigured(config.analytics)))
      // Unreadable configuration: no analytics, as when c15t could not read it either.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [mayRunAnalytics]);

  return atOnce || settingsRequested || forAnalytics;
}

/**
 * Beside every page, in the browser only (ConsentLayout): the network blocker from
 * hydration on, and c15t's banner, dialog and script loader in a chunk of their own
 * (~60 KB compressed) when they have something to do.
 */
export function ConsentLayer() {
  const [privacySignal] = useState(browserAsksNotToTrack);
  useEffect(() => installNetworkBlocker({ privacySignal }), [privacySignal]);
  if (!useConsentLayerNeeded(privacySignal)) return null;
  return (
    <ConsentErrorBoundary>
      <Suspense fallback={null}>
        <ConsentManager />
      </Suspense>
    </ConsentErrorBoundary>
  );
}
