import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AuthSession } from '@town/shared/accounts';
import { isSupportedLanguage } from '@town/shared/languages';
import { useLang } from '../../../components/lang-link.tsx';
import { chosenTheme, useThemeStore } from '../../../lib/theme-store.ts';
import { adoptUser } from '../api/session.ts';
import { updateProfile } from '../api/update-profile.ts';
import { useLanguageOfferStore } from '../stores/language-offer-store.ts';
import { useRedirectTarget } from './use-redirect-target.ts';

/**
 * After signing in: the theme chosen on this device stays and is saved with the account, or
 * else the account's saved theme applies (a look, not a place). The account's language is
 * offered, not imposed (a bar under the header), so that someone reading in English is not
 * moved to German without a word. Then back to the page that asked for the sign-in.
 */
export function useFinishSignin() {
  const navigate = useNavigate();
  const lang = useLang();
  const { target } = useRedirectTarget();
  const setTheme = useThemeStore((s) => s.setMode);
  const offerLanguage = useLanguageOfferStore((s) => s.offer);
  return useCallback(
    (session: AuthSession) => {
      const { theme, lang: saved } = session.user;
      // A theme chosen on this device stays, and the account keeps it from now on; else the account's applies.
      const chosen = chosenTheme();
      if (chosen && chosen !== theme) void updateProfile({ theme: chosen }).then(adoptUser, () => undefined);
      else setTheme(theme);
      // Offered in a bar under the header (LanguageOfferBar), once back on the page.
      if (saved !== lang && isSupportedLanguage(lang)) offerLanguage(saved);
      void navigate(target, { replace: true });
    },
    [lang, navigate, offerLanguage, setTheme, target],
  );
}
