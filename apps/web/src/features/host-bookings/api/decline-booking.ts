import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownerBookingSchema, type OwnerBooking } from '@town/shared/bookings';
import { apiFetch } from '../../../lib/api-client.ts';
import { hostBookingsKeys } from './query-keys.ts';

/** POST /api/v1/owner/bookings/{id}/decline: a request declined, with a word the guest is mailed; its dates are free again. */
export function declineBooking(id: string, message: string | null, lang: string): Promise<OwnerBooking> {
  return apiFetch(`/api/v1/owner/bookings/${encodeURIComponent(id)}/decline`, {
    method: 'POST',
    query: { lang },
    body: { message },
    schema: ownerBookingSchema,
  });
}

export function useDeclineBooking(lang: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string | null }) => declineBooking(id, message, lang),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostBookingsKeys.all }),
  });
}
