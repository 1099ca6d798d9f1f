import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config.ts';

const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';
/** Where Google Analytics 4 sends its hits, once the tag is allowed to load. */
const GOOGLE_ANALYTICS_ENDPOINTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * The origins the page may load scripts from, send data to and show pixels from,
 * besides our own: exactly the configured analytics origin (and, for Google's tag,
 * its collection endpoints), only when analytics is configured. The consent layer
 * still holds the script back until measurement consent.
 */
export function analyticsOrigins(analytics: AppConfig['analytics']): string[] {
  if (!analytics.scriptUrl) return [];
  const origin = new URL(analytics.scriptUrl).origin;
  return origin === GOOGLE_TAG_ORIGIN ? [origin, ...GOOGLE_ANALYTICS_ENDPOINTS] : [origin];
}

function helmetOptions(config: AppConfig): HelmetOptions {
  const analytics = analyticsOrigins(config.analytics);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...analytics],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...analytics],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** Runs helmet once against a recording response: the headers depend on configuration only. */
function computeHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  headers['Permissions-Policy'] = 'camera=(), microphone=(), geolocation=(self), payment=()';
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every answer carries, as name → value (computed once, from configuration). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

/**
 * Strict security headers on every answer, refusals included. Styles allow 'unsafe-inline'
 * because MUI (emotion) injects style elements at run time; scripts never do. Every request
 * the page makes stays on our own origin: tiles and weather come through our server
 * (docs/architecture.md). The headers are computed once at start: building the CSP on every
 * request cost ~30% of a cheap request's CPU. Answers written before any hook runs (the
 * router's and Node's parser's refusals, plugins/errors.ts) take them from `app.securityHeaders`.
 */
export const securityPlugin = fp(
  async (app) => {
    const headers = Object.freeze(computeHeaders(helmetOptions(app.config)));
    app.decorate('securityHeaders', headers);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security', dependencies: ['config'] },
);
