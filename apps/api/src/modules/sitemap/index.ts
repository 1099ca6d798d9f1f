/* The sitemap module's public interface: what app.ts uses (docs/product.md#search-engines). */
export { sitemapRoutes } from './sitemap.routes.ts';
export { createSitemapService, type SitemapService } from './sitemap.service.ts';
