import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, ERROR_CODES } from '@town/shared';
import {
  authSessionSchema,
  changePasswordBodySchema,
  rememberPasswordAnswerSchema,
  rememberPasswordBodySchema,
  resendVerificationAnswerSchema,
  signinBodySchema,
  signupBodySchema,
  verifyEmailBodySchema,
} from '@town/shared/accounts';
import { badRequest, HttpError, unauthenticated } from '../../lib/http-errors.ts';
import { keepAnswersPrivate } from '../../lib/private-answers.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import { deviceCookies } from './accounts.device-cookie.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { accountLimiter, authRateLimits, perIpLimit } from './accounts.rate-limits.ts';
import { invalidCredentials, sessionAnswer, type AccountsService } from './accounts.service.ts';
import { isCommonPassword } from './common-passwords.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie, userAgentOf } from './accounts.tokens.ts';
import { passkeysRoutes } from './passkeys.routes.ts';
import type { PasskeysService } from './passkeys.service.ts';
import { profileRoutes } from './profile.routes.ts';

const tags = ['accounts'];
const noContent = z.null().describe('No content');

/**
 * A new password the shared rules accept may still be a well-known one: the same 400 as a
 * broken rule, naming `password.common` (docs/rules.md#accounts). The list is the API's only.
 */
function refuseCommonPassword(field: 'password' | 'newPassword', password: string): void {
  if (isCommonPassword(password)) {
    throw badRequest(`Invalid body: body.${field}`, [{ field: `body.${field}`, message: 'password.common' }]);
  }
}

/** Accounts (docs/api.md): sign-up, sign-in, sessions, passwords, passkeys, the profile, and the admins' user list. */
export const accountsRoutes: FastifyPluginAsyncZod<{ service: AccountsService; passkeys: PasskeysService }> = async (
  app,
  { service, passkeys },
) => {
  // Tokens, cookies and profiles: no answer of this module may be kept by a cache.
  keepAnswersPrivate(app);
  await app.register(authRoutes, { service });
  await app.register(passkeysRoutes, { service, passkeys });
  await app.register(profileRoutes, { service });
  await app.register(adminUsersRoutes, { service });
};

