/** A base that can never be ours: only what resolves inside it counts as a same-site path. */
const PROBE_ORIGIN = 'https://same-site.invalid';

/** Where a page is after sign-in when no (acceptable) `?redirect=` was given. */
export const homeOf = (lang: string) => `/${lang}/`;

/**
 * The page to return to after signing in, from `?redirect=`: only a path of this site
 * under the current language, never an absolute URL (an open redirect would lend our
 * name to phishing) and never an account page (going back to sign-out would undo it).
 */
export function safeRedirectTarget(raw: string | null | undefined, lang: string): string {
  const home = homeOf(lang);
  // A path, not a URL or a protocol-relative "//host" (the URL parser reads "/\host" as one too).
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return home;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return home;
  }
  if (url.origin !== PROBE_ORIGIN) return home;
  const prefix = `/${lang}`;
  if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return home;
  if (url.pathname.startsWith(`${prefix}/auth/`) || url.pathname === `${prefix}/auth`) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `?redirect=` for a link from one account page to another, keeping the way back. */
export function redirectQuery(target: string | null | undefined): string {
  return target ? `?redirect=${encodeURIComponent(target)}` : '';
}

/** The same page under another language prefix: /en/weather?x#y → /de/weather?x#y. */
export function withLanguage(location: { pathname: string; search: string; hash: string }, lang: string): string {
  const rest = location.pathname.split('/').slice(2).join('/');
  return `/${lang}/${rest}${location.search}${location.hash}`;
}
