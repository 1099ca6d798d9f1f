import { t as PageHeading } from "./page-heading-DZ1DFSmw.js";
import { t as Alert } from "./Alert-B2OUS1du.js";
import { A as Link, D as Stack, K as useTranslation, N as Box, O as Button, _ as useLocalePath } from "../entry-server.js";
import { t as Typography } from "./Typography-Cd2Ejhtg.js";
import { r as Link$1 } from "./asset-types-CNV3WNaR.js";
import { d as rememberPasswordAnswerSchema, f as rememberPasswordBodySchema } from "./accounts-CoPv0CkY.js";
import { t as useMutation } from "./useMutation--Q4XzZf_.js";
import { r as apiFetch } from "./api-client-Ba84igAR.js";
import { i as FormError, o as useAccountForm, t as redirectQuery } from "./redirect-DyUJvNlf.js";
import { n as useRedirectTarget, t as EmailField } from "./email-field-DLhvtRXZ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
// src/features/accounts/api/remember-password.ts
/** Always accepted (no account enumeration): a link is mailed when the account exists. */
function rememberPassword(input) {
	return apiFetch("/api/v1/auth/remember_password", {
		method: "POST",
		body: input,
		schema: rememberPasswordAnswerSchema
	});
}
function useRememberPassword() {
	return useMutation({ mutationFn: rememberPassword });
}
// src/features/accounts/components/remember-form.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Asks for a reset link. The answer is the same whether or not the account exists. */
function RememberForm() {
	const { t } = useTranslation("accounts");
	const localePath = useLocalePath();
	const { passOn } = useRedirectTarget();
	const remember = useRememberPassword();
	const form = useAccountForm(rememberPasswordBodySchema, { email: "" });
	const submit = form.submit((input) => remember.mutate(input, { onError: form.showApiError }));
	const signinLink = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		component: Link$1,
		to: `${localePath("auth/signin")}${redirectQuery(passOn)}`,
		children: t("remember.backToSignin")
	});
	if (remember.isSuccess) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "success",
		role: "status",
		sx: { mb: 2 },
		children: t("remember.sent", { email: remember.variables.email })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "body2",
		children: signinLink
	})] });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit: submit,
		"aria-label": t("remember.formLabel"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mb: 2 },
				children: t("remember.intro")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormError, { error: form.formError }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				spacing: 2,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailField, {
						control: form.control,
						name: "email",
						autoComplete: "email"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						variant: "contained",
						size: "large",
						disabled: remember.isPending,
						fullWidth: true,
						children: remember.isPending ? t("remember.submitting") : t("remember.submit")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						children: signinLink
					})
				]
			})
		]
	});
}
// src/app/routes/auth-remember.tsx
/** /{lang}/auth/remember: a reset link by e-mail. */
function Component() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { page: "remember" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RememberForm, {})] });
}
export { Component };
