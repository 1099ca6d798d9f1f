import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@town/shared';
import {
  LISTING_STATUSES,
  listingContentSchema,
  listingDetailSchema,
  listingMenuSchema,
  OWNER_LISTINGS_PAGE_SIZE,
  ownerListingPageSchema,
  ownerListingSchema,
  ownerListingsQuerySchema,
  savedMenuSchema,
} from '@town/shared/listings';
import { keepAnswersPrivate } from '../../lib/private-answers.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import type { ListingsService } from './listings.service.ts';

const errors = { ...apiErrorResponses, 403: apiErrorSchema, 409: apiErrorSchema };
export const listingParamsSchema = z.object({ id: z.uuid() });
const stateSchema = z.object({
  status: z.enum(LISTING_STATUSES),
  pendingChange: ownerListingSchema.shape.pendingChange,
});

/**
 * Changes per account and route: a day's editing, not a flood of revisions (each kept whole,
 * and all of them read by the town hall's review).
 */
export const OWNER_WRITE_LIMIT = { max: 300, timeWindow: 60 * 60_000 };
/** A write route's `config`: counted per account once signed in (the auth hook has run). */
export const ownerWriteLimit = {
  rateLimit: {
    ...OWNER_WRITE_LIMIT,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `owner-writes:user:${request.user?.id}`,
  },
};

const ownership =
  'Owners act on their own listings only: another owner’s is a 404, as if it did not exist. Admins may act on any ' +
  '(and every such action is audited). A plain user gets 403, an anonymous request 401.';

/** Owners editing their listings, sending them for review, and taking them down (docs/listings.md). */
export const ownerListingsRoutes: FastifyPluginAsyncZod<{ service: ListingsService }> = async (app, { service }) => {
  keepAnswersPrivate(app);
  // 401/403 before looking at the request's content.
  const preValidation = async (request: FastifyRequest) => void app.auth.requireRole(request, 'owner');
  const owner = (request: FastifyRequest) => app.auth.requireRole(request, 'owner');

  app.get(
    '/api/v1/owner/assets',
    {
      preValidation,
      schema: {
        tags: ['listings'],
        summary: 'The signed-in owner’s listings, newest change first, a page at a time',
        description:
          'Every status unless `status` says one. `q`: words each found in a name (in any language) or the address, ' +
          'case and accents aside; `type`: one kind (a public list: `rent`, `long`, `sale`, `hotel`…). ' +
          `\`limit\` a page (${OWNER_LISTINGS_PAGE_SIZE} unless given), \`total\` how many were found; \`kinds\` ` +
          'the kinds of all the owner’s listings, whatever the search. `pendingChange` tells a published ' +
          'listing’s change waiting to be sent or reviewed. Only the caller’s own listings, an admin’s too.',
        querystring: ownerListingsQuerySchema,
        response: { 200: ownerListingPageSchema, ...errors },
      },
    },
    async (request, reply) => reply.send(await service.ownListings(owner(request), request.query)),
  );

  app.post(
    '/api/v1/owner/assets',
    {
      preValidation,
      config: ownerWriteLimit,
      schema: {
        tags: ['listings'],
        summary: 'A new listing (a draft)',
        description:
          'Shown nowhere until the town hall publishes it. Its photos are added afterwards (…/images). A place to eat ' +
          'gets its menu key (`productId`). Content that breaks a rule is a 400 naming the fields.',
        body: listingContentSchema,
        response: { 201: z.object({ id: z.uuid() }), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(owner(request), request.body)),
  );

  app.get(
    '/api/v1/owner/assets/:id',
    {
      preValidation,
      schema: {
        tags: ['listings'],
        summary: 'A listing as its editor opens it',
        description: `Its newest revision, its photos' renditions and where it stands. ${ownership}`,
        params: listingParamsSchema,
        response: { 200: listingDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.send(await service.readForActor(owner(request), request.params.id)),
  );

  app.put(
    '/api/v1/owner/assets/:id',
    {
      preValidation,
      config: ownerWriteLimit,
      schema: {
        tags: ['listings'],
        summary: 'Change a listing (photos and menu are kept as they are)',
        description:
          'Kept as a new revision. The phone, opening hours and prices go live at once; any other change ' +
          'waits for review while the published version stays up, and takes back a submission waiting for review ' +
          `(docs/listings.md#life). The type cannot change (400). ${ownership}`,
        params: listingParamsSchema,
        body: listingContentSchema,
        response: { 200: listingDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.send(await service.replaceContent(owner(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/v1/owner/assets/:id',
    {
      preValidation,
      config: ownerWriteLimit,
      schema: {
        tags: ['listings'],
        summary: 'Delete a listing that was never published',
        description: `A listing that was ever published: 409 LISTING_NOT_DELETABLE (unpublish it instead). ${ownership}`,
        params: listingParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(owner(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/v1/owner/assets/:id/menu',
    {
      preValidation,
      config: ownerWriteLimit,
      schema: {
        tags: ['listings'],
        summary: 'Replace a place to eat’s menu',
        description:
          'Kept as a new revision. On a listing that was published, the price, allergens and availability of each ' +
          'dish already on the public menu (known by its name) go live at once; names, descriptions and dishes ' +
          'added, removed or moved wait for review like any change (docs/listings.md#menus). `menuChange` tells how ' +
          `many dishes changed at once and whether anything waits. Another type: 409 LISTING_STATE. ${ownership}`,
        params: listingParamsSchema,
        body: listingMenuSchema,
        response: { 200: savedMenuSchema, ...errors },
      },
    },
    async (request, reply) => reply.send(await service.replaceMenu(owner(request), request.params.id, request.body)),
  );

  app.post(
    '/api/v1/owner/assets/:id/submit',
    {
      preValidation,
      config: ownerWriteLimit,
      schema: {
        tags: ['listings'],
        summary: 'Send the listing (or its change) for review',
        description:
          'A listing not shown goes to `review`; a published one stays up with `pendingChange: review`. Already ' +
          `waiting, or nothing changed since publication: 409 LISTING_STATE. ${ownership}`,
        params: listingParamsSchema,
        response: { 200: stateSchema, ...errors },
      },
    },
    async (request, reply) => reply.send(await service.submit(owner(request), request.params.id)),
  );

  app.post(
    '/api/v1/owner/assets/:id/withdraw',
    {
      preValidation,
      config: ownerWriteLimit,
      schema: {
        tags: ['listings'],
        summary: 'Take back a submission',
        description: `Nothing waiting for review: 409 LISTING_STATE. ${ownership}`,
        params: listingParamsSchema,
        response: { 200: stateSchema, ...errors },
      },
    },
    async (request, reply) => reply.send(await service.withdraw(owner(request), request.params.id)),
  );

  app.post(
    '/api/v1/owner/assets/:id/unpublish',
    {
      preValidation,
      config: ownerWriteLimit,
      schema: {
        tags: ['listings'],
        summary: 'Take a published listing off the guide',
        description: `Only the town hall puts it back. Not published: 409 LISTING_STATE. ${ownership}`,
        params: listingParamsSchema,
        response: { 200: z.object({ status: z.literal('unpublished') }), ...errors },
      },
    },
    async (request, reply) => reply.send(await service.unpublish(owner(request), request.params.id)),
  );
};
