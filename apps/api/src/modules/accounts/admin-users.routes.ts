import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@town/shared';
import { ADMIN_USERS_LIMIT, adminUserChangeSchema, adminUserSchema, adminUsersSchema } from '@town/shared/admin';
import { apiErrorResponses } from '../../lib/schemas.ts';
import type { AccountsService } from './accounts.service.ts';

const tags = ['admin'];
const security = [{ appKey: [], bearer: [] }];

/** The town hall's accounts (docs/listings.md#roles): find people, change their role, lock them out. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ service: AccountsService }> = async (app, { service }) => {
  // Checked before the input: whoever is not an admin learns nothing about what a valid request is.
  const adminOnly = async (request: FastifyRequest) => {
    app.auth.requireRole(request, 'admin');
  };

  app.get(
    '/api/v1/admin/users',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Find accounts by e-mail or name',
        description: `\`q\` is matched anywhere in the e-mail or the name, whatever the case and accents; the newest accounts first, at most ${ADMIN_USERS_LIMIT}. Without \`q\`: the newest accounts.`,
        querystring: z.object({ q: z.string().trim().max(254).optional() }),
        response: { 200: adminUsersSchema, 403: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await service.findUsers(request.query.q || undefined) }),
  );

  app.put(
    '/api/v1/admin/users/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: "Change an account's role or lock it",
        description:
          'Audited (before and after). Locking ends every session of the account at once; a locked account cannot sign in. An admin cannot demote or lock their own account (409 SELF_CHANGE).',
        params: z.object({ id: z.uuid() }),
        body: adminUserChangeSchema,
        response: { 200: adminUserSchema, 403: apiErrorSchema, 409: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request) => service.changeUser(app.auth.requireRole(request, 'admin'), request.params.id, request.body),
  );
};
