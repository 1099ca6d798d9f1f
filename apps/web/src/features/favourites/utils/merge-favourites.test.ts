import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FAVOURITES } from '@town/shared/catalogue';
import { mergeFavourites, type FavouritesAccount } from './merge-favourites.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

class Refused extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/**
 * An account as docs/api.md#favourites describes it: a batch is all or nothing (404 when one
 * is not published, 409 past the limit, counting unpublished places the account still keeps).
 */
function account(published: Iterable<string>, kept: Iterable<string> = [], failing = false) {
  const live = new Set(published);
  const saved = new Set(kept);
  const calls: string[] = [];
  const save = async (ids: readonly string[]) => {
    if (failing) throw new TypeError('Failed to fetch');
    if (ids.some((one) => !live.has(one))) throw new Refused(404);
    if (new Set([...saved, ...ids]).size > MAX_FAVOURITES) throw new Refused(409);
    for (const one of ids) saved.add(one);
  };
  const api: FavouritesAccount = {
    saveAll: async (ids) => {
      calls.push(`batch ${ids.length}`);
      await save(ids);
    },
    saveOne: async (one) => {
      calls.push('one');
      await save([one]);
    },
    published: async (ids) => ids.filter((one) => live.has(one)),
    saved: async () => [...saved].filter((one) => live.has(one)),
  };
  return { api, saved, calls };
}

describe('merging the browser’s saved places into the account', () => {
  it('saves them in one batch', async () => {
    const { api, saved, calls } = account([id(1), id(2), id(3)], [id(3)]);
    const outcome = await mergeFavourites([id(1), id(2), id(1)], api);
    expect(outcome).toEqual({ saved: [id(1), id(2)], unpublished: [], overLimit: [] });
    expect([...saved].sort()).toEqual([id(1), id(2), id(3)]);
    expect(calls).toEqual(['batch 2']);
  });

  it('does not let a place unpublished meanwhile hold back the others', async () => {
    const { api, saved, calls } = account([id(1), id(3)]);
    const outcome = await mergeFavourites([id(1), id(2), id(3)], api);
    expect(outcome).toEqual({ saved: [id(1), id(3)], unpublished: [id(2)], overLimit: [] });
    expect([...saved].sort()).toEqual([id(1), id(3)]);
    expect(calls).toEqual(['batch 3', 'batch 2']);
  });

  it('fills a nearly full account newest first, and says which did not fit', async () => {
    const full = Array.from({ length: MAX_FAVOURITES - 1 }, (_, n) => id(1000 + n));
    const { api, saved } = account([...full, id(1), id(2), id(3)], full);
    const outcome = await mergeFavourites([id(3), id(2), id(1)], api);
    expect(outcome.overLimit).toEqual([id(2), id(1)]);
    expect(saved.has(id(3))).toBe(true);
    expect(saved.size).toBe(MAX_FAVOURITES);
  });

  it('saves one by one when places the account keeps but no longer shows still count towards its limit', async () => {
    const hidden = Array.from({ length: MAX_FAVOURITES - 1 }, (_, n) => id(2000 + n));
    // Kept but unpublished: GET /favourites does not list them, yet they fill the account.
    const { api, saved, calls } = account([id(1), id(2)], hidden);
    const outcome = await mergeFavourites([id(1), id(2)], api);
    expect(outcome).toEqual({ saved: [id(1)], unpublished: [], overLimit: [id(2)] });
    expect(saved.has(id(1))).toBe(true);
    expect(calls).toEqual(['batch 2', 'batch 2', 'one', 'one']);
  });

  it('throws when the account cannot be reached, so the browser keeps its list', async () => {
    const { api } = account([id(1)], [], true);
    await expect(mergeFavourites([id(1)], api)).rejects.toThrow('Failed to fetch');
  });

  it('accounts for every place, whatever the browser held and the catalogue still shows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 30 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 30 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 10 }),
        async (browser, published, kept) => {
          const { api, saved } = account(published.map(id), kept.filter((n) => published.includes(n)).map(id));
          const outcome = await mergeFavourites(browser.map(id), api);
          const all = [...outcome.saved, ...outcome.unpublished, ...outcome.overLimit];
          expect(all.sort()).toEqual(browser.map(id).sort());
          for (const one of outcome.saved) expect(saved.has(one)).toBe(true);
          for (const one of outcome.unpublished) expect(published.map(id)).not.toContain(one);
        },
      ),
    );
  });
});
