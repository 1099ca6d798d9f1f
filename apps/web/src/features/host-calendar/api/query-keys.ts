/** The host calendar's query keys: one place builds them, for queries and for invalidations alike. */
export const hostCalendarKeys = {
  all: ['host-calendar'] as const,
  /** A rental's settings, seasons, blocks and held nights. */
  calendar: (assetId: string) => [...hostCalendarKeys.all, 'calendar', assetId] as const,
  /** The calendars a rental imports. */
  feeds: (assetId: string) => [...hostCalendarKeys.all, 'feeds', assetId] as const,
  /** A rental's secret export address. */
  exportAddress: (assetId: string) => [...hostCalendarKeys.all, 'export', assetId] as const,
};
