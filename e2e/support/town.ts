import type { TownPage, TownProfile } from '@town/shared/town';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';
import { API_HEADERS } from './clients.ts';

/** A public answer of the API, as the page the test looks at reads it. */
async function publicAnswer<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`, { headers: API_HEADERS });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** The town's profile as the server has it (the demo town's, seeded): what the pages must show. */
export const townProfile = () => publicAnswer<TownProfile>('/town');

/** The town's pages in a language (titles and slugs). */
export const townPages = (lang: string) =>
  publicAnswer<{ items: { slug: string; title: string; href: string }[] }>(`/pages?lang=${lang}`);

/** One of the town's pages in a language. */
export const townPage = (slug: string, lang: string) => publicAnswer<TownPage>(`/pages/${slug}?lang=${lang}`);

/**
 * The `index`th (from 0) of the first ten listings a public list answers `query` with
 * (`type=eat&lang=es`), as its page lists them: a place of the demo town, seeded.
 */
export async function listedAsset<Listed extends { id: string; name: string } = { id: string; name: string }>(
  query: string,
  index: number,
): Promise<Listed> {
  const { items } = await publicAnswer<{ items: Listed[] }>(`/asset?${query}&limit=10`);
  expect(items[index], query).toBeDefined();
  return items[index]!;
}
