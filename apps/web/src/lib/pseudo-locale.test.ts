import { describe, expect, it } from 'vitest';
import { pseudoLocalize, pseudoLocalizeTree } from './pseudo-locale.ts';

describe('xx pseudo-locale', () => {
  it('accents and brackets text', () => {
    expect(pseudoLocalize('Search')).toBe('[Šéàŕçĥ]');
  });

  it('keeps interpolations and tags intact', () => {
    expect(pseudoLocalize('Hello {{name}}, <b>bye</b>')).toBe('[Ĥéļļö {{name}}, <b>ƀýé</b>]');
  });

  it('transforms nested resources and arrays, leaving numbers alone', () => {
    expect(pseudoLocalizeTree({ a: { b: 'ok' }, list: ['x'], n: 3 })).toEqual({
      a: { b: '[öķ]' },
      list: ['[ẋ]'],
      n: 3,
    });
  });
});
