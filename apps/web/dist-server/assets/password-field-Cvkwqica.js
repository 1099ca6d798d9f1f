import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as Visibility_default, t as VisibilityOff_default } from "./VisibilityOff-CTTIV0ml.js";
import { n as IconButton } from "./Alert-B2OUS1du.js";
import { t as InputAdornment } from "./InputAdornment-hjOOpwta.js";
import { t as TextField } from "./TextField-CH3yq_ZU.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { a as useController, n as readableFieldErrors, t as readableErrorText } from "./readable-errors-C4sV7A4s.js";
import { K as useTranslation, N as Box, d as visuallyHidden } from "../entry-server.js";
import { c as otherProblems, l as problemKeysOf, s as brokenRules } from "./redirect-DyUJvNlf.js";
import { t as CheckCircle_default } from "./CheckCircle-BcuvqbEo.js";
import { t as createSvgIcon } from "./createSvgIcon-2Z0OS6ZB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { t as Typography } from "./Typography-Cd2Ejhtg.js";
import { c as passwordSchema } from "./accounts-CoPv0CkY.js";
// ../../node_modules/@mui/icons-material/Error.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var Error_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-2h2zm0-4h-2V7h2z" }), "Error");
// ../../node_modules/@mui/icons-material/RadioButtonUnchecked.mjs
var RadioButtonUnchecked_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8" }), "RadioButtonUnchecked");
// src/features/accounts/components/password-rules.tsx
/** The rules a password breaks, by the one shared schema (the API checks the same). */
function rulesBrokenBy(password) {
	const result = passwordSchema.safeParse(password);
	return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
/** Always listed; "too long" only when it happens. */
var LISTED = [
	"password.tooShort",
	"password.noLowercase",
	"password.noUppercase",
	"password.noDigit",
	"password.noSpecial"
];
/** The password rules (docs/rules.md#accounts), each ticked off as the person types; a message per broken rule. */
function PasswordRules({ id, password, showErrors, serverBroken = [] }) {
	const { t } = useTranslation("accounts");
	const broken = /* @__PURE__ */ new Set([...rulesBrokenBy(password), ...serverBroken]);
	const rules = broken.has("password.tooLong") ? [...LISTED, "password.tooLong"] : LISTED;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		id,
		sx: { mt: 1 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "body2",
			component: "p",
			sx: { mb: .5 },
			children: t("password.rulesTitle")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			sx: {
				listStyle: "none",
				m: 0,
				p: 0,
				display: "grid",
				gap: .25
			},
			children: rules.map((rule) => {
				const state = !broken.has(rule) ? "met" : showErrors ? "broken" : "pending";
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					component: "li",
					variant: "body2",
					"data-rule": rule,
					"data-state": state,
					sx: (theme) => ({
						display: "flex",
						alignItems: "center",
						gap: .75,
						fontWeight: state === "broken" ? 600 : 400,
						...state === "broken" ? readableErrorText(theme) : { color: "text.primary" }
					}),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(state === "met" ? CheckCircle_default : state === "broken" ? Error_default : RadioButtonUnchecked_default, {
						"aria-hidden": true,
						fontSize: "small",
						sx: { color: state === "met" ? "success.main" : state === "broken" ? "error.main" : "text.secondary" }
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [t(`validation.${rule}`, {
						min: 6,
						max: 128
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "span",
						sx: visuallyHidden,
						children: ` (${t(state === "met" ? "password.ruleMet" : "password.ruleMissing")})`
					})] })]
				}, rule);
			})
		})]
	});
}
// src/features/accounts/components/password-field.tsx
/** A password input with a "show password" control and, for a new password, its rules. */
function PasswordField({ control, name, label, autoComplete, withRules, showRuleErrors = false, autoFocus }) {
	const { t } = useTranslation("accounts");
	const { field, fieldState } = useController({
		control,
		name
	});
	const value = field.value ?? "";
	const errors = problemKeysOf(name, fieldState.error, value);
	const [visible, setVisible] = (0, import_react.useState)(false);
	const id = (0, import_react.useId)();
	const rulesId = `${id}-rules`;
	const messages = otherProblems(errors).map((key) => t(key));
	const serverBroken = brokenRules(errors);
	const invalid = errors.length > 0;
	const describedBy = [messages.length > 0 ? `${id}-helper-text` : void 0, withRules ? rulesId : void 0].filter(Boolean).join(" ") || void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		id,
		name: field.name,
		label,
		type: visible ? "text" : "password",
		value,
		onChange: field.onChange,
		onBlur: field.onBlur,
		inputRef: field.ref,
		autoComplete,
		autoFocus,
		required: true,
		fullWidth: true,
		error: invalid,
		sx: readableFieldErrors,
		helperText: messages.length > 0 ? messages.join(" ") : void 0,
		slotProps: {
			htmlInput: {
				"aria-describedby": describedBy,
				"aria-invalid": invalid,
				autoCapitalize: "none",
				spellCheck: false
			},
			input: { endAdornment: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
				position: "end",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					"aria-label": t("password.show"),
					"aria-pressed": visible,
					"aria-controls": id,
					onClick: () => setVisible((v) => !v),
					edge: "end",
					children: visible ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisibilityOff_default, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Visibility_default, {})
				})
			}) }
		}
	}), withRules && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordRules, {
		id: rulesId,
		password: value,
		showErrors: showRuleErrors || serverBroken.length > 0,
		serverBroken
	})] });
}
export { PasswordField as t };
