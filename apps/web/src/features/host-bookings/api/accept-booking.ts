import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownerBookingSchema, type OwnerBooking } from '@town/shared/bookings';
import { apiFetch } from '../../../lib/api-client.ts';
import { hostBookingsKeys } from './query-keys.ts';

/** POST /api/v1/owner/bookings/{id}/accept: a request becomes a confirmed stay; the guest gets the confirmation. */
export function acceptBooking(id: string, lang: string): Promise<OwnerBooking> {
  return apiFetch(`/api/v1/owner/bookings/${encodeURIComponent(id)}/accept`, {
    method: 'POST',
    query: { lang },
    schema: ownerBookingSchema,
  });
}

export function useAcceptBooking(lang: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => acceptBooking(id, lang),
    // Settled either way: a refusal (409) means the booking moved meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostBookingsKeys.all }),
  });
}
