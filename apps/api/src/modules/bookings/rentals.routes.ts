import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, AVAILABILITY_HORIZON_DAYS } from '@town/shared';
import {
  bookingLangQuerySchema,
  declineBookingSchema,
  hostCancelBookingSchema,
  idParamsSchema,
  ownerBookingListQuerySchema,
  ownerBookingListSchema,
  ownerBookingSchema,
} from '@town/shared/bookings';
import {
  CANCELLATION_POLICIES,
  REQUEST_HOLD_HOURS,
  rentalCalendarInputSchema,
  rentalCalendarSchema,
} from '@town/shared/rentals';
import { keepAnswersPrivate } from '../../lib/private-answers.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import type { BookingsService } from './bookings.service.ts';
import type { RentalCalendarService } from './rental-calendar.service.ts';

const errors = { ...apiErrorResponses, 403: apiErrorSchema, 409: apiErrorSchema };

const ownership =
  'Owners run their own rentals only: another owner’s rental or booking is a 404, as if it did not exist; admins ' +
  'may act on any. A plain user gets 403, an anonymous request 401.';

const policies = Object.entries(CANCELLATION_POLICIES)
  .map(([name, p]) => `\`${name}\` ${p.freeDaysBefore} day${p.freeDaysBefore === 1 ? '' : 's'}`)
  .join(', ');

/** Hosts running their holiday rentals: settings, seasons, blocks and their bookings (docs/rules.md#rentals). */
export const rentalsRoutes: FastifyPluginAsyncZod<{
  service: RentalCalendarService;
  /** The bookings of the host's rentals, and their decisions. */
  bookings: Pick<BookingsService, 'ownerBookings' | 'accept' | 'decline' | 'cancelAsHost'>;
}> = async (app, { service, bookings }) => {
  keepAnswersPrivate(app);
  // 401/403 before looking at the request's content.
  const preValidation = async (request: FastifyRequest) => void app.auth.requireRole(request, 'owner');
  const owner = (request: FastifyRequest) => app.auth.requireRole(request, 'owner');

  app.get(
    '/api/v1/owner/assets/:id/availability',
    {
      preValidation,
      schema: {
        tags: ['rentals'],
        summary: 'A rental’s settings, seasons and blocks, and what else holds its nights',
        description:
          'Seasons and blocks run from `start` to `end`, the day after their last night (as a stay’s check-out). ' +
          '`holds` are the nights held by bookings, requests and imported calendars, for the calendar to show. ' +
          ownership,
        params: idParamsSchema,
        response: { 200: rentalCalendarSchema, ...errors },
      },
    },
    async (request, reply) => reply.send(await service.rentalCalendar(owner(request), request.params.id)),
  );

  app.put(
    '/api/v1/owner/assets/:id/availability',
    {
      preValidation,
      schema: {
        tags: ['rentals'],
        summary: 'Replace a rental’s settings, seasons and blocks',
        description:
          'The whole calendar in one change: the settings, and every season and block still to come (blocks already ' +
          'past stay). Seasons and blocks end on the day after their last night; a season prices each night in whole ' +
          'euros above zero (`weekendPrice` on Friday and Saturday nights), with the shortest and longest stay and the ' +
          'weekdays (0 = Sunday) a stay may start and end on. Seasons that overlap, blocks that overlap, an end not ' +
          `after its start, in the past or beyond ${AVAILABILITY_HORIZON_DAYS} days: 400 naming them (\`calendar.*\`). ` +
          'A block over a booking, a request or an imported event: 409 DATES_UNAVAILABLE. ' +
          `Cancellation policies (free until this many days before check-in, at the check-in hour): ${policies}. ` +
          'The public availability follows at once. ' +
          ownership,
        params: idParamsSchema,
        body: rentalCalendarInputSchema,
        response: { 200: rentalCalendarSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.send(await service.updateRentalCalendar(owner(request), request.params.id, request.body)),
  );

  app.get(
    '/api/v1/owner/bookings',
    {
      preValidation,
      schema: {
        tags: ['rentals'],
        summary: 'Bookings of my rentals, soonest check-in first',
        description:
          '`status` (one or several, comma-separated, as the bookings show them), stays ending after `from` and ' +
          'beginning before `to`, one rental (`assetId`), one booking by its `reference` (any case, with or without ' +
          'the dash, O read as 0 and I or L as 1; not a reference: 400; another host’s booking is not found, as if it ' +
          'did not exist). Each with the guest’s name, e-mail, phone and language. ' +
          ownership,
        querystring: ownerBookingListQuerySchema,
        response: { 200: ownerBookingListSchema, ...errors },
      },
    },
    async (request, reply) => reply.send(await bookings.ownerBookings(owner(request), request.query)),
  );

  const decision = (summary: string, description: string) => ({
    tags: ['rentals'],
    summary,
    description: `${description} ${ownership}`,
    params: idParamsSchema,
    querystring: bookingLangQuerySchema,
    response: { 200: ownerBookingSchema, ...errors },
  });

  app.post(
    '/api/v1/owner/bookings/:id/accept',
    {
      preValidation,
      schema: decision(
        'Accept a booking request',
        `pending → confirmed; the guest gets the confirmation with its .ics. A request is answered within ` +
          `${REQUEST_HOLD_HOURS} hours or it expires. Any other state: 409 BOOKING_STATE.`,
      ),
    },
    async (request, reply) => reply.send(await bookings.accept(owner(request), request.params.id, request.query.lang)),
  );

  app.post(
    '/api/v1/owner/bookings/:id/decline',
    {
      preValidation,
      schema: {
        ...decision(
          'Decline a booking request',
          'pending → declined, with an optional message the guest is mailed; the dates are free again at once. ' +
            'Any other state: 409 BOOKING_STATE.',
        ),
        body: declineBookingSchema.optional(),
      },
    },
    async (request, reply) =>
      reply.send(await bookings.decline(owner(request), request.params.id, request.body?.message, request.query.lang)),
  );

  app.post(
    '/api/v1/owner/bookings/:id/cancel',
    {
      preValidation,
      schema: {
        ...decision(
          'Cancel a confirmed booking as its host',
          `confirmed → cancelled by the host, until the check-out time (the town's clock); the guest is mailed the ` +
            'reason; the dates are free again at once. Any other state: 409 BOOKING_STATE.',
        ),
        body: hostCancelBookingSchema,
      },
    },
    async (request, reply) =>
      reply.send(
        await bookings.cancelAsHost(owner(request), request.params.id, request.body.reason, request.query.lang),
      ),
  );
};
