/* The web-pages module's public interface: what app.ts may use. */
export { webPagesRoutes } from './web-pages.routes.ts';
