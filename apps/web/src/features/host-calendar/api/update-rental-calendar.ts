import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rentalCalendarSchema, type RentalCalendar, type RentalCalendarInput } from '@town/shared/rentals';
import { apiFetch } from '../../../lib/api-client.ts';
import { hostCalendarKeys } from './query-keys.ts';

/**
 * PUT /api/v1/owner/assets/{id}/availability: the settings, every season and every block to
 * come, replaced at once (docs/rules.md#rentals); answers the calendar as stored.
 */
export function updateRentalCalendar(assetId: string, input: RentalCalendarInput): Promise<RentalCalendar> {
  return apiFetch(`/api/v1/owner/assets/${encodeURIComponent(assetId)}/availability`, {
    method: 'PUT',
    body: input,
    schema: rentalCalendarSchema,
  });
}

export function useUpdateRentalCalendar(assetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RentalCalendarInput) => updateRentalCalendar(assetId, input),
    onSuccess: (calendar) => queryClient.setQueryData(hostCalendarKeys.calendar(assetId), calendar),
    // A refusal (a booking made meanwhile…) may mean the calendar moved under the page.
    onError: () => queryClient.invalidateQueries({ queryKey: hostCalendarKeys.calendar(assetId) }),
  });
}
