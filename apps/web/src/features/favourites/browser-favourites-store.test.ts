import { afterEach, describe, expect, it } from 'vitest';
import { MAX_FAVOURITES } from '@town/shared/catalogue';
import { BROWSER_FAVOURITES_KEY, parseStoredIds, useBrowserFavourites } from './browser-favourites-store.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const store = () => useBrowserFavourites.getState();
const stored = () => JSON.parse(localStorage.getItem(BROWSER_FAVOURITES_KEY) ?? 'null') as unknown;

afterEach(() => {
  localStorage.clear();
  store().reload();
});

describe('the browser’s saved places', () => {
  it('keeps them in localStorage, newest first, once each', () => {
    expect(store().ids).toEqual([]);
    store().add(id(1));
    store().add(id(2));
    store().add(id(1));
    expect(store().ids).toEqual([id(1), id(2)]);
    expect(stored()).toEqual([id(1), id(2)]);
    store().remove(id(1));
    expect(stored()).toEqual([id(2)]);
    store().remove(id(2));
    // Nothing saved leaves nothing behind.
    expect(localStorage.getItem(BROWSER_FAVOURITES_KEY)).toBeNull();
  });

  it('forgets those merged into the account, and keeps the rest', () => {
    for (const n of [1, 2, 3]) store().add(id(n));
    store().removeAll([id(1), id(3), id(9)]);
    expect(store().ids).toEqual([id(2)]);
    expect(stored()).toEqual([id(2)]);
  });

  it('keeps at most as many as an account', () => {
    for (let n = 0; n < MAX_FAVOURITES; n += 1) expect(store().add(id(n))).toBe(true);
    expect(store().add(id(MAX_FAVOURITES))).toBe(false);
    expect(store().ids).toHaveLength(MAX_FAVOURITES);
    // Saving one already there again is fine: it moves first.
    expect(store().add(id(0))).toBe(true);
    expect(store().ids[0]).toBe(id(0));
  });

  it('shows what another tab saved', () => {
    localStorage.setItem(BROWSER_FAVOURITES_KEY, JSON.stringify([id(7)]));
    window.dispatchEvent(new StorageEvent('storage', { key: BROWSER_FAVOURITES_KEY }));
    expect(store().ids).toEqual([id(7)]);
  });

  it('ignores a stored value that is not a list of ids', () => {
    for (const raw of [null, '', 'not json', '{"a":1}', '42', '["x", 3]']) expect(parseStoredIds(raw)).toEqual([]);
    expect(parseStoredIds(JSON.stringify([id(1), 'x', id(1), id(2)]))).toEqual([id(1), id(2)]);
  });
});
