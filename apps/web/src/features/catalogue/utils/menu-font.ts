import { MENU_FONT_SCALE } from '../../../config/ui.ts';

/** docs/rules.md#interface: a scale of 0 to 10 in 16 steps, so the default (5) sits exactly on a step. */
export const MENU_FONT_STEP = (MENU_FONT_SCALE.max - MENU_FONT_SCALE.min) / MENU_FONT_SCALE.steps;

/** The nearest step of the scale, inside it. */
export function snapMenuFontScale(value: number): number {
  if (!Number.isFinite(value)) return MENU_FONT_SCALE.default;
  const clamped = Math.min(MENU_FONT_SCALE.max, Math.max(MENU_FONT_SCALE.min, value));
  const steps = Math.round((clamped - MENU_FONT_SCALE.min) / MENU_FONT_STEP);
  return MENU_FONT_SCALE.min + steps * MENU_FONT_STEP;
}

/**
 * How much larger than normal the menu's text is at a point of the scale: 0 → 0.75,
 * the default 5 → 1, 10 → 2 (enlarging matters more to readers than shrinking).
 */
export function menuFontFactor(scale: number): number {
  const s = snapMenuFontScale(scale);
  const middle = MENU_FONT_SCALE.default;
  return s <= middle
    ? 0.75 + (0.25 * (s - MENU_FONT_SCALE.min)) / (middle - MENU_FONT_SCALE.min)
    : 1 + (s - middle) / (MENU_FONT_SCALE.max - middle);
}
