/*
 * The owner-applications module's public interface: what app.ts may use. Its repository and
 * table (owner_applications, db/schema/listings.ts) stay inside the module.
 */
export { ownerApplicationsRoutes } from './owner-applications.routes.ts';
export { createOwnerApplicationsService, type OwnerApplicationsService } from './owner-applications.service.ts';
