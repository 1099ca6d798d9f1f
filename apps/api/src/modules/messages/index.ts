/*
 * The messages module's public interface: what app.ts and other modules may use. Its
 * repository and table (messages, in db/schema/town.ts) stay inside the module.
 */
export { messagesRoutes } from './messages.routes.ts';
export { createMessagesService, type MessagesService } from './messages.service.ts';
