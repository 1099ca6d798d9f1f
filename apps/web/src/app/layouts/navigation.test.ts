import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSET_LISTS } from '@town/shared/asset-types';
import { NAV_GROUPS } from './navigation.ts';

const shell = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../public/locales/en/translation.json'), 'utf8'),
) as {
  nav: Record<string, string>;
  landing: { blurb: Record<string, string> };
};

describe('navigation', () => {
  it('leads to every list of the catalogue once, by its route', () => {
    const links = NAV_GROUPS.flatMap((group) => group.items.map((item) => item.to));
    expect(links.filter((to) => to.startsWith('assets/'))).toEqual(ASSET_LISTS.map((list) => `assets/${list.route}`));
    expect(new Set(links).size).toBe(links.length);
  });

  it('has a label and a landing-page line for every entry', () => {
    for (const group of NAV_GROUPS) {
      expect(shell.nav[group.key], group.key).toBeTruthy();
      for (const item of group.items) {
        expect(shell.nav[item.key], item.key).toBeTruthy();
        expect(shell.landing.blurb[item.key], item.key).toBeTruthy();
      }
    }
  });
});
