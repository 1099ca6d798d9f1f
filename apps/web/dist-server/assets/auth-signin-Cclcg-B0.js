import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { t as PageHeading } from "./page-heading-DZ1DFSmw.js";
import { n as AlreadySignedIn, t as useFinishSignin } from "./use-finish-signin-CY4uhXaR.js";
import { A as Link, D as Stack, K as useTranslation, N as Box, O as Button, _ as useLocalePath, m as getDividerUtilityClass } from "../entry-server.js";
import { V as require_prop_types, h as composeClasses, n as useDefaultProps, r as styled, t as memoTheme } from "./memoTheme-Bs4JE_oI.js";
import { t as clsx } from "./clsx-DSZSqzKR.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { t as Typography } from "./Typography-Cd2Ejhtg.js";
import { s as useWatch } from "./readable-errors-C4sV7A4s.js";
import { r as Link$1 } from "./asset-types-CNV3WNaR.js";
import { i as authSessionSchema, o as emailSchema, p as signinBodySchema } from "./accounts-CoPv0CkY.js";
import { t as useMutation } from "./useMutation--Q4XzZf_.js";
import { o as useSessionStore, r as apiFetch } from "./api-client-Ba84igAR.js";
import { t as adoptSession } from "./session-Cl5Aa_Ys.js";
import { i as FormError, o as useAccountForm, t as redirectQuery } from "./redirect-DyUJvNlf.js";
import { n as useRedirectTarget, t as EmailField } from "./email-field-DLhvtRXZ.js";
import { i as startAuthentication, n as biometricOutcomeOf, o as Fingerprint_default, r as hasNoCredentials, t as useBiometricAvailability } from "./use-biometric-availability-D7A1nNsR.js";
import { t as Alert } from "./Alert-B2OUS1du.js";
import { t as PasswordField } from "./password-field-Cvkwqica.js";
// ../../node_modules/@mui/material/Divider/Divider.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
var import_jsx_runtime = require_jsx_runtime();
var useUtilityClasses = (ownerState) => {
	const { absolute, children, classes, flexItem, orientation, textAlign, variant } = ownerState;
	return composeClasses({
		root: [
			"root",
			absolute && "absolute",
			variant,
			orientation === "vertical" && "vertical",
			flexItem && "flexItem",
			children && "withChildren",
			textAlign === "right" && orientation !== "vertical" && "textAlignRight",
			textAlign === "left" && orientation !== "vertical" && "textAlignLeft"
		],
		wrapper: ["wrapper", orientation === "vertical" && "wrapperVertical"]
	}, getDividerUtilityClass, classes);
};
var DividerRoot = styled("div", {
	name: "MuiDivider",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			ownerState.absolute && styles.absolute,
			styles[ownerState.variant],
			ownerState.orientation === "vertical" && styles.vertical,
			ownerState.flexItem && styles.flexItem,
			ownerState.children && styles.withChildren,
			ownerState.textAlign === "right" && ownerState.orientation !== "vertical" && styles.textAlignRight,
			ownerState.textAlign === "left" && ownerState.orientation !== "vertical" && styles.textAlignLeft
		];
	}
})(memoTheme(({ theme }) => ({
	margin: 0,
	flexShrink: 0,
	borderWidth: 0,
	borderStyle: "solid",
	borderColor: (theme.vars || theme).palette.divider,
	borderBottomWidth: "thin",
	variants: [
		{
			props: { absolute: true },
			style: {
				position: "absolute",
				bottom: 0,
				left: 0,
				width: "100%"
			}
		},
		{
			props: { variant: "inset" },
			style: { marginLeft: 72 }
		},
		{
			props: {
				variant: "middle",
				orientation: "horizontal"
			},
			style: {
				marginLeft: theme.spacing(2),
				marginRight: theme.spacing(2)
			}
		},
		{
			props: {
				variant: "middle",
				orientation: "vertical"
			},
			style: {
				marginTop: theme.spacing(1),
				marginBottom: theme.spacing(1)
			}
		},
		{
			props: { orientation: "vertical" },
			style: {
				height: "100%",
				borderBottomWidth: 0,
				borderRightWidth: "thin"
			}
		},
		{
			props: { flexItem: true },
			style: {
				alignSelf: "stretch",
				height: "auto"
			}
		},
		{
			props: ({ ownerState }) => !!ownerState.children,
			style: {
				display: "flex",
				textAlign: "center",
				border: 0,
				borderTopStyle: "solid",
				borderLeftStyle: "solid",
				"&::before, &::after": {
					content: "\"\"",
					alignSelf: "center"
				}
			}
		},
		{
			props: ({ ownerState }) => ownerState.children && ownerState.orientation !== "vertical",
			style: { "&::before, &::after": {
				width: "100%",
				borderTop: `thin solid ${(theme.vars || theme).palette.divider}`,
				borderTopStyle: "inherit"
			} }
		},
		{
			props: ({ ownerState }) => ownerState.orientation === "vertical" && ownerState.children,
			style: {
				flexDirection: "column",
				"&::before, &::after": {
					height: "100%",
					borderLeft: `thin solid ${(theme.vars || theme).palette.divider}`,
					borderLeftStyle: "inherit"
				}
			}
		},
		{
			props: ({ ownerState }) => ownerState.textAlign === "right" && ownerState.orientation !== "vertical",
			style: {
				"&::before": { width: "90%" },
				"&::after": { width: "10%" }
			}
		},
		{
			props: ({ ownerState }) => ownerState.textAlign === "left" && ownerState.orientation !== "vertical",
			style: {
				"&::before": { width: "10%" },
				"&::after": { width: "90%" }
			}
		}
	]
})));
var DividerWrapper = styled("span", {
	name: "MuiDivider",
	slot: "Wrapper",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [styles.wrapper, ownerState.orientation === "vertical" && styles.wrapperVertical];
	}
})(memoTheme(({ theme }) => ({
	display: "inline-block",
	paddingLeft: `calc(${theme.spacing(1)} * 1.2)`,
	paddingRight: `calc(${theme.spacing(1)} * 1.2)`,
	whiteSpace: "nowrap",
	variants: [{
		props: { orientation: "vertical" },
		style: {
			paddingTop: `calc(${theme.spacing(1)} * 1.2)`,
			paddingBottom: `calc(${theme.spacing(1)} * 1.2)`
		}
	}]
})));
var Divider = /*#__PURE__*/ import_react.forwardRef(function Divider(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiDivider"
	});
	const { absolute = false, children, className, orientation = "horizontal", component = children || orientation === "vertical" ? "div" : "hr", flexItem = false, role = component !== "hr" ? "separator" : void 0, textAlign = "center", variant = "fullWidth", ...other } = props;
	const ownerState = {
		...props,
		absolute,
		component,
		flexItem,
		orientation,
		role,
		textAlign,
		variant
	};
	const classes = useUtilityClasses(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(DividerRoot, {
		as: component,
		className: clsx(classes.root, className),
		role,
		ref,
		ownerState,
		"aria-orientation": role === "separator" && (component !== "hr" || orientation === "vertical") ? orientation : void 0,
		...other,
		children: children ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(DividerWrapper, {
			className: classes.wrapper,
			ownerState,
			children
		}) : null
	});
});
process.env.NODE_ENV !== "production" && (Divider.propTypes = {
	/**
	* Absolutely position the element.
	* @default false
	*/
	absolute: import_prop_types.default.bool,
	/**
	* The content of the component.
	*/
	children: import_prop_types.default.node,
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* @ignore
	*/
	className: import_prop_types.default.string,
	/**
	* The component used for the root node.
	* Either a string to use a HTML element or a component.
	*/
	component: import_prop_types.default.elementType,
	/**
	* If `true`, a vertical divider will have the correct height when used in flex container.
	* (By default, a vertical divider will have a calculated height of `0px` if it is the child of a flex container.)
	* @default false
	*/
	flexItem: import_prop_types.default.bool,
	/**
	* The component orientation.
	* @default 'horizontal'
	*/
	orientation: import_prop_types.default.oneOf(["horizontal", "vertical"]),
	/**
	* @ignore
	*/
	role: import_prop_types.default.string,
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	]),
	/**
	* The text alignment.
	* @default 'center'
	*/
	textAlign: import_prop_types.default.oneOf([
		"center",
		"left",
		"right"
	]),
	/**
	* The variant to use.
	* @default 'fullWidth'
	*/
	variant: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
		"fullWidth",
		"inset",
		"middle"
	]), import_prop_types.default.string])
});
// src/features/accounts/api/signin.ts
function signin(input) {
	return apiFetch("/api/v1/auth/signin", {
		method: "POST",
		body: input,
		schema: authSessionSchema
	});
}
function useSignin() {
	return useMutation({
		mutationFn: signin,
		onSuccess: adoptSession
	});
}
// src/features/accounts/api/signin-biometrics.ts
var PATH = "/api/v1/auth/signinBiometrics";
/** The account named has no passkey: the browser is not asked at all. */
var NoCredentialsError = class extends Error {
	constructor() {
		super("This account has no passkey");
		this.name = "NoCredentialsError";
	}
};
/**
* Signs in with a passkey: for the account of `email` when given, else with any passkey
* the browser holds for this site. An empty list for a named account means it has no
* passkey (no-credentials). Our API lists a stand-in instead, so as not to tell whether
* an account exists: there the browser's prompt finds nothing, and the person closes it.
*/
async function signinWithPasskey(email) {
	const optionsJSON = await apiFetch(PATH, {
		method: "POST",
		body: email ? {
			step: "options",
			email
		} : { step: "options" }
	});
	if (hasNoCredentials(email, optionsJSON.allowCredentials)) throw new NoCredentialsError();
	const response = await startAuthentication({ optionsJSON });
	return apiFetch(PATH, {
		method: "POST",
		body: {
			step: "verify",
			response
		},
		schema: authSessionSchema
	});
}
function useSigninWithPasskey() {
	return useMutation({
		mutationFn: signinWithPasskey,
		onSuccess: adoptSession
	});
}
// src/features/accounts/components/biometric-signin.tsx
/** The message of each state after a try (none before: the button says it all). */
var SEVERITY = {
	ok: "success",
	failed: "error",
	error: "error",
	cancelled: "info",
	"no-credentials": "warning"
};
/**
* "Biometric sign-in" with a passkey. Hidden where the browser has no WebAuthn. With
* the e-mail filled in, only that account's passkeys are offered.
*/
function BiometricSignin({ email, onSignedIn, divider }) {
	const { t } = useTranslation("accounts");
	const availability = useBiometricAvailability();
	const signin = useSigninWithPasskey();
	if (availability !== "available") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		"data-testid": "biometric-signin",
		"data-state": availability,
		hidden: true
	});
	const outcome = signin.isSuccess ? { state: "ok" } : signin.isError ? biometricOutcomeOf(signin.error) : { state: availability };
	const severity = outcome.state in SEVERITY ? SEVERITY[outcome.state] : void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [divider, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		"data-testid": "biometric-signin",
		"data-state": outcome.state,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			role: "status",
			"aria-live": "polite",
			children: severity && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
				severity,
				sx: { mb: 2 },
				children: [t(`biometric.signin.${outcome.state}`), outcome.reason ? ` ${t(`biometric.reason.${outcome.reason}`)}` : ""]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "outlined",
			size: "large",
			fullWidth: true,
			startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fingerprint_default, {}),
			disabled: signin.isPending || signin.isSuccess,
			onClick: () => signin.mutate(email, { onSuccess: onSignedIn }),
			children: signin.isPending ? t("biometric.signin.pending") : t("biometric.signin.button")
		})]
	})] });
}
// src/features/accounts/components/signin-form.tsx
/** Sign in with e-mail and password, or with a passkey; then back where the person came from. */
function SigninForm() {
	const { t } = useTranslation("accounts");
	const localePath = useLocalePath();
	const { passOn } = useRedirectTarget();
	const finish = useFinishSignin();
	const signin = useSignin();
	const form = useAccountForm(signinBodySchema, {
		email: "",
		password: ""
	});
	const email = emailSchema.safeParse(useWatch({
		control: form.control,
		name: "email"
	}));
	const submit = form.submit((input) => signin.mutate(input, {
		onSuccess: finish,
		onError: form.showApiError
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "form",
			noValidate: true,
			onSubmit: submit,
			"aria-label": t("signin.formLabel"),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormError, { error: form.formError }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				spacing: 2,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailField, {
						control: form.control,
						name: "email",
						autoComplete: "username"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
						control: form.control,
						name: "password",
						label: t("fields.password"),
						autoComplete: "current-password"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							component: Link$1,
							to: `${localePath("auth/remember")}${redirectQuery(passOn)}`,
							children: t("signin.forgot")
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						variant: "contained",
						size: "large",
						disabled: signin.isPending,
						fullWidth: true,
						children: signin.isPending ? t("signin.submitting") : t("signin.submit")
					})
				]
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BiometricSignin, {
			email: email.success ? email.data : void 0,
			onSignedIn: finish,
			divider: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {
				sx: { my: 3 },
				children: t("signin.or")
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			variant: "body2",
			sx: {
				mt: 3,
				textAlign: "center"
			},
			children: [
				t("signin.noAccount"),
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					component: Link$1,
					to: `${localePath("auth/signup")}${redirectQuery(passOn)}`,
					children: t("signin.createAccount")
				})
			]
		})
	] });
}
// src/app/routes/auth-signin.tsx
/** /{lang}/auth/signin: e-mail and password or a passkey, then back to `?redirect=`. */
function Component() {
	const user = useSessionStore((s) => s.user);
	const [signedInOnArrival] = (0, import_react.useState)(() => useSessionStore.getState().user !== null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { page: "signin" }), signedInOnArrival && user ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlreadySignedIn, { name: user.name }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SigninForm, {})] });
}
export { Component };
