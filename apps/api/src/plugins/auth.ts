import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { unauthenticated } from '../lib/http-errors.ts';

export type Role = 'user' | 'owner' | 'admin';

export interface AuthUser {
  id: string;
  role: Role;
  /** The refresh-token family (session) this access token was issued for. */
  sessionId: string;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

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
    };
  }
}

/**
 * Short-lived bearer access tokens (HS256 JWT, DESIGN.md §4). An empty or absent
 * Authorization header is anonymous; a tampered or expired token is refused where
 * a user is required.
 */
export const authPlugin = fp(
  async (app) => {
    const key = new TextEncoder().encode(app.config.authSecret);
    const issuer = 'coastal-town-guide';

    app.decorateRequest('user', null);
    app.decorate('auth', {
      async issueAccessToken(user: AuthUser) {
        return new SignJWT({ role: user.role, sid: user.sessionId })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(user.id)
          .setIssuer(issuer)
          .setIssuedAt()
          .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
          .sign(key);
      },
      requireUser(request: FastifyRequest) {
        if (!request.user) throw unauthenticated();
        return request.user;
      },
    });

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header || !request.url.startsWith('/api/')) return;
      const match = /^Bearer\s+(.+)$/i.exec(header.trim());
      if (!match?.[1]) return;
      try {
        const { payload } = await jwtVerify(match[1], key, { issuer, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return;
        const role = payload.role === 'owner' || payload.role === 'admin' ? payload.role : 'user';
        request.user = { id: payload.sub, role, sessionId: payload.sid };
      } catch {
        request.user = null;
      }
    });
  },
  { name: 'auth', dependencies: ['config'] },
);
