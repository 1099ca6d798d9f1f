/* The site-config module's public interface: what app.ts may use. */
export { siteConfigRoutes } from './site-config.routes.ts';
