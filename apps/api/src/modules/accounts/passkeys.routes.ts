import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@town/shared';
import {
  authSessionSchema,
  biometricsRegistrationBodySchema,
  biometricsSigninBodySchema,
  passkeyAuthenticationOptionsSchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
} from '@town/shared/accounts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import { deviceCookies } from './accounts.device-cookie.ts';
import { authRateLimits, perIpLimit } from './accounts.rate-limits.ts';
import { sessionAnswer, type AccountsService } from './accounts.service.ts';
import { setRefreshCookie, userAgentOf } from './accounts.tokens.ts';
import type { PasskeysService } from './passkeys.service.ts';

const tags = ['accounts'];
const security = [{ appKey: [], bearer: [] }];
const noContent = z.null().describe('No content');

/** "Biometric sign-in" (docs/product.md): WebAuthn passkeys, registered while signed in. */
export const passkeysRoutes: FastifyPluginAsyncZod<{ service: AccountsService; passkeys: PasskeysService }> = async (
  app,
  { service, passkeys },
) => {
  const limits = authRateLimits(app);
  const devices = deviceCookies(app.config);
  const signedIn = async (request: FastifyRequest) => {
    app.auth.requireUser(request);
  };
  const signedInUser = (request: FastifyRequest) => service.account(app.auth.requireUser(request).id);

  app.post(
    '/api/v1/auth/biometrics_token',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Register a passkey: `{step: "options"}`, then `{step: "verify", response}`',
        description:
          'The options go to @simplewebauthn/browser `startRegistration`; its result comes back as `response`.',
        body: biometricsRegistrationBodySchema,
        response: { 200: passkeyRegistrationOptionsSchema, 201: passkeySchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const body = request.body;
      if (body.step === 'options') return reply.send(await passkeys.registrationOptions(user));
      return reply.status(201).send(await passkeys.verifyRegistration(user, body.response));
    },
  );

  app.post(
    '/api/v1/auth/signinBiometrics',
    {
      config: { rateLimit: perIpLimit('passkeySignin', limits.signin) },
      schema: {
        tags,
        summary: 'Sign in with a passkey: `{step: "options", email?}`, then `{step: "verify", response}`',
        description:
          "The options go to @simplewebauthn/browser `startAuthentication`; its result comes back as `response`. With an e-mail, `allowCredentials` lists that account's passkeys (empty: it has none). A locked account's passkey gets 403 ACCOUNT_LOCKED.",
        body: biometricsSigninBodySchema,
        response: {
          200: z.union([passkeyAuthenticationOptionsSchema, authSessionSchema]),
          403: apiErrorSchema,
          ...apiErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.step === 'options') return passkeys.authenticationOptions(body.email);
      const userId = await passkeys.verifyAuthentication(body.response);
      const session = await service.startPasskeySession(userId, userAgentOf(request));
      setRefreshCookie(reply, app.config, session.refreshToken);
      devices.issue(reply, session.user.email);
      return sessionAnswer(session);
    },
  );

  app.post(
    '/api/v1/auth/biometrics_reset',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "Remove all the signed-in user's passkeys",
        response: { 204: noContent, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      await passkeys.reset(app.auth.requireUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
