import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Strict security headers. Styles allow 'unsafe-inline' because MUI (emotion) injects
 * style elements at run time; scripts never do. Every request the page makes stays on
 * our own origin: tiles and weather come through our server (DESIGN.md §2).
 */
export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
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
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
    });
  },
  { name: 'security' },
);
