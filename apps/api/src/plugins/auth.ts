import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@town/shared/accounts';
import { forbidden, unauthenticated } from '../lib/http-errors.ts';

export type { Role };

export interface AuthUser {
  id: string;
  role: Role;
  /** The refresh-token family (session) this access token was issued for. */
  sessionId: string;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const ACCESS_TOKEN_ISSUER = 'coastal-town-guide';

/** Each role has the powers of those below it: an admin may do what an owner may. */
const ROLE_RANK: Record<Role, number> = { user: 0, owner: 1, admin: 2 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous request. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    auth: {
      issueAccessToken(user: AuthUser): Promise<string>;
      /** Returns the signed-in user or throws 401 UNAUTHENTICATED. */
      requireUser(request: FastifyRequest): AuthUser;
      /**
       * Returns the signed-in user if their role (read from the database on this request)
       * is `role` or above (admin > owner > user); else 401, or 403 FORBIDDEN when signed in.
       */
      requireRole(request: FastifyRequest, role: 'owner' | 'admin'): AuthUser;
    };
  }
}

export interface AuthOptions {
  /**
   * The user's current role while the session lives; undefined once it has ended. The
   * accounts module answers it (app.ts passes it in): sessions are its tables.
   */
  liveSessionRole(userId: string, sessionId: string): Promise<Role | undefined>;
}

/**
 * Short-lived bearer access tokens (HS256 JWT, docs/decisions/003-sessions.md). An empty or absent
 * Authorization header is anonymous; a tampered or expired token, or one whose session
 * has ended (sign-out, password change, refresh-token reuse), is refused where a user
 * is required. The role is read from the database, so a changed role applies at once, and a
 * locked account's tokens are refused (docs/listings.md#roles).
 */
export const authPlugin = fp<AuthOptions>(
  async (app, { liveSessionRole }) => {
    const key = new TextEncoder().encode(app.config.authSecret);

    app.decorateRequest('user', null);
    app.decorate('auth', {
      async issueAccessToken(user: AuthUser) {
        return new SignJWT({ role: user.role, sid: user.sessionId })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(user.id)
          .setIssuer(ACCESS_TOKEN_ISSUER)
          .setIssuedAt()
          .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
          .sign(key);
      },
      requireUser(request: FastifyRequest) {
        if (!request.user) throw unauthenticated();
        return request.user;
      },
      requireRole(request: FastifyRequest, role: 'owner' | 'admin') {
        if (!request.user) throw unauthenticated();
        if (ROLE_RANK[request.user.role] < ROLE_RANK[role]) throw forbidden(`Only ${role}s may do this`);
        return request.user;
      },
    });

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header || !request.url.startsWith('/api/')) return;
      const match = /^Bearer\s+(.+)$/i.exec(header.trim());
      if (!match?.[1]) return;
      let userId: string;
      let sessionId: string;
      try {
        const { payload } = await jwtVerify(match[1], key, { issuer: ACCESS_TOKEN_ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return;
        if (!UUID.test(payload.sub) || !UUID.test(payload.sid)) return;
        userId = payload.sub;
        sessionId = payload.sid;
      } catch {
        return;
      }
      const role = await liveSessionRole(userId, sessionId);
      if (role) request.user = { id: userId, role, sessionId };
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
