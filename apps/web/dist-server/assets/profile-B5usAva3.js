import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { a as useSlot, m as getTransitionStyles, r as Paper, v as useForkRef_default } from "./useReducedMotion-DNKmSelM.js";
import { D as Stack, F as useThemeStore, K as useTranslation, N as Box, O as Button, _ as useLocalePath, g as useLang, n as getQueryClient } from "../entry-server.js";
import { t as PageHeading } from "./page-heading-DZ1DFSmw.js";
import { t as queryOptions } from "./queryOptions-BjJLq5r4.js";
import { t as useSuspenseQuery } from "./useSuspenseQuery-BsSeP2-N.js";
import { l as profileSchema, r as THEMES, s as passkeySchema, u as profileUpdateSchema } from "./accounts-CoPv0CkY.js";
import { i as restoreSession, o as useSessionStore, r as apiFetch } from "./api-client-Ba84igAR.js";
import { i as accountsKeys, n as adoptUser } from "./session-Cl5Aa_Ys.js";
import { a as startRegistration, n as biometricOutcomeOf, o as Fingerprint_default, t as useBiometricAvailability } from "./use-biometric-availability-D7A1nNsR.js";
import { r as useId_default, t as Alert } from "./Alert-B2OUS1du.js";
import { i as Dialog, n as DialogContent, r as DialogActions, t as DialogTitle } from "./DialogTitle-DNS3nufr.js";
import { t as DialogContentText } from "./DialogContentText-grDbmp2k.js";
import { r as createSimplePaletteValueFilter, t as Typography } from "./Typography-Cd2Ejhtg.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { t as useMutation } from "./useMutation--Q4XzZf_.js";
import { a as useErrorMessage, i as FormError, o as useAccountForm, r as withLanguage, t as redirectQuery } from "./redirect-DyUJvNlf.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { t as ChangePasswordForm } from "./change-password-form-XPn47Kri.js";
import { a as FormControl, c as useFormControl, l as useFormControlState, o as FormLabel, s as useControlled_default } from "./TextField-CH3yq_ZU.js";
import { C as generateUtilityClass, S as generateUtilityClasses, V as require_prop_types, h as composeClasses, i as rootShouldForwardProp, m as outsetFocusRing, n as useDefaultProps, r as styled, t as memoTheme } from "./memoTheme-Bs4JE_oI.js";
import { t as clsx } from "./clsx-DSZSqzKR.js";
import { t as capitalize_default } from "./capitalize-7zuZVFvm.js";
import { n as buttonBaseClasses, t as ButtonBase } from "./ButtonBase-BhjtITTp.js";
import { t as createSvgIcon } from "./createSvgIcon-2Z0OS6ZB.js";
import { u as createChainedFunction } from "./Modal-Dx5evlGe.js";
import { i as Controller } from "./readable-errors-C4sV7A4s.js";
import { f as useLocation, m as useNavigate, r as Link } from "./asset-types-CNV3WNaR.js";
import { t as LANGUAGES } from "./languages-CqGr3DKn.js";
import { t as AccountTextField } from "./text-field-B0Jd9m5L.js";
// ../../node_modules/@mui/material/FormControlLabel/formControlLabelClasses.mjs
function getFormControlLabelUtilityClasses(slot) {
	return generateUtilityClass("MuiFormControlLabel", slot);
}
var formControlLabelClasses = generateUtilityClasses("MuiFormControlLabel", [
	"root",
	"labelPlacementStart",
	"labelPlacementEnd",
	"labelPlacementTop",
	"labelPlacementBottom",
	"disabled",
	"label",
	"error",
	"required",
	"asterisk"
]);
// ../../node_modules/@mui/material/Radio/radioClasses.mjs
function getRadioUtilityClass(slot) {
	return generateUtilityClass("MuiRadio", slot);
}
var radioClasses = generateUtilityClasses("MuiRadio", [
	"root",
	"checked",
	"disabled",
	"colorPrimary",
	"colorSecondary",
	"sizeSmall"
]);
// ../../node_modules/@mui/material/utils/createChainedFunction.mjs
var createChainedFunction_default = createChainedFunction;
// src/features/accounts/api/users-profile.ts
function getProfile(signal) {
	return apiFetch("/api/v1/users_profile", {
		schema: profileSchema,
		signal
	});
}
function profileQueryOptions(userId) {
	return queryOptions({
		queryKey: accountsKeys.profile(userId),
		queryFn: ({ signal }) => getProfile(signal)
	});
}
/** The signed-in user's profile (the route's loader fetched it). */
function useProfile() {
	const userId = useSessionStore((s) => s.user?.id);
	return useSuspenseQuery(profileQueryOptions(userId));
}
// src/features/accounts/api/biometrics-reset.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Removes every passkey of the signed-in user, on every device. */
function resetPasskeys() {
	return apiFetch("/api/v1/auth/biometrics_reset", {
		method: "POST",
		body: {}
	});
}
function useResetPasskeys() {
	return useMutation({
		mutationFn: resetPasskeys,
		onSuccess: async () => adoptUser(await getProfile())
	});
}
// src/features/accounts/api/biometrics-token.ts
var PATH = "/api/v1/auth/biometrics_token";
/**
* Registers a passkey ("biometric sign-in") for the signed-in user: the server's
* options go to the browser's authenticator, its answer back to the server.
*/
async function registerPasskey() {
	const optionsJSON = await apiFetch(PATH, {
		method: "POST",
		body: { step: "options" }
	});
	const response = await startRegistration({ optionsJSON });
	return apiFetch(PATH, {
		method: "POST",
		body: {
			step: "verify",
			response
		},
		schema: passkeySchema
	});
}
function useRegisterPasskey() {
	return useMutation({
		mutationFn: registerPasskey,
		onSuccess: async () => adoptUser(await getProfile())
	});
}
// src/features/accounts/components/biometric-settings.tsx
var import_jsx_runtime = require_jsx_runtime();
var SEVERITY = {
	ok: "success",
	failed: "error",
	error: "error",
	cancelled: "info",
	unavailable: "info"
};
/** Passkeys ("biometric sign-in") of the account: set one up on this device, or remove them all. */
function BiometricSettings({ user }) {
	const { t } = useTranslation("accounts");
	const errorMessage = useErrorMessage();
	const availability = useBiometricAvailability();
	const register = useRegisterPasskey();
	const reset = useResetPasskeys();
	const [confirming, setConfirming] = (0, import_react.useState)(false);
	const outcome = availability === "unavailable" ? { state: "unavailable" } : register.isSuccess ? { state: "ok" } : register.isError ? biometricOutcomeOf(register.error) : { state: availability };
	const severity = outcome.state in SEVERITY ? SEVERITY[outcome.state] : void 0;
	const removeAll = () => {
		setConfirming(false);
		register.reset();
		reset.mutate();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": "biometric-heading",
		"data-testid": "biometric-settings",
		"data-state": outcome.state,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "biometric-heading",
				variant: "h2",
				component: "h2",
				sx: { mb: 1 },
				children: t("biometric.title")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mb: 1 },
				children: t("biometric.intro")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mb: 2 },
				"data-testid": "passkey-count",
				children: user.passkeys > 0 ? t("biometric.count", { count: user.passkeys }) : t("biometric.none")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				role: "status",
				"aria-live": "polite",
				children: [
					severity && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
						severity,
						sx: { mb: 2 },
						children: [t(`biometric.register.${outcome.state}`), outcome.reason ? ` ${t(`biometric.reason.${outcome.reason}`)}` : ""]
					}),
					reset.isSuccess && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						severity: "success",
						sx: { mb: 2 },
						children: t("biometric.removed")
					}),
					reset.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						severity: "error",
						sx: { mb: 2 },
						children: errorMessage(reset.error)
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: {
					xs: "column",
					sm: "row"
				},
				spacing: 1,
				children: [availability === "available" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "contained",
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fingerprint_default, {}),
					disabled: register.isPending,
					onClick: () => {
						reset.reset();
						register.mutate();
					},
					children: register.isPending ? t("biometric.register.pending") : t("biometric.register.button")
				}), user.passkeys > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outlined",
					color: "error",
					disabled: reset.isPending,
					onClick: () => setConfirming(true),
					children: t("biometric.removeAll")
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
				open: confirming,
				onClose: () => setConfirming(false),
				"aria-labelledby": "biometric-remove-title",
				"aria-describedby": "biometric-remove-text",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
						id: "biometric-remove-title",
						children: t("biometric.confirm.title")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContentText, {
						id: "biometric-remove-text",
						children: t("biometric.confirm.text", { count: user.passkeys })
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						onClick: () => setConfirming(false),
						autoFocus: true,
						children: t("biometric.confirm.cancel")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						color: "error",
						onClick: removeAll,
						children: t("biometric.confirm.remove")
					})] })
				]
			})
		]
	});
}
// src/features/accounts/components/password-section.tsx
/** The profile's password change: with the current password; other devices are signed out. */
function PasswordSection({ email }) {
	const { t } = useTranslation("accounts");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "password-heading",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "password-heading",
				variant: "h2",
				component: "h2",
				sx: { mb: 1 },
				children: t("change.title")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mb: 2 },
				children: t("change.intro")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChangePasswordForm, { mode: {
				kind: "signed-in",
				email
			} })
		]
	});
}
// ../../node_modules/@mui/material/FormControlLabel/FormControlLabel.mjs
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
var useUtilityClasses$4 = (ownerState) => {
	const { classes, disabled, labelPlacement, error, required } = ownerState;
	const slots = {
		root: [
			"root",
			disabled && "disabled",
			`labelPlacement${capitalize_default(labelPlacement)}`,
			error && "error",
			required && "required"
		],
		label: ["label", disabled && "disabled"],
		asterisk: ["asterisk", error && "error"]
	};
	return composeClasses(slots, getFormControlLabelUtilityClasses, classes);
};
var FormControlLabelRoot = styled("label", {
	name: "MuiFormControlLabel",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			{ [`& .${formControlLabelClasses.label}`]: styles.label },
			styles.root,
			styles[`labelPlacement${capitalize_default(ownerState.labelPlacement)}`]
		];
	}
})(memoTheme(({ theme }) => ({
	display: "inline-flex",
	alignItems: "center",
	cursor: "pointer",
	verticalAlign: "middle",
	WebkitTapHighlightColor: "transparent",
	marginLeft: -11,
	marginRight: 16,
	[`&.${formControlLabelClasses.disabled}`]: { cursor: "default" },
	[`& .${formControlLabelClasses.label}`]: { [`&.${formControlLabelClasses.disabled}`]: { color: (theme.vars || theme).palette.text.disabled } },
	variants: [
		{
			props: { labelPlacement: "start" },
			style: {
				flexDirection: "row-reverse",
				marginRight: -11
			}
		},
		{
			props: { labelPlacement: "top" },
			style: { flexDirection: "column-reverse" }
		},
		{
			props: { labelPlacement: "bottom" },
			style: { flexDirection: "column" }
		},
		{
			props: ({ labelPlacement }) => labelPlacement === "start" || labelPlacement === "top" || labelPlacement === "bottom",
			style: { marginLeft: 16 }
		}
	]
})));
var AsteriskComponent = styled("span", {
	name: "MuiFormControlLabel",
	slot: "Asterisk"
})(memoTheme(({ theme }) => ({ [`&.${formControlLabelClasses.error}`]: { color: (theme.vars || theme).palette.error.main } })));
/**
* Drop-in replacement of the `Radio`, `Switch` and `Checkbox` component.
* Use this component if you want to display an extra label.
*/
var FormControlLabel = /*#__PURE__*/ import_react.forwardRef(function FormControlLabel(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiFormControlLabel"
	});
	const { checked, className, control, disabled: disabledProp, disableTypography, label: labelProp, labelPlacement = "end", name, onChange, required: requiredProp, slots = {}, slotProps = {}, value, ...other } = props;
	const [fcs, muiFormControl] = useFormControlState({
		props,
		states: ["error"]
	});
	const disabled = disabledProp ?? control.props.disabled ?? muiFormControl?.disabled;
	const required = requiredProp ?? control.props.required;
	const controlProps = {
		disabled,
		required
	};
	[
		"checked",
		"name",
		"onChange",
		"value"
	].forEach((key) => {
		if (typeof control.props[key] === "undefined" && typeof props[key] !== "undefined") controlProps[key] = props[key];
	});
	const ownerState = {
		...props,
		disabled,
		labelPlacement,
		required,
		error: fcs.error
	};
	const classes = useUtilityClasses$4(ownerState);
	const [TypographySlot, typographySlotProps] = useSlot("typography", {
		elementType: Typography,
		externalForwardedProps: {
			slots,
			slotProps
		},
		ownerState
	});
	let label = labelProp;
	if (label != null && label.type !== Typography && !disableTypography) label = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TypographySlot, {
		component: "span",
		...typographySlotProps,
		className: clsx(classes.label, typographySlotProps?.className),
		children: label
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(FormControlLabelRoot, {
		className: clsx(classes.root, className),
		ownerState,
		ref,
		...other,
		children: [/*#__PURE__*/ import_react.cloneElement(control, controlProps), required ? /*#__PURE__*/ (0, import_jsx_runtime.jsxs)("div", { children: [label, /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(AsteriskComponent, {
			ownerState,
			"aria-hidden": true,
			className: classes.asterisk,
			children: [" ", "*"]
		})] }) : label]
	});
});
process.env.NODE_ENV !== "production" && (FormControlLabel.propTypes = {
	/**
	* If `true`, the component appears selected.
	*/
	checked: import_prop_types.default.bool,
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* @ignore
	*/
	className: import_prop_types.default.string,
	/**
	* A control element. For instance, it can be a `Radio`, a `Switch` or a `Checkbox`.
	*/
	control: import_prop_types.default.element.isRequired,
	/**
	* If `true`, the control is disabled.
	*/
	disabled: import_prop_types.default.bool,
	/**
	* If `true`, the label is rendered as it is passed without an additional typography node.
	*/
	disableTypography: import_prop_types.default.bool,
	/**
	* A text or an element to be used in an enclosing label element.
	*/
	label: import_prop_types.default.node,
	/**
	* The position of the label.
	* @default 'end'
	*/
	labelPlacement: import_prop_types.default.oneOf([
		"bottom",
		"end",
		"start",
		"top"
	]),
	/**
	* @ignore
	*/
	name: import_prop_types.default.string,
	/**
	* Callback fired when the state is changed.
	*
	* @param {React.SyntheticEvent} event The event source of the callback.
	* You can pull out the new checked state by accessing `event.target.checked` (boolean).
	*/
	onChange: import_prop_types.default.func,
	/**
	* If `true`, the label will indicate that the `input` is required.
	*/
	required: import_prop_types.default.bool,
	/**
	* The props used for each slot inside.
	* @default {}
	*/
	slotProps: import_prop_types.default.shape({ typography: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]) }),
	/**
	* The components used for each slot inside.
	* @default {}
	*/
	slots: import_prop_types.default.shape({ typography: import_prop_types.default.elementType }),
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
	* The value of the component.
	*/
	value: import_prop_types.default.any
});
// ../../node_modules/@mui/material/internal/switchBaseClasses.mjs
function getSwitchBaseUtilityClass(slot) {
	return generateUtilityClass("PrivateSwitchBase", slot);
}
generateUtilityClasses("PrivateSwitchBase", [
	"root",
	"checked",
	"disabled",
	"input",
	"edgeStart",
	"edgeEnd"
]);
// ../../node_modules/@mui/material/internal/SwitchBase.mjs
var useUtilityClasses$3 = (ownerState) => {
	const { classes, checked, disabled, edge } = ownerState;
	const slots = {
		root: [
			"root",
			checked && "checked",
			disabled && "disabled",
			edge && `edge${capitalize_default(edge)}`
		],
		input: ["input"]
	};
	return composeClasses(slots, getSwitchBaseUtilityClass, classes);
};
var SwitchBaseRoot = styled(ButtonBase, { name: "MuiSwitchBase" })({
	padding: 9,
	borderRadius: "50%",
	variants: [
		{
			props: {
				edge: "start",
				size: "small"
			},
			style: { marginLeft: -3 }
		},
		{
			props: ({ edge, ownerState }) => edge === "start" && ownerState.size !== "small",
			style: { marginLeft: -12 }
		},
		{
			props: {
				edge: "end",
				size: "small"
			},
			style: { marginRight: -3 }
		},
		{
			props: ({ edge, ownerState }) => edge === "end" && ownerState.size !== "small",
			style: { marginRight: -12 }
		}
	]
});
var SwitchBaseInput = styled("input", {
	name: "MuiSwitchBase",
	shouldForwardProp: rootShouldForwardProp
})({
	cursor: "inherit",
	position: "absolute",
	opacity: 0,
	width: "100%",
	height: "100%",
	top: 0,
	left: 0,
	margin: 0,
	padding: 0,
	zIndex: 1
});
/**
* @ignore - internal component.
*/
var SwitchBase = /*#__PURE__*/ import_react.forwardRef(function SwitchBase(props, ref) {
	const { autoFocus, checked: checkedProp, checkedIcon, defaultChecked, disabled: disabledProp, disableFocusRipple = false, edge = false, icon, id, name, onBlur, onChange, onFocus, readOnly, required = false, tabIndex, type, value, slots = {}, slotProps = {}, ...other } = props;
	const { nativeButton, ...buttonBaseProps } = other;
	const [checked, setCheckedState] = useControlled_default({
		controlled: checkedProp,
		default: Boolean(defaultChecked),
		name: "SwitchBase",
		state: "checked"
	});
	const muiFormControl = useFormControl();
	const handleFocus = (event) => {
		if (onFocus) onFocus(event);
		if (muiFormControl && muiFormControl.onFocus) muiFormControl.onFocus(event);
	};
	const handleBlur = (event) => {
		if (onBlur) onBlur(event);
		if (muiFormControl && muiFormControl.onBlur) muiFormControl.onBlur(event);
	};
	const handleInputChange = (event) => {
		if (event.nativeEvent.defaultPrevented || readOnly) return;
		const newChecked = event.target.checked;
		setCheckedState(newChecked);
		if (onChange) onChange(event, newChecked);
	};
	let disabled = disabledProp;
	if (muiFormControl) {
		if (typeof disabled === "undefined") disabled = muiFormControl.disabled;
	}
	const hasLabelFor = type === "checkbox" || type === "radio";
	const ownerState = {
		...props,
		checked,
		disabled,
		disableFocusRipple,
		edge
	};
	const classes = useUtilityClasses$3(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps
	};
	const [RootSlot, rootSlotProps] = useSlot("root", {
		ref,
		elementType: SwitchBaseRoot,
		className: classes.root,
		shouldForwardComponentProp: true,
		externalForwardedProps: {
			...externalForwardedProps,
			component: "span",
			...buttonBaseProps
		},
		getSlotProps: (handlers) => ({
			...handlers,
			onFocus: (event) => {
				handlers.onFocus?.(event);
				handleFocus(event);
			},
			onBlur: (event) => {
				handlers.onBlur?.(event);
				handleBlur(event);
			}
		}),
		ownerState,
		additionalProps: {
			centerRipple: true,
			focusRipple: !disableFocusRipple,
			role: void 0,
			tabIndex: null,
			internalDisabledThemeFocusVisible: true
		}
	});
	const [InputSlot, inputSlotProps] = useSlot("input", {
		elementType: SwitchBaseInput,
		className: classes.input,
		externalForwardedProps,
		getSlotProps: (handlers) => ({
			...handlers,
			onChange: (event) => {
				handlers.onChange?.(event);
				handleInputChange(event);
			}
		}),
		ownerState,
		additionalProps: {
			autoFocus,
			checked: checkedProp,
			defaultChecked,
			disabled,
			id: hasLabelFor ? id : void 0,
			name,
			readOnly,
			required,
			tabIndex,
			type,
			...type === "checkbox" && value === void 0 ? {} : { value }
		}
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(RootSlot, {
		...rootSlotProps,
		children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)(InputSlot, { ...inputSlotProps }), checked ? checkedIcon : icon]
	});
});
process.env.NODE_ENV !== "production" && (SwitchBase.propTypes = {
	/**
	* If `true`, the `input` element is focused during the first mount.
	*/
	autoFocus: import_prop_types.default.bool,
	/**
	* If `true`, the component is checked.
	*/
	checked: import_prop_types.default.bool,
	/**
	* The icon to display when the component is checked.
	*/
	checkedIcon: import_prop_types.default.node.isRequired,
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* @ignore
	*/
	className: import_prop_types.default.string,
	/**
	* @ignore
	*/
	defaultChecked: import_prop_types.default.bool,
	/**
	* If `true`, the component is disabled.
	*/
	disabled: import_prop_types.default.bool,
	/**
	* If `true`, the  keyboard focus ripple is disabled.
	* @default false
	*/
	disableFocusRipple: import_prop_types.default.bool,
	/**
	* If given, uses a negative margin to counteract the padding on one
	* side (this is often helpful for aligning the left or right
	* side of the icon with content above or below, without ruining the border
	* size and shape).
	* @default false
	*/
	edge: import_prop_types.default.oneOf([
		"end",
		"start",
		false
	]),
	/**
	* The icon to display when the component is unchecked.
	*/
	icon: import_prop_types.default.node.isRequired,
	/**
	* The id of the `input` element.
	*/
	id: import_prop_types.default.string,
	name: import_prop_types.default.string,
	/**
	* @ignore
	*/
	onBlur: import_prop_types.default.func,
	/**
	* Callback fired when the state is changed.
	*
	* @param {object} event The event source of the callback.
	* You can pull out the new checked state by accessing `event.target.checked` (boolean).
	*/
	onChange: import_prop_types.default.func,
	/**
	* @ignore
	*/
	onFocus: import_prop_types.default.func,
	/**
	* It prevents the user from changing the value of the field
	* (not from interacting with the field).
	*/
	readOnly: import_prop_types.default.bool,
	/**
	* If `true`, the `input` element is required.
	*/
	required: import_prop_types.default.bool,
	/**
	* The props used for each slot inside.
	* @default {}
	*/
	slotProps: import_prop_types.default.shape({
		input: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		root: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object])
	}),
	/**
	* The components used for each slot inside.
	* @default {}
	*/
	slots: import_prop_types.default.shape({
		input: import_prop_types.default.elementType,
		root: import_prop_types.default.elementType
	}),
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.object,
	/**
	* @ignore
	*/
	tabIndex: import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.string]),
	/**
	* The input component prop `type`.
	*/
	type: import_prop_types.default.string.isRequired,
	/**
	* The value of the component.
	*/
	value: import_prop_types.default.any
});
// ../../node_modules/@mui/material/internal/svg-icons/RadioButtonUnchecked.mjs
/**
* @ignore - internal component.
*/
var RadioButtonUnchecked_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" }), "RadioButtonUnchecked");
// ../../node_modules/@mui/material/internal/svg-icons/RadioButtonChecked.mjs
/**
* @ignore - internal component.
*/
var RadioButtonChecked_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M8.465 8.465C9.37 7.56 10.62 7 12 7C14.76 7 17 9.24 17 12C17 13.38 16.44 14.63 15.535 15.535C14.63 16.44 13.38 17 12 17C9.24 17 7 14.76 7 12C7 10.62 7.56 9.37 8.465 8.465Z" }), "RadioButtonChecked");
// ../../node_modules/@mui/material/Radio/RadioButtonIcon.mjs
var RadioButtonIconRoot = styled("span", {
	name: "MuiRadioButtonIcon",
	shouldForwardProp: rootShouldForwardProp
})({
	position: "relative",
	display: "flex"
});
var RadioButtonIconBackground = styled(RadioButtonUnchecked_default, { name: "MuiRadioButtonIcon" })({ transform: "scale(1)" });
var RadioButtonIconDot = styled(RadioButtonChecked_default, { name: "MuiRadioButtonIcon" })(memoTheme(({ theme }) => ({
	left: 0,
	position: "absolute",
	transform: "scale(0)",
	...getTransitionStyles(theme, "transform", {
		easing: theme.transitions.easing.easeIn,
		duration: theme.transitions.duration.shortest
	}),
	variants: [{
		props: { checked: true },
		style: {
			transform: "scale(1)",
			...getTransitionStyles(theme, "transform", {
				easing: theme.transitions.easing.easeOut,
				duration: theme.transitions.duration.shortest
			})
		}
	}]
})));
/**
* @ignore - internal component.
*/
function RadioButtonIcon(props) {
	const { checked = false, classes = {}, fontSize } = props;
	const ownerState = {
		...props,
		checked
	};
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(RadioButtonIconRoot, {
		className: classes.root,
		ownerState,
		children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)(RadioButtonIconBackground, {
			fontSize,
			className: classes.background,
			ownerState
		}), /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RadioButtonIconDot, {
			fontSize,
			className: classes.dot,
			ownerState
		})]
	});
}
process.env.NODE_ENV !== "production" && (RadioButtonIcon.propTypes = {
	/**
	* If `true`, the component is checked.
	*/
	checked: import_prop_types.default.bool,
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* The size of the component.
	* `small` is equivalent to the dense radio styling.
	*/
	fontSize: import_prop_types.default.oneOf(["small", "medium"])
});
// ../../node_modules/@mui/material/RadioGroup/RadioGroupContext.mjs
/**
* @ignore - internal component.
*/
var RadioGroupContext = /*#__PURE__*/ import_react.createContext(void 0);
if (process.env.NODE_ENV !== "production") RadioGroupContext.displayName = "RadioGroupContext";
// ../../node_modules/@mui/material/RadioGroup/useRadioGroup.mjs
function useRadioGroup() {
	return import_react.useContext(RadioGroupContext);
}
// ../../node_modules/@mui/material/Radio/Radio.mjs
var useUtilityClasses$2 = (ownerState) => {
	const { classes, color, size } = ownerState;
	const slots = { root: [
		"root",
		`color${capitalize_default(color)}`,
		size !== "medium" && `size${capitalize_default(size)}`
	] };
	return {
		...classes,
		...composeClasses(slots, getRadioUtilityClass, classes)
	};
};
var RadioRoot = styled(SwitchBase, {
	shouldForwardProp: (prop) => rootShouldForwardProp(prop) || prop === "classes",
	name: "MuiRadio",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			ownerState.size !== "medium" && styles[`size${capitalize_default(ownerState.size)}`],
			styles[`color${capitalize_default(ownerState.color)}`]
		];
	}
})(memoTheme(({ theme }) => ({
	color: (theme.vars || theme).palette.text.secondary,
	...theme.focusVisible && { [`&.${buttonBaseClasses.focusVisible} svg:first-of-type`]: {
		...outsetFocusRing,
		borderRadius: 99,
		...theme.focusVisible
	} },
	[`&.${radioClasses.disabled}`]: { color: (theme.vars || theme).palette.action.disabled },
	variants: [
		{
			props: {
				color: "default",
				disabled: false,
				disableRipple: false
			},
			style: { "&:hover": { backgroundColor: theme.alpha((theme.vars || theme).palette.action.active, (theme.vars || theme).palette.action.hoverOpacity) } }
		},
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
			props: {
				color,
				disabled: false,
				disableRipple: false
			},
			style: { "&:hover": { backgroundColor: theme.alpha((theme.vars || theme).palette[color].main, (theme.vars || theme).palette.action.hoverOpacity) } }
		})),
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
			props: {
				color,
				disabled: false
			},
			style: { [`&.${radioClasses.checked}`]: { color: (theme.vars || theme).palette[color].main } }
		})),
		{
			props: { disableRipple: false },
			style: { "&:hover": { "@media (hover: none)": { backgroundColor: "transparent" } } }
		}
	]
})));
function areEqualValues(a, b) {
	if (typeof b === "object" && b !== null) return a === b;
	return String(a) === String(b);
}
var defaultCheckedIcon = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RadioButtonIcon, { checked: true });
var defaultIcon = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RadioButtonIcon, {});
var Radio = /*#__PURE__*/ import_react.forwardRef(function Radio(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiRadio"
	});
	const { checked: checkedProp, checkedIcon = defaultCheckedIcon, color = "primary", icon = defaultIcon, name: nameProp, onChange: onChangeProp, size = "medium", className, disabled: disabledProp, disableRipple = false, slots = {}, slotProps = {}, ...other } = props;
	const muiFormControl = useFormControl();
	let disabled = disabledProp;
	if (muiFormControl) {
		if (typeof disabled === "undefined") disabled = muiFormControl.disabled;
	}
	disabled ??= false;
	const ownerState = {
		...props,
		disabled,
		disableRipple,
		color,
		size
	};
	const classes = useUtilityClasses$2(ownerState);
	const radioGroup = useRadioGroup();
	let checked = checkedProp;
	const onChange = createChainedFunction_default(onChangeProp, radioGroup && radioGroup.onChange);
	let name = nameProp;
	if (radioGroup) {
		if (typeof checked === "undefined") checked = areEqualValues(radioGroup.value, props.value);
		if (typeof name === "undefined") name = radioGroup.name;
	}
	const externalInputProps = slotProps.input;
	const [RootSlot, rootSlotProps] = useSlot("root", {
		ref,
		elementType: RadioRoot,
		className: clsx(classes.root, className),
		shouldForwardComponentProp: true,
		externalForwardedProps: {
			slots,
			slotProps,
			...other
		},
		getSlotProps: (handlers) => ({
			...handlers,
			onChange: (event, ...args) => {
				handlers.onChange?.(event, ...args);
				onChange(event, ...args);
			}
		}),
		ownerState,
		additionalProps: {
			type: "radio",
			icon: /*#__PURE__*/ import_react.cloneElement(icon, { fontSize: icon.props.fontSize ?? size }),
			checkedIcon: /*#__PURE__*/ import_react.cloneElement(checkedIcon, { fontSize: checkedIcon.props.fontSize ?? size }),
			disabled,
			name,
			checked,
			disableRipple: props.disableRipple,
			slots,
			slotProps: { input: typeof externalInputProps === "function" ? externalInputProps(ownerState) : externalInputProps }
		}
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RootSlot, {
		...rootSlotProps,
		classes
	});
});
process.env.NODE_ENV !== "production" && (Radio.propTypes = {
	/**
	* If `true`, the component is checked.
	*/
	checked: import_prop_types.default.bool,
	/**
	* The icon to display when the component is checked.
	* @default <RadioButtonIcon checked />
	*/
	checkedIcon: import_prop_types.default.node,
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* @ignore
	*/
	className: import_prop_types.default.string,
	/**
	* The color of the component.
	* It supports both default and custom theme colors, which can be added as shown in the
	* [palette customization guide](https://mui.com/material-ui/customization/palette/#custom-colors).
	* @default 'primary'
	*/
	color: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
		"default",
		"primary",
		"secondary",
		"error",
		"info",
		"success",
		"warning"
	]), import_prop_types.default.string]),
	/**
	* If `true`, the component is disabled.
	*/
	disabled: import_prop_types.default.bool,
	/**
	* If `true`, the ripple effect is disabled.
	* @default false
	*/
	disableRipple: import_prop_types.default.bool,
	/**
	* The icon to display when the component is unchecked.
	* @default <RadioButtonIcon />
	*/
	icon: import_prop_types.default.node,
	/**
	* The id of the `input` element.
	*/
	id: import_prop_types.default.string,
	/**
	* Name attribute of the `input` element.
	*/
	name: import_prop_types.default.string,
	/**
	* Callback fired when the state is changed.
	*
	* @param {React.ChangeEvent<HTMLInputElement>} event The event source of the callback.
	* You can pull out the new value by accessing `event.target.value` (string).
	* You can pull out the new checked state by accessing `event.target.checked` (boolean).
	*/
	onChange: import_prop_types.default.func,
	/**
	* If `true`, the `input` element is required.
	* @default false
	*/
	required: import_prop_types.default.bool,
	/**
	* The size of the component.
	* `small` is equivalent to the dense radio styling.
	* @default 'medium'
	*/
	size: import_prop_types.default.oneOfType([import_prop_types.default.oneOf(["medium", "small"]), import_prop_types.default.string]),
	/**
	* The props used for each slot inside.
	* @default {}
	*/
	slotProps: import_prop_types.default.shape({
		input: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		root: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object])
	}),
	/**
	* The components used for each slot inside.
	* @default {}
	*/
	slots: import_prop_types.default.shape({
		input: import_prop_types.default.elementType,
		root: import_prop_types.default.elementType
	}),
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
	* The value of the component. The DOM API casts this to a string.
	*/
	value: import_prop_types.default.any
});
// ../../node_modules/@mui/material/FormGroup/formGroupClasses.mjs
function getFormGroupUtilityClass(slot) {
	return generateUtilityClass("MuiFormGroup", slot);
}
generateUtilityClasses("MuiFormGroup", [
	"root",
	"row",
	"error"
]);
// ../../node_modules/@mui/material/FormGroup/FormGroup.mjs
var useUtilityClasses$1 = (ownerState) => {
	const { classes, row, error } = ownerState;
	return composeClasses({ root: [
		"root",
		row && "row",
		error && "error"
	] }, getFormGroupUtilityClass, classes);
};
var FormGroupRoot = styled("div", {
	name: "MuiFormGroup",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [styles.root, ownerState.row && styles.row];
	}
})({
	display: "flex",
	flexDirection: "column",
	flexWrap: "wrap",
	variants: [{
		props: { row: true },
		style: { flexDirection: "row" }
	}]
});
/**
* `FormGroup` wraps controls such as `Checkbox` and `Switch`.
* It provides compact row layout.
* For the `Radio`, you should be using the `RadioGroup` component instead of this one.
*/
var FormGroup = /*#__PURE__*/ import_react.forwardRef(function FormGroup(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiFormGroup"
	});
	const { className, row = false, ...other } = props;
	const [fcs] = useFormControlState({
		props,
		states: ["error"]
	});
	const ownerState = {
		...props,
		row,
		error: fcs.error
	};
	const classes = useUtilityClasses$1(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(FormGroupRoot, {
		className: clsx(classes.root, className),
		ownerState,
		ref,
		...other
	});
});
process.env.NODE_ENV !== "production" && (FormGroup.propTypes = {
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
	* Display group of elements in a compact row.
	* @default false
	*/
	row: import_prop_types.default.bool,
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
	])
});
// ../../node_modules/@mui/material/RadioGroup/radioGroupClasses.mjs
function getRadioGroupUtilityClass(slot) {
	return generateUtilityClass("MuiRadioGroup", slot);
}
generateUtilityClasses("MuiRadioGroup", [
	"root",
	"row",
	"error"
]);
// ../../node_modules/@mui/material/RadioGroup/RadioGroup.mjs
var useUtilityClasses = (props) => {
	const { classes, row, error } = props;
	return composeClasses({ root: [
		"root",
		row && "row",
		error && "error"
	] }, getRadioGroupUtilityClass, classes);
};
var RadioGroup = /*#__PURE__*/ import_react.forwardRef(function RadioGroup(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiRadioGroup"
	});
	const { actions, children, className, defaultValue, name: nameProp, onChange, value: valueProp, ...other } = props;
	const rootRef = import_react.useRef(null);
	const classes = useUtilityClasses(props);
	const [value, setValueState] = useControlled_default({
		controlled: valueProp,
		default: defaultValue,
		name: "RadioGroup"
	});
	import_react.useImperativeHandle(actions, () => ({ focus: () => {
		let input = rootRef.current.querySelector("input:not(:disabled):checked");
		if (!input) input = rootRef.current.querySelector("input:not(:disabled)");
		if (input) input.focus();
	} }), []);
	const handleRef = useForkRef_default(ref, rootRef);
	const name = useId_default(nameProp);
	const contextValue = import_react.useMemo(() => ({
		name,
		onChange(event) {
			setValueState(event.target.value);
			if (onChange) onChange(event, event.target.value);
		},
		value
	}), [
		name,
		onChange,
		setValueState,
		value
	]);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RadioGroupContext.Provider, {
		value: contextValue,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(FormGroup, {
			role: "radiogroup",
			ref: handleRef,
			className: clsx(classes.root, className),
			...other,
			children
		})
	});
});
process.env.NODE_ENV !== "production" && (RadioGroup.propTypes = {
	/**
	* The content of the component.
	*/
	children: import_prop_types.default.node,
	/**
	* @ignore
	*/
	className: import_prop_types.default.string,
	/**
	* The default value. Use when the component is not controlled.
	*/
	defaultValue: import_prop_types.default.any,
	/**
	* The name used to reference the value of the control.
	* If you don't provide this prop, it falls back to a randomly generated name.
	*/
	name: import_prop_types.default.string,
	/**
	* Callback fired when a radio button is selected.
	*
	* @param {React.ChangeEvent<HTMLInputElement>} event The event source of the callback.
	* @param {string} value The value of the selected radio button.
	* You can pull out the new value by accessing `event.target.value` (string).
	*/
	onChange: import_prop_types.default.func,
	/**
	* Value of the selected radio button. The DOM API casts this to a string.
	*/
	value: import_prop_types.default.any
});
// src/features/accounts/api/update-profile.ts
function updateProfile(changes) {
	return apiFetch("/api/v1/users_profile", {
		method: "PUT",
		body: changes,
		schema: profileSchema
	});
}
function useUpdateProfile() {
	return useMutation({
		mutationFn: updateProfile,
		onSuccess: adoptUser
	});
}
// src/features/accounts/components/profile-form.tsx
var valuesOf = (user) => ({
	name: user.name,
	phone: user.phone ?? "",
	lang: user.lang,
	theme: user.theme
});
/**
* Name, phone, language and theme. Saving applies them here and now: the theme to the
* page, the language by moving to the same page under its prefix.
*/
function ProfileForm({ user }) {
	const { t } = useTranslation("accounts");
	const lang = useLang();
	const location = useLocation();
	const navigate = useNavigate();
	const setTheme = useThemeStore((s) => s.setMode);
	const update = useUpdateProfile();
	const form = useAccountForm(profileUpdateSchema, valuesOf(user));
	const submit = form.submit((changes) => update.mutate(changes, {
		onSuccess: (saved) => {
			form.reset(valuesOf(saved));
			setTheme(saved.theme);
			if (saved.lang !== lang) navigate(withLanguage(location, saved.lang));
		},
		onError: form.showApiError
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit: submit,
		"aria-labelledby": "profile-details-heading",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "profile-details-heading",
				variant: "h2",
				component: "h2",
				sx: { mb: 2 },
				children: t("profile.details")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				sx: {
					mb: 2,
					overflowWrap: "anywhere"
				},
				children: [
					t("fields.email"),
					": ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: user.email })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormError, { error: form.formError }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				spacing: 2,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountTextField, {
						control: form.control,
						name: "name",
						label: t("fields.name"),
						autoComplete: "name",
						required: true
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountTextField, {
						control: form.control,
						name: "phone",
						label: t("fields.phone"),
						type: "tel",
						autoComplete: "tel",
						hint: t("profile.phoneHint")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountTextField, {
						control: form.control,
						name: "lang",
						label: t("fields.language"),
						select: true,
						hint: t("profile.languageHint"),
						slotProps: { select: { native: true } },
						children: LANGUAGES.filter((l) => l.active).map((l) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: l.iso639_1,
							lang: l.iso639_1,
							children: l.endonym
						}, l.iso639_1))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
						id: "profile-theme-label",
						children: t("fields.theme")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
						control: form.control,
						name: "theme",
						render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroup, {
							row: true,
							"aria-labelledby": "profile-theme-label",
							name: field.name,
							value: field.value,
							onChange: (event) => field.onChange(event.target.value),
							children: THEMES.map((theme) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
								value: theme,
								control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
								label: t(`profile.theme.${theme}`)
							}, theme))
						})
					})] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						role: "status",
						children: update.isSuccess && !form.formError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
							severity: "success",
							"data-testid": "profile-saved",
							children: t("profile.saved")
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						variant: "contained",
						disabled: update.isPending,
						children: update.isPending ? t("profile.saving") : t("profile.save")
					}) })
				]
			})
		]
	});
}
// src/features/accounts/components/session-ended.tsx
/** A guarded page whose session ended while it was open (signed out in another tab). */
function SessionEnded() {
	const { t } = useTranslation("accounts");
	const localePath = useLocalePath();
	const location = useLocation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "info",
		action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			color: "inherit",
			size: "small",
			component: Link,
			to: `${localePath("auth/signin")}${redirectQuery(location.pathname + location.search)}`,
			children: t("signedOut.signIn")
		}),
		children: t("signedOut.text")
	});
}
// src/app/routes/profile.tsx
/** The guard's loader runs beside this one: both wait for the same session restore. */
async function loader() {
	await restoreSession();
	const user = useSessionStore.getState().user;
	if (user) await getQueryClient().ensureQueryData(profileQueryOptions(user.id));
	return null;
}
function Profile() {
	const { data: user } = useProfile();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 3,
		sx: { maxWidth: 760 },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
				variant: "outlined",
				sx: { p: {
					xs: 2,
					sm: 3
				} },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileForm, { user }, user.id)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
				variant: "outlined",
				sx: { p: {
					xs: 2,
					sm: 3
				} },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BiometricSettings, { user })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
				variant: "outlined",
				sx: { p: {
					xs: 2,
					sm: 3
				} },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordSection, { email: user.email })
			})
		]
	});
}
/** /{lang}/profile (guarded): details, language and theme, passkeys, password. */
function Component() {
	const signedIn = useSessionStore((s) => s.user !== null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { page: "profile" }), signedIn ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Profile, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SessionEnded, {})] });
}
export { Component, loader };
