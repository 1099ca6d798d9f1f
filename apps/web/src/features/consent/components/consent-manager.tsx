import '@c15t/react/styles.css';
import './consent-overrides.css';
import { ConsentDialog, ConsentManagerProvider, type ConsentManagerOptions } from '@c15t/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DISPLAYED_CONSENT_CATEGORIES } from '@town/shared/consent';
import { CONSENT_TRANSLATIONS, consentTextsFor } from '@town/shared/consent-translations';
import { useThemeStore } from '../../../lib/theme-store.ts';
import { useSiteConfig } from '../api/site-config.ts';
import { useConsentBridge } from '../hooks/use-consent-bridge.ts';
import { consentNetworkBlocker } from '../utils/network-blocker.ts';
import { browserAsksNotToTrack } from '../utils/privacy-signals.ts';
import { CONSENT_THEME } from './consent-theme.ts';
import { LEGAL_LINKS, TownConsentBanner } from './town-consent-banner.tsx';

/** c15t answers through our own API (DESIGN.md §4): same origin, no third party. */
const CONSENT_BACKEND_URL = '/api/c15t';

function ConsentUi({ privacySignal }: { privacySignal: boolean }) {
  useConsentBridge(useSiteConfig(), privacySignal);
  return (
    <>
      <TownConsentBanner />
      <ConsentDialog hideBranding legalLinks={[...LEGAL_LINKS]} />
    </>
  );
}

/**
 * The consent banner and settings dialog (SPEC.md §2–§4), in a chunk of its own so the
 * first download stays small. They follow the site's language and theme.
 */
export default function ConsentManager() {
  const { i18n } = useTranslation();
  const language = consentTextsFor(i18n.resolvedLanguage ?? i18n.language).language;
  const colorScheme = useThemeStore((s) => s.mode);
  // c15t keeps one runtime per initial language; later changes go through `overrides`.
  const [initialLanguage] = useState(language);
  const [privacySignal] = useState(browserAsksNotToTrack);

  const options = useMemo<ConsentManagerOptions>(
    () => ({
      mode: 'hosted',
      backendURL: CONSENT_BACKEND_URL,
      consentCategories: [...DEFAULT_DISPLAYED_CONSENT_CATEGORIES],
      i18n: { locale: initialLanguage, detectBrowserLanguage: false, messages: { ...CONSENT_TRANSLATIONS } },
      overrides: { language },
      networkBlocker: consentNetworkBlocker(privacySignal),
      colorScheme,
      theme: CONSENT_THEME,
      // Without a language prefix: the app sends it to the visitor's language.
      legalLinks: { privacyPolicy: { href: '/info/privacity', target: '_self' } },
      callbacks: {
        // c15t logs its errors as console errors by default; a failed save is queued and re-sent, not lost.
        onError: ({ error }) => console.warn(`[consent] ${error}`),
      },
    }),
    [initialLanguage, language, privacySignal, colorScheme],
  );

  return (
    <ConsentManagerProvider options={options}>
      <ConsentUi privacySignal={privacySignal} />
    </ConsentManagerProvider>
  );
}
