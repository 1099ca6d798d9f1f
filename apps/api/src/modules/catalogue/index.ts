/*
 * The catalogue's public interface: what app.ts and other modules may use.
 * Its repository and tables (db/schema/catalogue.ts) stay inside the module.
 */
export { catalogueRoutes } from './catalogue.routes.ts';
export {
  createCatalogueService,
  type BookableAsset,
  type CatalogueService,
  type PublicAsset,
  type StaysSearch,
} from './catalogue.service.ts';
export { AnswerCache, CatalogueRevision } from './answer-cache.ts';
export { createCatalogueWriter, type CatalogueWriter, type ListingRow } from './catalogue.writer.ts';
export {
  createImageStore,
  ENCODING_RETRY_AFTER_SECONDS,
  ENCODINGS_PER_OWNER,
  type ImageStore,
  type StillUsed,
  type StoredImage,
} from './image-store.ts';
export { createImageSigner, type ImageSigner } from './image-access.ts';
export { QueueFullError } from './fair-queue.ts';
