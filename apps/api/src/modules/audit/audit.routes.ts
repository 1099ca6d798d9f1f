import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, PAGE_LIMIT } from '@town/shared';
import { AUDIT_PAGE_SIZE, auditPageSchema } from '@town/shared/admin';
import { keepAnswersPrivate } from '../../lib/private-answers.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import { nameEntries, type AuditNameSources } from './audit.names.ts';
import type { AuditService } from './audit.service.ts';

const pageSize = z
  .string()
  .regex(/^\d{1,3}$/, 'Must be a whole number')
  .transform(Number)
  .pipe(z.number().int().min(1).max(PAGE_LIMIT.max))
  .default(AUDIT_PAGE_SIZE);

/**
 * The town hall's audit log, for admins to read (docs/listings.md#audit). There is no route
 * that changes it: entries are written only by the actions they record.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ service: AuditService } & AuditNameSources> = async (
  app,
  { service, ...names },
) => {
  keepAnswersPrivate(app);
  const adminOnly = async (request: FastifyRequest) => {
    app.auth.requireRole(request, 'admin');
  };

  app.get(
    '/api/v1/admin/audit',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        security: [{ appKey: [], bearer: [] }],
        summary: 'Every admin action, newest first',
        description:
          'Who, what, on what, when, and the state before and after, with today’s names: the actor’s, the target’s (`targetName`, a listing’s or an account’s; null for other targets and one no longer kept) and those of the accounts the states name (`accountNames`, by id). For the next page, pass the last entry’s `createdAt` as `before` (times are exact to the microsecond).',
        querystring: z.object({ before: z.iso.datetime({ offset: true }).optional(), limit: pageSize }),
        response: { 200: auditPageSchema, 403: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await nameEntries(await service.list(request.query), names) }),
  );
};
