import { useConsentManager } from '@c15t/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { SiteConfig } from '@town/shared/site-config';
import { useConsentSettingsStore } from '../consent-settings-store.ts';
import { analyticsScripts } from '../utils/analytics-scripts.ts';
import { markConsentAsked } from '../utils/stored-consent.ts';

/**
 * Connects c15t to the page: the banner's choice is recorded, the footer link's requests
 * open the dialog, Escape closes it, and the deployment's analytics scripts are handed to c15t's script loader (which
 * loads them only once measurement is granted).
 */
export function useConsentBridge(siteConfig: SiteConfig | undefined, privacySignal: boolean) {
  const { activeUI, setActiveUI, setScripts, saveConsents } = useConsentManager();
  const requests = useConsentSettingsStore((s) => s.requests);
  const choice = useConsentSettingsStore((s) => s.choice);
  const handled = useRef(0);

  // The banner's choice (ConsentPrompt), recorded by c15t; the banner goes once a decision is stored.
  useEffect(() => {
    if (!choice) return;
    useConsentSettingsStore.getState().chosen();
    void saveConsents(choice, { uiSource: 'banner' }).then(() => markConsentAsked());
  }, [choice, saveConsents]);

  useEffect(() => {
    if (requests === handled.current) return;
    handled.current = requests;
    setActiveUI('dialog');
  }, [requests, setActiveUI]);

  // A layout effect: listening from the moment the dialog is on screen.
  useLayoutEffect(() => {
    if (activeUI !== 'dialog') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      // Back to where the visitor was: our banner until they have chosen (it shows by itself), else nothing.
      setActiveUI('none');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [activeUI, setActiveUI]);

  useEffect(() => {
    try {
      setScripts(analyticsScripts(siteConfig?.analytics, privacySignal));
    } catch (error) {
      // A misconfigured deployment loses its analytics, never the page.
      console.warn('[consent] analytics not set up:', (error as Error).message);
    }
  }, [siteConfig, privacySignal, setScripts]);
}
