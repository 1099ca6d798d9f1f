import { create } from 'zustand';
import type { Point } from '@town/shared/distance';

/**
 * "Near me" (docs/rules.md#distances, docs/decisions/018-search-state-and-position.md): the visitor's position, asked of the browser only when
 * they press the button, kept in this tab's memory only (never stored, never in a URL) and sent
 * only with the list's request that sorts by it.
 */
export type NearMeState = 'idle' | 'asking' | 'known' | 'denied' | 'unavailable';

interface NearMe {
  state: NearMeState;
  position?: Point;
  ask: () => Promise<Point | undefined>;
  forget: () => void;
}

export const useNearMe = create<NearMe>((set) => ({
  state: 'idle',
  position: undefined,
  ask: () =>
    new Promise((resolve) => {
      if (typeof navigator === 'undefined' || !navigator.geolocation) {
        set({ state: 'unavailable', position: undefined });
        return resolve(undefined);
      }
      set({ state: 'asking' });
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          const position = { lat: coords.latitude, lng: coords.longitude };
          set({ state: 'known', position });
          resolve(position);
        },
        (error) => {
          set({ state: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable', position: undefined });
          resolve(undefined);
        },
        // A position a few minutes old is near enough; a town is walked, not driven through at speed.
        { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
      );
    }),
  forget: () => set({ state: 'idle', position: undefined }),
}));
