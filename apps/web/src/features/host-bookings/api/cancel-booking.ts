import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownerBookingSchema, type OwnerBooking } from '@town/shared/bookings';
import { apiFetch } from '../../../lib/api-client.ts';
import { hostBookingsKeys } from './query-keys.ts';

/** POST /api/v1/owner/bookings/{id}/cancel: the host cancels a confirmed stay, with the reason the guest is told. */
export function cancelBookingAsHost(id: string, reason: string, lang: string): Promise<OwnerBooking> {
  return apiFetch(`/api/v1/owner/bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    query: { lang },
    body: { reason },
    schema: ownerBookingSchema,
  });
}

export function useCancelBookingAsHost(lang: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => cancelBookingAsHost(id, reason, lang),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostBookingsKeys.all }),
  });
}
