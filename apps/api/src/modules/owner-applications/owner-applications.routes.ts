import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@town/shared';
import {
  adminOwnerApplicationsSchema,
  OWNER_APPLICATION_STATUSES,
  ownerApplicationDecisionSchema,
} from '@town/shared/admin';
import { reasonSchema } from '@town/shared/listings';
import {
  myOwnerApplicationSchema,
  ownerApplicationBodySchema,
  ownerApplicationCreatedSchema,
} from '@town/shared/owner-applications';
import { keepAnswersPrivate } from '../../lib/private-answers.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import { APPLICATIONS_LIMIT, type OwnerApplicationsService } from './owner-applications.service.ts';

const security = [{ appKey: [], bearer: [] }];
const idParams = z.object({ id: z.uuid() });

/** Applying to be an owner, and the town hall's decisions (docs/listings.md#becoming-an-owner). */
export const ownerApplicationsRoutes: FastifyPluginAsyncZod<{ service: OwnerApplicationsService }> = async (
  app,
  { service },
) => {
  // Tax ids, phones and the applicants' names: no cache keeps them.
  keepAnswersPrivate(app);
  // Checked before the input: whoever may not ask learns nothing about what a valid request is.
  const signedIn = async (request: FastifyRequest) => {
    app.auth.requireUser(request);
  };
  const adminOnly = async (request: FastifyRequest) => {
    app.auth.requireRole(request, 'admin');
  };

  app.post(
    '/api/v1/owner/application',
    {
      onRequest: signedIn,
      schema: {
        tags: ['owners'],
        security,
        summary: 'Apply to run listings as an owner',
        description:
          'The tax id is a Spanish NIF, NIE or CIF with its control character, or an EU VAT number; it is stored normalised. 409 APPLICATION_PENDING while one is pending, 409 ALREADY_OWNER for an owner or admin, 403 EMAIL_NOT_VERIFIED until the account’s address is verified.',
        body: ownerApplicationBodySchema,
        response: {
          201: ownerApplicationCreatedSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          ...apiErrorResponses,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await service.apply(app.auth.requireUser(request), request.body)),
  );

  app.get(
    '/api/v1/owner/application',
    {
      onRequest: signedIn,
      schema: {
        tags: ['owners'],
        security,
        summary: "The signed-in user's latest application to be an owner",
        response: { 200: myOwnerApplicationSchema, ...apiErrorResponses },
      },
    },
    async (request) => service.latest(app.auth.requireUser(request).id),
  );

  app.get(
    '/api/v1/admin/owner_applications',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Applications to be an owner, with their applicants',
        description: `The pending ones first, oldest first; then the decided ones, the latest decision first. At most ${APPLICATIONS_LIMIT}.`,
        querystring: z.object({ status: z.enum(OWNER_APPLICATION_STATUSES).optional() }),
        response: { 200: adminOwnerApplicationsSchema, 403: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await service.list(request.query.status) }),
  );

  app.post(
    '/api/v1/admin/owner_applications/:id/approve',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Approve an application: the account becomes an owner',
        description:
          'An admin account stays admin. The applicant is mailed in their language; audited. 409 APPLICATION_DECIDED when it was already decided.',
        params: idParams,
        response: {
          200: ownerApplicationDecisionSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          ...apiErrorResponses,
        },
      },
    },
    async (request) => service.approve(app.auth.requireRole(request, 'admin'), request.params.id),
  );

  app.post(
    '/api/v1/admin/owner_applications/:id/reject',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Reject an application, with the reason',
        description:
          'The applicant is mailed the reason in their language and may apply again; audited. 409 APPLICATION_DECIDED when it was already decided.',
        params: idParams,
        body: reasonSchema,
        response: {
          200: ownerApplicationDecisionSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          ...apiErrorResponses,
        },
      },
    },
    async (request) => service.reject(app.auth.requireRole(request, 'admin'), request.params.id, request.body.reason),
  );
};
