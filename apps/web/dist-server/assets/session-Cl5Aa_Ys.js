import { n as getQueryClient } from "../entry-server.js";
import { o as useSessionStore } from "./api-client-Ba84igAR.js";
// src/features/accounts/api/query-keys.ts
/** The accounts feature's query keys: one place builds them, for queries and for cache updates alike. */
var accountsKeys = {
	all: ["accounts"],
	/** Per user, so that one person's profile can never show for another. */
	profile: (userId) => [
		...accountsKeys.all,
		"profile",
		userId ?? "anonymous"
	]
};
// src/features/accounts/api/session.ts
/** Holds a new session (sign-up, sign-in, passkey sign-in), with its user ready for the profile page. */
function adoptSession(session) {
	useSessionStore.getState().setSession(session);
	getQueryClient().setQueryData(accountsKeys.profile(session.user.id), session.user);
}
/** The user as the server now describes them, everywhere the page shows them. */
function adoptUser(user) {
	useSessionStore.getState().setUser(user);
	getQueryClient().setQueryData(accountsKeys.profile(user.id), user);
}
/** Forgets the session and every answer fetched with it: nothing of this user stays in the page. */
function forgetSession() {
	useSessionStore.getState().clearSession();
	getQueryClient().clear();
}
export { accountsKeys as i, adoptUser as n, forgetSession as r, adoptSession as t };
