import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, CHECK_IN_HOUR, CHECK_OUT_HOUR, MAX_STAY_DAYS, TOWN_TIME_ZONE } from '@town/shared';
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

const errors = { ...apiErrorResponses, 409: apiErrorSchema };

/** Availability and bookings of short-term rentals (docs/api.md). */
export const bookingsRoutes: FastifyPluginAsyncZod<{ service: BookingsService }> = async (app, { service }) => {
  // Availability changes by the second and bookings are personal: no answer may be kept by a cache.
  keepAnswersPrivate(app);
  app.get(
    '/api/v1/assets_availability/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A rental's availability entries",
        description:
          'The ranges as stored (docs/rules.md#availability: type `free`, start and end being the first and last nights offered, ' +
          'prices per night in euros), then one `booked` entry per live booking still to come (its first and last ' +
          'night, no guest data). Ranges that ended before today are left out. Never cached: the web expands them ' +
          '(docs/rules.md#availability) with a staleTime of 1 s.',
        params: idParamsSchema,
        response: { 200: availabilityAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const entries = await service.assetAvailability(request.params.id);
      return reply.send(entries);
    },
  );

  // Signed-in routes answer 401 before looking at the request's content.
  const preValidation = async (request: FastifyRequest) => void app.auth.requireUser(request);

  const bookingsDescription =
    'States: `confirmed` as soon as it is made (the town has no payment step); `cancelled` by the guest before ' +
    `check-in (the nights are free again at once); \`completed\` once the check-out time (${CHECK_OUT_HOUR} in ${TOWN_TIME_ZONE}) ` +
    'has passed, derived when read. `pending` is reserved for a future payment or approval step.';

  app.post(
    '/api/v1/booking',
    {
      preValidation,
      schema: {
        tags: ['bookings'],
        summary: 'Book a stay (signed in)',
        description:
          `Nights from checkIn (${CHECK_IN_HOUR}) to checkOut (${CHECK_OUT_HOUR}), days in ${TOWN_TIME_ZONE}: all inside free ranges, from ` +
          `tomorrow on, at least the check-in night's minDays, at most ${MAX_STAY_DAYS}, on the range's start and end weekdays ` +
          "when set; guests within the rental's capacity. A broken rule is a 400 naming it in `details` " +
          '(`booking.tooShort`, `booking.notOffered`…). The total price is computed here. Nights already held by ' +
          'a live booking: 409 DATES_UNAVAILABLE (a database constraint, so it holds under any load); a check-out ' +
          "day may be the next guest's check-in day. The confirmation is mailed in the guest's language with an " +
          '.ics file. `lang` chooses the language of `assetName` in the answer. ' +
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
        summary: 'Cancel one of your bookings before check-in',
        description:
          'The nights are free again at once and a cancellation is mailed (with an .ics that removes the event). ' +
          'Cancelling a cancelled booking answers it unchanged; a stay that has begun or ended is a 409 ' +
          "BOOKING_NOT_CANCELLABLE; another user's booking is a 404.",
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
