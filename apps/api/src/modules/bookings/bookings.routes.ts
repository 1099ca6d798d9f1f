import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, CHECK_IN_HOUR, CHECK_OUT_HOUR, MAX_STAY_DAYS } from '@town/shared';
import { REQUEST_HOLD_HOURS } from '@town/shared/rentals';
import {
  availabilityAnswerSchema,
  bookingLangQuerySchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingSchema,
  createBookingSchema,
  idParamsSchema,
} from '@town/shared/bookings';
import { keepAnswersPrivate } from '../../lib/private-answers.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import type { BookingsService } from './bookings.service.ts';
import type { RentalCalendarService } from './rental-calendar.service.ts';

const errors = { ...apiErrorResponses, 409: apiErrorSchema };

/** Availability and bookings of short-term rentals (docs/api.md). */
export const bookingsRoutes: FastifyPluginAsyncZod<{
  service: BookingsService;
  /** The public availability is the rental calendar's. */
  rentalCalendar: Pick<RentalCalendarService, 'assetAvailability'>;
}> = async (app, { service, rentalCalendar }) => {
  // Availability changes by the second and bookings are personal: no answer may be kept by a cache.
  keepAnswersPrivate(app);
  app.get(
    '/api/v1/assets_availability/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A rental's availability entries",
        description:
          'The seasons as stored (docs/rules.md#availability: type `free`, start and end being the first and last nights ' +
          'offered, prices per night in euros), then one `booked` entry per hold still to come, whatever holds it (a ' +
          'booking, a request, a host’s block, an imported calendar: its first and last night, no guest data). Ranges ' +
          'that ended before today are left out. Besides those fields, each entry has the season’s `maxDays`, ' +
          '`startDays`, `endDays` and `weekendPrice`, and the rental’s terms (`bookingMode`, `cancellationPolicy`, ' +
          '`cleaningFee`, `extraGuestFee`, `extraGuestsFrom`) for the quote. Never cached: the web expands them ' +
          '(docs/rules.md#availability) with a staleTime of 1 s.',
        params: idParamsSchema,
        response: { 200: availabilityAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const entries = await rentalCalendar.assetAvailability(request.params.id);
      return reply.send(entries);
    },
  );

  // Signed-in routes answer 401 before looking at the request's content.
  const preValidation = async (request: FastifyRequest) => void app.auth.requireUser(request);

  const bookingsDescription =
    'States (docs/rules.md#bookings): `confirmed` when made on a rental booked instantly, `pending` for a request, ' +
    `which holds its dates until its host accepts it (\`confirmed\`), declines it (\`declined\`) or lets ` +
    `${REQUEST_HOLD_HOURS} hours pass (\`expired\`); \`cancelled\` by the guest or the host (\`cancelledBy\`, ` +
    `the host's \`cancelReason\`); \`completed\` once the check-out time (the town's clock) has passed. ` +
    '`freeCancellationUntil` is when free cancellation ends under the booking’s `cancellationPolicy`.';

  app.post(
    '/api/v1/booking',
    {
      preValidation,
      schema: {
        tags: ['bookings'],
        summary: 'Book a stay (signed in)',
        description:
          `Nights from checkIn to checkOut (the rental's hours, by default ${CHECK_IN_HOUR} and ${CHECK_OUT_HOUR}), ` +
          `days of the town's clock (its profile's time zone): all inside the rental's seasons, from the rental's earliest check-in on (its advance notice: by default today, until 2 hours before the check-in hour), between the check-in night's ` +
          `minDays and maxDays (at most ${MAX_STAY_DAYS}), on the season's start and end weekdays when set; guests ` +
          "within the rental's capacity. A broken rule is a 400 naming it in `details` (`booking.tooShort`, " +
          '`booking.notOffered`…). The price is computed here: each night (weekend prices on Friday and Saturday ' +
          'nights), then the cleaning and extra-guest fees. Nights already held (a booking, a request, a block, an ' +
          'imported calendar): 409 DATES_UNAVAILABLE (a database constraint, so it holds under any load); a ' +
          "check-out day may be the next guest's check-in day. Instant booking: `confirmed`, and the confirmation " +
          "is mailed in the guest's language with an .ics file; otherwise `pending`, and the host is asked. " +
          '`lang` chooses the language of `assetName` in the answer. ' +
          bookingsDescription,
        querystring: bookingLangQuerySchema,
        body: createBookingSchema,
        response: { 201: bookingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = app.auth.requireUser(request);
      const booking = await service.createBooking(user.id, request.body, request.query.lang);
      return reply.status(201).send(booking);
    },
  );

  app.get(
    '/api/v1/booking',
    {
      preValidation,
      schema: {
        tags: ['bookings'],
        summary: "The signed-in user's bookings, latest check-in first",
        description: bookingsDescription,
        querystring: bookingListQuerySchema,
        response: { 200: bookingListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = app.auth.requireUser(request);
      return reply.send(await service.listBookings(user.id, request.query));
    },
  );

  app.get(
    '/api/v1/booking/:id',
    {
      preValidation,
      schema: {
        tags: ['bookings'],
        summary: "One of the signed-in user's bookings",
        description: `Another user's booking is a 404, as if it did not exist. ${bookingsDescription}`,
        params: idParamsSchema,
        querystring: bookingLangQuerySchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = app.auth.requireUser(request);
      const booking = await service.getBooking(user.id, request.params.id, request.query.lang);
      return reply.send(booking);
    },
  );

  app.post(
    '/api/v1/booking/:id/cancel',
    {
      preValidation,
      schema: {
        tags: ['bookings'],
        summary: 'Cancel one of your bookings',
        description:
          'A request until its check-in; a confirmed stay until `freeCancellationUntil` (its policy); after that, ' +
          'only the host can cancel it. The nights are free again at once; the guest is mailed (with an .ics that ' +
          'removes the event) and so is the host. Cancelling a cancelled booking answers it unchanged; any other is ' +
          "a 409 BOOKING_NOT_CANCELLABLE; another user's booking is a 404.",
        params: idParamsSchema,
        querystring: bookingLangQuerySchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = app.auth.requireUser(request);
      const booking = await service.cancelBooking(user.id, request.params.id, request.query.lang);
      return reply.send(booking);
    },
  );
};
