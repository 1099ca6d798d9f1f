import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { s as ERROR_CODES, t as ApiError } from "./api-client-Ba84igAR.js";
import { t as Alert } from "./Alert-B2OUS1du.js";
import { K as useTranslation } from "../entry-server.js";
import { o as useForm, r as u } from "./readable-errors-C4sV7A4s.js";
import { n as PASSWORD_RULES } from "./accounts-CoPv0CkY.js";
// src/features/accounts/utils/field-errors.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Fields with a message of their own; any other gets the generic one. */
var FIELDS_WITH_MESSAGE = /* @__PURE__ */ new Set([
	"email",
	"name",
	"phone",
	"password",
	"currentPassword",
	"newPassword",
	"lang",
	"theme"
]);
function isPasswordRule(message) {
	return PASSWORD_RULES.includes(message);
}
/** The key of one problem: a broken password rule by its own key, else what the field needs. */
function problemKey(field, message, value) {
	if (isPasswordRule(message)) return `validation.${message}`;
	if (!FIELDS_WITH_MESSAGE.has(field)) return "validation.invalid";
	if (value === void 0 || value === null || typeof value === "string" && value.trim() === "") return "validation.required";
	return `validation.field.${field}`;
}
function add(errors, field, key) {
	const keys = errors[field] ??= [];
	if (!keys.includes(key)) keys.push(key);
}
/** The type of a field error the server reported; its messages are translation keys already. */
var SERVER_ERROR = "server";
/** A field's problems as react-hook-form holds them, for the server's verdict on that field. */
function serverFieldError(keys) {
	return {
		type: SERVER_ERROR,
		message: keys.join(" "),
		types: { [SERVER_ERROR]: keys }
	};
}
/**
* The translation keys of a field's problems. The form's own check (the shared zod schema,
* every issue kept) gives the schema's messages; the server's gives keys already.
*/
function problemKeysOf(field, error, value) {
	if (!error) return [];
	const messages = Object.values(error.types ?? { [error.type]: error.message }).flatMap((message) => typeof message === "string" ? [message] : Array.isArray(message) ? message.map(String) : []);
	const keys = error.type === "server" ? messages : messages.map((message) => problemKey(field, message, value));
	return [...new Set(keys)];
}
function isApiFieldProblem(value) {
	const problem = value;
	return typeof problem?.field === "string" && typeof problem.message === "string";
}
/**
* The server's check: a 400 VALIDATION_ERROR names each failing field as `body.<field>`
* and, for a password, each broken rule by the same key as the form's.
*/
function fieldErrorsFromApi(details, values) {
	const errors = {};
	if (!Array.isArray(details)) return errors;
	for (const problem of details.filter(isApiFieldProblem)) {
		const field = problem.field.replace(/^body\.?/, "").split(".")[0] || "form";
		add(errors, field, problemKey(field, problem.message, values[field]));
	}
	return errors;
}
/** The password rules among a field's problems, in the order the rules are listed. */
function brokenRules(keys) {
	const broken = new Set((keys ?? []).map((key) => key.replace(/^validation\./, "")));
	return PASSWORD_RULES.filter((rule) => broken.has(rule));
}
/** The keys that are not password rules (those show in the rule list instead). */
function otherProblems(keys) {
	return (keys ?? []).filter((key) => !isPasswordRule(key.replace(/^validation\./, "")));
}
// src/features/accounts/hooks/use-account-form.ts
/**
* An account form checked by a shared zod schema, the same one the API runs. A field's
* problems show once it has been left or the form sent, and follow what is typed after
* that; every broken password rule is kept, not only the first. The server's verdict
* shows the same way, per field (until the field changes) and for the whole form.
*/
function useAccountForm(schema, defaultValues) {
	const form = useForm({
		resolver: u(schema),
		defaultValues,
		mode: "onTouched",
		criteriaMode: "all"
	});
	const { setError, setFocus, reset: resetForm, getValues } = form;
	const [formError, setFormError] = (0, import_react.useState)(null);
	/** Sends `onValid` the schema's output, only when the form's own check passes. */
	const submit = (onValid) => (event) => {
		setFormError(null);
		return form.handleSubmit(onValid)(event);
	};
	/** Shows a failed call: for the whole form, and per field for a 400 that names fields. */
	const showApiError = (0, import_react.useCallback)((error) => {
		setFormError(error);
		if (!(error instanceof ApiError) || error.code !== ERROR_CODES.validationError) return;
		const values = getValues();
		const perField = fieldErrorsFromApi(error.details, values);
		const fields = Object.keys(values).filter((name) => perField[name]);
		for (const name of fields) setError(name, serverFieldError(perField[name]));
		if (fields[0]) setFocus(fields[0]);
	}, [
		getValues,
		setError,
		setFocus
	]);
	const reset = (0, import_react.useCallback)((values) => {
		resetForm(values);
		setFormError(null);
	}, [resetForm]);
	return {
		control: form.control,
		submit,
		showApiError,
		formError,
		submitted: form.formState.isSubmitted,
		reset
	};
}
// src/features/accounts/hooks/use-error-message.ts
/**
* The message for a failed call, in the page's language, by the API's error code: the
* code's own in `accounts:errors` when it has one, else the generic one. A form may say
* something more precise for a code (`overrides`: code → key).
*/
function useErrorMessage() {
	const { t, i18n } = useTranslation("accounts");
	return (0, import_react.useCallback)((error, overrides = {}) => {
		if (!(error instanceof ApiError)) return t("errors.unknown");
		const override = overrides[error.code];
		if (override) return t(override);
		if (error.code === ERROR_CODES.rateLimited && error.retryAfter) return t("errors.RATE_LIMITED_wait", { count: Math.ceil(error.retryAfter / 60) });
		const key = `errors.${error.code}`;
		return i18n.exists(key, { ns: "accounts" }) ? t(key) : t("errors.unknown");
	}, [t, i18n]);
}
// src/features/accounts/components/form-error.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A failed call's message for the whole form, announced when it appears. */
function FormError({ error, overrides, children }) {
	const message = useErrorMessage();
	if (!error) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
		severity: "error",
		sx: { mb: 2 },
		"data-testid": "form-error",
		children: [message(error, overrides), children]
	});
}
// src/features/accounts/utils/redirect.ts
/** A base that can never be ours: only what resolves inside it counts as a same-site path. */
var PROBE_ORIGIN = "https://same-site.invalid";
/** Where a page is after sign-in when no (acceptable) `?redirect=` was given. */
var homeOf = (lang) => `/${lang}/`;
/**
* The page to return to after signing in, from `?redirect=`: only a path of this site
* under the current language, never an absolute URL (an open redirect would lend our
* name to phishing) and never an account page (going back to sign-out would undo it).
*/
function safeRedirectTarget(raw, lang) {
	const home = homeOf(lang);
	if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return home;
	let url;
	try {
		url = new URL(raw, PROBE_ORIGIN);
	} catch {
		return home;
	}
	if (url.origin !== PROBE_ORIGIN) return home;
	const prefix = `/${lang}`;
	if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return home;
	if (url.pathname.startsWith(`${prefix}/auth/`) || url.pathname === `${prefix}/auth`) return home;
	return `${url.pathname}${url.search}${url.hash}`;
}
/** `?redirect=` for a link from one account page to another, keeping the way back. */
function redirectQuery(target) {
	return target ? `?redirect=${encodeURIComponent(target)}` : "";
}
/** The same page under another language prefix: /en/weather?x#y → /de/weather?x#y. */
function withLanguage(location, lang) {
	return `/${lang}/${location.pathname.split("/").slice(2).join("/")}${location.search}${location.hash}`;
}
export { useErrorMessage as a, otherProblems as c, FormError as i, problemKeysOf as l, safeRedirectTarget as n, useAccountForm as o, withLanguage as r, brokenRules as s, redirectQuery as t };
