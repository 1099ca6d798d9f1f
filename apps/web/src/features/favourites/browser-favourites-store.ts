import { create } from 'zustand';
import { MAX_FAVOURITES } from '@town/shared/catalogue-codes';
import { BROWSER_FAVOURITES_KEY } from '../../lib/personal-storage.ts';

export { BROWSER_FAVOURITES_KEY };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids stored, newest first: anything that is not a list of uuids (an old or hand-edited value) counts as none. */
export function parseStoredIds(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is string => typeof id === 'string' && UUID.test(id));
    return [...new Set(ids)].slice(0, MAX_FAVOURITES);
  } catch {
    return [];
  }
}

function readStorage(): string[] {
  try {
    return parseStoredIds(localStorage.getItem(BROWSER_FAVOURITES_KEY));
  } catch {
    // Storage refused (a privacy mode): nothing is kept.
    return [];
  }
}

/** Throws when the browser refuses to store (full, or disabled): the caller tells the visitor. */
function writeStorage(ids: readonly string[]): void {
  if (ids.length) localStorage.setItem(BROWSER_FAVOURITES_KEY, JSON.stringify(ids));
  else localStorage.removeItem(BROWSER_FAVOURITES_KEY);
}

interface BrowserFavouritesState {
  /** The places saved in this browser, most recently saved first. Empty on the server. */
  ids: readonly string[];
  /** Saves a place first in the list; false when the list is full (MAX_FAVOURITES, as an account). */
  add(id: string): boolean;
  remove(id: string): void;
  /** Forgets these (once they are in the account). */
  removeAll(ids: readonly string[]): void;
  /** Reads the stored list again (another tab changed it). */
  reload(): void;
}

/**
 * The signed-out visitor's saved places, in localStorage; merged into the account at sign-in
 * (hooks/use-merge-at-sign-in.ts). The server renders without them: components read them only
 * once hydrated (components/client-only.tsx `useHydrated`), so the first render matches.
 */
export const useBrowserFavourites = create<BrowserFavouritesState>()((set, get) => {
  const commit = (ids: string[]) => {
    writeStorage(ids);
    set({ ids });
  };
  return {
    ids: typeof window === 'undefined' ? [] : readStorage(),
    add(id) {
      const rest = get().ids.filter((other) => other !== id);
      if (rest.length >= MAX_FAVOURITES) return false;
      commit([id, ...rest]);
      return true;
    },
    remove(id) {
      if (get().ids.includes(id)) commit(get().ids.filter((other) => other !== id));
    },
    removeAll(ids) {
      const gone = new Set(ids);
      const kept = get().ids.filter((id) => !gone.has(id));
      if (kept.length !== get().ids.length) commit(kept);
    },
    reload() {
      set({ ids: readStorage() });
    },
  };
});

// Another tab saved or removed a place: this one shows the same list.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === BROWSER_FAVOURITES_KEY || event.key === null) useBrowserFavourites.getState().reload();
  });
}
