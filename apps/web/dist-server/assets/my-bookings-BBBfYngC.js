import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import "./languages-CqGr3DKn.js";
import { A as Link, K as useTranslation, N as Box, O as Button, g as useLang, it as useQueryClient, n as getQueryClient, w as PAGE_LIMIT } from "../entry-server.js";
import { t as PageHeading } from "./page-heading-DZ1DFSmw.js";
import { t as queryOptions } from "./queryOptions-BjJLq5r4.js";
import { t as useQuery } from "./useQuery-CVD0r-J_.js";
import { d as formatStayDay, o as bookingListSchema, s as bookingSchema, t as bookingsKeys, u as formatEuros } from "./query-keys-Dta6QSIq.js";
import { i as restoreSession, r as apiFetch, s as ERROR_CODES, t as ApiError } from "./api-client-Ba84igAR.js";
import { t as createSvgIcon } from "./createSvgIcon-2Z0OS6ZB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { i as CircularProgress, t as Alert } from "./Alert-B2OUS1du.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { C as generateUtilityClass, S as generateUtilityClasses, V as require_prop_types, h as composeClasses, i as rootShouldForwardProp, n as useDefaultProps, r as styled, t as memoTheme } from "./memoTheme-Bs4JE_oI.js";
import { t as clsx } from "./clsx-DSZSqzKR.js";
import { a as useSlot, m as getTransitionStyles, r as Paper, v as useForkRef_default } from "./useReducedMotion-DNKmSelM.js";
import { t as capitalize_default } from "./capitalize-7zuZVFvm.js";
import { t as ButtonBase } from "./ButtonBase-BhjtITTp.js";
import { r as createSimplePaletteValueFilter, t as Typography } from "./Typography-Cd2Ejhtg.js";
import { i as Dialog, n as DialogContent, r as DialogActions, t as DialogTitle } from "./DialogTitle-DNS3nufr.js";
import { t as DialogContentText } from "./DialogContentText-grDbmp2k.js";
import { r as Link$1 } from "./asset-types-CNV3WNaR.js";
import { t as W } from "./dist-HGywbY5N.js";
import { t as LoadError } from "./load-error-DR0LKYoY.js";
import { t as useMutation } from "./useMutation--Q4XzZf_.js";
// ../../node_modules/@mui/utils/unsupportedProp/unsupportedProp.mjs
function unsupportedProp(props, propName, componentName, location, propFullName) {
	if (process.env.NODE_ENV === "production") return null;
	const propFullNameSafe = propFullName || propName;
	if (typeof props[propName] !== "undefined") return /* @__PURE__ */ new Error(`The prop \`${propFullNameSafe}\` is not supported. Please remove it.`);
	return null;
}
// ../../node_modules/@mui/material/utils/unsupportedProp.mjs
var unsupportedProp_default = unsupportedProp;
// src/features/bookings/api/my-bookings.ts
/** GET /api/v1/booking: the signed-in visitor's bookings (the newest 100), rental names in `lang`. */
function fetchMyBookings(lang, signal) {
	return apiFetch("/api/v1/booking", {
		query: {
			lang,
			limit: PAGE_LIMIT.max
		},
		signal,
		schema: bookingListSchema
	});
}
function myBookingsQueryOptions(lang) {
	return queryOptions({
		queryKey: bookingsKeys.mineIn(lang),
		queryFn: ({ signal }) => fetchMyBookings(lang, signal),
		staleTime: 0
	});
}
var useMyBookings = (lang) => useQuery(myBookingsQueryOptions(lang));
// ../../node_modules/@mui/icons-material/EventBusy.mjs
var import_jsx_runtime = require_jsx_runtime();
var EventBusy_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m9.31 17 2.44-2.44L14.19 17l1.06-1.06-2.44-2.44 2.44-2.44L14.19 10l-2.44 2.44L9.31 10l-1.06 1.06 2.44 2.44-2.44 2.44zM19 3h-1V1h-2v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V8h14z" }), "EventBusy");
// ../../node_modules/@mui/material/internal/svg-icons/Cancel.mjs
/**
* @ignore - internal component.
*/
var Cancel_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2zm5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12 17 15.59z" }), "Cancel");
// ../../node_modules/@mui/material/Chip/chipClasses.mjs
function getChipUtilityClass(slot) {
	return generateUtilityClass("MuiChip", slot);
}
var chipClasses = generateUtilityClasses("MuiChip", [
	"root",
	"sizeSmall",
	"sizeMedium",
	"colorDefault",
	"colorError",
	"colorInfo",
	"colorPrimary",
	"colorSecondary",
	"colorSuccess",
	"colorWarning",
	"disabled",
	"clickable",
	"deletable",
	"outlined",
	"filled",
	"avatar",
	"icon",
	"label",
	"deleteIcon",
	"focusVisible"
]);
// ../../node_modules/@mui/material/Chip/Chip.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
var useUtilityClasses = (ownerState) => {
	const { classes, disabled, size, color, onDelete, clickable, variant } = ownerState;
	const slots = {
		root: [
			"root",
			variant,
			disabled && "disabled",
			`size${capitalize_default(size)}`,
			`color${capitalize_default(color)}`,
			clickable && "clickable",
			onDelete && "deletable"
		],
		label: ["label"],
		avatar: ["avatar"],
		icon: ["icon"],
		deleteIcon: ["deleteIcon"]
	};
	return composeClasses(slots, getChipUtilityClass, classes);
};
var ChipRoot = styled("div", {
	name: "MuiChip",
	slot: "Root",
	shouldForwardProp: (prop) => rootShouldForwardProp(prop) && prop !== "focusableWhenDisabled" && prop !== "skipFocusWhenDisabled",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		const { color, clickable, onDelete, size, variant } = ownerState;
		return [
			{ [`& .${chipClasses.avatar}`]: styles.avatar },
			{ [`& .${chipClasses.icon}`]: styles.icon },
			{ [`& .${chipClasses.deleteIcon}`]: styles.deleteIcon },
			styles.root,
			styles[`size${capitalize_default(size)}`],
			styles[`color${capitalize_default(color)}`],
			clickable && styles.clickable,
			onDelete && styles.deletable,
			styles[variant]
		];
	}
})(memoTheme(({ theme }) => {
	const textColor = theme.palette.mode === "light" ? theme.palette.grey[700] : theme.palette.grey[300];
	return {
		maxWidth: "100%",
		fontFamily: theme.typography.fontFamily,
		fontSize: theme.typography.pxToRem(13),
		display: "inline-flex",
		alignItems: "center",
		justifyContent: "center",
		height: 32,
		lineHeight: 1.5,
		color: (theme.vars || theme).palette.text.primary,
		backgroundColor: (theme.vars || theme).palette.action.selected,
		borderRadius: 16,
		whiteSpace: "nowrap",
		...getTransitionStyles(theme, ["background-color", "box-shadow"]),
		cursor: "unset",
		outline: 0,
		textDecoration: "none",
		border: 0,
		padding: 0,
		verticalAlign: "middle",
		boxSizing: "border-box",
		[`&.${chipClasses.disabled}`]: {
			opacity: (theme.vars || theme).palette.action.disabledOpacity,
			pointerEvents: "none"
		},
		[`& .${chipClasses.avatar}`]: {
			marginLeft: 5,
			marginRight: -6,
			width: 24,
			height: 24,
			color: theme.vars ? theme.vars.palette.Chip.defaultAvatarColor : textColor,
			fontSize: theme.typography.pxToRem(12)
		},
		[`& .${chipClasses.icon}`]: {
			marginLeft: 5,
			marginRight: -6
		},
		[`& .${chipClasses.deleteIcon}`]: {
			WebkitTapHighlightColor: "transparent",
			color: theme.alpha((theme.vars || theme).palette.text.primary, .26),
			fontSize: 22,
			cursor: "pointer",
			margin: "0 5px 0 -6px",
			"&:hover": { color: theme.alpha((theme.vars || theme).palette.text.primary, .4) }
		},
		variants: [
			{
				props: { color: "primary" },
				style: { [`& .${chipClasses.avatar}`]: {
					color: (theme.vars || theme).palette.primary.contrastText,
					backgroundColor: (theme.vars || theme).palette.primary.dark
				} }
			},
			{
				props: { color: "secondary" },
				style: { [`& .${chipClasses.avatar}`]: {
					color: (theme.vars || theme).palette.secondary.contrastText,
					backgroundColor: (theme.vars || theme).palette.secondary.dark
				} }
			},
			{
				props: { size: "small" },
				style: {
					height: 24,
					[`& .${chipClasses.avatar}`]: {
						marginLeft: 4,
						marginRight: -4,
						width: 18,
						height: 18,
						fontSize: theme.typography.pxToRem(10)
					},
					[`& .${chipClasses.icon}`]: {
						fontSize: 18,
						marginLeft: 4,
						marginRight: -4
					},
					[`& .${chipClasses.deleteIcon}`]: {
						fontSize: 16,
						marginRight: 4,
						marginLeft: -4
					}
				}
			},
			...Object.entries(theme.palette).filter(createSimplePaletteValueFilter(["contrastText"])).map(([color]) => {
				return {
					props: { color },
					style: {
						backgroundColor: (theme.vars || theme).palette[color].main,
						color: (theme.vars || theme).palette[color].contrastText,
						[`& .${chipClasses.deleteIcon}`]: {
							color: theme.alpha((theme.vars || theme).palette[color].contrastText, .7),
							"&:hover, &:active": { color: (theme.vars || theme).palette[color].contrastText }
						}
					}
				};
			}),
			{
				props: (props) => props.iconColor === props.color,
				style: { [`& .${chipClasses.icon}`]: { color: theme.vars ? theme.vars.palette.Chip.defaultIconColor : textColor } }
			},
			{
				props: (props) => props.iconColor === props.color && props.color !== "default",
				style: { [`& .${chipClasses.icon}`]: { color: "inherit" } }
			},
			{
				props: { onDelete: true },
				style: !theme.focusVisible && { [`&.${chipClasses.focusVisible}`]: { backgroundColor: theme.alpha((theme.vars || theme).palette.action.selected, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.focusOpacity}`) } }
			},
			...Object.entries(theme.palette).filter(createSimplePaletteValueFilter(["dark"])).map(([color]) => {
				return {
					props: {
						color,
						onDelete: true
					},
					style: !theme.focusVisible && { [`&.${chipClasses.focusVisible}`]: { background: (theme.vars || theme).palette[color].dark } }
				};
			}),
			{
				props: { clickable: true },
				style: {
					userSelect: "none",
					WebkitTapHighlightColor: "transparent",
					cursor: "pointer",
					"&:hover": { backgroundColor: theme.alpha((theme.vars || theme).palette.action.selected, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.hoverOpacity}`) },
					...!theme.focusVisible && { [`&.${chipClasses.focusVisible}`]: { backgroundColor: theme.alpha((theme.vars || theme).palette.action.selected, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.focusOpacity}`) } },
					"&:active": { boxShadow: (theme.vars || theme).shadows[1] }
				}
			},
			...Object.entries(theme.palette).filter(createSimplePaletteValueFilter(["dark"])).map(([color]) => ({
				props: {
					color,
					clickable: true
				},
				style: {
					"&:hover": { backgroundColor: (theme.vars || theme).palette[color].dark },
					...!theme.focusVisible && { [`&.${chipClasses.focusVisible}`]: { backgroundColor: (theme.vars || theme).palette[color].dark } }
				}
			})),
			{
				props: { variant: "outlined" },
				style: {
					backgroundColor: "transparent",
					border: theme.vars ? `1px solid ${theme.vars.palette.Chip.defaultBorder}` : `1px solid ${theme.palette.mode === "light" ? theme.palette.grey[400] : theme.palette.grey[700]}`,
					[`&.${chipClasses.clickable}:hover`]: { backgroundColor: (theme.vars || theme).palette.action.hover },
					...!theme.focusVisible && { [`&.${chipClasses.focusVisible}`]: { backgroundColor: (theme.vars || theme).palette.action.focus } },
					[`& .${chipClasses.avatar}`]: { marginLeft: 4 },
					[`& .${chipClasses.icon}`]: { marginLeft: 4 },
					[`& .${chipClasses.deleteIcon}`]: { marginRight: 5 }
				}
			},
			{
				props: {
					size: "small",
					variant: "outlined"
				},
				style: {
					[`& .${chipClasses.avatar}`]: { marginLeft: 2 },
					[`& .${chipClasses.icon}`]: { marginLeft: 2 },
					[`& .${chipClasses.deleteIcon}`]: { marginRight: 3 }
				}
			},
			...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
				props: {
					variant: "outlined",
					color
				},
				style: {
					color: (theme.vars || theme).palette[color].main,
					border: `1px solid ${theme.alpha((theme.vars || theme).palette[color].main, .7)}`,
					[`&.${chipClasses.clickable}:hover`]: { backgroundColor: theme.alpha((theme.vars || theme).palette[color].main, (theme.vars || theme).palette.action.hoverOpacity) },
					...!theme.focusVisible && { [`&.${chipClasses.focusVisible}`]: { backgroundColor: theme.alpha((theme.vars || theme).palette[color].main, (theme.vars || theme).palette.action.focusOpacity) } },
					[`& .${chipClasses.deleteIcon}`]: {
						color: theme.alpha((theme.vars || theme).palette[color].main, .7),
						"&:hover, &:active": { color: (theme.vars || theme).palette[color].main }
					}
				}
			}))
		]
	};
}));
var ChipLabel = styled("span", {
	name: "MuiChip",
	slot: "Label"
})({
	overflow: "hidden",
	textOverflow: "ellipsis",
	paddingLeft: 12,
	paddingRight: 12,
	whiteSpace: "nowrap",
	variants: [
		{
			props: { variant: "outlined" },
			style: {
				paddingLeft: 11,
				paddingRight: 11
			}
		},
		{
			props: { size: "small" },
			style: {
				paddingLeft: 8,
				paddingRight: 8
			}
		},
		{
			props: {
				size: "small",
				variant: "outlined"
			},
			style: {
				paddingLeft: 7,
				paddingRight: 7
			}
		}
	]
});
function isDeleteKeyboardEvent(keyboardEvent) {
	return keyboardEvent.key === "Backspace" || keyboardEvent.key === "Delete";
}
/**
* Chips represent complex entities in small blocks, such as a contact.
*/
var Chip = /*#__PURE__*/ import_react.forwardRef(function Chip(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiChip"
	});
	const { avatar: avatarProp, className, clickable: clickableProp, color = "default", component: ComponentProp, deleteIcon: deleteIconProp, disabled = false, icon: iconProp, label, onClick, onDelete, onKeyDown, onKeyUp, size = "medium", variant = "filled", tabIndex, skipFocusWhenDisabled = false, slots = {}, slotProps = {}, ...other } = props;
	const { nativeButton, ...buttonBaseProps } = other;
	const chipRef = import_react.useRef(null);
	const handleRef = useForkRef_default(chipRef, ref);
	const handleDeleteIconClick = (event) => {
		event.stopPropagation();
		onDelete(event);
	};
	const handleKeyDown = (event) => {
		if (event.currentTarget === event.target && isDeleteKeyboardEvent(event)) event.preventDefault();
		if (onKeyDown) onKeyDown(event);
	};
	const handleKeyUp = (event) => {
		if (event.currentTarget === event.target) {
			if (onDelete && isDeleteKeyboardEvent(event)) onDelete(event);
		}
		if (onKeyUp) onKeyUp(event);
	};
	const clickable = clickableProp !== false && onClick ? true : clickableProp;
	const component = clickable || onDelete ? ButtonBase : ComponentProp || "div";
	const ownerState = {
		...props,
		component,
		disabled,
		size,
		color,
		iconColor: /*#__PURE__*/ import_react.isValidElement(iconProp) ? iconProp.props.color || color : color,
		onDelete: !!onDelete,
		clickable,
		variant
	};
	const classes = useUtilityClasses(ownerState);
	const moreProps = component === ButtonBase ? {
		component: ComponentProp || "div",
		internalNativeButton: false,
		focusVisibleClassName: classes.focusVisible,
		...onDelete && { disableRipple: true },
		...nativeButton !== void 0 && { nativeButton }
	} : {};
	let deleteIcon = null;
	if (onDelete) deleteIcon = deleteIconProp && /*#__PURE__*/ import_react.isValidElement(deleteIconProp) ? /*#__PURE__*/ import_react.cloneElement(deleteIconProp, {
		className: clsx(deleteIconProp.props.className, classes.deleteIcon),
		onClick: handleDeleteIconClick
	}) : /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Cancel_default, {
		className: classes.deleteIcon,
		onClick: handleDeleteIconClick
	});
	let avatar = null;
	if (avatarProp && /*#__PURE__*/ import_react.isValidElement(avatarProp)) avatar = /*#__PURE__*/ import_react.cloneElement(avatarProp, { className: clsx(classes.avatar, avatarProp.props.className) });
	let icon = null;
	if (iconProp && /*#__PURE__*/ import_react.isValidElement(iconProp)) icon = /*#__PURE__*/ import_react.cloneElement(iconProp, { className: clsx(classes.icon, iconProp.props.className) });
	if (process.env.NODE_ENV !== "production") {
		if (avatar && icon) console.error("MUI: The Chip component can not handle the avatar and the icon prop at the same time. Pick one.");
	}
	const externalForwardedProps = {
		slots,
		slotProps
	};
	const [RootSlot, rootProps] = useSlot("root", {
		elementType: ChipRoot,
		externalForwardedProps: {
			...externalForwardedProps,
			...buttonBaseProps
		},
		ownerState,
		shouldForwardComponentProp: true,
		ref: handleRef,
		className: clsx(classes.root, className),
		additionalProps: {
			disabled: clickable && disabled ? true : void 0,
			tabIndex: skipFocusWhenDisabled && disabled ? -1 : tabIndex,
			...moreProps
		},
		getSlotProps: (handlers) => ({
			...handlers,
			onClick: (event) => {
				handlers.onClick?.(event);
				onClick?.(event);
			},
			onKeyDown: (event) => {
				handlers.onKeyDown?.(event);
				handleKeyDown(event);
			},
			onKeyUp: (event) => {
				handlers.onKeyUp?.(event);
				handleKeyUp(event);
			}
		})
	});
	const [LabelSlot, labelProps] = useSlot("label", {
		elementType: ChipLabel,
		externalForwardedProps,
		ownerState,
		className: classes.label
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(RootSlot, {
		as: component,
		...rootProps,
		children: [
			avatar || icon,
			/*#__PURE__*/ (0, import_jsx_runtime.jsx)(LabelSlot, {
				...labelProps,
				children: label
			}),
			deleteIcon
		]
	});
});
process.env.NODE_ENV !== "production" && (Chip.propTypes = {
	/**
	* The Avatar element to display.
	*/
	avatar: import_prop_types.default.element,
	/**
	* This prop isn't supported.
	* Use the `component` prop if you need to change the children structure.
	*/
	children: unsupportedProp_default,
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* @ignore
	*/
	className: import_prop_types.default.string,
	/**
	* If `true`, the chip will appear clickable, and will raise when pressed,
	* even if the onClick prop is not defined.
	* If `false`, the chip will not appear clickable, even if onClick prop is defined.
	* This can be used, for example,
	* along with the component prop to indicate an anchor Chip is clickable.
	* Note: this controls the UI and does not affect the onClick event.
	*/
	clickable: import_prop_types.default.bool,
	/**
	* The color of the component.
	* It supports both default and custom theme colors, which can be added as shown in the
	* [palette customization guide](https://mui.com/material-ui/customization/palette/#custom-colors).
	* @default 'default'
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
	* The component used for the root node.
	* Either a string to use a HTML element or a component.
	*/
	component: import_prop_types.default.elementType,
	/**
	* Override the default delete icon element. Shown only if `onDelete` is set.
	*/
	deleteIcon: import_prop_types.default.element,
	/**
	* If `true`, the component is disabled.
	* @default false
	*/
	disabled: import_prop_types.default.bool,
	/**
	* Icon element.
	*/
	icon: import_prop_types.default.element,
	/**
	* The content of the component.
	*/
	label: import_prop_types.default.node,
	/**
	* If `true`, the component is expected to resolve to a native `<button>` element.
	* When omitted, custom components inherit the default button semantics of the current wrapper.
	* Set to `true` when a custom component resolves to a native `<button>`, or `false`
	* when it resolves to a non-button host.
	*/
	nativeButton: import_prop_types.default.bool,
	/**
	* @ignore
	*/
	onClick: import_prop_types.default.func,
	/**
	* Callback fired when the delete icon is clicked.
	* If set, the delete icon will be shown.
	*/
	onDelete: import_prop_types.default.func,
	/**
	* @ignore
	*/
	onKeyDown: import_prop_types.default.func,
	/**
	* @ignore
	*/
	onKeyUp: import_prop_types.default.func,
	/**
	* The size of the component.
	* @default 'medium'
	*/
	size: import_prop_types.default.oneOfType([import_prop_types.default.oneOf(["medium", "small"]), import_prop_types.default.string]),
	/**
	* If `true`, allows the disabled chip to escape focus.
	* If `false`, allows the disabled chip to receive focus.
	* @default false
	*/
	skipFocusWhenDisabled: import_prop_types.default.bool,
	/**
	* The props used for each slot inside.
	* @default {}
	*/
	slotProps: import_prop_types.default.shape({
		label: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		root: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object])
	}),
	/**
	* The components used for each slot inside.
	* @default {}
	*/
	slots: import_prop_types.default.shape({
		label: import_prop_types.default.elementType,
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
	* @ignore
	*/
	tabIndex: import_prop_types.default.number,
	/**
	* The variant to use.
	* @default 'filled'
	*/
	variant: import_prop_types.default.oneOfType([import_prop_types.default.oneOf(["filled", "outlined"]), import_prop_types.default.string])
});
// src/features/bookings/api/cancel-booking.ts
/** POST /api/v1/booking/{id}/cancel: the nights are free again at once. */
function cancelBooking(id, lang) {
	return apiFetch(`/api/v1/booking/${encodeURIComponent(id)}/cancel`, {
		method: "POST",
		query: { lang },
		schema: bookingSchema
	});
}
function useCancelBooking(lang) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (id) => cancelBooking(id, lang),
		onSettled: (booking) => Promise.all([queryClient.invalidateQueries({ queryKey: bookingsKeys.mine() }), booking && queryClient.invalidateQueries({ queryKey: bookingsKeys.availability(booking.asset_id) })])
	});
}
// src/features/bookings/components/my-bookings.tsx
var STATUS_COLOURS = {
	pending: "warning",
	confirmed: "success",
	cancelled: "default",
	completed: "info"
};
/** Upcoming: a live stay not yet over. Past: completed or cancelled. */
var isUpcoming = (b) => b.status === "pending" || b.status === "confirmed";
/**
* /{lang}/myBookings: the visitor's upcoming stays (soonest first) and past or cancelled
* ones, each with its state; an upcoming stay can be cancelled after confirming.
*/
function MyBookings({ lang }) {
	const { t } = useTranslation("bookings");
	const bookings = useMyBookings(lang);
	const [cancelling, setCancelling] = (0, import_react.useState)(null);
	if (bookings.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			alignItems: "center",
			gap: 2,
			py: 4
		},
		role: "status",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
			size: 24,
			"aria-hidden": "true"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("mine.loading") })]
	});
	if (bookings.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadError, {
		message: t("mine.error"),
		onRetry: () => void bookings.refetch()
	});
	const items = bookings.data.items;
	const upcoming = items.filter(isUpcoming).sort((a, b) => a.checkIn.localeCompare(b.checkIn));
	const past = items.filter((b) => !isUpcoming(b));
	if (items.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		sx: { p: 3 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			sx: { mb: 2 },
			children: t("mine.empty")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "contained",
			component: Link$1,
			to: `/${lang}/assets/propertyListRent`,
			children: t("mine.findRental")
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "section",
			"aria-labelledby": "upcoming-heading",
			sx: { mb: 4 },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "upcoming-heading",
				variant: "h2",
				sx: { mb: 2 },
				children: t("mine.upcoming")
			}), upcoming.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("mine.noUpcoming") }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingList, {
				bookings: upcoming,
				lang,
				onCancel: setCancelling
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "section",
			"aria-labelledby": "past-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "past-heading",
				variant: "h2",
				sx: { mb: 2 },
				children: t("mine.past")
			}), past.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("mine.noPast") }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingList, {
				bookings: past,
				lang,
				onCancel: setCancelling
			})]
		}),
		cancelling && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CancelDialog, {
			booking: cancelling,
			lang,
			onClose: () => setCancelling(null)
		})
	] });
}
function BookingList({ bookings, lang, onCancel }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		sx: {
			listStyle: "none",
			p: 0,
			m: 0,
			display: "grid",
			gap: 2
		},
		children: bookings.map((booking) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingCard, {
			booking,
			lang,
			onCancel: () => onCancel(booking)
		}) }, booking.id))
	});
}
function BookingCard({ booking, lang, onCancel }) {
	const { t } = useTranslation("bookings");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		component: "article",
		"aria-labelledby": `booking-${booking.id}`,
		"data-testid": "booking-card",
		sx: { p: {
			xs: 2,
			sm: 2.5
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					alignItems: "center",
					justifyContent: "space-between",
					gap: 1
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: `booking-${booking.id}`,
					variant: "h3",
					sx: {
						minWidth: 0,
						overflowWrap: "anywhere"
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						component: Link$1,
						to: `/${lang}/assets/asset/${booking.asset_id}/rent`,
						children: booking.assetName || t("mine.unnamed")
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
					label: t(`mine.status.${booking.status}`),
					color: STATUS_COLOURS[booking.status],
					variant: booking.status === "cancelled" ? "outlined" : "filled",
					size: "small"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "dl",
				sx: {
					mt: 1.5,
					mb: 0,
					display: "grid",
					gridTemplateColumns: {
						xs: "minmax(0, 1fr)",
						sm: "auto minmax(0, 1fr)"
					},
					columnGap: 2,
					rowGap: .25,
					"& dt": {
						color: "text.secondary",
						fontSize: "0.875rem",
						mt: {
							xs: .75,
							sm: 0
						}
					},
					"& dd": { m: 0 }
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("dialog.checkIn") }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: t("dialog.from", {
						date: formatStayDay(booking.checkIn, lang),
						hour: booking.checkInHour
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("dialog.checkOut") }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: t("dialog.until", {
						date: formatStayDay(booking.checkOut, lang),
						hour: booking.checkOutHour
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("mine.stay") }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dd", { children: [
						t("mine.nights", { count: booking.nights }),
						" ·",
						" ",
						t("mine.guests", {
							adults: booking.adults,
							children: booking.children
						})
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("price.total") }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: formatEuros(booking.totalPrice, lang) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("dialog.reference") }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
						style: { overflowWrap: "anywhere" },
						children: booking.id
					})
				]
			}),
			booking.cancellable && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				sx: { mt: 1.5 },
				color: "error",
				variant: "outlined",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventBusy_default, {}),
				onClick: onCancel,
				children: t("mine.cancel")
			})
		]
	});
}
function CancelDialog({ booking, lang, onClose }) {
	const { t } = useTranslation("bookings");
	const cancel = useCancelBooking(lang);
	const notCancellable = cancel.error instanceof ApiError && cancel.error.code === ERROR_CODES.bookingNotCancellable;
	const confirm = () => cancel.mutate(booking.id, { onSuccess: () => {
		W.success(t("mine.cancelled"));
		onClose();
	} });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		open: true,
		onClose,
		"aria-labelledby": "cancel-dialog-title",
		"aria-describedby": "cancel-dialog-text",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
				id: "cancel-dialog-title",
				children: t("mine.cancelDialog.title")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContentText, {
				id: "cancel-dialog-text",
				children: t("mine.cancelDialog.text", {
					name: booking.assetName || t("mine.unnamed"),
					checkIn: formatStayDay(booking.checkIn, lang),
					checkOut: formatStayDay(booking.checkOut, lang)
				})
			}), cancel.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				role: "alert",
				sx: { mt: 2 },
				children: notCancellable ? t("mine.cancelDialog.notCancellable") : t("mine.cancelDialog.failed")
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, {
				sx: {
					flexWrap: "wrap",
					gap: 1
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					onClick: onClose,
					autoFocus: true,
					children: t("mine.cancelDialog.keep")
				}), !notCancellable && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					color: "error",
					variant: "contained",
					onClick: confirm,
					disabled: cancel.isPending,
					children: t("mine.cancelDialog.confirm")
				})]
			})
		]
	});
}
// src/app/routes/my-bookings.tsx
/**
* /{lang}/myBookings (behind the session guard): starts loading the visitor's bookings.
* Loaders run side by side, so this one waits for the session the guard restores; a
* failure is left to the page, which shows it with a way to retry.
*/
async function loader({ params }) {
	if (await restoreSession()) await getQueryClient().prefetchQuery(myBookingsQueryOptions(params.lang ?? "es"));
	return null;
}
function Component() {
	const lang = useLang();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { page: "myBookings" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MyBookings, { lang })] });
}
export { Component, loader };
