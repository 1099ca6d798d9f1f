import type { ListingDetail } from './listings.ts';

/**
 * Whether a saved listing has something to send for review (docs/listings.md#life): a listing
 * never published, unless it is waiting already; a published one only with a change saved
 * since, or one the town hall turned down. The API refuses the rest with 409.
 */
export function hasSomethingToSubmit({ status, pendingChange }: Pick<ListingDetail, 'status' | 'pendingChange'>) {
  if (status === 'review') return false;
  if (status === 'published') return pendingChange === 'draft' || pendingChange === 'rejected';
  return true;
}
