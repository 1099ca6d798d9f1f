/**
 * What this browser keeps that makes a public page differ from the server's HTML, which is the
 * same for everyone: the page's `personal` islands are hydrated at once when any is there
 * (docs/decisions/021-islands.md).
 */

/** Set while a session exists, so a reload knows a refresh is worth trying (never the token itself). */
export const SESSION_HINT_KEY = 'session';

/** A signed-out visitor's saved places (docs/product.md#favourites). */
export const BROWSER_FAVOURITES_KEY = 'favourites';

/** The text size chosen on a restaurant's menu. */
export const MENU_FONT_SCALE_KEY = 'menuFontScale';

export const PERSONAL_STORAGE_KEYS = [SESSION_HINT_KEY, BROWSER_FAVOURITES_KEY, MENU_FONT_SCALE_KEY];

/**
 * Part of the page's inline first-paint script (entry-server.tsx): a browser with a session
 * marks <html data-session>, so the header's "Sign in", which the server's HTML shows everyone,
 * stays hidden until the header's island shows the account (app/layouts/account-menu.tsx).
 * Plain ES5; a storage that cannot be read counts as empty.
 */
export function sessionHintScript(): string {
  return (
    `(function(){try{if(localStorage.getItem(${JSON.stringify(SESSION_HINT_KEY)})!==null)` +
    "document.documentElement.setAttribute('data-session','')}catch(e){}})();"
  );
}
