import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSchema, profileUpdateSchema } from '@town/shared/accounts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import type { AccountsService } from './accounts.service.ts';

const tags = ['accounts'];
const security = [{ appKey: [], bearer: [] }];

/**
 * The signed-in person's own profile. There is no user id in the path or the body:
 * the access token says whose profile it is, so nobody reads or changes another's.
 */
export const profileRoutes: FastifyPluginAsyncZod<{ service: AccountsService }> = async (app, { service }) => {
  const signedIn = async (request: FastifyRequest) => {
    app.auth.requireUser(request);
  };

  app.get(
    '/api/v1/users_profile',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "The signed-in user's profile",
        response: { 200: profileSchema, ...apiErrorResponses },
      },
    },
    async (request) => service.profile(app.auth.requireUser(request).id),
  );

  app.put(
    '/api/v1/users_profile',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "Change the signed-in user's name, phone, language or theme",
        description:
          'Only the fields given change; an empty or null phone clears it. E-mail and role cannot be changed here.',
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...apiErrorResponses },
      },
    },
    async (request) => service.updateProfile(app.auth.requireUser(request).id, request.body),
  );
};
