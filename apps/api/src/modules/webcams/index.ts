/* The webcams module's public interface: what app.ts, the seed and other modules may use. */
export { webcamsRoutes } from './webcams.routes.ts';
export { createWebcamsService, isDrawnStill, type WebcamsService } from './webcams.service.ts';
