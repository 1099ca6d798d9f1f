/*
 * The bookings module's public interface: what app.ts and other modules may use. Its
 * repository and tables (db/schema/bookings.ts) stay inside the module.
 */
export { bookingsRoutes } from './bookings.routes.ts';
export { createBookingsService, type BookingsService } from './bookings.service.ts';
export {
  createNightlyPricesService,
  nightlyPricesJob,
  NIGHTLY_PRICES_JOB,
  type NightlyPricesService,
} from './nightly-prices.service.ts';
