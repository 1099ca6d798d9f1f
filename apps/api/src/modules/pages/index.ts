/*
 * The pages module's public interface: what app.ts and other modules may use. Its repository
 * and tables (town_pages, town_page_revisions in db/schema/town.ts) stay inside the module.
 * The sitemap lists the pages through `listPages()`.
 */
export { pagesRoutes } from './pages.routes.ts';
export { createPagesService, pageHref, type ListedPage, type PagesService } from './pages.service.ts';
