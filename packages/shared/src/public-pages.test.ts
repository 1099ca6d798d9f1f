import { describe, expect, it } from 'vitest';
import { ASSET_LISTS } from './asset-types.ts';
import { ROUTE_LANGUAGES } from './languages.ts';
import {
  assetPagePath,
  canonicalAssetPagePath,
  isPrivatePath,
  localizedPath,
  menuPagePath,
  PRIVATE_PAGES,
  STATIC_PUBLIC_PAGES,
} from './public-pages.ts';

describe('public and private pages', () => {
  it('lists the landing page, the overview, the nine lists, the town pages, the index of its own pages and signing in or up', () => {
    expect(STATIC_PUBLIC_PAGES).toContain('');
    expect(STATIC_PUBLIC_PAGES).toContain('assets');
    for (const list of ASSET_LISTS) expect(STATIC_PUBLIC_PAGES).toContain(`assets/${list.route}`);
    // The town's own pages are its admins': the sitemap asks the API for them.
    expect(STATIC_PUBLIC_PAGES.filter((page) => page.startsWith('info/'))).toEqual([]);
    for (const page of ['map', 'weather', 'webcams', 'contact', 'info', 'auth/signin', 'auth/signup']) {
      expect(STATIC_PUBLIC_PAGES).toContain(page);
    }
    expect(new Set(STATIC_PUBLIC_PAGES).size).toBe(STATIC_PUBLIC_PAGES.length);
  });

  it('never lists a page as both public and private', () => {
    for (const lang of ROUTE_LANGUAGES) {
      for (const page of STATIC_PUBLIC_PAGES) expect(isPrivatePath(localizedPath(lang, page)), page).toBe(false);
      for (const page of PRIVATE_PAGES) expect(isPrivatePath(localizedPath(lang, page)), page).toBe(true);
    }
  });

  it('counts what is under a private page as private, and only that', () => {
    expect(isPrivatePath('/es/owner/listings/12')).toBe(true);
    expect(isPrivatePath('/de/auth/change?token=abc')).toBe(true);
    expect(isPrivatePath('/fr/profile/')).toBe(true);
    expect(isPrivatePath('/es/ownership')).toBe(false);
    expect(isPrivatePath('/es/assets/asset/profile')).toBe(false);
    expect(isPrivatePath('/profile')).toBe(false);
    expect(isPrivatePath('/')).toBe(false);
  });

  it('builds page paths the way the site links them', () => {
    expect(localizedPath('eu', '')).toBe('/eu/');
    expect(localizedPath('eu', '/map')).toBe('/eu/map');
    expect(assetPagePath('a1', 'rent')).toBe('assets/asset/a1/rent');
    expect(menuPagePath('r1')).toBe('eat/r1/menu');
  });

  it("puts an asset's page under the first list it is in, else under its type's first list", () => {
    expect(canonicalAssetPagePath({ id: 'p', type: 'property', rent: false, long: true, sale: true })).toBe(
      'assets/asset/p/long',
    );
    expect(canonicalAssetPagePath({ id: 'p', type: 'property', rent: true, sale: true })).toBe('assets/asset/p/rent');
    expect(canonicalAssetPagePath({ id: 'p', type: 'property' })).toBe('assets/asset/p/rent');
    expect(canonicalAssetPagePath({ id: 'r', type: 'real-estate' })).toBe('assets/asset/r/realstate');
    expect(canonicalAssetPagePath({ id: 'a', type: 'activity' })).toBe('assets/asset/a/do');
  });
});
