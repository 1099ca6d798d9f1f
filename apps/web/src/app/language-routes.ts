import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isRouteLanguage } from '@town/shared/languages';
import { restoreSession } from '../lib/api-client.ts';
import { currentI18n, LANGUAGE_STORAGE_KEY } from '../lib/i18n.ts';
import { ensureTown } from '../features/town/api/get-town.ts';
import { prefetchPages } from '../features/info/api/get-pages.ts';
import { localizedPath, offeredLanguagePath, pickLanguage } from '../lib/language.ts';
import { notFound } from '../lib/not-found.ts';
import { isServer } from '../lib/request-scope.ts';
import { useSessionStore } from '../lib/session-store.ts';

/**
 * The root route's: the town's profile, before any page renders (the server's render has it,
 * and the browser hydrates with it). Every page's header, footer, titles and maps show it.
 */
export async function townLoader() {
  await ensureTown();
  return null;
}

/** `/` only resolves the language, among those the town offers, and redirects (docs/product.md#languages). */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const town = await ensureTown();
  return redirect(localizedPath('/', url.search, url.hash, () => pickLanguage(town), town.defaultLanguage));
}

/**
 * Runs on every navigation under /{lang}: a valid prefix the town offers becomes the page's
 * language (stored, and on <html lang>); anything else is redirected to a localized path.
 */
export async function languageLoader({ params, request }: LoaderFunctionArgs) {
  const lang = params.lang;
  // Loaders run side by side: this one waits for the profile with the root's (one request).
  const town = await ensureTown();
  const url = new URL(request.url);
  if (!isRouteLanguage(lang)) {
    throw redirect(localizedPath(url.pathname, url.search, url.hash, () => pickLanguage(town), town.defaultLanguage));
  }
  // A language the town does not offer has no pages: the same page in its default language.
  const offered = offeredLanguagePath(url.pathname, url.search, url.hash, town);
  if (offered) throw redirect(offered);
  // The footer lists the town's pages; a page shows without them when they cannot be read.
  await prefetchPages(lang);
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
