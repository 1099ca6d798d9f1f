import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CHOICE_COOKIE, LANGUAGE_CHOICE_COOKIE_DAYS } from '@town/shared/languages';
import {
  isOffered,
  localizedPath,
  offeredLanguagePath,
  pickLanguage,
  rememberLanguage,
  rememberLanguageChoice,
  type LanguageOffer,
} from './language.ts';

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

describe('the languages a town offers (docs/product.md#languages)', () => {
  /** A town that offers Catalan (its default), Spanish and English. */
  const offer: LanguageOffer = { languages: ['ca', 'es', 'en'], defaultLanguage: 'ca' };
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('picks only a language the town offers: stored, then the browser’s, then its default', () => {
    localStorage.setItem('lang', 'de');
    setBrowserLanguages(['fr-FR', 'en-GB', 'es']);
    expect(pickLanguage(offer)).toBe('en');
    setBrowserLanguages(['ja-JP', 'de']);
    expect(pickLanguage(offer)).toBe('ca');
    localStorage.setItem('lang', 'es');
    expect(pickLanguage(offer)).toBe('es');
  });

  it('keeps the pseudo-locale for developers, whatever the town offers', () => {
    expect(isOffered('xx', offer)).toBe(true);
    localStorage.setItem('lang', 'xx');
    setBrowserLanguages(['ja']);
    expect(pickLanguage(offer)).toBe('xx');
    expect(offeredLanguagePath('/xx/map', '', '', offer)).toBeUndefined();
  });

  it('sends a page in a language the town does not offer to the same page in its default, query kept', () => {
    expect(offeredLanguagePath('/de/assets/hotelList', '?page=2', '#top', offer)).toBe(
      '/ca/assets/hotelList?page=2#top',
    );
    expect(offeredLanguagePath('/fr/', '', '', offer)).toBe('/ca/');
    expect(offeredLanguagePath('/fr', '', '', offer)).toBe('/ca/');
    expect(offeredLanguagePath('/es/map', '', '', offer)).toBeUndefined();
    // An unknown prefix is not a language: localizedPath takes it, to the town's default.
    expect(offeredLanguagePath('/zz/map', '', '', offer)).toBeUndefined();
    expect(localizedPath('/zz/map', '', '', () => 'en', offer.defaultLanguage)).toBe('/ca/map');
  });
});

describe('remembering the language (docs/rules.md#browser-storage)', () => {
  /** Every cookie the page wrote, as written. */
  let written: string[];
  beforeEach(() => {
    localStorage.clear();
    written = [];
    const { set } = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, cookie: string) {
      written.push(cookie);
      set!.call(this, cookie);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps a language chosen in the menu in a long-lived cookie the server reads for /', () => {
    rememberLanguageChoice('gl');
    expect(localStorage.getItem('lang')).toBe('gl');
    const cookies = written;
    expect(cookies).toContain('lang=gl; path=/; max-age=600; samesite=strict');
    expect(cookies).toContain(
      `${LANGUAGE_CHOICE_COOKIE}=gl; path=/; max-age=${LANGUAGE_CHOICE_COOKIE_DAYS * 24 * 3600}; samesite=lax`,
    );
  });

  it('keeps the language of a page merely read only for a while', () => {
    rememberLanguage('de');
    const cookies = written;
    expect(cookies).toEqual(['lang=de; path=/; max-age=600; samesite=strict']);
  });
});
