import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, THEME_BACKGROUNDS, themeColours } from '@town/shared/town-display';
import { NEUTRAL_COLOUR, theme, themeFor } from './mui-theme.ts';

/** `rgb(r, g, b)` or `#rrggbb` as `#rrggbb`. */
function hex(colour: string): string {
  const rgb = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(colour);
  if (!rgb) return colour.toLowerCase();
  return `#${rgb
    .slice(1)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;
}

describe('the MUI theme (docs/product.md#theme)', () => {
  it.each(['#0b5c8a', '#8a3b12', '#2e7d32', '#000000'])(
    'is in the town’s main colour %s, its text on it and on the pages at AA in both schemes',
    (colour) => {
      const { light, dark } = themeFor(colour).colorSchemes;
      const expected = themeColours(colour);
      expect(light!.palette.primary.main).toBe(expected.light);
      expect(dark!.palette.primary.main).toBe(expected.dark);
      expect(light!.palette.background).toMatchObject({
        default: THEME_BACKGROUNDS.light,
        paper: THEME_BACKGROUNDS.light,
      });
      expect(dark!.palette.background).toMatchObject({
        default: THEME_BACKGROUNDS.dark,
        paper: THEME_BACKGROUNDS.dark,
      });
      for (const scheme of [light!, dark!]) {
        const { primary, background } = scheme.palette;
        // Links and outlined buttons in the colour on the page; the bar's and buttons' text on the colour.
        expect(contrastRatio(hex(primary.main), background.default)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrastRatio(hex(primary.contrastText), hex(primary.main))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        // The other shade (hover, the hero's gradient) keeps the text's contrast too.
        expect(contrastRatio(hex(primary.contrastText), hex(primary.dark))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        // The header and the banner: white on both their shades, and a surface in the dark scheme, not a glare.
        const { band } = scheme.palette;
        expect(contrastRatio(band.contrastText, hex(band.main))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrastRatio(band.contrastText, hex(band.dark))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
      expect(contrastRatio(hex(dark!.palette.band.main), THEME_BACKGROUNDS.dark)).toBeLessThan(
        contrastRatio(hex(dark!.palette.primary.main), THEME_BACKGROUNDS.dark),
      );
    },
  );

  it('is made once per colour, and in a sea blue before any town is known', () => {
    expect(themeFor('#8A3B12')).toBe(themeFor('#8a3b12'));
    expect(themeFor(undefined)).toBe(theme);
    expect(theme.colorSchemes.light!.palette.primary.main).toBe(NEUTRAL_COLOUR);
  });

  it("switches schemes on body's data-theme, light by default", () => {
    const selectors = theme.generateStyleSheets().flatMap((sheet) => Object.keys(sheet));
    expect(selectors).toContain(':root, [data-theme="light"]');
    expect(selectors).toContain('[data-theme="dark"]');
    expect(theme.applyStyles('dark', { color: 'red' })).toEqual({ '*:where([data-theme="dark"]) &': { color: 'red' } });
  });
});
