import { useSyncExternalStore } from 'react';
import { snapMenuFontScale } from '../utils/menu-font.ts';
import { MENU_FONT_SCALE } from '../../../config/ui.ts';
import { MENU_FONT_SCALE_KEY } from '../../../lib/personal-storage.ts';

const STORAGE_KEY = MENU_FONT_SCALE_KEY;

function stored(): number {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw === null ? MENU_FONT_SCALE.default : snapMenuFontScale(Number(raw));
  } catch {
    return MENU_FONT_SCALE.default;
  }
}

/** This visit's size: kept here too, as storage may be unavailable (private mode). */
let current: number | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setScale(value: number) {
  current = snapMenuFontScale(value);
  try {
    localStorage.setItem(STORAGE_KEY, String(current));
  } catch {
    // The size still applies to this visit.
  }
  for (const listener of listeners) listener();
}

/**
 * The menu's text size on the 0–10 scale of docs/rules.md#interface, remembered on this device for the next menu.
 * Hydrating, it is first the default, as the server rendered it.
 */
export function useMenuFontScale() {
  const scale = useSyncExternalStore(
    subscribe,
    () => (current ??= stored()),
    () => MENU_FONT_SCALE.default,
  );
  return [scale, setScale] as const;
}
