import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { t as PageHeading } from "./page-heading-DZ1DFSmw.js";
import { n as AlreadySignedIn, t as useFinishSignin } from "./use-finish-signin-CY4uhXaR.js";
import { A as Link, D as Stack, F as useThemeStore, K as useTranslation, N as Box, O as Button, _ as useLocalePath, g as useLang } from "../entry-server.js";
import { t as Typography } from "./Typography-Cd2Ejhtg.js";
import { r as Link$1 } from "./asset-types-CNV3WNaR.js";
import { i as authSessionSchema, m as signupBodySchema, t as ACCOUNT_ERROR_CODES } from "./accounts-CoPv0CkY.js";
import { a as isSupportedLanguage } from "./languages-CqGr3DKn.js";
import { o as useSessionStore, r as apiFetch, t as ApiError } from "./api-client-Ba84igAR.js";
import { t as useMutation } from "./useMutation--Q4XzZf_.js";
import { t as adoptSession } from "./session-Cl5Aa_Ys.js";
import { i as FormError, o as useAccountForm, t as redirectQuery } from "./redirect-DyUJvNlf.js";
import { n as useRedirectTarget, t as EmailField } from "./email-field-DLhvtRXZ.js";
import { t as PasswordField } from "./password-field-Cvkwqica.js";
import { t as AccountTextField } from "./text-field-B0Jd9m5L.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
// src/features/accounts/api/signup.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function signup(input) {
	return apiFetch("/api/v1/auth/signup", {
		method: "POST",
		body: input,
		schema: authSessionSchema
	});
}
function useSignup() {
	return useMutation({
		mutationFn: signup,
		onSuccess: adoptSession
	});
}
// src/features/accounts/components/signup-form.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A new account keeps the language and theme the person is using now. */
function SignupForm() {
	const { t } = useTranslation("accounts");
	const lang = useLang();
	const theme = useThemeStore((s) => s.mode);
	const localePath = useLocalePath();
	const { passOn } = useRedirectTarget();
	const finish = useFinishSignin();
	const signup = useSignup();
	const form = useAccountForm(signupBodySchema, {
		name: "",
		email: "",
		password: ""
	});
	const submit = form.submit((input) => signup.mutate({
		...input,
		lang: isSupportedLanguage(lang) ? lang : "en",
		theme
	}, {
		onSuccess: finish,
		onError: form.showApiError
	}));
	const emailInUse = form.formError instanceof ApiError && form.formError.code === ACCOUNT_ERROR_CODES.emailInUse;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit: submit,
		"aria-label": t("signup.formLabel"),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormError, {
			error: form.formError,
			children: emailInUse && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					component: Link$1,
					to: `${localePath("auth/signin")}${redirectQuery(passOn)}`,
					color: "inherit",
					children: t("signup.signInInstead")
				}),
				" · ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					component: Link$1,
					to: `${localePath("auth/remember")}${redirectQuery(passOn)}`,
					color: "inherit",
					children: t("signin.forgot")
				})
			] })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			spacing: 2,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountTextField, {
					control: form.control,
					name: "name",
					label: t("fields.name"),
					autoComplete: "name",
					required: true
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailField, {
					control: form.control,
					name: "email",
					autoComplete: "email"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
					control: form.control,
					name: "password",
					label: t("fields.password"),
					autoComplete: "new-password",
					withRules: true,
					showRuleErrors: form.submitted
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "contained",
					size: "large",
					disabled: signup.isPending,
					fullWidth: true,
					children: signup.isPending ? t("signup.submitting") : t("signup.submit")
				})
			]
		})]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
		variant: "body2",
		sx: {
			mt: 3,
			textAlign: "center"
		},
		children: [
			t("signup.haveAccount"),
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				component: Link$1,
				to: `${localePath("auth/signin")}${redirectQuery(passOn)}`,
				children: t("signup.signIn")
			})
		]
	})] });
}
// src/app/routes/auth-signup.tsx
/** /{lang}/auth/signup: a new account, signed in at once. */
function Component() {
	const user = useSessionStore((s) => s.user);
	const [signedInOnArrival] = (0, import_react.useState)(() => useSessionStore.getState().user !== null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { page: "signup" }), signedInOnArrival && user ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlreadySignedIn, { name: user.name }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignupForm, {})] });
}
export { Component };
