/*
 * The accounts module's public interface: what app.ts and other modules may use. Its
 * repositories and tables (db/schema/accounts.ts) stay inside the module.
 */
export { accountsRoutes } from './accounts.routes.ts';
export { createAccountsService, type AccountsService } from './accounts.service.ts';
/** How passwords are stored (argon2id): the demo seed's accounts are hashed the same way. */
export { hashPassword } from './accounts.service.ts';
export { createPasskeysService, type PasskeysService } from './passkeys.service.ts';
/** What the auth plugin asks on every signed-in request: is the session live, and with which role. */
export { findLiveSessionRole } from './accounts.repository.ts';
/** How long a browser stays a known device of an account: the cookie policy states it. */
export { DEVICE_COOKIE_LIFETIME_DAYS } from './accounts.device-cookie.ts';
