import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedMenuSchema, type ListingMenu, type SavedMenu } from '@town/shared/listings';
import { apiFetch } from '../../../lib/api-client.ts';
import { ownerKeys } from './query-keys.ts';

/**
 * PUT /api/v1/owner/assets/{id}/menu: the whole menu of a place to eat (409 for any other type);
 * answers the listing and what went live at once (docs/listings.md#menus).
 */
export async function updateMenu(listingId: string, menu: ListingMenu): Promise<SavedMenu> {
  return (await apiFetch(`/api/v1/owner/assets/${encodeURIComponent(listingId)}/menu`, {
    method: 'PUT',
    body: menu,
    schema: savedMenuSchema,
  })) as SavedMenu;
}

export function useUpdateMenu(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (menu: ListingMenu) => updateMenu(listingId, menu),
    onSuccess: ({ menuChange: _menuChange, ...detail }) => {
      queryClient.setQueryData(ownerKeys.listing(listingId), detail);
      return queryClient.invalidateQueries({ queryKey: ownerKeys.listings() });
    },
  });
}
