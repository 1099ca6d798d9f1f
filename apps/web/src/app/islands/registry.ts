import type { ComponentType } from 'react';

/**
 * Every island, by name (docs/decisions/021-islands.md): the browser loads an island's
 * component from here when it hydrates it, each in a chunk of its own. `registry.test.ts`
 * holds each name to the component the pages render under it.
 */
export const ISLANDS = {
  offlineNotice: () => import('../../components/offline-notice.tsx').then((m) => m.OfflineNotice),
  header: () => import('../layouts/header.tsx').then((m) => m.Header),
  consent: () => import('../layouts/consent-layout.tsx').then((m) => m.ConsentIsland),
  cookieSettings: () =>
    import('../../features/consent/components/cookie-settings-button.tsx').then((m) => m.CookieSettingsButton),
  saveAndShare: () => import('../layouts/save-and-share.tsx').then((m) => m.SaveAndShare),
  favourite: () => import('../../features/favourites/components/favourite-button.tsx').then((m) => m.FavouriteButton),
  listFilters: () =>
    import('../../features/catalogue/components/list-filters-form.tsx').then((m) => m.ListFiltersIsland),
  nearMe: () => import('../layouts/near-me-island.tsx').then((m) => m.NearMeIsland),
  listRetry: () => import('../../features/catalogue/components/list-results.tsx').then((m) => m.ListRetry),
  landingSearch: () => import('../../features/catalogue/components/landing-search.tsx').then((m) => m.LandingSearch),
  mapRetry: () => import('../../features/map/components/map-page.tsx').then((m) => m.MapRetry),
  webcam: () => import('../../features/webcams/components/webcam-card.tsx').then((m) => m.WebcamView),
  webcamsRetry: () => import('../../features/webcams/components/webcam-list.tsx').then((m) => m.WebcamsRetry),
  hourlyTable: () => import('../../features/weather/components/hourly-table.tsx').then((m) => m.HourlyTable),
  weatherRetry: () => import('../../features/weather/components/weather-report.tsx').then((m) => m.WeatherRetry),
  assetGallery: () => import('../../features/catalogue/components/asset-gallery.tsx').then((m) => m.AssetGallery),
  assetDescription: () =>
    import('../../features/catalogue/components/asset-detail-page.tsx').then((m) => m.AssetDescription),
  availabilityCalendar: () =>
    import('../../features/bookings/components/availability-calendar.tsx').then((m) => m.AvailabilityCalendar),
  bookingBox: () => import('../../features/bookings/components/booking-box.tsx').then((m) => m.BookingBox),
  locationMap: () => import('../../components/location-map.tsx').then((m) => m.LocationMap),
  menuFontSize: () =>
    import('../../features/catalogue/components/menu-font-size-control.tsx').then((m) => m.MenuFontSizeControl),
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's props are its own
} satisfies Record<string, () => Promise<ComponentType<any>>>;

export type IslandName = keyof typeof ISLANDS;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name);
}
