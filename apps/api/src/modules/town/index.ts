/*
 * The town module's public interface (docs/town.md): the profile everything that differs
 * between two towns is read from. Its repository and table (town_profile, in db/schema/town.ts)
 * stay inside the module.
 */
export { townRoutes } from './town.routes.ts';
export { createTownService, type TownService } from './town.service.ts';
export { placeholderProfile } from './town.placeholder.ts';
