import { describe, expect, it } from 'vitest';
import { defaultCanonicalSearch, isUnlistedPath, pagePath, pathInLanguage } from './page-urls.ts';

describe('page addresses', () => {
  it('swap the language prefix and keep the rest of the path', () => {
    expect(pathInLanguage('/es/', 'eu')).toBe('/eu/');
    expect(pathInLanguage('/es', 'eu')).toBe('/eu/');
    expect(pathInLanguage('/gl/assets/asset/12/rent', 'de')).toBe('/de/assets/asset/12/rent');
    expect(pathInLanguage('/xx/info/terms', 'pt')).toBe('/pt/info/terms');
  });

  it('write each page one way: the landing page with its slash, no other path with one', () => {
    expect(pagePath('/ca')).toBe('/ca/');
    expect(pagePath('/ca/defaultsite')).toBe('/ca/');
    expect(pagePath('/ca/map/')).toBe('/ca/map');
    expect(pagePath('/systeminfo/')).toBe('/systeminfo');
  });

  it('keep only a later page number when a page names no canonical query', () => {
    expect(defaultCanonicalSearch('?page=2&sort=name')).toBe('?page=2');
    expect(defaultCanonicalSearch('?page=1')).toBe('');
    expect(defaultCanonicalSearch('?page=02')).toBe('?page=2');
    expect(defaultCanonicalSearch('?page=two&redirect=/es/profile')).toBe('');
  });

  it('leave private, pseudo-locale and system pages out of search engines', () => {
    for (const path of ['/es/profile', '/de/myBookings', '/fr/auth/change', '/xx/map', '/blank', '/systeminfo']) {
      expect(isUnlistedPath(path), path).toBe(true);
    }
    for (const path of ['/es/', '/de/map', '/fr/auth/signin', '/eu/assets/hotelList']) {
      expect(isUnlistedPath(path), path).toBe(false);
    }
  });
});
