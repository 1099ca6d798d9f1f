import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@town/shared';
import {
  adminListingPageSchema,
  listingOwnerChangeSchema,
  listingRevisionsSchema,
  reviewQueueSchema,
} from '@town/shared/admin';
import { ADMIN_LISTINGS_PAGE_SIZE, LISTING_STATUSES, reasonSchema } from '@town/shared/listings';
import { keepAnswersPrivate } from '../../lib/private-answers.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import type { ListingsService } from './listings.service.ts';
import { listingParamsSchema } from './owner-listings.routes.ts';

const errors = { ...apiErrorResponses, 403: apiErrorSchema, 409: apiErrorSchema };
const statusSchema = (status: z.ZodType<string>) => z.object({ status });
const audited = 'Admins only (403 otherwise); written to the audit log in the same transaction.';

/** The town hall's side of listings: the review queue, publication, and any listing (docs/listings.md#town-hall). */
export const adminListingsRoutes: FastifyPluginAsyncZod<{ service: ListingsService }> = async (app, { service }) => {
  keepAnswersPrivate(app);
  const preValidation = async (request: FastifyRequest) => void app.auth.requireRole(request, 'admin');
  const admin = (request: FastifyRequest) => app.auth.requireRole(request, 'admin');

  app.get(
    '/api/v1/admin/review',
    {
      preValidation,
      schema: {
        tags: ['admin'],
        summary: 'New listings and changes waiting for review, oldest first',
        description: 'Admins only (403 otherwise).',
        response: { 200: reviewQueueSchema, ...errors },
      },
    },
    async (_request, reply) => reply.send({ items: await service.reviewQueue() }),
  );

  app.get(
    '/api/v1/admin/assets',
    {
      preValidation,
      schema: {
        tags: ['admin'],
        summary: 'Every listing: search by name, filter by status',
        description: `Newest change first, ${ADMIN_LISTINGS_PAGE_SIZE} a page. Admins only (403 otherwise).`,
        querystring: z.object({
          q: z.string().trim().max(100).optional(),
          status: z.enum(LISTING_STATUSES).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: { 200: adminListingPageSchema, ...errors },
      },
    },
    async (request, reply) => reply.send(await service.search(request.query)),
  );

  app.get(
    '/api/v1/admin/assets/:id/revisions',
    {
      preValidation,
      schema: {
        tags: ['admin'],
        summary: 'A listing’s revisions, newest first, with their content',
        description:
          'The review compares the newest `submitted` one with the newest `published` one (and the `live` ones ' +
          'after it). Admins only (403 otherwise).',
        params: listingParamsSchema,
        response: { 200: listingRevisionsSchema, ...errors },
      },
    },
    async (request, reply) => reply.send({ items: await service.revisions(request.params.id) }),
  );

  app.post(
    '/api/v1/admin/assets/:id/publish',
    {
      preValidation,
      schema: {
        tags: ['admin'],
        summary: 'Publish the submitted revision',
        description:
          'Copied into the catalogue in one transaction (every public answer follows at once); the owner is ' +
          `mailed. Nothing waiting for review: 409 LISTING_STATE. ${audited}`,
        params: listingParamsSchema,
        response: { 200: statusSchema(z.literal('published')), ...errors },
      },
    },
    async (request, reply) => reply.send(await service.publish(admin(request), request.params.id)),
  );

  app.post(
    '/api/v1/admin/assets/:id/reject',
    {
      preValidation,
      schema: {
        tags: ['admin'],
        summary: 'Reject the submitted revision, with a reason',
        description:
          'A listing never shown becomes `rejected`; a published one stays up (its change `rejected`). The owner is ' +
          `mailed the reason. Nothing waiting for review: 409 LISTING_STATE. ${audited}`,
        params: listingParamsSchema,
        body: reasonSchema,
        response: { 200: statusSchema(z.enum(LISTING_STATUSES)), ...errors },
      },
    },
    async (request, reply) => reply.send(await service.reject(admin(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/api/v1/admin/assets/:id/unpublish',
    {
      preValidation,
      schema: {
        tags: ['admin'],
        summary: 'Take a published listing off the guide',
        description: `Not published: 409 LISTING_STATE. ${audited}`,
        params: listingParamsSchema,
        response: { 200: statusSchema(z.literal('unpublished')), ...errors },
      },
    },
    async (request, reply) => reply.send(await service.unpublish(admin(request), request.params.id)),
  );

  app.post(
    '/api/v1/admin/assets/:id/republish',
    {
      preValidation,
      schema: {
        tags: ['admin'],
        summary: 'Put an unpublished listing back up, as last published',
        description: `Not unpublished: 409 LISTING_STATE. ${audited}`,
        params: listingParamsSchema,
        response: { 200: statusSchema(z.literal('published')), ...errors },
      },
    },
    async (request, reply) => reply.send(await service.republish(admin(request), request.params.id)),
  );

  app.put(
    '/api/v1/admin/assets/:id/owner',
    {
      preValidation,
      schema: {
        tags: ['admin'],
        summary: 'Give a listing to another owner',
        description: `The new owner must be an owner's or admin's account (else 400). ${audited}`,
        params: listingParamsSchema,
        body: listingOwnerChangeSchema,
        response: { 200: listingOwnerChangeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.send(await service.transfer(admin(request), request.params.id, request.body.ownerId)),
  );
};
