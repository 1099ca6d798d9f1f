import { queryOptions, useQuery } from '@tanstack/react-query';
import { icalExportSchema } from '@town/shared/calendars';
import { apiFetch } from '../../../lib/api-client.ts';
import { hostCalendarKeys } from './query-keys.ts';

/** GET /api/v1/owner/assets/{id}/ical_export: the rental's secret calendar address (made on first use). */
export function fetchIcalExport(assetId: string, signal?: AbortSignal) {
  return apiFetch(`/api/v1/owner/assets/${encodeURIComponent(assetId)}/ical_export`, {
    signal,
    schema: icalExportSchema,
  });
}

export function icalExportQueryOptions(assetId: string) {
  return queryOptions({
    queryKey: hostCalendarKeys.exportAddress(assetId),
    queryFn: ({ signal }) => fetchIcalExport(assetId, signal),
    // It changes only when the host replaces it, here.
    staleTime: Infinity,
  });
}

export const useIcalExport = (assetId: string) => useQuery(icalExportQueryOptions(assetId));
