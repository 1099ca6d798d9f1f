import { d as useLoaderData, r as Link } from "./asset-types-CNV3WNaR.js";
import { t as PageHeading } from "./page-heading-DZ1DFSmw.js";
import { i as restoreSession, r as apiFetch } from "./api-client-Ba84igAR.js";
import { r as forgetSession } from "./session-Cl5Aa_Ys.js";
import { t as Alert } from "./Alert-B2OUS1du.js";
import { D as Stack, K as useTranslation, O as Button, _ as useLocalePath } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
// src/features/accounts/api/signout.ts
/**
* Revokes the session on the server (the refresh cookie goes with the request), then
* forgets it here. The page forgets it even when the server cannot be reached, and
* says so: the refresh token then ends only when it expires.
*/
async function signout() {
	try {
		await apiFetch("/api/v1/auth/signout", {
			method: "POST",
			body: {}
		});
		return { revoked: true };
	} catch {
		return { revoked: false };
	} finally {
		forgetSession();
	}
}
// src/features/accounts/components/signout-status.tsx
var import_jsx_runtime = require_jsx_runtime();
/** After sign-out: done (or, when the server could not be told, what that means). */
function SignoutStatus({ revoked }) {
	const { t } = useTranslation("accounts");
	const localePath = useLocalePath();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: revoked ? "success" : "warning",
		role: "status",
		sx: { mb: 2 },
		"data-testid": "signout-status",
		children: revoked ? t("signout.done") : t("signout.offline")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		direction: {
			xs: "column",
			sm: "row"
		},
		spacing: 1,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "contained",
			component: Link,
			to: localePath(""),
			children: t("signout.home")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "outlined",
			component: Link,
			to: localePath("auth/signin"),
			children: t("signout.signInAgain")
		})]
	})] });
}
// src/app/routes/auth-signout.tsx
/**
* Signing out is what opening this page does. The language loader may be restoring the
* session at the same moment (loaders run in parallel): that finishes first, or it
* would bring back the session just ended.
*/
async function loader() {
	await restoreSession();
	return signout();
}
/** Once per visit; never again on a revalidation. */
var shouldRevalidate = () => false;
function Component() {
	const { revoked } = useLoaderData();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { page: "signout" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignoutStatus, { revoked })] });
}
export { Component, loader, shouldRevalidate };
