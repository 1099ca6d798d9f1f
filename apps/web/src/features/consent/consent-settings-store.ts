import { create } from 'zustand';

/**
 * The bridge between the page and the consent UI, which loads in a chunk of its own:
 * the footer link asks for the settings dialog here, without pulling c15t into the
 * first download. `requests` only grows; the consent UI opens the dialog for each new one.
 */
interface ConsentSettingsState {
  requests: number;
  openSettings(): void;
}

export const useConsentSettingsStore = create<ConsentSettingsState>()((set) => ({
  requests: 0,
  openSettings: () => set((state) => ({ requests: state.requests + 1 })),
}));
