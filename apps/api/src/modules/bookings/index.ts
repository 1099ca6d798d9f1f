/*
 * The bookings module's public interface: what app.ts and other modules may use, for its three
 * parts (booking life, the rental calendar, the stays search: docs/architecture.md#the-bookings-module).
 * Their repositories and tables (db/schema/bookings.ts) stay inside the module.
 */
export { bookingsRoutes } from './bookings.routes.ts';
export { rentalsRoutes } from './rentals.routes.ts';
export { createBookingsService, type BookingsService } from './bookings.service.ts';
export {
  createRentalCalendarService,
  type FeedHold,
  type RentalCalendarService,
  type RentalHold,
} from './rental-calendar.service.ts';
export { createStaysSearchService, type StaysSearchService } from './stays-search.service.ts';
export { createAvailabilityIndex, type AvailabilityIndex } from './availability-index.ts';
export { completeStaysJob, expireRequestsJob, COMPLETE_STAYS_JOB, EXPIRE_REQUESTS_JOB } from './bookings.jobs.ts';
export {
  createNightlyPricesService,
  nightlyPricesJob,
  NIGHTLY_PRICES_JOB,
  type NightlyPricesService,
} from './nightly-prices.service.ts';
