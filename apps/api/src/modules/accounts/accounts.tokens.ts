import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EMAIL_VERIFICATION_LINK_LIFETIME_HOURS,
  PASSWORD_RESET_LINK_LIFETIME_HOURS,
  SESSION_LIFETIME_DAYS,
} from '@town/shared/accounts';
import type { AppConfig } from '../../config.ts';

/** A refresh token lives SESSION_LIFETIME_DAYS after it was issued; every refresh issues a new one. */
export const REFRESH_TOKEN_TTL_SECONDS = SESSION_LIFETIME_DAYS * 24 * 60 * 60;
/** A password-reset link works for PASSWORD_RESET_LINK_LIFETIME_HOURS (and once). */
export const RESET_TOKEN_TTL_SECONDS = PASSWORD_RESET_LINK_LIFETIME_HOURS * 60 * 60;
/** An address-verification link works for EMAIL_VERIFICATION_LINK_LIFETIME_HOURS (and once). */
export const VERIFICATION_TOKEN_TTL_SECONDS = EMAIL_VERIFICATION_LINK_LIFETIME_HOURS * 60 * 60;

export const REFRESH_COOKIE = 'town_refresh';
/** The cookie goes only to the endpoints that need it (refresh, sign-out), never to the rest of the API. */
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

/** 256 random bits, URL-safe: unguessable, so a fast hash is enough to store it. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The attributes of the cookies the sign-in endpoints set (the refresh token's, the device's). */
export function authCookieOptions(config: Pick<AppConfig, 'publicUrl'>) {
  return {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: new URL(config.publicUrl).protocol === 'https:',
  };
}

export function setRefreshCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...authCookieOptions(config), maxAge: REFRESH_TOKEN_TTL_SECONDS });
}

export function clearRefreshCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(REFRESH_COOKIE, authCookieOptions(config));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  // Anything else was not issued by us; it would only cost a database lookup.
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

/** Kept with the session so that a person can tell their devices apart later. */
export function userAgentOf(request: FastifyRequest): string | null {
  const agent = request.headers['user-agent'];
  const printable = typeof agent === 'string' ? agent.replace(/\p{Cc}/gu, '').slice(0, 300) : '';
  return printable || null;
}
