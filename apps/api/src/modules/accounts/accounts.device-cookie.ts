import { createHmac, randomBytes } from 'node:crypto';
import { signerFactory } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { authCookieOptions } from './accounts.tokens.ts';

export const DEVICE_COOKIE = 'town_device';
/** How long a browser stays a known device of an account; the privacy policy says one year. */
export const DEVICE_COOKIE_LIFETIME_DAYS = 365;

/**
 * OWASP's device cookies (docs/rules.md#rate-limits): a browser that signed in to an account
 * gets a signed cookie naming that account (by a keyed hash, never the e-mail itself) and an
 * id of its own. Sign-ins and reset requests for the account that present it are counted in
 * that device's own bucket, so strangers' failed attempts never lock its owner out.
 */
export function deviceCookies(config: Pick<AppConfig, 'authSecret' | 'publicUrl'>) {
  // A key of its own, derived from the auth secret: a device cookie is no token of any other kind.
  const key = createHmac('sha256', config.authSecret).update('town device cookie').digest();
  const signer = signerFactory(key);

  /** An account as the cookie and the rate-limit store name it: a keyed hash of its e-mail or id. */
  const accountTag = (account: string) => createHmac('sha256', key).update(account).digest('base64url').slice(0, 22);

  return {
    accountTag,

    /** After a successful sign-in: this browser is now a known device of the account (a new id, a fresh count). */
    issue(reply: FastifyReply, email: string): void {
      const value = `${accountTag(email)}.${randomBytes(16).toString('base64url')}`;
      reply.setCookie(DEVICE_COOKIE, signer.sign(value), {
        ...authCookieOptions(config),
        maxAge: DEVICE_COOKIE_LIFETIME_DAYS * 86_400,
      });
    },

    /** The device's id when the request carries a genuine device cookie for this account; else undefined. */
    deviceOf(request: FastifyRequest, email: string): string | undefined {
      const cookie = request.cookies[DEVICE_COOKIE];
      if (!cookie) return undefined;
      const unsigned = signer.unsign(cookie);
      if (!unsigned.valid) return undefined;
      const [tag, id] = unsigned.value.split('.');
      return tag === accountTag(email) && id ? id : undefined;
    },
  };
}

export type DeviceCookies = ReturnType<typeof deviceCookies>;
