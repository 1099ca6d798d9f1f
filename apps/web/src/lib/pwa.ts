/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { isSupportedLanguage } from '@town/shared/languages';
import { SERVICE_WORKER_UPDATE_INTERVAL_MS } from '../config/cache.ts';

/**
 * Texts a page needs to open offline (the shell's, its consent settings' and the info pages');
 * fetched once while online so the worker keeps them.
 */
const OFFLINE_NAMESPACES = ['translation', 'metatags', 'consent', 'pwa', 'info'];

/**
 * What else a page never seen needs offline, from the features (the town's profile, its pages):
 * fetched through the API client, so the worker keeps the answers; `isKept` says whether an
 * address is kept already.
 */
export type KeepForOffline = (lang: string, isKept: (url: string) => Promise<boolean>) => Promise<void>;

const isKept = async (url: string) => Boolean(await caches.match(url));

let reloading = false;

/**
 * docs/product.md#offline-and-installing: asks for a new worker every hour, only when online and only when
 * /sw.js answers 200; once a new worker has taken over, the page reloads, once.
 */
export async function checkForUpdate(swUrl: string, registration: ServiceWorkerRegistration): Promise<void> {
  if (!navigator.onLine || registration.installing) return;
  try {
    const response = await fetch(swUrl, { cache: 'no-store' });
    if (response.status === 200) await registration.update();
  } catch {
    // Offline after all, or the server is restarting: the next hour will tell.
  }
}

/** Makes sure this language's texts (and what `keepData` adds) are in the worker's cache, so pages never seen open offline. */
async function keepTextsForOffline(lang: string, keepData?: KeepForOffline): Promise<void> {
  if (!('caches' in window) || !navigator.serviceWorker.controller) return;
  const folder = isSupportedLanguage(lang) ? lang : 'en';
  await Promise.all([
    ...OFFLINE_NAMESPACES.map(async (ns) => {
      const url = `/locales/${folder}/${ns}.json`;
      if (!(await isKept(url))) await fetch(url).catch(() => undefined);
    }),
    keepData?.(lang, isKept).catch(() => undefined),
  ]);
}

/**
 * Runs `task` once the page has loaded and the browser is idle: the worker only serves
 * later visits, so its client (workbox-window) and its precache downloads wait until the
 * page itself has what it needs (docs/benchmarks.md#page-weight).
 */
export function whenPageIdle(task: () => void, win: Window = window): void {
  const idle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(() => task(), { timeout: 5_000 })
      : win.setTimeout(task, 1_000);
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/** The page's language, and a way to hear of a change of it (the whole app's i18next; an islands page's is fixed). */
export interface PageLanguage {
  current(): string;
  onChange?(listener: () => void): void;
}

export function registerServiceWorker(language: PageLanguage, keepData?: KeepForOffline): void {
  if (!('serviceWorker' in navigator)) return;
  whenPageIdle(() => startServiceWorker(language, keepData));
}

function startServiceWorker(language: PageLanguage, keepData?: KeepForOffline): void {
  const keepTexts = () => void keepTextsForOffline(language.current(), keepData);
  registerSW({
    immediate: true,
    onNeedReload() {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    },
    onRegisteredSW(swUrl, registration) {
      if (!registration) return;
      setInterval(() => void checkForUpdate(swUrl, registration), SERVICE_WORKER_UPDATE_INTERVAL_MS);
    },
  });
  // On a first visit the worker takes control a moment after the page has loaded.
  if (navigator.serviceWorker.controller) keepTexts();
  else navigator.serviceWorker.addEventListener('controllerchange', keepTexts, { once: true });
  language.onChange?.(keepTexts);
}
