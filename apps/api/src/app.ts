import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { consentRoutes } from './modules/consent/consent.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { siteConfigRoutes } from './modules/site-config/site-config.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { tilesRoutes } from './modules/tiles/tiles.routes.ts';
import { weatherRoutes } from './modules/weather/weather.routes.ts';
import { webcamsRoutes } from './modules/webcams/webcams.routes.ts';
import { appKeyPlugin } from './plugins/app-key.ts';
import { authPlugin } from './plugins/auth.ts';
import { configPlugin } from './plugins/config.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { mailPlugin } from './plugins/mail.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { swaggerPlugin } from './plugins/swagger.ts';

/** The whole product's HTTP app: plugins, then modules. It never listens (server.ts does). */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Requests are logged without the query (reset links carry tokens) and without the
      // client's address (personal data): method, path, status and time are enough.
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
      },
    },
    // A hop count trusts that many proxies in front of us, and no X-Forwarded-For entry beyond them.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(dbPlugin);
  await app.register(mailPlugin);
  await app.register(appKeyPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(swaggerPlugin);

  await app.register(systemRoutes);
  await app.register(catalogueRoutes);
  await app.register(tilesRoutes);
  await app.register(accountsRoutes);
  await app.register(bookingsRoutes);
  await app.register(messagesRoutes);
  await app.register(weatherRoutes);
  await app.register(webcamsRoutes);
  await app.register(consentRoutes);
  await app.register(siteConfigRoutes);

  await app.register(staticWebPlugin);
  return app;
}
