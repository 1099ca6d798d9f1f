import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { C as generateUtilityClass, S as generateUtilityClasses, V as require_prop_types, h as composeClasses, n as useDefaultProps, r as styled } from "./memoTheme-Bs4JE_oI.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { t as clsx } from "./clsx-DSZSqzKR.js";
import { t as chainPropTypes } from "./chainPropTypes-C9z2IIvT.js";
import { r as Paper } from "./useReducedMotion-DNKmSelM.js";
// ../../node_modules/@mui/material/Card/cardClasses.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
function getCardUtilityClass(slot) {
	return generateUtilityClass("MuiCard", slot);
}
generateUtilityClasses("MuiCard", ["root"]);
// ../../node_modules/@mui/material/Card/Card.mjs
var import_jsx_runtime = require_jsx_runtime();
var useUtilityClasses$1 = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({ root: ["root"] }, getCardUtilityClass, classes);
};
var CardRoot = styled(Paper, {
	name: "MuiCard",
	slot: "Root"
})({ overflow: "hidden" });
var Card = /*#__PURE__*/ import_react.forwardRef(function Card(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiCard"
	});
	const { className, raised = false, ...other } = props;
	const ownerState = {
		...props,
		raised
	};
	const classes = useUtilityClasses$1(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(CardRoot, {
		className: clsx(classes.root, className),
		elevation: raised ? 8 : void 0,
		ref,
		ownerState,
		...other
	});
});
process.env.NODE_ENV !== "production" && (Card.propTypes = {
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
	* If `true`, the card will use raised styling.
	* @default false
	*/
	raised: chainPropTypes(import_prop_types.default.bool, (props) => {
		if (props.raised && props.variant === "outlined") return /* @__PURE__ */ new Error("MUI: Combining `raised={true}` with `variant=\"outlined\"` has no effect.");
		return null;
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
// ../../node_modules/@mui/material/CardContent/cardContentClasses.mjs
function getCardContentUtilityClass(slot) {
	return generateUtilityClass("MuiCardContent", slot);
}
generateUtilityClasses("MuiCardContent", ["root"]);
// ../../node_modules/@mui/material/CardContent/CardContent.mjs
var useUtilityClasses = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({ root: ["root"] }, getCardContentUtilityClass, classes);
};
var CardContentRoot = styled("div", {
	name: "MuiCardContent",
	slot: "Root"
})({
	padding: 16,
	"&:last-child": { paddingBottom: 24 }
});
var CardContent = /*#__PURE__*/ import_react.forwardRef(function CardContent(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiCardContent"
	});
	const { className, component = "div", ...other } = props;
	const ownerState = {
		...props,
		component
	};
	const classes = useUtilityClasses(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(CardContentRoot, {
		as: component,
		className: clsx(classes.root, className),
		ownerState,
		ref,
		...other
	});
});
process.env.NODE_ENV !== "production" && (CardContent.propTypes = {
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
export { Card as n, CardContent as t };
