import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redirectQuery, safeRedirectTarget, withLanguage } from './redirect.ts';

describe('safeRedirectTarget', () => {
  it('keeps a path of this site under the current language, with its query and hash', () => {
    expect(safeRedirectTarget('/es/myBookings', 'es')).toBe('/es/myBookings');
    expect(safeRedirectTarget('/es/assets/hotelList?q=mar#top', 'es')).toBe('/es/assets/hotelList?q=mar#top');
    expect(safeRedirectTarget('/eu', 'eu')).toBe('/eu');
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['an absolute URL', 'https://evil.example/es/profile'],
    ['a protocol-relative URL', '//evil.example/es/profile'],
    ['a backslash trick', '/\\evil.example/es/profile'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'es/profile'],
    ['another language', '/de/profile'],
    ['a prefix that only starts like the language', '/estate/profile'],
    ['an account page', '/es/auth/signout'],
    ['a dot-dot escape to an account page', '/es/x/../auth/signout'],
    ['a path with a tab hiding a second slash', '/\t/evil.example'],
  ])('sends %s to the home page', (_label, raw) => {
    expect(safeRedirectTarget(raw, 'es')).toBe('/es/');
  });

  it('never leaves the site or the language, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc.string().map((s) => `/es${s}`),
        ),
        (raw) => {
          const target = safeRedirectTarget(raw, 'es');
          expect(target.startsWith('/es')).toBe(true);
          expect(target.startsWith('//')).toBe(false);
          expect(new URL(target, 'https://ours.invalid').origin).toBe('https://ours.invalid');
          expect(new URL(target, 'https://ours.invalid').pathname.startsWith('/es/auth/')).toBe(false);
        },
      ),
    );
  });

  it('survives the round trip through redirectQuery', () => {
    const query = redirectQuery('/es/assets/hotelList?q=mar & sol');
    const raw = new URLSearchParams(query).get('redirect');
    expect(safeRedirectTarget(raw, 'es')).toBe('/es/assets/hotelList?q=mar%20&%20sol');
  });
});

describe('withLanguage', () => {
  it('keeps the page, its query and its hash under the new prefix', () => {
    expect(withLanguage({ pathname: '/en/profile', search: '?tab=1', hash: '#passkeys' }, 'de')).toBe(
      '/de/profile?tab=1#passkeys',
    );
    expect(withLanguage({ pathname: '/en/', search: '', hash: '' }, 'eu')).toBe('/eu/');
    expect(withLanguage({ pathname: '/en', search: '', hash: '' }, 'gl')).toBe('/gl/');
  });
});
