import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isRouteLanguage } from '@town/shared/languages';
import { restoreSession } from '../lib/api-client.ts';
import { currentI18n, LANGUAGE_STORAGE_KEY } from '../lib/i18n.ts';
import { localizedPath } from '../lib/language.ts';
import { notFound } from '../lib/not-found.ts';
import { isServer } from '../lib/request-scope.ts';
import { useSessionStore } from '../lib/session-store.ts';

/** `/` only resolves the language and redirects (docs/product.md#languages). */
export function rootLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(localizedPath('/', url.search, url.hash));
}

/**
 * Runs on every navigation under /{lang}: a valid prefix becomes the page's language
 * (stored, and on <html lang>); anything else is redirected to a localized path.
 */
export async function languageLoader({ params, request }: LoaderFunctionArgs) {
  const lang = params.lang;
  if (!isRouteLanguage(lang)) {
    const url = new URL(request.url);
    throw redirect(localizedPath(url.pathname, url.search, url.hash));
  }
  const i18n = currentI18n();
  if (i18n.resolvedLanguage !== lang || i18n.language !== lang) await i18n.changeLanguage(lang);
  // The server renders every visitor's page alike: no storage there, and the session is
  // restored in the browser (docs/decisions/013-server-rendering.md).
  if (isServer) return null;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  document.documentElement.lang = lang;
  await restoreSession();
  return null;
}

/** /{lang}/profile and /{lang}/myBookings: an anonymous visitor goes to sign-in, then back. */
export async function requireSessionLoader({ params, request }: LoaderFunctionArgs) {
  await restoreSession();
  if (useSessionStore.getState().token) return null;
  const url = new URL(request.url);
  const back = encodeURIComponent(url.pathname + url.search);
  throw redirect(`/${params.lang}/auth/signin?redirect=${back}`);
}

export const notFoundLoader = notFound;
