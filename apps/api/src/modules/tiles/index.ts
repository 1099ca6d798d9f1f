/* The tiles module's public interface: what app.ts may use. */
export { tilesRoutes } from './tiles.routes.ts';
export { createTilesService, type TilesService } from './tiles.service.ts';
