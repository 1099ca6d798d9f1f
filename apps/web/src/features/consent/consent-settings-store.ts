import { create } from 'zustand';

/**
 * The bridge between the page and the consent UI, which loads in a chunk of its own:
 * the footer link asks for the settings dialog here, without pulling c15t into the
 * first download. `requests` only grows; the consent UI opens the dialog for each new one. The
 * banner's choice waits here the same way until c15t records it.
 */
interface ConsentSettingsState {
  requests: number;
  /** A choice made in the banner (ConsentPrompt), for c15t to record once it has loaded. */
  choice: 'all' | 'necessary' | null;
  openSettings(): void;
  choose(choice: 'all' | 'necessary'): void;
  chosen(): void;
}

export const useConsentSettingsStore = create<ConsentSettingsState>()((set) => ({
  requests: 0,
  choice: null,
  openSettings: () => set((state) => ({ requests: state.requests + 1 })),
  choose: (choice) => set({ choice }),
  chosen: () => set({ choice: null }),
}));
