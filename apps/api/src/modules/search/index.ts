/*
 * The search module's public interface: finding places of every type by name, and places to
 * eat by the dishes of their published menus. It keeps no table: the catalogue's service
 * answers (docs/api.md#search).
 */
export { searchRoutes } from './search.routes.ts';
