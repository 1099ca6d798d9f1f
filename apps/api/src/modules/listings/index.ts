/*
 * The listings module's public interface (docs/listings.md): owners' editing, revisions,
 * review and publication. Its table (listing_revisions, db/schema/listings.ts) stays inside;
 * the catalogue tables are written through the catalogue's writer.
 */
export { adminListingsRoutes } from './admin-listings.routes.ts';
export { ownerListingsRoutes } from './owner-listings.routes.ts';
export { photosRoutes } from './photos.routes.ts';
export { photoSweepJob } from './photos.job.ts';
export { createListingsService, type ListingsService } from './listings.service.ts';
