import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localizedPath, pickLanguage } from './language.ts';

function setBrowserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('language handling (docs/product.md#languages)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('prefers the stored language', () => {
    localStorage.setItem('lang', 'eu');
    setBrowserLanguages(['de-DE']);
    expect(pickLanguage()).toBe('eu');
  });

  it('then the first two letters of a supported browser language', () => {
    setBrowserLanguages(['de-AT', 'en']);
    expect(pickLanguage()).toBe('de');
  });

  it('then falls back to es', () => {
    setBrowserLanguages(['ja-JP', 'ko']);
    expect(pickLanguage()).toBe('es');
  });

  it("ignores a stored 'undefined'", () => {
    localStorage.setItem('lang', 'undefined');
    setBrowserLanguages(['fr-FR']);
    expect(pickLanguage()).toBe('fr');
  });

  it('replaces an unsupported prefix with es and prefixes bare paths', () => {
    setBrowserLanguages(['it-IT']);
    expect(localizedPath('/zz/map')).toBe('/es/map');
    expect(localizedPath('/map')).toBe('/it/map');
    expect(localizedPath('/')).toBe('/it/');
    expect(localizedPath('/de/weather', '?x=1')).toBe('/de/weather?x=1');
  });
});
