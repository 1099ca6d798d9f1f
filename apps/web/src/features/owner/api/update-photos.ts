import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { listingPhotoSchema, type ListingDetail, type ListingImage } from '@town/shared/listings';
import { apiFetch } from '../../../lib/api-client.ts';
import { ownerKeys } from './query-keys.ts';

const photosSchema = z.object({ items: z.array(listingPhotoSchema) });

/** PUT /api/v1/owner/assets/{id}/images: the gallery in display order (the first is the cover), with alt texts. */
export function updatePhotos(listingId: string, images: Pick<ListingImage, 'id' | 'alt'>[]) {
  return apiFetch(`/api/v1/owner/assets/${encodeURIComponent(listingId)}/images`, {
    method: 'PUT',
    body: images,
    schema: photosSchema,
  });
}

export function useUpdatePhotos(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (images: Pick<ListingImage, 'id' | 'alt'>[]) => updatePhotos(listingId, images),
    onSuccess: ({ items }) => {
      queryClient.setQueryData<ListingDetail>(ownerKeys.listing(listingId), (detail) =>
        detail
          ? {
              ...detail,
              photos: items,
              content: { ...detail.content, images: items.map(({ id, alt }) => ({ id, alt })) },
            }
          : detail,
      );
    },
    // A change of photos is a revision too: the listing's state may have moved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  });
}
