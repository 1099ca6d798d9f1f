import { useMutation, useQueryClient } from '@tanstack/react-query';
import { icalExportSchema } from '@town/shared/calendars';
import { apiFetch } from '../../../lib/api-client.ts';
import { hostCalendarKeys } from './query-keys.ts';

/** POST /api/v1/owner/assets/{id}/ical_export: a new secret address; the old one stops working at once. */
export function renewIcalExport(assetId: string) {
  return apiFetch(`/api/v1/owner/assets/${encodeURIComponent(assetId)}/ical_export`, {
    method: 'POST',
    schema: icalExportSchema,
  });
}

export function useRenewIcalExport(assetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewIcalExport(assetId),
    onSuccess: (answer) => queryClient.setQueryData(hostCalendarKeys.exportAddress(assetId), answer),
  });
}