const authRoutes: FastifyPluginAsyncZod<{ service: AccountsService }> = async (app, { service }) => {
  // Reminders still being mailed; closing the app waits for them.
  const pendingReminders = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.all(pendingReminders);
  });
  const limits = authRateLimits(app);
  const devices = deviceCookies(app.config);
  const signupLimiter = accountLimiter(app, 'signup', limits.signup, devices.accountTag);
  const signinLimiter = accountLimiter(app, 'signin', limits.signin, devices.accountTag);
  const reminderLimiter = accountLimiter(app, 'reminder', limits.reminder, devices.accountTag);
  const passwordChangeLimiter = accountLimiter(app, 'passwordChange', limits.passwordChange, devices.accountTag);
  const verificationLimiter = accountLimiter(app, 'verification', limits.verification, devices.accountTag);

  app.post(
    '/api/v1/auth/signup',
    {
      config: { rateLimit: perIpLimit('signup', limits.signup) },
      schema: {
        tags,
        summary: 'Create an account and sign in',
        description:
          'The password must follow docs/rules.md#accounts; every broken rule is named in `details` (`password.common`: a well-known password). ' +
          'A link that proves the address is mailed in `lang`; until it is opened, `user.emailVerified` is false.',
        body: signupBodySchema,
        response: { 201: authSessionSchema, 409: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      await signupLimiter.hit(request, reply, request.body.email);
      refuseCommonPassword('password', request.body.password);
      const session = await service.signup(request.body, userAgentOf(request));
      setRefreshCookie(reply, app.config, session.refreshToken);
      devices.issue(reply, session.user.email);
      return reply.status(201).send(sessionAnswer(session));
    },
  );

  app.post(
    '/api/v1/auth/signin',
    {
      config: { rateLimit: perIpLimit('signin', limits.signin) },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'A wrong password and an unknown e-mail get the same 401 INVALID_CREDENTIALS; only the right password of a locked account gets 403 ACCOUNT_LOCKED.',
        body: signinBodySchema,
        response: { 200: authSessionSchema, 403: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Counted before the password is verified: parallel guesses cannot slip past the limit.
      await signinLimiter.hit(request, reply, email, devices.deviceOf(request, email));
      const session = await service.signin(request.body, userAgentOf(request));
      if (!session) throw invalidCredentials();
      setRefreshCookie(reply, app.config, session.refreshToken);
      devices.issue(reply, session.user.email);
      return sessionAnswer(session);
    },
  );

  app.post(
    '/api/v1/auth/refresh',
    {
      schema: {
        tags,
        summary: 'Renew the access token with the refresh cookie',
        description: 'The refresh token is rotated; a used one presented again ends its whole session.',
        response: { 200: authSessionSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      const refreshToken = readRefreshCookie(request);
      try {
        if (!refreshToken) throw unauthenticated('No session to renew; sign in');
        const session = await service.refresh(refreshToken, userAgentOf(request));
        setRefreshCookie(reply, app.config, session.refreshToken);
        return sessionAnswer(session);
      } catch (error) {
        // A superseded token belongs to a live session whose newer cookie must stay.
        if (error instanceof HttpError && error.statusCode === 401 && error.code !== ERROR_CODES.refreshSuperseded) {
          clearRefreshCookie(reply, app.config);
        }
        throw error;
      }
    },
  );

  app.post(
    '/api/v1/auth/signout',
    {
      schema: {
        tags,
        summary: 'Sign out: the session and its refresh token are revoked',
        response: { 204: noContent, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      await service.signout(readRefreshCookie(request), request.user?.sessionId);
      clearRefreshCookie(reply, app.config);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/auth/remember_password',
    {
      config: { rateLimit: perIpLimit('reminder', limits.reminder) },
      schema: {
        tags,
        summary: 'Mail a password-reset link',
        description: 'Always 202, whether or not the account exists. The link works once, for one hour.',
        body: rememberPasswordBodySchema,
        response: { 202: rememberPasswordAnswerSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Counted the same whether or not the account exists: the answer tells nothing.
      await reminderLimiter.hit(request, reply, email, devices.deviceOf(request, email));
      // Answered before the work is done: the answer's time must not tell whether the account exists.
      const work = service
        .requestPasswordReset(email)
        .catch((error: unknown) => request.log.error({ err: error }, 'password reminder failed'))
        .finally(() => pendingReminders.delete(work));
      pendingReminders.add(work);
      return reply.status(202).send({ accepted: true as const });
    },
  );

  app.post(
    '/api/v1/auth/change_password',
    {
      config: { rateLimit: perIpLimit('passwordChange', limits.passwordChange) },
      schema: {
        tags,
        summary: 'Change the password, signed in or with a reset link',
        description:
          'Either `{currentPassword, newPassword}` signed in (other sessions end) or `{resetToken, newPassword}` (every session ends; ' +
          'the link came by mail, so the address is verified too, and this browser becomes a known device of the account).',
        body: changePasswordBodySchema,
        response: { 204: noContent, 403: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      const { currentPassword, resetToken, newPassword } = request.body;
      if (currentPassword !== undefined) {
        const user = app.auth.requireUser(request);
        await passwordChangeLimiter.hit(request, reply, user.id);
        refuseCommonPassword('newPassword', newPassword);
        if (!(await service.changePassword(user, currentPassword, newPassword))) {
          // 403, not 401: the person is signed in; their session is fine, the password is not.
          throw new HttpError(403, 'INVALID_CREDENTIALS', 'The current password is not right');
        }
      } else if (resetToken !== undefined) {
        refuseCommonPassword('newPassword', newPassword);
        const email = await service.resetPassword(resetToken, newPassword);
        // The person proved the mailbox: strangers' guesses must not keep them out of it now.
        devices.issue(reply, email);
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/auth/verify_email',
    {
      config: { rateLimit: perIpLimit('verify', limits.verification) },
      schema: {
        tags,
        summary: 'Verify the account’s address with the link mailed to it',
        description:
          'The `token` of `/{lang}/auth/verify?token=…`: 204 and the account’s `emailVerified` becomes true (an address in ' +
          'ADMIN_EMAILS becomes an admin now); an unknown, used or expired link is 400 VERIFICATION_TOKEN_INVALID. ' +
          'No session needed: the link may be opened on any device.',
        body: verifyEmailBodySchema,
        response: { 204: noContent, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      await service.verifyEmail(request.body.token);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/auth/resend_verification',
    {
      config: { rateLimit: perIpLimit('verification', limits.verification) },
      schema: {
        tags,
        summary: 'Mail the signed-in account a new verification link',
        description:
          'Always 202 for a signed-in account (nothing is mailed once it is verified); rate-limited per account (429).',
        response: { 202: resendVerificationAnswerSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      const user = app.auth.requireUser(request);
      await verificationLimiter.hit(request, reply, user.id);
      await service.resendVerification(user.id);
      return reply.status(202).send({ accepted: true as const });
    },
  );
};
