/* The webcams module's public interface: what app.ts and other modules may use. */
export { webcamsRoutes } from './webcams.routes.ts';
export { createWebcamsService, type WebcamsService } from './webcams.service.ts';
