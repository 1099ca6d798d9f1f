import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, SUPPORTED_LANGUAGES } from '@town/shared';
import { searchAnswerSchema, SEARCH_LIMIT } from '@town/shared/catalogue';
import { buildAsset, type GeneratedAsset } from '../../seed/factories.ts';
import { Random } from '../../seed/random.ts';
import { createTownContext, insertAssets } from '../../seed/seed-town.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Whatever is typed into the search (docs/api.md#search), the answer is the search's shape or
 * a 400, never a 5xx: LIKE's wildcards, backslashes, quotes, marks and any script are text.
 * And any piece of a published dish's name, in any language, accents and capitals aside, finds
 * the place that serves it (or a full answer of places that rank before it).
 */

let t: TestApp;
let restaurants: GeneratedAsset[];

beforeAll(async () => {
  t = await createTestApp();
  const context = createTownContext();
  // The demo town's restaurants: menus in the nine languages, as the seed writes them.
  restaurants = Array.from({ length: 4 }, (_, index) =>
    buildAsset(new Random(`search-property:${index}`), 'eat', { index, createdAt: new Date(), context }),
  );
  await insertAssets(t.app.db, restaurants);
});
afterAll(async () => {
  await t?.close();
});

async function search(q: string, lang: string) {
  const res = await t.app.inject({ url: `/api/v1/search?${new URLSearchParams({ q, lang })}`, headers: apiHeaders() });
  expect(res.statusCode, `${JSON.stringify(q)} ${lang}: ${res.body}`).toBeLessThan(500);
  return res;
}

const knownLang = fc.constantFrom(...SUPPORTED_LANGUAGES, 'xx');

describe('GET /api/v1/search, property-based', () => {
  it('answers any query with results or a 400, never a 5xx', async () => {
    const query = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 120 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.stringMatching(/^[%_\\'"*()\s\w-]{0,12}$/),
    );
    await fc.assert(
      fc.asyncProperty(query, fc.oneof(knownLang, fc.string({ maxLength: 6 })), async (q, language) => {
        const res = await search(q, language);
        if (res.statusCode === 200) searchAnswerSchema.parse(res.json());
        else {
          expect(res.statusCode, res.body).toBe(400);
          apiErrorSchema.parse(res.json());
        }
      }),
      { numRuns: 150 },
    );
  });

  it('finds a restaurant by any piece of a dish’s name, in any language, whatever its accents and capitals', async () => {
    const dishes = restaurants.flatMap((r) =>
      r.menu.flatMap((s) =>
        s.items.flatMap((item) => Object.values(item.name).map((name) => ({ id: r.asset.id, name }))),
      ),
    );
    expect(dishes.length).toBeGreaterThan(10);
    const piece = fc
      .tuple(fc.constantFrom(...dishes), fc.nat(), fc.nat(), fc.constantFrom('as-is', 'upper', 'unaccented'))
      .map(([{ id, name }, a, b, form]) => {
        const start = a % name.length;
        const text = name.slice(start, start + 3 + (b % 20));
        if (form === 'upper') return { id, q: text.toUpperCase() };
        if (form === 'unaccented') return { id, q: text.normalize('NFD').replace(/\p{M}/gu, '') };
        return { id, q: text };
      })
      // The API trims what it is sent and asks for two characters.
      .filter(({ q }) => q.trim().length >= 2);
    await fc.assert(
      fc.asyncProperty(piece, knownLang, async ({ id, q }, language) => {
        const res = await search(q, language);
        expect(res.statusCode, res.body).toBe(200);
        const items = searchAnswerSchema.parse(res.json()).items;
        // Its place, unless as many places rank before it (names first) as an answer holds.
        if (items.length < SEARCH_LIMIT)
          expect(
            items.map((item) => item.id),
            q,
          ).toContain(id);
      }),
      { numRuns: 100 },
    );
  });
});
