import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ListingContentInput } from '@town/shared/listings';
import { apiFetch } from '../../../lib/api-client.ts';
import { ownerKeys } from './query-keys.ts';

const createdSchema = z.object({ id: z.uuid() });

/** POST /api/v1/owner/assets: a new listing, a draft nobody else sees. */
export function createListing(content: ListingContentInput) {
  return apiFetch('/api/v1/owner/assets', { method: 'POST', body: content, schema: createdSchema });
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKeys.listings() }),
  });
}
