import { create } from 'zustand';

interface LanguageOfferState {
  /** The account's language, offered after signing in when the page is in another one. */
  lang: string | null;
  offer(lang: string): void;
  dismiss(): void;
}

/** The offer lives as long as the page: it is not worth asking again on the next visit. */
export const useLanguageOfferStore = create<LanguageOfferState>()((set) => ({
  lang: null,
  offer: (lang) => set({ lang }),
  dismiss: () => set({ lang: null }),
}));
