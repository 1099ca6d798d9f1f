import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingSchema, type Booking, type CreateBookingInput } from '@town/shared/bookings';
import { apiFetch } from '../../../lib/api-client.ts';
import { bookingsKeys } from './query-keys.ts';

/** POST /api/v1/booking: the server checks the stay again and computes the price. */
export function createBooking(input: CreateBookingInput, lang: string): Promise<Booking> {
  return apiFetch('/api/v1/booking', { method: 'POST', query: { lang }, body: input, schema: bookingSchema });
}

/** Books, then refreshes the calendar (taken nights) and the visitor's bookings, success or conflict alike. */
export function useCreateBooking(lang: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBookingInput) => createBooking(input, lang),
    onSettled: (_booking, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsKeys.availability(input.asset_id) }),
        queryClient.invalidateQueries({ queryKey: bookingsKeys.mine() }),
      ]),
  });
}
