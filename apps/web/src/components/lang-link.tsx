import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { forwardRef, useCallback } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { DEFAULT_LANGUAGE } from '@town/shared/languages';

/** The current route's language code. */
export function useLang(): string {
  return useParams().lang ?? DEFAULT_LANGUAGE;
}

/** Builds paths under the current language: `localePath('map')` → `/eu/map`. */
export function useLocalePath() {
  const lang = useLang();
  return useCallback((path = '') => `/${lang}/${path.replace(/^\//, '')}`, [lang]);
}

type Props = Omit<MuiLinkProps, 'href'> & { to: string };

/** A link to a page of the app under the current language. */
export const LangLink = forwardRef<HTMLAnchorElement, Props>(function LangLink({ to, ...props }, ref) {
  const localePath = useLocalePath();
  return <MuiLink ref={ref} component={RouterLink} to={localePath(to)} {...props} />;
});
