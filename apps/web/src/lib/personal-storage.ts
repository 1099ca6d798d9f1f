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
