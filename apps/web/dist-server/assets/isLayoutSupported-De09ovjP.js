import { t as clsx } from "./clsx-DSZSqzKR.js";
import { c as isEventHandler } from "./useReducedMotion-DNKmSelM.js";
import { d as ownerWindow } from "./Modal-Dx5evlGe.js";
// ../../node_modules/@mui/utils/debounce/debounce.mjs
function debounce(func, wait = 166) {
	let timeout;
	function debounced(...args) {
		const later = () => {
			func.apply(this, args);
		};
		clearTimeout(timeout);
		timeout = setTimeout(later, wait);
	}
	debounced.clear = () => {
		clearTimeout(timeout);
	};
	return debounced;
}
// ../../node_modules/@mui/material/utils/debounce.mjs
var debounce_default = debounce;
// ../../node_modules/@mui/material/utils/ownerWindow.mjs
var ownerWindow_default = ownerWindow;
// ../../node_modules/@mui/material/utils/mergeSlotProps.mjs
function mergeSlotProps(externalSlotProps, defaultSlotProps) {
	if (!externalSlotProps) return defaultSlotProps;
	function extractHandlers(externalSlotPropsValue, defaultSlotPropsValue) {
		const handlers = {};
		Object.keys(defaultSlotPropsValue).forEach((key) => {
			if (isEventHandler(key, defaultSlotPropsValue[key]) && typeof externalSlotPropsValue[key] === "function") handlers[key] = (...args) => {
				externalSlotPropsValue[key](...args);
				defaultSlotPropsValue[key](...args);
			};
		});
		return handlers;
	}
	if (typeof externalSlotProps === "function" || typeof defaultSlotProps === "function") return (ownerState) => {
		const defaultSlotPropsValue = typeof defaultSlotProps === "function" ? defaultSlotProps(ownerState) : defaultSlotProps;
		const externalSlotPropsValue = typeof externalSlotProps === "function" ? externalSlotProps({
			...ownerState,
			...defaultSlotPropsValue
		}) : externalSlotProps;
		const className = clsx(ownerState?.className, defaultSlotPropsValue?.className, externalSlotPropsValue?.className);
		const handlers = extractHandlers(externalSlotPropsValue, defaultSlotPropsValue);
		const result = {
			...defaultSlotPropsValue,
			...externalSlotPropsValue,
			...handlers
		};
		if (className) result.className = className;
		if (defaultSlotPropsValue?.style && externalSlotPropsValue?.style) result.style = {
			...defaultSlotPropsValue.style,
			...externalSlotPropsValue.style
		};
		if (defaultSlotPropsValue?.sx && externalSlotPropsValue?.sx) result.sx = [...Array.isArray(defaultSlotPropsValue.sx) ? defaultSlotPropsValue.sx : [defaultSlotPropsValue.sx], ...Array.isArray(externalSlotPropsValue.sx) ? externalSlotPropsValue.sx : [externalSlotPropsValue.sx]];
		return result;
	};
	const typedDefaultSlotProps = defaultSlotProps;
	const handlers = extractHandlers(externalSlotProps, typedDefaultSlotProps);
	const className = clsx(typedDefaultSlotProps?.className, externalSlotProps?.className);
	const result = {
		...defaultSlotProps,
		...externalSlotProps,
		...handlers
	};
	if (className) result.className = className;
	if (typedDefaultSlotProps?.style && externalSlotProps?.style) result.style = {
		...typedDefaultSlotProps.style,
		...externalSlotProps.style
	};
	if (typedDefaultSlotProps?.sx && externalSlotProps?.sx) result.sx = [...Array.isArray(typedDefaultSlotProps.sx) ? typedDefaultSlotProps.sx : [typedDefaultSlotProps.sx], ...Array.isArray(externalSlotProps.sx) ? externalSlotProps.sx : [externalSlotProps.sx]];
	return result;
}
// ../../node_modules/@mui/material/utils/isLayoutSupported.mjs
function isLayoutSupported() {
	return !(/jsdom|HappyDOM/.test(window.navigator.userAgent) || process.env.NODE_ENV === "test");
}
export { debounce as a, debounce_default as i, mergeSlotProps as n, ownerWindow_default as r, isLayoutSupported as t };
