import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FAVOURITES } from '@town/shared/catalogue-codes';
import { ERROR_CODES } from '@town/shared/error-codes';
import { useHydrated } from '../../../components/client-only.tsx';
import { failedWith } from '../../../lib/api-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useAccountFavourites } from '../api/favourites.ts';
import { useRemoveFavourite } from '../api/remove-favourite.ts';
import { useSaveFavourite } from '../api/save-favourite.ts';
import { useBrowserFavourites } from '../browser-favourites-store.ts';

/** Tells the visitor something went wrong; the notifications' code loads only when one is needed. */
export function notify(kind: 'error' | 'info', message: string): void {
  void import('react-toastify').then(({ toast }) => toast[kind](message));
}

export interface SavedIds {
  /** Most recently saved first. Empty until the page has hydrated (the server knows nobody's). */
  ids: readonly string[];
  signedIn: boolean;
  /** The list is known (a signed-in visitor's account answered). */
  ready: boolean;
  /** The account's list could not be read. */
  error: unknown;
  retry: () => void;
  retrying: boolean;
}

/**
 * The places the visitor saved: the account's when signed in, with any of the browser's not
 * merged yet (hooks/use-merge-at-sign-in.ts), else the browser's (docs/product.md#favourites).
 */
export function useSavedIds(): SavedIds {
  const hydrated = useHydrated();
  const userId = useSessionStore((s) => s.user?.id);
  const browserIds = useBrowserFavourites((s) => s.ids);
  const account = useAccountFavourites();
  const accountItems = account.data?.items;
  const ids = useMemo(() => {
    if (!hydrated) return [];
    if (!userId) return browserIds;
    const accountIds = (accountItems ?? []).map((item) => item.assetId);
    return [...new Set([...browserIds, ...accountIds])];
  }, [hydrated, userId, browserIds, accountItems]);
  return {
    ids,
    signedIn: hydrated && !!userId,
    ready: hydrated && (!userId || account.isSuccess),
    error: userId ? account.error : null,
    retry: () => void account.refetch(),
    retrying: account.isFetching,
  };
}

export function useIsSaved(assetId: string): boolean {
  return useSavedIds().ids.includes(assetId);
}

/** Saves or forgets a place: in the account when signed in, in this browser otherwise. */
export function useToggleFavourite() {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.user?.id);
  const save = useSaveFavourite(userId ?? '');
  const remove = useRemoveFavourite(userId ?? '');
  return function toggle(asset: { id: string; name: string }, saved: boolean): void {
    const browser = useBrowserFavourites.getState();
    if (!userId) {
      try {
        if (saved) browser.remove(asset.id);
        else if (!browser.add(asset.id)) notify('error', t('favourites.full', { max: MAX_FAVOURITES }));
      } catch {
        // Storage full or refused (a private window in some browsers).
        notify('error', t('favourites.storageRefused'));
      }
      return;
    }
    if (saved) {
      // Not merged yet: forgotten in the browser too, or the merge would bring it back.
      browser.remove(asset.id);
      remove.mutate(asset.id, {
        onError: () => notify('error', t('favourites.removeFailed', { name: asset.name })),
      });
    } else {
      save.mutate(asset.id, {
        onError: (error) =>
          notify(
            'error',
            failedWith(error, ERROR_CODES.favouritesLimit)
              ? t('favourites.full', { max: MAX_FAVOURITES })
              : t('favourites.saveFailed', { name: asset.name }),
          ),
      });
    }
  };
}
