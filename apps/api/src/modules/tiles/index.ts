/* The tiles module's public interface: what app.ts may use. */
export { tilesRoutes } from './tiles.routes.ts';
