/*
 * The consent module's public interface: what app.ts and other modules may use. Its
 * repository and table (db/schema/consent.ts) stay inside the module.
 */
export { consentRoutes } from './consent.routes.ts';
export { createConsentService, type ConsentService } from './consent.service.ts';
