/*
 * The search module's public interface: finding places by name across every type. It keeps
 * no table: the catalogue's service answers (docs/api.md#search).
 */
export { searchRoutes } from './search.routes.ts';
