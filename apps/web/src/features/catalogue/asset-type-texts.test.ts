import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSET_LISTS, ASSET_TYPE_TRAITS, ASSET_TYPES } from '@town/shared/asset-types';
import { ASSET_CATEGORIES } from '@town/shared/catalogue';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import { describe, expect, it } from 'vitest';

// Every text a type or a list shows, named after the asset type traits: a new row in that table
// needs each of these keys in every language, or its pages show bare keys.
const texts = (lang: string, ns: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../../public/locales/${lang}/${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

/** `ns:a.b.c` for each key a type's and a list's pages and menus look up. */
function expectedKeys(): string[] {
  const perType = ASSET_TYPES.flatMap((type) => [
    `listofval:assetType.${type}`,
    ...ASSET_CATEGORIES[type].map((category) => `listofval:category.${category}`),
    ...ASSET_TYPE_TRAITS[type].pageSections.flatMap((section) => [
      `catalogue:sections.${section}`,
      `owner:texts.sections.${section}`,
    ]),
  ]);
  const perList = ASSET_LISTS.flatMap(({ key }) => [
    `listofval:list.${key}`,
    `metatags:list.${key}.title`,
    `metatags:list.${key}.description`,
    `translation:nav.${key}`,
    `translation:landing.blurb.${key}`,
    `owner:newListing.kinds.${key}.title`,
    `owner:newListing.kinds.${key}.text`,
    `owner:newListing.kinds.${key}.heading`,
  ]);
  return [...new Set([...perType, ...perList])];
}

function lookUp(lang: string, key: string): unknown {
  const [ns, path] = key.split(':') as [string, string];
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts(lang, ns));
}

describe('the texts of every asset type and list', () => {
  it('are looked up for every type, category, section and list', () => {
    const keys = expectedKeys();
    expect(keys).toContain('listofval:assetType.real-estate');
    expect(keys).toContain('owner:newListing.kinds.rent.heading');
    expect(keys).toContain('catalogue:sections.cousine');
  });

  it.each(SUPPORTED_LANGUAGES)('exist in %s', (lang) => {
    const missing = expectedKeys().filter((key) => {
      const text = lookUp(lang, key);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });
});
