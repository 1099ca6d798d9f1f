/*
 * The favourites module's public interface: what app.ts may use. Its repository and table
 * (db/schema/favourites.ts) stay inside the module.
 */
export { favouritesRoutes } from './favourites.routes.ts';
export { createFavouritesService, type FavouritesService } from './favourites.service.ts';
