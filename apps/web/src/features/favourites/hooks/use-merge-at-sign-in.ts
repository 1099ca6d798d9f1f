import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FAVOURITES } from '@town/shared/catalogue-codes';
import { useHydrated } from '../../../components/client-only.tsx';
import { useLang } from '../../../components/lang-link.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { fetchFavourites } from '../api/favourites.ts';
import { favouritesKeys } from '../api/query-keys.ts';
import { saveFavourite } from '../api/save-favourite.ts';
import { saveFavourites } from '../api/save-favourites.ts';
import { fetchSavedAssets } from '../api/saved-assets.ts';
import { useBrowserFavourites } from '../browser-favourites-store.ts';
import { mergeFavourites, type FavouritesAccount, type MergeOutcome } from '../utils/merge-favourites.ts';
import { notify } from './use-favourites.ts';

/** The favourites API as the merge uses it. */
const account = (lang: string): FavouritesAccount => ({
  saveAll: async (ids) => void (await saveFavourites(ids)),
  saveOne: async (id) => void (await saveFavourite(id)),
  published: async (ids) => (await fetchSavedAssets(ids, lang)).map((asset) => asset.id),
  saved: async () => (await fetchFavourites()).items.map((item) => item.assetId),
});

/** One merge at a time per page, whatever mounts or re-renders meanwhile. */
let merging: Promise<MergeOutcome> | null = null;

/**
 * Once a session starts (signing in or up, with a password or a passkey, or one restored on a
 * reload) and this browser holds saved places, puts them into the account, then forgets them
 * here; on a failure they stay in the browser for the next time (docs/product.md#favourites).
 */
export function useMergeAtSignIn(): void {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const lang = useLang();
  const userId = useSessionStore((s) => s.user?.id);
  const pending = useBrowserFavourites((s) => s.ids.length > 0);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!hydrated || !userId || !pending || merging) return;
    const ids = useBrowserFavourites.getState().ids;
    merging = mergeFavourites(ids, account(lang));
    merging
      .then(async (outcome) => {
        useBrowserFavourites.getState().removeAll(ids);
        if (outcome.overLimit.length) {
          notify('info', t('favourites.mergeOverLimit', { count: outcome.overLimit.length, max: MAX_FAVOURITES }));
        }
        await queryClient.invalidateQueries({ queryKey: favouritesKeys.account(userId) });
      })
      // Offline or a server error: the browser keeps them, and the next page tries again.
      .catch(() => undefined)
      .finally(() => {
        merging = null;
      });
  }, [hydrated, userId, pending, lang, queryClient, t]);
}
