import { createElement, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { AuthSession } from '@town/shared/accounts';
import { isSupportedLanguage } from '@town/shared/languages';
import { useLang } from '../../../components/lang-link.tsx';
import { useThemeStore } from '../../../lib/theme-store.ts';
import { LanguageOffer } from '../components/language-offer.tsx';
import { withLanguage } from '../utils/redirect.ts';
import { useRedirectTarget } from './use-redirect-target.ts';

/**
 * After signing in: the account's saved theme applies (a look, not a place); its saved
 * language is offered, not imposed, so that someone reading in English is not moved to
 * German without a word. Then back to the page that asked for the sign-in.
 */
export function useFinishSignin() {
  const navigate = useNavigate();
  const lang = useLang();
  const { target } = useRedirectTarget();
  const setTheme = useThemeStore((s) => s.setMode);
  return useCallback(
    (session: AuthSession) => {
      const { theme, lang: saved } = session.user;
      setTheme(theme);
      if (saved !== lang && isSupportedLanguage(lang)) {
        toast(
          ({ closeToast }) =>
            createElement(LanguageOffer, {
              lang: saved,
              onSwitch: () => {
                closeToast();
                void navigate(withLanguage(window.location, saved));
              },
            }),
          { autoClose: false, closeOnClick: false, toastId: 'account-language' },
        );
      }
      void navigate(target, { replace: true });
    },
    [lang, navigate, setTheme, target],
  );
}
