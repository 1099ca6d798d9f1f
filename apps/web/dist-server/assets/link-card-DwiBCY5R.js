import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as Card, t as CardContent } from "./CardContent-DogCEO9q.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { C as generateUtilityClass, S as generateUtilityClasses, V as require_prop_types, h as composeClasses, n as useDefaultProps, p as applyInsetFocusVisible, r as styled, t as memoTheme } from "./memoTheme-Bs4JE_oI.js";
import { t as clsx } from "./clsx-DSZSqzKR.js";
import { t as ButtonBase } from "./ButtonBase-BhjtITTp.js";
import { a as useSlot, m as getTransitionStyles } from "./useReducedMotion-DNKmSelM.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { t as Typography } from "./Typography-Cd2Ejhtg.js";
import { r as Link } from "./asset-types-CNV3WNaR.js";
// ../../node_modules/@mui/material/CardActionArea/cardActionAreaClasses.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
function getCardActionAreaUtilityClass(slot) {
	return generateUtilityClass("MuiCardActionArea", slot);
}
var cardActionAreaClasses = generateUtilityClasses("MuiCardActionArea", [
	"root",
	"focusVisible",
	"focusHighlight"
]);
// ../../node_modules/@mui/material/CardActionArea/CardActionArea.mjs
var import_jsx_runtime = require_jsx_runtime();
var useUtilityClasses = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({
		root: ["root"],
		focusHighlight: ["focusHighlight"]
	}, getCardActionAreaUtilityClass, classes);
};
var CardActionAreaRoot = styled(ButtonBase, {
	name: "MuiCardActionArea",
	slot: "Root"
})(memoTheme(({ theme }) => ({
	display: "block",
	textAlign: "inherit",
	borderRadius: "inherit",
	width: "100%",
	[`&:hover .${cardActionAreaClasses.focusHighlight}`]: {
		opacity: (theme.vars || theme).palette.action.hoverOpacity,
		"@media (hover: none)": { opacity: 0 }
	},
	...theme.focusVisible ? applyInsetFocusVisible(1) : { [`&.${cardActionAreaClasses.focusVisible} .${cardActionAreaClasses.focusHighlight}`]: { opacity: (theme.vars || theme).palette.action.focusOpacity } }
})));
var CardActionAreaFocusHighlight = styled("span", {
	name: "MuiCardActionArea",
	slot: "FocusHighlight"
})(memoTheme(({ theme }) => ({
	overflow: "hidden",
	pointerEvents: "none",
	position: "absolute",
	top: 0,
	right: 0,
	bottom: 0,
	left: 0,
	borderRadius: "inherit",
	opacity: 0,
	backgroundColor: "currentcolor",
	...getTransitionStyles(theme, "opacity", { duration: theme.transitions.duration.short })
})));
var CardActionArea = /*#__PURE__*/ import_react.forwardRef(function CardActionArea(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiCardActionArea"
	});
	const { children, className, focusVisibleClassName, slots = {}, slotProps = {}, ...other } = props;
	const ownerState = props;
	const classes = useUtilityClasses(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps
	};
	const [RootSlot, rootProps] = useSlot("root", {
		elementType: CardActionAreaRoot,
		externalForwardedProps: {
			...externalForwardedProps,
			...other
		},
		shouldForwardComponentProp: true,
		ownerState,
		ref,
		className: clsx(classes.root, className),
		additionalProps: {
			internalNativeButton: true,
			focusVisibleClassName: clsx(focusVisibleClassName, classes.focusVisible)
		}
	});
	const [FocusHighlightSlot, focusHighlightProps] = useSlot("focusHighlight", {
		elementType: CardActionAreaFocusHighlight,
		externalForwardedProps,
		ownerState,
		className: classes.focusHighlight
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(RootSlot, {
		...rootProps,
		children: [children, /*#__PURE__*/ (0, import_jsx_runtime.jsx)(FocusHighlightSlot, { ...focusHighlightProps })]
	});
});
process.env.NODE_ENV !== "production" && (CardActionArea.propTypes = {
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
	* @ignore
	*/
	focusVisibleClassName: import_prop_types.default.string,
	/**
	* The props used for each slot inside.
	* @default {}
	*/
	slotProps: import_prop_types.default.shape({
		focusHighlight: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		root: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object])
	}),
	/**
	* The components used for each slot inside.
	* @default {}
	*/
	slots: import_prop_types.default.shape({
		focusHighlight: import_prop_types.default.elementType,
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
	])
});
// src/components/link-card.tsx
/** A list item of a CardGrid: a whole card that is one link, with a title and a line under it. */
function LinkCard({ to, title, description, headingComponent }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
		variant: "outlined",
		sx: { height: "100%" },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardActionArea, {
			component: Link,
			to,
			sx: { height: "100%" },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h3",
				component: headingComponent,
				children: title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				color: "text.secondary",
				sx: { mt: .5 },
				children: description
			})] })
		})
	}) });
}
export { LinkCard as t };
