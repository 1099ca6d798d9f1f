import { useCallback, useState } from 'react';
import { snapMenuFontScale } from '../utils/menu-font.ts';
import { MENU_FONT_SCALE } from '../../../config/ui.ts';

const STORAGE_KEY = 'menuFontScale';

function stored(): number {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw === null ? MENU_FONT_SCALE.default : snapMenuFontScale(Number(raw));
  } catch {
    return MENU_FONT_SCALE.default;
  }
}

/** The menu's text size on the 0–10 scale of docs/rules.md#interface, remembered on this device for the next menu. */
export function useMenuFontScale() {
  const [scale, setScaleState] = useState(stored);
  const setScale = useCallback((value: number) => {
    const next = snapMenuFontScale(value);
    setScaleState(next);
    try {
      localStorage.setItem(STORAGE_KEY, String(next));
    } catch {
      // Storage may be unavailable (private mode); the size still applies to this visit.
    }
  }, []);
  return [scale, setScale] as const;
}
