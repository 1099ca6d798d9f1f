import { t as Alert } from "./Alert-B2OUS1du.js";
import { A as Link, D as Stack, K as useTranslation, N as Box, O as Button, _ as useLocalePath } from "../entry-server.js";
import { r as Link$1 } from "./asset-types-CNV3WNaR.js";
import { a as changePasswordBodySchema, t as ACCOUNT_ERROR_CODES } from "./accounts-CoPv0CkY.js";
import { o as useSessionStore, r as apiFetch, t as ApiError } from "./api-client-Ba84igAR.js";
import { t as useMutation } from "./useMutation--Q4XzZf_.js";
import { r as forgetSession } from "./session-Cl5Aa_Ys.js";
import { i as FormError, o as useAccountForm } from "./redirect-DyUJvNlf.js";
import { t as PasswordField } from "./password-field-Cvkwqica.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
// src/features/accounts/api/change-password.ts
/** Signed in with the current password, or with a reset link's token. */
function changePassword(input) {
	return apiFetch("/api/v1/auth/change_password", {
		method: "POST",
		body: input
	});
}
function useChangePassword() {
	return useMutation({
		mutationFn: changePassword,
		onSuccess: (_answer, input) => {
			if (input.resetToken !== void 0 && useSessionStore.getState().token) forgetSession();
		}
	});
}
// src/features/accounts/components/change-password-form.tsx
var import_jsx_runtime = require_jsx_runtime();
var OVERRIDES = { [ACCOUNT_ERROR_CODES.invalidCredentials]: "errors.currentPasswordWrong" };
/** What a reset link's token looks like (the API's check); anything else cannot work. */
var RESET_TOKEN = /^[A-Za-z0-9_-]{1,256}$/;
function ChangePasswordForm({ mode }) {
	const { t } = useTranslation("accounts");
	const localePath = useLocalePath();
	const change = useChangePassword();
	const initial = mode.kind === "reset" ? {
		resetToken: mode.token,
		newPassword: ""
	} : {
		currentPassword: "",
		newPassword: ""
	};
	const form = useAccountForm(changePasswordBodySchema, initial);
	const submit = form.submit((input) => change.mutate(input, {
		onSuccess: () => form.reset(initial),
		onError: form.showApiError
	}));
	const resetLinkBroken = form.formError instanceof ApiError && form.formError.code === ACCOUNT_ERROR_CODES.resetTokenInvalid || mode.kind === "reset" && !RESET_TOKEN.test(mode.token);
	const askAgain = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
		severity: "error",
		sx: { mb: 2 },
		"data-testid": "form-error",
		children: [
			t("errors.RESET_TOKEN_INVALID"),
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				component: Link$1,
				to: localePath("auth/remember"),
				color: "inherit",
				children: t("change.askAgain")
			})
		]
	});
	if (change.isSuccess && mode.kind === "reset") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "success",
		role: "status",
		action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			color: "inherit",
			size: "small",
			component: Link$1,
			to: localePath("auth/signin"),
			children: t("change.signIn")
		}),
		children: t("change.doneReset")
	});
	if (mode.kind === "reset" && !RESET_TOKEN.test(mode.token)) return askAgain;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit: submit,
		"aria-label": t("change.formLabel"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				role: "status",
				children: change.isSuccess && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					severity: "success",
					sx: { mb: 2 },
					children: t("change.doneSignedIn")
				})
			}),
			resetLinkBroken ? askAgain : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormError, {
				error: form.formError,
				overrides: OVERRIDES
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				spacing: 2,
				children: [
					mode.kind === "signed-in" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						type: "text",
						name: "username",
						autoComplete: "username",
						value: mode.email,
						readOnly: true,
						hidden: true
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
						control: form.control,
						name: "currentPassword",
						label: t("fields.currentPassword"),
						autoComplete: "current-password"
					})] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
						control: form.control,
						name: "newPassword",
						label: t("fields.newPassword"),
						autoComplete: "new-password",
						withRules: true,
						showRuleErrors: form.submitted
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						variant: "contained",
						size: "large",
						disabled: change.isPending,
						fullWidth: true,
						children: change.isPending ? t("change.submitting") : t("change.submit")
					})
				]
			})
		]
	});
}
export { ChangePasswordForm as t };
