/* The system module's public interface: what app.ts may use. */
export { systemRoutes } from './system.routes.ts';
