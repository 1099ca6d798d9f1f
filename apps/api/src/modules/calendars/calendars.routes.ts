import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@town/shared';
import {
  FEED_LOG_SIZE,
  FEED_READ_TIME_LIMIT_MS,
  MAX_FEED_EVENTS,
  MAX_FEED_REPEATING_EVENTS,
  feedListSchema,
  feedSchema,
  feedSyncResultSchema,
  icalExportSchema,
  MAX_FEEDS_PER_RENTAL,
  newFeedSchema,
} from '@town/shared/calendars';
import { keepAnswersPrivate } from '../../lib/private-answers.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import { FEED_MAX_BYTES, FEED_TIMEOUT_MS } from './calendars.fetcher.ts';
import type { CalendarsService } from './calendars.service.ts';

const errors = { ...apiErrorResponses, 403: apiErrorSchema, 409: apiErrorSchema };
const rentalParams = z.object({ id: z.uuid() });
const feedParams = rentalParams.extend({ feedId: z.uuid() });

/** Fetches an owner may start (adding or syncing a feed), per account: each one reaches a third party. */
const FETCH_LIMIT = { max: 30, timeWindow: '10 minutes' };

const ownership =
  'Owners act on their own holiday rentals only: another owner’s (or any other listing) is a 404, as if it did not ' +
  'exist. Admins may act on any. A plain user gets 403, an anonymous request 401.';

const fetching =
  `A fetch takes at most ${FEED_TIMEOUT_MS / 1000} s and ${FEED_MAX_BYTES / 1_048_576} MB, follows at most 3 redirects ` +
  '(each checked), http(s) only, never a private or local address (unless ICAL_ALLOW_PRIVATE_HOSTS). A fetch that ' +
  'fails (timeout, 404, not iCalendar, too large) keeps the last good events and records the error. A feed is read ' +
  `within ${FEED_READ_TIME_LIMIT_MS / 1000} s, with at most ${MAX_FEED_EVENTS} coming events and ` +
  `${MAX_FEED_REPEATING_EVENTS} repeating ones; past that it is refused with its reason. A failing feed is fetched ` +
  'less and less often (twice the wait after each failure, up to a day) until it works again.';

/** Calendar sync of holiday rentals: imported feeds and the secret export (docs/api.md#calendars). */
export const calendarsRoutes: FastifyPluginAsyncZod<{ service: CalendarsService }> = async (app, { service }) => {
  // Feed addresses and the export address are secrets of their host: no answer is kept by a cache.
  keepAnswersPrivate(app);
  const preValidation = async (request: FastifyRequest) => void app.auth.requireRole(request, 'owner');
  const owner = (request: FastifyRequest) => app.auth.requireRole(request, 'owner');
  const fetchLimit = {
    rateLimit: {
      ...FETCH_LIMIT,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `ical-fetch:user:${request.user?.id}`,
    },
  };

  app.get(
    '/api/v1/owner/assets/:id/ical_feeds',
    {
      preValidation,
      schema: {
        tags: ['calendars'],
        summary: 'The calendars a rental imports',
        description:
          'Each feed with its last sync (`lastSyncAt`, `lastError`), the last that worked (`lastSuccessAt`), its ' +
          'events, the events that hold no night because something else had them first (`conflicts`), and its ' +
          `sync log, newest first (${FEED_LOG_SIZE} at most). ${ownership}`,
        params: rentalParams,
        response: { 200: feedListSchema, ...errors },
      },
    },
    async (request, reply) => reply.send({ items: await service.listFeeds(owner(request), request.params.id) }),
  );

  app.post(
    '/api/v1/owner/assets/:id/ical_feeds',
    {
      preValidation,
      config: fetchLimit,
      schema: {
        tags: ['calendars'],
        summary: 'Import a calendar (Airbnb, Booking.com, Vrbo, any .ics)',
        description:
          'The feed is fetched at once, then every ICAL_SYNC_MINUTES (15). Its events hold their nights like bookings ' +
          'and blocks. An address the server may never fetch (not http(s), a private or local host) is a 400 and ' +
          'nothing is kept; an address that fails otherwise is kept with its error. The same address twice: 409 ' +
          `ICAL_FEED_EXISTS; more than ${MAX_FEEDS_PER_RENTAL} feeds: 409 ICAL_FEED_LIMIT. ${fetching} ${ownership}`,
        params: rentalParams,
        body: newFeedSchema,
        response: { 201: feedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addFeed(owner(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/v1/owner/assets/:id/ical_feeds/:feedId',
    {
      preValidation,
      schema: {
        tags: ['calendars'],
        summary: 'Stop importing a calendar',
        description: `The feed, its log and the nights its events held go. ${ownership}`,
        params: feedParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeFeed(owner(request), request.params.id, request.params.feedId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/owner/assets/:id/ical_feeds/:feedId/sync',
    {
      preValidation,
      config: fetchLimit,
      schema: {
        tags: ['calendars'],
        summary: 'Fetch a calendar now',
        description:
          'One whole snapshot, keyed by UID: new events hold their nights (`added`), changed ones move (`changed`), ' +
          `vanished ones free theirs (\`removed\`); \`error\` says why the fetch failed. ${fetching} ${ownership}`,
        params: feedParams,
        response: { 200: feedSyncResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.send(await service.syncNow(owner(request), request.params.id, request.params.feedId)),
  );

  const exportDescription =
    'The rental’s secret calendar address (`/ical/{token}.ics`) for Airbnb, Booking.com or any calendar: booked, ' +
    'requested and blocked nights as all-day events, no guest data.';

  app.get(
    '/api/v1/owner/assets/:id/ical_export',
    {
      preValidation,
      schema: {
        tags: ['calendars'],
        summary: 'The rental’s calendar export address',
        description: `${exportDescription} ${ownership}`,
        params: rentalParams,
        response: { 200: icalExportSchema, ...errors },
      },
    },
    async (request, reply) => reply.send(await service.exportAddress(owner(request), request.params.id)),
  );

  app.post(
    '/api/v1/owner/assets/:id/ical_export',
    {
      preValidation,
      schema: {
        tags: ['calendars'],
        summary: 'A new calendar export address',
        description: `${exportDescription} The old address stops working at once (404). ${ownership}`,
        params: rentalParams,
        response: { 200: icalExportSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.send(await service.exportAddress(owner(request), request.params.id, { renew: true })),
  );

  app.get(
    '/ical/:token.ics',
    {
      schema: {
        tags: ['calendars'],
        summary: 'A rental’s calendar (iCalendar), for whoever has its secret address',
        description:
          'RFC 5545: every night held from today on (bookings and requests, blocks, imported calendars) as an ' +
          'all-day event, DTEND excluded, UIDs stable while the hold lasts, no guest data. An unknown or ' +
          'replaced address is a 404.',
        params: z.object({ token: z.string().max(200) }),
        produces: ['text/calendar'],
        response: { 200: z.string(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const text = await service.exportFeed(request.params.token);
      return reply.type('text/calendar; charset=utf-8').send(text);
    },
  );
};
