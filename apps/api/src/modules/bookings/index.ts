/*
 * The bookings module's public interface: what app.ts and other modules may use. Its
 * repository and tables (db/schema/bookings.ts) stay inside the module.
 */
export { bookingsRoutes } from './bookings.routes.ts';
export { rentalsRoutes } from './rentals.routes.ts';
export { createBookingsService, type BookingsService, type FeedHold, type RentalHold } from './bookings.service.ts';
export { createAvailabilityIndex, type AvailabilityIndex } from './availability-index.ts';
export { completeStaysJob, expireRequestsJob, COMPLETE_STAYS_JOB, EXPIRE_REQUESTS_JOB } from './bookings.jobs.ts';
export {
  createNightlyPricesService,
  nightlyPricesJob,
  NIGHTLY_PRICES_JOB,
  type NightlyPricesService,
} from './nightly-prices.service.ts';
