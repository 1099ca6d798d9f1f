import '@c15t/react/styles.css';
import './consent-overrides.css';
import { ConsentDialog, ConsentManagerProvider, type ConsentManagerOptions } from '@c15t/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consentLanguageOf, DEFAULT_DISPLAYED_CONSENT_CATEGORIES } from '@town/shared/consent';
import type { ConsentTexts } from '@town/shared/consent-api';
import { privacyPolicyPath } from '../privacy-policy-path.ts';
import { useThemeStore } from '../../../lib/theme-store.ts';
import { useSiteConfig } from '../api/use-site-config.ts';
import { useConsentBridge } from '../hooks/use-consent-bridge.ts';
import { markConsentAsked } from '../utils/stored-consent.ts';
import { browserAsksNotToTrack } from '../utils/privacy-signals.ts';
import { CONSENT_THEME } from './consent-theme.ts';

/** The privacy page, which the dialog's texts link to. */
const LEGAL_LINKS = ['privacyPolicy'] as const;

/** c15t answers through our own API (docs/decisions/004-consent.md): same origin, no third party. */
const CONSENT_BACKEND_URL = '/api/c15t';

const privacyLinks = (siteLanguage: string) => ({
  privacyPolicy: { href: privacyPolicyPath(siteLanguage), target: '_self' as const },
});

/**
 * c15t reads its legal links once, when it makes its store (which it exposes as
 * `window.c15tStore`, its default namespace); the privacy link must follow the page's
 * language when the visitor switches it.
 */
function useLegalLinksFollow(siteLanguage: string) {
  useEffect(() => {
    const store = (window as { c15tStore?: { setState(partial: object): void } }).c15tStore;
    store?.setState({ legalLinks: privacyLinks(siteLanguage) });
  }, [siteLanguage]);
}

function ConsentUi({ privacySignal }: { privacySignal: boolean }) {
  useConsentBridge(useSiteConfig(), privacySignal);
  return (
    <>
      <ConsentDialog hideBranding legalLinks={[...LEGAL_LINKS]} />
    </>
  );
}

/**
 * c15t's settings dialog and its record of the visitor's choice (docs/product.md#consent); the
 * banner is ours (ConsentPrompt), rendered by the server, in a chunk of its own so the
 * first download stays small. They follow the site's language and theme.
 */
export default function ConsentManager() {
  const { i18n } = useTranslation();
  const siteLanguage = i18n.resolvedLanguage ?? i18n.language;
  const language = consentLanguageOf(siteLanguage);
  const colorScheme = useThemeStore((s) => s.mode);
  // c15t keeps one runtime per initial language; later changes go through `overrides`.
  const [initialLanguage] = useState(language);
  // The widget's texts are the consent namespace's `widget` group: the first language's from
  // here, any later one from /api/c15t/init, which the API answers from the same file.
  const { t } = useTranslation('consent', { lng: initialLanguage });
  const [initialTexts] = useState(() => t('widget', { returnObjects: true }) as ConsentTexts);
  const [privacySignal] = useState(browserAsksNotToTrack);
  const [initialSiteLanguage] = useState(siteLanguage);
  useLegalLinksFollow(siteLanguage);

  const options = useMemo<ConsentManagerOptions>(
    () => ({
      mode: 'hosted',
      backendURL: CONSENT_BACKEND_URL,
      consentCategories: [...DEFAULT_DISPLAYED_CONSENT_CATEGORIES],
      i18n: { locale: initialLanguage, detectBrowserLanguage: false, messages: { [initialLanguage]: initialTexts } },
      overrides: { language },
      colorScheme,
      theme: CONSENT_THEME,
      legalLinks: privacyLinks(initialSiteLanguage),
      callbacks: {
        // c15t logs its errors as console errors by default; a failed save is queued and re-sent, not lost.
        onError: ({ error }) => console.warn(`[consent] ${error}`),
        // Consents set (c15t also sets defaults as it starts): the banner goes once a decision is stored.
        // c15t may store the decision just after telling: read again once it has.
        onConsentSet: () => {
          markConsentAsked();
          setTimeout(() => markConsentAsked(), 0);
        },
      },
    }),
    [initialLanguage, initialTexts, language, initialSiteLanguage, colorScheme],
  );

  return (
    <ConsentManagerProvider options={options}>
      <ConsentUi privacySignal={privacySignal} />
    </ConsentManagerProvider>
  );
}
