import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingSchema, type Booking } from '@town/shared/bookings';
import { apiFetch } from '../../../lib/api-client.ts';
import { bookingsKeys } from './query-keys.ts';

/** POST /api/v1/booking/{id}/cancel: the nights are free again at once. */
export function cancelBooking(id: string, lang: string): Promise<Booking> {
  return apiFetch(`/api/v1/booking/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    query: { lang },
    schema: bookingSchema,
  });
}

export function useCancelBooking(lang: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelBooking(id, lang),
    onSettled: (booking) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsKeys.mine() }),
        booking && queryClient.invalidateQueries({ queryKey: bookingsKeys.availability(booking.asset_id) }),
      ]),
  });
}
