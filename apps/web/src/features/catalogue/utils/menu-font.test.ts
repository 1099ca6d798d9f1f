import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MENU_FONT_STEP, menuFontFactor, snapMenuFontScale } from './menu-font.ts';
import { MENU_FONT_SCALE } from '../../../config/ui.ts';

describe('the menu font scale (docs/rules.md#interface: 0 to 10, default 5, 16 steps)', () => {
  it('has 16 steps, and the default sits on one', () => {
    expect((MENU_FONT_SCALE.max - MENU_FONT_SCALE.min) / MENU_FONT_STEP).toBe(16);
    expect(snapMenuFontScale(MENU_FONT_SCALE.default)).toBe(5);
  });

  it('makes the text normal at 5, three quarters at 0 and twice as large at 10', () => {
    expect(menuFontFactor(5)).toBe(1);
    expect(menuFontFactor(0)).toBe(0.75);
    expect(menuFontFactor(10)).toBe(2);
  });

  it('grows with every step and stays on the scale whatever it is given', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (value) => {
        const snapped = snapMenuFontScale(value);
        expect(snapped).toBeGreaterThanOrEqual(0);
        expect(snapped).toBeLessThanOrEqual(10);
        expect(Number.isInteger(Math.round((snapped / MENU_FONT_STEP) * 1e9) / 1e9)).toBe(true);
      }),
    );
    for (let step = 1; step <= 16; step++) {
      expect(menuFontFactor(step * MENU_FONT_STEP)).toBeGreaterThan(menuFontFactor((step - 1) * MENU_FONT_STEP));
    }
  });
});
