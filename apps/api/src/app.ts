import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import {
  accountsRoutes,
  createAccountsService,
  createPasskeysService,
  findLiveSessionRole,
} from './modules/accounts/index.ts';
import { auditRoutes, createAuditService } from './modules/audit/index.ts';
import { calendarSyncJob, calendarsRoutes, createCalendarsService } from './modules/calendars/index.ts';
import {
  bookingsRoutes,
  completeStaysJob,
  createAvailabilityIndex,
  createBookingsService,
  createNightlyPricesService,
  createRentalCalendarService,
  createStaysSearchService,
  expireRequestsJob,
  nightlyPricesJob,
  rentalsRoutes,
  type AvailabilityIndex,
} from './modules/bookings/index.ts';
import {
  CatalogueRevision,
  catalogueRoutes,
  createCatalogueService,
  createCatalogueWriter,
  createImageStore,
} from './modules/catalogue/index.ts';
import { consentRoutes, createConsentService } from './modules/consent/index.ts';
import {
  adminListingsRoutes,
  createListingsService,
  ownerListingsRoutes,
  photosRoutes,
  photoSweepJob,
} from './modules/listings/index.ts';
import { createFavouritesService, favouritesRoutes } from './modules/favourites/index.ts';
import { createMessagesService, messagesRoutes } from './modules/messages/index.ts';
import { createOwnerApplicationsService, ownerApplicationsRoutes } from './modules/owner-applications/index.ts';
import { createPagesService, pagesRoutes } from './modules/pages/index.ts';
import { retentionCleanUpJob } from './modules/retention/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { siteConfigRoutes } from './modules/site-config/index.ts';
import { createSitemapService, sitemapRoutes } from './modules/sitemap/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { createTilesService, tilesRoutes } from './modules/tiles/index.ts';
import { createTownService, townRoutes } from './modules/town/index.ts';
import { createWeatherService, weatherRoutes } from './modules/weather/index.ts';
import { createWebcamsService, webcamsRoutes } from './modules/webcams/index.ts';
import { webPagesRoutes } from './modules/web-pages/index.ts';
import { createBackupService, nightlyBackupJob } from './backup/index.ts';
import { jobsPlugin } from './jobs/index.ts';
import { appKeyPlugin } from './plugins/app-key.ts';
import { authPlugin } from './plugins/auth.ts';
import { configPlugin } from './plugins/config.ts';
import { dbPlugin } from './plugins/db.ts';
import { drainPlugin } from './plugins/drain.ts';
import { answerClientError, answerFrameworkError, errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { mailDeliveryJob, mailPlugin } from './plugins/mail.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { overloadPlugin } from './plugins/overload.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { swaggerPlugin } from './plugins/swagger.ts';

/** Node's own default: how long a request's headers may take (less when REQUEST_TIMEOUT_MS is less). */
const HEADERS_TIMEOUT_MS = 60_000;
/** How often Node looks for requests past their time: a request late by this much at most is answered. */
const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;

/**
 * The whole product's HTTP app: plugins, then modules. It never listens (server.ts does).
 * Modules meet only here and through each other's index.ts (docs/architecture.md).
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const checkingIntervalMs = Math.min(Math.round(config.requestTimeoutMs / 5), CONNECTIONS_CHECKING_INTERVAL_MS);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Requests are logged without the query (reset links carry tokens) and without the
      // client's address (personal data): method, path, status and time are enough.
      serializers: {
        // A calendar export's path is its secret (docs/rules.md#calendar-sync).
        req: (req: { method: string; url: string }) => ({
          method: req.method,
          url: req.url.split('?')[0]!.replace(/^\/ical\/[^/]+$/, '/ical/…'),
        }),
      },
    },
    // A hop count trusts that many proxies in front of us, and no X-Forwarded-For entry beyond them.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1_048_576,
    // A request (headers and body) that has not arrived whole within REQUEST_TIMEOUT_MS is
    // answered 408 and its connection closed: a client that never finishes would otherwise hold
    // its socket for ever. Node looks for late requests once per checking interval, so the
    // limit it is given is shorter by one interval.
    requestTimeout: config.requestTimeoutMs - checkingIntervalMs,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs - checkingIntervalMs, HEADERS_TIMEOUT_MS),
      connectionsCheckingInterval: checkingIntervalMs,
    },
    // The longest real path parameter is a picture's file name (about 70 characters).
    routerOptions: { maxParamLength: 100 },
    // Refusals made before the error handler can run still answer in the error shape.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  // First of the request hooks, so that every answer carries the headers, refusals included.
  await app.register(securityPlugin);
  // Then a stopping or overloaded process refuses before doing any work.
  await app.register(drainPlugin);
  await app.register(overloadPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(inputGuardPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(dbPlugin);
  await app.register(metricsPlugin);
  await app.register(mailPlugin);
  await app.register(appKeyPlugin);
  await app.register(rateLimitPlugin);
  // Sessions are the accounts module's tables: it answers whether one is still live.
  await app.register(authPlugin, {
    liveSessionRole: (userId, sessionId) => findLiveSessionRole(app.db, userId, sessionId),
  });
  await app.register(swaggerPlugin);

  // Heard once per process, for every cache kept by the catalogue's revision (answers, sitemaps, pages).
  const catalogueRevision = new CatalogueRevision(app.pool, { databaseUrl: config.databaseUrl, log: app.log });
  await catalogueRevision.start();
  app.addHook('onClose', () => catalogueRevision.close());
  // Every rental's nights and holds in memory for dated lists (docs/decisions/019-availability-index.md),
  // loaded in the background: until it is ready, dated lists are answered by SQL.
  const availabilityIndex = createAvailabilityIndex({ db: app.db, databaseUrl: config.databaseUrl, log: app.log });
  void availabilityIndex.start();
  app.addHook('onClose', () => availabilityIndex.close());
  const services = createServices(app, catalogueRevision, availabilityIndex);
  // The town's profile before anything runs by it: its time zone (the jobs' schedules, "today")
  // and its name (mails) are this process's from here on, and follow every change (docs/town.md).
  await services.town.start();
  app.addHook('onClose', () => services.town.close());
  await services.accounts.promoteConfiguredAdmins();
  // A site without pages (a fresh database) starts with the starter pages' templates (docs/pages.md).
  await services.pages.ensureStarterPages();
  await app.register(systemRoutes);
  await app.register(townRoutes, { service: services.town, revision: () => services.catalogue.revision() });
  await app.register(pagesRoutes, { service: services.pages, revision: () => services.catalogue.revision() });
  await app.register(catalogueRoutes, { service: services.catalogue });
  await app.register(searchRoutes, { catalogue: services.catalogue });
  await app.register(favouritesRoutes, { service: services.favourites });
  await app.register(tilesRoutes, { service: services.tiles, rateLimit: app.config.tileRateLimit });
  await app.register(accountsRoutes, { service: services.accounts, passkeys: services.passkeys });
  await app.register(bookingsRoutes, { service: services.bookings, rentalCalendar: services.rentalCalendar });
  await app.register(rentalsRoutes, { service: services.rentalCalendar, bookings: services.bookings });
  await app.register(calendarsRoutes, { service: services.calendars });
  await app.register(ownerListingsRoutes, { service: services.listings });
  await app.register(photosRoutes, { service: services.listings, images: services.images });
  await app.register(adminListingsRoutes, { service: services.listings });
  await app.register(messagesRoutes, { service: services.messages });
  await app.register(ownerApplicationsRoutes, { service: services.ownerApplications });
  await app.register(auditRoutes, {
    service: services.audit,
    accounts: services.accounts,
    listings: services.listings,
  });
  await app.register(weatherRoutes, { service: services.weather });
  await app.register(webcamsRoutes, { service: services.webcams });
  await app.register(consentRoutes, { service: services.consent });
  await app.register(siteConfigRoutes);
  await app.register(sitemapRoutes, { service: services.sitemap, town: services.town });

  // Background jobs, started where config.jobs says so (not in tests unless asked).
  const { accounts, messages, consent, nightlyPrices, bookings } = services;
  await app.register(jobsPlugin, {
    jobs: [
      retentionCleanUpJob({
        accounts,
        messages,
        consent,
        mail: app.mailer,
        log: app.log.child({ module: 'retention' }),
      }),
      nightlyPricesJob(nightlyPrices),
      expireRequestsJob(bookings),
      completeStaysJob(bookings),
      calendarSyncJob(services.calendars),
      photoSweepJob(services.listings),
      mailDeliveryJob(app.mailer),
      nightlyBackupJob(
        createBackupService({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, ...config.backups }),
        { nightly: config.backups.nightly },
      ),
    ],
  });

  await app.register(staticWebPlugin);
  // Last: every path no other route takes is a page (docs/decisions/013-server-rendering.md).
  await app.register(webPagesRoutes, { revision: () => services.catalogue.revision() });
  return app;
}

/**
 * Every module's service, built once per app from the plugins' decorations; a module that
 * calls another is handed that module's service, never its tables.
 */
function createServices(
  app: FastifyInstance,
  catalogueRevision: CatalogueRevision,
  availabilityIndex: AvailabilityIndex,
) {
  const { db, config, log, mailer, auth } = app;
  // The stays search needs neither the catalogue nor the bookings service, so the catalogue's
  // dated lists get it at construction without a cycle (docs/architecture.md#the-bookings-module).
  const stays = createStaysSearchService({ db, availabilityIndex });
  // The town hall's log: every admin action is recorded in the transaction that makes it.
  const audit = createAuditService({ db });
  // Everything that differs between two towns, read by the modules below (docs/town.md).
  const town = createTownService({
    db,
    revision: catalogueRevision,
    audit,
    config,
    log: log.child({ module: 'town' }),
  });
  const catalogue = createCatalogueService({ db, revision: catalogueRevision, stays, centre: () => town.centre() });
  const accounts = createAccountsService({ db, auth, mailer, config, log, audit });
  const nightlyPrices = createNightlyPricesService({ db, catalogue });
  const writer = createCatalogueWriter({ db });
  const rentalCalendar = createRentalCalendarService({
    db,
    log,
    catalogue,
    owners: writer,
    nightlyPrices,
    availabilityIndex,
  });
  // Owners' photos, kept where the images route serves them from.
  const images = createImageStore({
    db,
    uploadsDir: join(config.dataDir, 'uploads'),
    log: log.child({ module: 'images' }),
  });
  const bookings = createBookingsService({ db, config, mailer, catalogue, owners: writer, accounts, rentalCalendar });
  // The town's info and legal pages, filled in from its profile (docs/pages.md); the sitemap lists them.
  const pages = createPagesService({
    db,
    audit,
    accounts,
    getProfile: () => town.current(),
    revision: catalogueRevision,
  });
  return {
    town,
    catalogue,
    audit,
    accounts,
    images,
    nightlyPrices,
    passkeys: createPasskeysService({ db, config, log }),
    rentalCalendar,
    bookings,
    calendars: createCalendarsService({
      db,
      config,
      log: log.child({ module: 'calendars' }),
      bookings: rentalCalendar,
      catalogue,
      owners: writer,
      accounts,
    }),
    listings: createListingsService({ db, writer, images, accounts, audit, mailer, config }),
    messages: createMessagesService({ db, config, log, mailer, audit }),
    ownerApplications: createOwnerApplicationsService({ db, accounts, audit, mailer, config }),
    pages,
    consent: createConsentService({ db, secret: config.authSecret }),
    favourites: createFavouritesService({ db, catalogue }),
    weather: createWeatherService({ db, town, config, log: log.child({ module: 'weather' }) }),
    webcams: createWebcamsService({
      db,
      audit,
      ...config.webcams,
      env: config.env,
      log: log.child({ module: 'webcams' }),
    }),
    tiles: createTilesService({ config, bounds: () => town.mapBounds(), log: log.child({ module: 'tiles' }) }),
    sitemap: createSitemapService({
      catalogue,
      town: () => town.current(),
      pages: () => pages.listPages(),
      publicUrl: config.publicUrl,
    }),
  };
}
