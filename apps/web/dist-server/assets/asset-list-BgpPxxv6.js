import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { f as useLocation, g as useNavigationType, p as useMatches, r as Link, y as useSearchParams } from "./asset-types-CNV3WNaR.js";
import "./languages-CqGr3DKn.js";
import { t as PageHeading } from "./page-heading-DZ1DFSmw.js";
import { a as assetListFromPath, c as isValidPriceRange, d as listFiltersToSearchParams, f as pageCount, i as assetList, l as keepPriceGap, m as priceDomain, n as useAssetList, o as defaultListFilters, p as parseListFilters, r as GUEST_LIMITS, s as hasActiveFilters, t as assetListQueryOptions, u as listCapabilities } from "./asset-list-CcITO4e9.js";
import { t as createSvgIcon } from "./createSvgIcon-2Z0OS6ZB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { A as Link$1, B as useRtl, K as useTranslation, N as Box, O as Button, P as useHydrated, f as useMediaQuery, g as useLang, n as getQueryClient, w as PAGE_LIMIT, x as HOTEL_TYPES } from "../entry-server.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { t as clsx } from "./clsx-DSZSqzKR.js";
import { C as generateUtilityClass, S as generateUtilityClasses, V as require_prop_types, h as composeClasses, n as useDefaultProps, r as styled, t as memoTheme, u as duration } from "./memoTheme-Bs4JE_oI.js";
import { n as elementTypeAcceptingRef_default } from "./isFocusVisible-CVT_IKM8.js";
import { i as Transition } from "./Modal-Dx5evlGe.js";
import { a as useSlot, g as normalizedTransitionCallback, i as integerPropType, m as getTransitionStyles, p as getTransitionProps, r as Paper, t as useReducedMotion, v as useForkRef_default } from "./useReducedMotion-DNKmSelM.js";
import { n as useTheme } from "./chainPropTypes-C9z2IIvT.js";
import { r as createSimplePaletteValueFilter, t as Typography } from "./Typography-Cd2Ejhtg.js";
import { n as formatNumber, t as formatEuros } from "./format-BavoGXU7.js";
import { t as AssetGrid } from "./asset-grid-BS3bjrkV.js";
import { n as IconButton } from "./Alert-B2OUS1du.js";
import { t as InputAdornment } from "./InputAdornment-hjOOpwta.js";
import { i as FormHelperText, t as TextField } from "./TextField-CH3yq_ZU.js";
import { n as ASSET_SORTS, r as CUISINE_TYPES } from "./catalogue-codes-B1j8rhh5.js";
import { t as Slider } from "./Slider-sH4odwND.js";
import { t as useControlled } from "./useControlled-CwmnIvK2.js";
import { t as ButtonBase } from "./ButtonBase-BhjtITTp.js";
import { t as capitalize_default } from "./capitalize-7zuZVFvm.js";
import { n as getActiveElement_default } from "./contains-DdIqX6Bm.js";
import { i as ownerDocument_default } from "./Menu-BopYLk3E.js";
import { f as useEnhancedEffect_default } from "./SelectFocusSourceContext-Dng0vGSS.js";
import { t as LoadError } from "./load-error-DR0LKYoY.js";
// ../../node_modules/@mui/icons-material/FilterList.mjs
var import_jsx_runtime = require_jsx_runtime();
var FilterList_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z" }), "FilterList");
// ../../node_modules/@mui/material/Collapse/collapseClasses.mjs
function getCollapseUtilityClass(slot) {
	return generateUtilityClass("MuiCollapse", slot);
}
generateUtilityClasses("MuiCollapse", [
	"root",
	"horizontal",
	"vertical",
	"entered",
	"hidden",
	"wrapper",
	"wrapperInner"
]);
// ../../node_modules/@mui/material/Collapse/Collapse.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
var EMPTY_OBJECT = {};
var useUtilityClasses$2 = (ownerState) => {
	const { orientation, classes } = ownerState;
	return composeClasses({
		root: ["root", orientation],
		entered: ["entered"],
		hidden: ["hidden"],
		wrapper: ["wrapper", orientation],
		wrapperInner: ["wrapperInner", orientation]
	}, getCollapseUtilityClass, classes);
};
var CollapseRoot = styled("div", {
	name: "MuiCollapse",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			styles[ownerState.orientation],
			ownerState.state === "entered" && styles.entered,
			ownerState.state === "exited" && !ownerState.in && ownerState.collapsedSize === "0px" && styles.hidden
		];
	}
})(memoTheme(({ theme }) => ({
	height: 0,
	overflow: "hidden",
	transition: theme.transitions.create("height"),
	variants: [
		{
			props: { orientation: "horizontal" },
			style: {
				height: "auto",
				width: 0,
				transition: theme.transitions.create("width")
			}
		},
		{
			props: { state: "entered" },
			style: {
				height: "auto",
				overflow: "visible"
			}
		},
		{
			props: {
				state: "entered",
				orientation: "horizontal"
			},
			style: { width: "auto" }
		},
		{
			props: ({ ownerState }) => ownerState.state === "exited" && !ownerState.in && ownerState.collapsedSize === "0px",
			style: { visibility: "hidden" }
		}
	]
})));
var CollapseWrapper = styled("div", {
	name: "MuiCollapse",
	slot: "Wrapper"
})({
	display: "flex",
	width: "100%",
	variants: [{
		props: { orientation: "horizontal" },
		style: {
			width: "auto",
			height: "100%"
		}
	}]
});
var CollapseWrapperInner = styled("div", {
	name: "MuiCollapse",
	slot: "WrapperInner"
})({
	width: "100%",
	variants: [{
		props: { orientation: "horizontal" },
		style: {
			width: "auto",
			height: "100%"
		}
	}]
});
/**
* The Collapse transition is used by the
* [Vertical Stepper](/material-ui/react-stepper/#vertical-stepper) StepContent component.
*/
var Collapse = /*#__PURE__*/ import_react.forwardRef(function Collapse(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiCollapse"
	});
	const { addEndListener, children, className, collapsedSize: collapsedSizeProp = "0px", component, disablePrefersReducedMotion = false, easing, in: inProp, onEnter, onEntered, onEntering, onExit, onExited, onExiting, orientation = "vertical", slots = EMPTY_OBJECT, slotProps = EMPTY_OBJECT, style, timeout = duration.standard, TransitionComponent = Transition, ...other } = props;
	const ownerState = {
		...props,
		orientation,
		collapsedSize: collapsedSizeProp
	};
	const classes = useUtilityClasses$2(ownerState);
	const theme = useTheme();
	const wrapperRef = import_react.useRef(null);
	const autoTransitionDuration = import_react.useRef(null);
	const collapsedSize = typeof collapsedSizeProp === "number" ? `${collapsedSizeProp}px` : collapsedSizeProp;
	const isHorizontal = orientation === "horizontal";
	const size = isHorizontal ? "width" : "height";
	const reducedMotion = useReducedMotion(theme.motion.reducedMotion, disablePrefersReducedMotion);
	const nodeRef = import_react.useRef(null);
	const handleRef = useForkRef_default(ref, nodeRef);
	const getWrapperSize = () => wrapperRef.current ? wrapperRef.current[isHorizontal ? "clientWidth" : "clientHeight"] : 0;
	const handleEnter = normalizedTransitionCallback(nodeRef, (node, isAppearing) => {
		if (wrapperRef.current && isHorizontal) wrapperRef.current.style.position = "absolute";
		node.style[size] = collapsedSize;
		if (onEnter) onEnter(node, isAppearing);
	});
	const handleEntering = normalizedTransitionCallback(nodeRef, (node, isAppearing) => {
		const wrapperSize = getWrapperSize();
		if (wrapperRef.current && isHorizontal) wrapperRef.current.style.position = "";
		const { duration: transitionDuration, easing: transitionTimingFunction } = getTransitionProps({
			style,
			timeout,
			easing
		}, { mode: "enter" });
		if (timeout === "auto" && !reducedMotion.shouldReduceMotion) {
			const duration2 = theme.transitions.getAutoHeightDuration(wrapperSize);
			autoTransitionDuration.current = duration2;
		} else autoTransitionDuration.current = null;
		const transitionTiming = reducedMotion.getTransitionTiming({
			duration: autoTransitionDuration.current ?? transitionDuration,
			delay: void 0
		});
		node.style.transitionDuration = typeof transitionTiming.duration === "string" ? transitionTiming.duration : `${transitionTiming.duration}ms`;
		node.style[size] = `${wrapperSize}px`;
		node.style.transitionTimingFunction = transitionTimingFunction;
		if (onEntering) onEntering(node, isAppearing);
	});
	const handleEntered = normalizedTransitionCallback(nodeRef, (node, isAppearing) => {
		node.style[size] = "auto";
		if (onEntered) onEntered(node, isAppearing);
	});
	const handleExit = normalizedTransitionCallback(nodeRef, (node) => {
		node.style[size] = `${getWrapperSize()}px`;
		if (onExit) onExit(node);
	});
	const handleExited = normalizedTransitionCallback(nodeRef, onExited);
	const handleExiting = normalizedTransitionCallback(nodeRef, (node) => {
		const wrapperSize = getWrapperSize();
		const { duration: transitionDuration, easing: transitionTimingFunction } = getTransitionProps({
			style,
			timeout,
			easing
		}, { mode: "exit" });
		if (timeout === "auto" && !reducedMotion.shouldReduceMotion) {
			const duration2 = theme.transitions.getAutoHeightDuration(wrapperSize);
			autoTransitionDuration.current = duration2;
		} else autoTransitionDuration.current = null;
		const transitionTiming = reducedMotion.getTransitionTiming({
			duration: autoTransitionDuration.current ?? transitionDuration,
			delay: void 0
		});
		node.style.transitionDuration = typeof transitionTiming.duration === "string" ? transitionTiming.duration : `${transitionTiming.duration}ms`;
		node.style[size] = collapsedSize;
		node.style.transitionTimingFunction = transitionTimingFunction;
		if (onExiting) onExiting(node);
	});
	const handleAddEndListener = addEndListener ? (next) => {
		addEndListener(nodeRef.current, next);
	} : void 0;
	const externalForwardedProps = {
		slots,
		slotProps,
		component
	};
	const [RootSlot, rootSlotProps] = useSlot("root", {
		ref: handleRef,
		className: clsx(classes.root, className),
		elementType: CollapseRoot,
		externalForwardedProps,
		ownerState,
		additionalProps: { style: {
			[isHorizontal ? "minWidth" : "minHeight"]: collapsedSize,
			...style
		} }
	});
	const [WrapperSlot, wrapperSlotProps] = useSlot("wrapper", {
		ref: wrapperRef,
		className: classes.wrapper,
		elementType: CollapseWrapper,
		externalForwardedProps,
		ownerState
	});
	const [WrapperInnerSlot, wrapperInnerSlotProps] = useSlot("wrapperInner", {
		className: classes.wrapperInner,
		elementType: CollapseWrapperInner,
		externalForwardedProps,
		ownerState
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TransitionComponent, {
		in: inProp,
		onEnter: handleEnter,
		onEntered: handleEntered,
		onEntering: handleEntering,
		onExit: handleExit,
		onExited: handleExited,
		onExiting: handleExiting,
		addEndListener: handleAddEndListener,
		getAutoTimeout: timeout === "auto" ? () => autoTransitionDuration.current : void 0,
		reduceMotion: reducedMotion.shouldReduceMotion,
		nodeRef,
		timeout: timeout === "auto" ? null : timeout,
		...other,
		children: (state, { ownerState: incomingOwnerState, ...restChildProps }) => {
			const stateOwnerState = {
				...ownerState,
				state
			};
			return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RootSlot, {
				...rootSlotProps,
				className: clsx(rootSlotProps.className, {
					"entered": classes.entered,
					"exited": !inProp && collapsedSize === "0px" && classes.hidden
				}[state]),
				ownerState: stateOwnerState,
				...restChildProps,
				children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(WrapperSlot, {
					...wrapperSlotProps,
					ownerState: stateOwnerState,
					children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(WrapperInnerSlot, {
						...wrapperInnerSlotProps,
						ownerState: stateOwnerState,
						children
					})
				})
			});
		}
	});
});
process.env.NODE_ENV !== "production" && (Collapse.propTypes = {
	/**
	* Add a custom transition end trigger.
	* Use it when you need custom logic to decide when the transition has ended.
	* Note: Timeouts are still used as a fallback if provided.
	*
	* @param {HTMLElement} node The transitioning DOM node.
	* @param {Function} done Call this when the transition has finished.
	*/
	addEndListener: import_prop_types.default.func,
	/**
	* The content node to be collapsed.
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
	* The width (horizontal) or height (vertical) of the container when collapsed.
	* @default '0px'
	*/
	collapsedSize: import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.string]),
	/**
	* The component used for the root node.
	* Either a string to use a HTML element or a component.
	*/
	component: elementTypeAcceptingRef_default,
	/**
	* If `true`, the transition ignores `theme.motion.reducedMotion` and keeps its normal timing.
	* @default false
	*/
	disablePrefersReducedMotion: import_prop_types.default.bool,
	/**
	* The transition timing function.
	* You may specify a single easing or a object containing enter and exit values.
	*/
	easing: import_prop_types.default.oneOfType([import_prop_types.default.shape({
		enter: import_prop_types.default.string,
		exit: import_prop_types.default.string
	}), import_prop_types.default.string]),
	/**
	* If `true`, the component will transition in.
	*/
	in: import_prop_types.default.bool,
	/**
	* @ignore
	*/
	onEnter: import_prop_types.default.func,
	/**
	* @ignore
	*/
	onEntered: import_prop_types.default.func,
	/**
	* @ignore
	*/
	onEntering: import_prop_types.default.func,
	/**
	* @ignore
	*/
	onExit: import_prop_types.default.func,
	/**
	* @ignore
	*/
	onExited: import_prop_types.default.func,
	/**
	* @ignore
	*/
	onExiting: import_prop_types.default.func,
	/**
	* The transition orientation.
	* @default 'vertical'
	*/
	orientation: import_prop_types.default.oneOf(["horizontal", "vertical"]),
	/**
	* The props used for each slot inside.
	* @default {}
	*/
	slotProps: import_prop_types.default.shape({
		root: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		wrapper: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		wrapperInner: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object])
	}),
	/**
	* The components used for each slot inside.
	* @default {}
	*/
	slots: import_prop_types.default.shape({
		root: import_prop_types.default.elementType,
		wrapper: import_prop_types.default.elementType,
		wrapperInner: import_prop_types.default.elementType
	}),
	/**
	* @ignore
	*/
	style: import_prop_types.default.object,
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
	* The duration for the transition, in milliseconds.
	* You may specify a single timeout for all transitions, or individually with an object.
	*
	* Set to 'auto' to automatically calculate transition time based on height.
	* @default duration.standard
	*/
	timeout: import_prop_types.default.oneOfType([
		import_prop_types.default.oneOf(["auto"]),
		import_prop_types.default.number,
		import_prop_types.default.shape({
			appear: import_prop_types.default.number,
			enter: import_prop_types.default.number,
			exit: import_prop_types.default.number
		})
	])
});
if (Collapse) Collapse.muiSupportAuto = true;
// src/features/catalogue/hooks/use-list-filters.ts
/**
* A list's filters, kept in the URL's query: a filtered list can be shared, survives a
* reload, and the route loader reads the same values.
*/
function useListFilters(list) {
	const [searchParams, setSearchParams] = useSearchParams();
	const navigationType = useNavigationType();
	const filters = (0, import_react.useMemo)(() => parseListFilters(list, searchParams), [list, searchParams]);
	const requested = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (navigationType === "POP" || requested.current === searchParams.toString()) requested.current = null;
	}, [searchParams, navigationType]);
	return {
		filters,
		changeFilters: (0, import_react.useCallback)((changes) => {
			const latest = parseListFilters(list, new URLSearchParams(requested.current ?? window.location.search));
			const next = listFiltersToSearchParams(list, {
				...latest,
				page: 1,
				...changes
			});
			requested.current = next.toString();
			setSearchParams(next, {
				replace: true,
				preventScrollReset: true
			});
		}, [list, setSearchParams]),
		pageSearch: (0, import_react.useCallback)((page) => {
			const query = listFiltersToSearchParams(list, {
				...filters,
				page
			}).toString();
			return query ? `?${query}` : "";
		}, [list, filters])
	};
}
// ../../node_modules/@mui/icons-material/Search.mjs
var Search_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" }), "Search");
// src/features/catalogue/components/price-range-filter.tsx
var sameRange = (a, b) => a[0] === b[0] && a[1] === b[1];
/**
* The price range of a property list: a two-thumb slider that keeps the minimum gap of docs/rules.md#filters
* (moving one thumb pushes the other), and two number fields for exact amounts.
*/
function PriceRangeFilter({ flag, value, onChange }) {
	const { t, i18n } = useTranslation("catalogue");
	const lang = i18n.language;
	const domain = priceDomain(flag);
	const helpId = (0, import_react.useId)();
	const [range, setRange] = (0, import_react.useState)(value);
	const [texts, setTexts] = (0, import_react.useState)([String(value[0]), String(value[1])]);
	const [invalid, setInvalid] = (0, import_react.useState)(false);
	/** The range last sent. Until the URL shows it, older URLs passing through are not shown. */
	const [requested, setRequested] = (0, import_react.useState)(null);
	/** The last range of a slider gesture, for its commit (which follows in the same event). */
	const slid = (0, import_react.useRef)(value);
	const [shown, setShown] = (0, import_react.useState)(value);
	if (!sameRange(shown, value)) {
		setShown(value);
		if (!requested || sameRange(requested, value)) {
			setRequested(null);
			setRange(value);
			setTexts((typed) => [shown[0] !== value[0] ? String(value[0]) : typed[0], shown[1] !== value[1] ? String(value[1]) : typed[1]]);
			setInvalid(false);
		}
	}
	const commit = (next) => {
		if (sameRange(next, requested ?? value)) return;
		setRequested(next);
		onChange([next[0], next[1]]);
	};
	const slide = (next, changed) => {
		const kept = keepPriceGap(flag, next, changed);
		slid.current = kept;
		setRange(kept);
		setTexts([String(kept[0]), String(kept[1])]);
		setInvalid(false);
	};
	const commitTexts = () => {
		const [min, max] = texts.map((text) => /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : NaN);
		if (!isValidPriceRange(flag, min, max)) {
			setInvalid(true);
			return;
		}
		setInvalid(false);
		setRange([min, max]);
		commit([min, max]);
	};
	const onKeyDown = (event) => {
		if (event.key === "Enter") {
			event.preventDefault();
			commitTexts();
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "fieldset",
		"aria-describedby": helpId,
		sx: {
			border: 0,
			p: 0,
			m: 0,
			minWidth: 0
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "legend",
				sx: {
					typography: "subtitle2",
					mb: 1,
					p: 0
				},
				children: t(`filters.priceLegend.${flag}`)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { px: 1.5 },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Slider, {
					value: [...range],
					min: domain.min,
					max: domain.max,
					step: domain.step,
					disableSwap: true,
					onChange: (_event, next, activeThumb) => slide(next, activeThumb === 0 ? "min" : "max"),
					onChangeCommitted: () => commit(slid.current),
					getAriaLabel: (index) => index === 0 ? t("filters.priceMin") : t("filters.priceMax"),
					getAriaValueText: (amount) => formatEuros(amount, lang),
					valueLabelDisplay: "auto",
					valueLabelFormat: (amount) => formatEuros(amount, lang)
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					display: "grid",
					gridTemplateColumns: "1fr 1fr",
					gap: 1.5
				},
				children: ["min", "max"].map((bound, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					size: "small",
					type: "number",
					name: bound === "min" ? "priceMin" : "priceMax",
					label: bound === "min" ? t("filters.min") : t("filters.max"),
					value: texts[index],
					error: invalid,
					onChange: (event) => {
						const next = [...texts];
						next[index] = event.target.value;
						setTexts(next);
					},
					onBlur: commitTexts,
					onKeyDown,
					slotProps: { htmlInput: {
						min: domain.min,
						max: domain.max,
						step: domain.step,
						inputMode: "numeric",
						"aria-describedby": helpId
					} }
				}, bound))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
				id: helpId,
				error: invalid,
				role: invalid ? "alert" : void 0,
				children: t(invalid ? "filters.priceInvalid" : "filters.priceGap", {
					gap: formatEuros(domain.gap, lang),
					min: formatEuros(domain.min, lang),
					max: formatEuros(domain.max, lang)
				})
			})
		]
	});
}
// src/features/catalogue/components/list-filters-form.tsx
/** How long typing may pause before the search applies (Enter applies it at once). */
var SEARCH_DELAY_MS = 500;
/** A whole number field that applies each valid value as it is typed. */
function GuestsField({ name, label, value, limits, onChange }) {
	const [text, setText] = (0, import_react.useState)(String(value));
	const [shown, setShown] = (0, import_react.useState)(value);
	if (shown !== value) {
		setShown(value);
		setText(String(value));
	}
	const valid = (raw) => /^\d{1,2}$/.test(raw) && Number(raw) >= limits.min && Number(raw) <= limits.max;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		size: "small",
		type: "number",
		name,
		label,
		value: text,
		error: !valid(text),
		onChange: (event) => {
			setText(event.target.value);
			if (valid(event.target.value) && Number(event.target.value) !== value) onChange(Number(event.target.value));
		},
		onBlur: () => setText(String(value)),
		slotProps: { htmlInput: {
			min: limits.min,
			max: limits.max,
			step: 1,
			inputMode: "numeric"
		} }
	});
}
/**
* The filters of a list: search, price, guests, hotel type or cuisine, and the order. With
* JavaScript each change applies at once; without it (or before the scripts run) the form is
* an ordinary GET form of the list's own address whose field names are the URL's query
* parameters (parseListFilters), so sending it loads the filtered list from the server.
*/
function ListFiltersForm({ list, filters, onChange }) {
	const { t } = useTranslation(["catalogue", "listofval"]);
	const can = listCapabilities(list);
	const { pathname } = useLocation();
	const hydrated = useHydrated();
	const [q, setQ] = (0, import_react.useState)(filters.q);
	const [shownQ, setShownQ] = (0, import_react.useState)(filters.q);
	if (shownQ !== filters.q) {
		setShownQ(filters.q);
		setQ(filters.q);
	}
	const apply = onChange;
	const applySearch = () => {
		const text = q.trim().replace(/\s+/g, " ");
		if (text !== filters.q) apply({ q: text });
	};
	(0, import_react.useEffect)(() => {
		const text = q.trim().replace(/\s+/g, " ");
		if (text === filters.q) return;
		const timer = setTimeout(() => onChange({ q: text }), SEARCH_DELAY_MS);
		return () => clearTimeout(timer);
	}, [
		q,
		filters.q,
		onChange
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		method: "get",
		action: pathname,
		role: "search",
		"aria-label": t("filters.label"),
		onSubmit: (event) => {
			event.preventDefault();
			applySearch();
		},
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 2.5
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				size: "small",
				type: "search",
				name: "q",
				label: t("filters.search"),
				value: q,
				onChange: (event) => setQ(event.target.value),
				slotProps: {
					htmlInput: {
						maxLength: 100,
						enterKeyHint: "search"
					},
					input: { endAdornment: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
						position: "end",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
							type: "submit",
							edge: "end",
							"aria-label": t("filters.searchSubmit"),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search_default, {})
						})
					}) }
				}
			}),
			can.priceFlag && filters.price && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PriceRangeFilter, {
				flag: can.priceFlag,
				value: filters.price,
				onChange: (price) => apply({ price })
			}),
			can.guests && filters.adults !== void 0 && filters.children !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "fieldset",
				sx: {
					border: 0,
					p: 0,
					m: 0,
					minWidth: 0
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "legend",
					sx: {
						typography: "subtitle2",
						mb: 1.5,
						p: 0
					},
					children: t("filters.guests")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "grid",
						gridTemplateColumns: "1fr 1fr",
						gap: 1.5
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GuestsField, {
						name: "adults",
						label: t("filters.adults"),
						value: filters.adults,
						limits: GUEST_LIMITS.adults,
						onChange: (adults) => apply({ adults })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GuestsField, {
						name: "children",
						label: t("filters.children"),
						value: filters.children,
						limits: GUEST_LIMITS.children,
						onChange: (children) => apply({ children })
					})]
				})]
			}),
			can.hotelType && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
				select: true,
				size: "small",
				name: "hotelType",
				label: t("filters.hotelType"),
				value: filters.hotelType ?? "",
				onChange: (event) => apply({ hotelType: event.target.value || void 0 }),
				slotProps: {
					select: { native: true },
					inputLabel: { shrink: true }
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: t("filters.any")
				}), HOTEL_TYPES.map((type) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: type,
					children: t(`listofval:hotelType.${type}`)
				}, type))]
			}),
			can.cuisine && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
				select: true,
				size: "small",
				name: "cuisine",
				label: t("filters.cuisine"),
				value: filters.cuisine ?? "",
				onChange: (event) => apply({ cuisine: event.target.value || void 0 }),
				slotProps: {
					select: { native: true },
					inputLabel: { shrink: true }
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: t("filters.any")
				}), CUISINE_TYPES.map((cuisine) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: cuisine,
					children: t(`listofval:cuisine.${cuisine}`)
				}, cuisine))]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				select: true,
				size: "small",
				name: "sort",
				label: t("filters.sort"),
				value: filters.sort,
				onChange: (event) => apply({ sort: event.target.value }),
				slotProps: {
					select: { native: true },
					inputLabel: { shrink: true }
				},
				children: ASSET_SORTS.map((sort) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: sort,
					children: t(`listofval:sort.${sort}`)
				}, sort))
			}),
			!hydrated && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				children: t("filters.apply")
			}),
			hasActiveFilters(list, filters) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outlined",
				href: pathname,
				onClick: (event) => {
					event.preventDefault();
					onChange(defaultListFilters(list));
				},
				children: t("filters.clear")
			})
		]
	});
}
// ../../node_modules/@mui/material/Pagination/paginationClasses.mjs
function getPaginationUtilityClass(slot) {
	return generateUtilityClass("MuiPagination", slot);
}
generateUtilityClasses("MuiPagination", [
	"root",
	"ul",
	"outlined",
	"text"
]);
// ../../node_modules/@mui/material/usePagination/usePagination.mjs
function usePagination(props = {}) {
	const { boundaryCount = 1, componentName = "usePagination", count = 1, defaultPage = 1, disabled = false, hideNextButton = false, hidePrevButton = false, onChange: handleChange, page: pageProp, showFirstButton = false, showLastButton = false, siblingCount = 1, ...other } = props;
	const [page, setPageState] = useControlled({
		controlled: pageProp,
		default: defaultPage,
		name: componentName,
		state: "page"
	});
	const handleClick = (event, value) => {
		if (!pageProp) setPageState(value);
		if (handleChange) handleChange(event, value);
	};
	const range = (start, end) => {
		const length = end - start + 1;
		return Array.from({ length }, (_, i) => start + i);
	};
	const startPages = range(1, Math.min(boundaryCount, count));
	const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);
	const siblingsStart = Math.max(Math.min(page - siblingCount, count - boundaryCount - siblingCount * 2 - 1), boundaryCount + 2);
	const siblingsEnd = Math.min(Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2), count - boundaryCount - 1);
	const itemList = [
		...showFirstButton ? ["first"] : [],
		...hidePrevButton ? [] : ["previous"],
		...startPages,
		...siblingsStart > boundaryCount + 2 ? ["start-ellipsis"] : boundaryCount + 1 < count - boundaryCount ? [boundaryCount + 1] : [],
		...range(siblingsStart, siblingsEnd),
		...siblingsEnd < count - boundaryCount - 1 ? ["end-ellipsis"] : count - boundaryCount > boundaryCount ? [count - boundaryCount] : [],
		...endPages,
		...hideNextButton ? [] : ["next"],
		...showLastButton ? ["last"] : []
	];
	const buttonPage = (type) => {
		switch (type) {
			case "first": return 1;
			case "previous": return page - 1;
			case "next": return page + 1;
			case "last": return count;
			default: return null;
		}
	};
	return {
		items: itemList.map((item) => {
			return typeof item === "number" ? {
				onClick: (event) => {
					handleClick(event, item);
				},
				type: "page",
				page: item,
				selected: item === page,
				disabled,
				"aria-current": item === page ? "page" : void 0
			} : {
				onClick: (event) => {
					handleClick(event, buttonPage(item));
				},
				type: item,
				page: buttonPage(item),
				selected: false,
				disabled: disabled || !item.includes("ellipsis") && (item === "next" || item === "last" ? page >= count : page <= 1)
			};
		}),
		...other
	};
}
// ../../node_modules/@mui/material/PaginationItem/paginationItemClasses.mjs
function getPaginationItemUtilityClass(slot) {
	return generateUtilityClass("MuiPaginationItem", slot);
}
var paginationItemClasses = generateUtilityClasses("MuiPaginationItem", [
	"root",
	"page",
	"sizeSmall",
	"sizeLarge",
	"text",
	"outlined",
	"rounded",
	"ellipsis",
	"firstLast",
	"previousNext",
	"focusVisible",
	"disabled",
	"selected",
	"icon",
	"colorPrimary",
	"colorSecondary"
]);
// ../../node_modules/@mui/material/internal/svg-icons/FirstPage.mjs
/**
* @ignore - internal component.
*/
var FirstPage_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M18.41 16.59L13.82 12l4.59-4.59L17 6l-6 6 6 6zM6 6h2v12H6z" }), "FirstPage");
// ../../node_modules/@mui/material/internal/svg-icons/LastPage.mjs
/**
* @ignore - internal component.
*/
var LastPage_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M5.59 7.41L10.18 12l-4.59 4.59L7 18l6-6-6-6zM16 6h2v12h-2z" }), "LastPage");
// ../../node_modules/@mui/material/internal/svg-icons/NavigateBefore.mjs
/**
* @ignore - internal component.
*/
var NavigateBefore_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M15.41 7.41L14 6l-6 6 6 6 1.41-1.41L10.83 12z" }), "NavigateBefore");
// ../../node_modules/@mui/material/internal/svg-icons/NavigateNext.mjs
/**
* @ignore - internal component.
*/
var NavigateNext_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M10 6L8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" }), "NavigateNext");
// ../../node_modules/@mui/material/PaginationItem/PaginationItem.mjs
var overridesResolver = (props, styles) => {
	const { ownerState } = props;
	return [
		styles.root,
		styles[ownerState.variant],
		styles[`size${capitalize_default(ownerState.size)}`],
		ownerState.shape === "rounded" && styles.rounded,
		ownerState.type === "page" && styles.page,
		(ownerState.type === "start-ellipsis" || ownerState.type === "end-ellipsis") && styles.ellipsis,
		(ownerState.type === "previous" || ownerState.type === "next") && styles.previousNext,
		(ownerState.type === "first" || ownerState.type === "last") && styles.firstLast
	];
};
var useUtilityClasses$1 = (ownerState) => {
	const { classes, color, disabled, selected, size, shape, type, variant } = ownerState;
	const slots = {
		root: [
			"root",
			`size${capitalize_default(size)}`,
			variant,
			shape,
			color !== "standard" && `color${capitalize_default(color)}`,
			disabled && "disabled",
			selected && "selected",
			{
				page: "page",
				first: "firstLast",
				last: "firstLast",
				"start-ellipsis": "ellipsis",
				"end-ellipsis": "ellipsis",
				previous: "previousNext",
				next: "previousNext"
			}[type]
		],
		icon: ["icon"]
	};
	return composeClasses(slots, getPaginationItemUtilityClass, classes);
};
var PaginationItemEllipsis = styled("div", {
	name: "MuiPaginationItem",
	slot: "Root",
	overridesResolver
})(memoTheme(({ theme }) => ({
	...theme.typography.body2,
	borderRadius: 16,
	textAlign: "center",
	boxSizing: "border-box",
	minWidth: 32,
	padding: "0 6px",
	margin: "0 3px",
	color: (theme.vars || theme).palette.text.primary,
	height: "auto",
	[`&.${paginationItemClasses.disabled}`]: { opacity: (theme.vars || theme).palette.action.disabledOpacity },
	variants: [{
		props: { size: "small" },
		style: {
			minWidth: 26,
			borderRadius: 13,
			margin: "0 1px",
			padding: "0 4px"
		}
	}, {
		props: { size: "large" },
		style: {
			minWidth: 40,
			borderRadius: 20,
			padding: "0 10px",
			fontSize: theme.typography.pxToRem(15)
		}
	}]
})));
var PaginationItemPage = styled(ButtonBase, {
	name: "MuiPaginationItem",
	slot: "Root",
	overridesResolver
})(memoTheme(({ theme }) => ({
	...theme.typography.body2,
	borderRadius: 16,
	textAlign: "center",
	boxSizing: "border-box",
	minWidth: 32,
	height: 32,
	padding: "0 6px",
	margin: "0 3px",
	color: (theme.vars || theme).palette.text.primary,
	...!theme.focusVisible && { [`&.${paginationItemClasses.focusVisible}`]: { backgroundColor: (theme.vars || theme).palette.action.focus } },
	[`&.${paginationItemClasses.disabled}`]: { opacity: (theme.vars || theme).palette.action.disabledOpacity },
	...getTransitionStyles(theme, ["color", "background-color"], { duration: theme.transitions.duration.short }),
	"&:hover": {
		backgroundColor: (theme.vars || theme).palette.action.hover,
		"@media (hover: none)": { backgroundColor: "transparent" }
	},
	[`&.${paginationItemClasses.selected}`]: {
		backgroundColor: (theme.vars || theme).palette.action.selected,
		"&:hover": {
			backgroundColor: theme.alpha((theme.vars || theme).palette.action.selected, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.hoverOpacity}`),
			"@media (hover: none)": { backgroundColor: (theme.vars || theme).palette.action.selected }
		},
		...!theme.focusVisible && { [`&.${paginationItemClasses.focusVisible}`]: { backgroundColor: theme.alpha((theme.vars || theme).palette.action.selected, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.focusOpacity}`) } },
		[`&.${paginationItemClasses.disabled}`]: {
			opacity: 1,
			color: (theme.vars || theme).palette.action.disabled,
			backgroundColor: (theme.vars || theme).palette.action.selected
		}
	},
	variants: [
		{
			props: { size: "small" },
			style: {
				minWidth: 26,
				height: 26,
				borderRadius: 13,
				margin: "0 1px",
				padding: "0 4px"
			}
		},
		{
			props: { size: "large" },
			style: {
				minWidth: 40,
				height: 40,
				borderRadius: 20,
				padding: "0 10px",
				fontSize: theme.typography.pxToRem(15)
			}
		},
		{
			props: { shape: "rounded" },
			style: { borderRadius: (theme.vars || theme).shape.borderRadius }
		},
		{
			props: { variant: "outlined" },
			style: {
				border: theme.vars ? `1px solid ${theme.alpha(theme.vars.palette.common.onBackground, .23)}` : `1px solid ${theme.palette.mode === "light" ? "rgba(0, 0, 0, 0.23)" : "rgba(255, 255, 255, 0.23)"}`,
				[`&.${paginationItemClasses.selected}`]: { [`&.${paginationItemClasses.disabled}`]: {
					borderColor: (theme.vars || theme).palette.action.disabledBackground,
					color: (theme.vars || theme).palette.action.disabled
				} }
			}
		},
		{
			props: { variant: "text" },
			style: { [`&.${paginationItemClasses.selected}`]: { [`&.${paginationItemClasses.disabled}`]: { color: (theme.vars || theme).palette.action.disabled } } }
		},
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter(["dark", "contrastText"])).map(([color]) => ({
			props: {
				variant: "text",
				color
			},
			style: { [`&.${paginationItemClasses.selected}`]: {
				color: (theme.vars || theme).palette[color].contrastText,
				backgroundColor: (theme.vars || theme).palette[color].main,
				"&:hover": {
					backgroundColor: (theme.vars || theme).palette[color].dark,
					"@media (hover: none)": { backgroundColor: (theme.vars || theme).palette[color].main }
				},
				...!theme.focusVisible && { [`&.${paginationItemClasses.focusVisible}`]: { backgroundColor: (theme.vars || theme).palette[color].dark } },
				[`&.${paginationItemClasses.disabled}`]: { color: (theme.vars || theme).palette.action.disabled }
			} }
		})),
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter(["light"])).map(([color]) => ({
			props: {
				variant: "outlined",
				color
			},
			style: { [`&.${paginationItemClasses.selected}`]: {
				color: (theme.vars || theme).palette[color].main,
				border: `1px solid ${theme.alpha((theme.vars || theme).palette[color].main, .5)}`,
				backgroundColor: theme.alpha((theme.vars || theme).palette[color].main, (theme.vars || theme).palette.action.activatedOpacity),
				"&:hover": {
					backgroundColor: theme.alpha((theme.vars || theme).palette[color].main, `${(theme.vars || theme).palette.action.activatedOpacity} + ${(theme.vars || theme).palette.action.focusOpacity}`),
					"@media (hover: none)": { backgroundColor: "transparent" }
				},
				...!theme.focusVisible && { [`&.${paginationItemClasses.focusVisible}`]: { backgroundColor: theme.alpha((theme.vars || theme).palette[color].main, `${(theme.vars || theme).palette.action.activatedOpacity} + ${(theme.vars || theme).palette.action.focusOpacity}`) } }
			} }
		}))
	]
})));
var PaginationItemPageIcon = styled("div", {
	name: "MuiPaginationItem",
	slot: "Icon"
})(memoTheme(({ theme }) => ({
	fontSize: theme.typography.pxToRem(20),
	margin: "0 -8px",
	variants: [{
		props: { size: "small" },
		style: { fontSize: theme.typography.pxToRem(18) }
	}, {
		props: { size: "large" },
		style: { fontSize: theme.typography.pxToRem(22) }
	}]
})));
var PaginationItem = /*#__PURE__*/ import_react.forwardRef(function PaginationItem(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiPaginationItem"
	});
	const { className, color = "standard", component, disabled = false, page, selected = false, shape = "circular", size = "medium", slots = {}, slotProps = {}, type = "page", variant = "text", ...other } = props;
	const ownerState = {
		...props,
		color,
		disabled,
		selected,
		shape,
		size,
		type,
		variant
	};
	const isRtl = useRtl();
	const classes = useUtilityClasses$1(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps
	};
	const [PreviousSlot, previousSlotProps] = useSlot("previous", {
		elementType: NavigateBefore_default,
		externalForwardedProps,
		ownerState
	});
	const [NextSlot, nextSlotProps] = useSlot("next", {
		elementType: NavigateNext_default,
		externalForwardedProps,
		ownerState
	});
	const [FirstSlot, firstSlotProps] = useSlot("first", {
		elementType: FirstPage_default,
		externalForwardedProps,
		ownerState
	});
	const [LastSlot, lastSlotProps] = useSlot("last", {
		elementType: LastPage_default,
		externalForwardedProps,
		ownerState
	});
	const rtlAwareType = isRtl ? {
		previous: "next",
		next: "previous",
		first: "last",
		last: "first"
	}[type] : type;
	const IconSlot = {
		previous: PreviousSlot,
		next: NextSlot,
		first: FirstSlot,
		last: LastSlot
	}[rtlAwareType];
	const iconSlotProps = {
		previous: previousSlotProps,
		next: nextSlotProps,
		first: firstSlotProps,
		last: lastSlotProps
	}[rtlAwareType];
	return type === "start-ellipsis" || type === "end-ellipsis" ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PaginationItemEllipsis, {
		ref,
		ownerState,
		className: clsx(classes.root, className),
		children: "…"
	}) : /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(PaginationItemPage, {
		ref,
		ownerState,
		component,
		internalNativeButton: true,
		disabled,
		className: clsx(classes.root, className),
		...other,
		children: [type === "page" && page, IconSlot ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PaginationItemPageIcon, {
			...iconSlotProps,
			className: classes.icon,
			as: IconSlot
		}) : null]
	});
});
process.env.NODE_ENV !== "production" && (PaginationItem.propTypes = {
	/**
	* @ignore
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
	* The active color.
	* It supports both default and custom theme colors, which can be added as shown in the
	* [palette customization guide](https://mui.com/material-ui/customization/palette/#custom-colors).
	* @default 'standard'
	*/
	color: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
		"primary",
		"secondary",
		"standard"
	]), import_prop_types.default.string]),
	/**
	* The component used for the root node.
	* Either a string to use a HTML element or a component.
	*/
	component: import_prop_types.default.elementType,
	/**
	* If `true`, the component is disabled.
	* @default false
	*/
	disabled: import_prop_types.default.bool,
	/**
	* Whether the custom component should render a native `<button>` element when
	* rendering a React component with the `component` or `slots` prop.
	*/
	nativeButton: import_prop_types.default.bool,
	/**
	* The current page number.
	*/
	page: import_prop_types.default.node,
	/**
	* If `true` the pagination item is selected.
	* @default false
	*/
	selected: import_prop_types.default.bool,
	/**
	* The shape of the pagination item.
	* @default 'circular'
	*/
	shape: import_prop_types.default.oneOf(["circular", "rounded"]),
	/**
	* The size of the component.
	* @default 'medium'
	*/
	size: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
		"small",
		"medium",
		"large"
	]), import_prop_types.default.string]),
	/**
	* The props used for each slot inside.
	* @default {}
	*/
	slotProps: import_prop_types.default.shape({
		first: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		last: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		next: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		previous: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object])
	}),
	/**
	* The components used for each slot inside.
	* @default {}
	*/
	slots: import_prop_types.default.shape({
		first: import_prop_types.default.elementType,
		last: import_prop_types.default.elementType,
		next: import_prop_types.default.elementType,
		previous: import_prop_types.default.elementType
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
	* The type of pagination item.
	* @default 'page'
	*/
	type: import_prop_types.default.oneOf([
		"end-ellipsis",
		"first",
		"last",
		"next",
		"page",
		"previous",
		"start-ellipsis"
	]),
	/**
	* The variant to use.
	* @default 'text'
	*/
	variant: import_prop_types.default.oneOfType([import_prop_types.default.oneOf(["outlined", "text"]), import_prop_types.default.string])
});
// ../../node_modules/@mui/material/Pagination/Pagination.mjs
var useUtilityClasses = (ownerState) => {
	const { classes, variant } = ownerState;
	return composeClasses({
		root: ["root", variant],
		ul: ["ul"]
	}, getPaginationUtilityClass, classes);
};
var PaginationRoot = styled("nav", {
	name: "MuiPagination",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [styles.root, styles[ownerState.variant]];
	}
})({});
var PaginationUl = styled("ul", {
	name: "MuiPagination",
	slot: "Ul"
})({
	display: "flex",
	flexWrap: "wrap",
	alignItems: "center",
	padding: 0,
	margin: 0,
	listStyle: "none"
});
function defaultGetAriaLabel(type, page, selected) {
	if (type === "page") return `${selected ? "" : "Go to "}page ${page}`;
	return `Go to ${type} page`;
}
var Pagination = /*#__PURE__*/ import_react.forwardRef(function Pagination(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiPagination"
	});
	const { boundaryCount = 1, className, color = "standard", count = 1, defaultPage = 1, disabled = false, getItemAriaLabel = defaultGetAriaLabel, hideNextButton = false, hidePrevButton = false, onChange, page, renderItem = (item) => /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PaginationItem, { ...item }), shape = "circular", showFirstButton = false, showLastButton = false, siblingCount = 1, size = "medium", variant = "text", ...other } = props;
	const { items } = usePagination({
		...props,
		componentName: "Pagination"
	});
	const ownerState = {
		...props,
		boundaryCount,
		color,
		count,
		defaultPage,
		disabled,
		getItemAriaLabel,
		hideNextButton,
		hidePrevButton,
		renderItem,
		shape,
		showFirstButton,
		showLastButton,
		siblingCount,
		size,
		variant
	};
	const classes = useUtilityClasses(ownerState);
	const paginationRef = import_react.useRef(null);
	const pendingFocusRef = import_react.useRef(null);
	const handleRef = useForkRef_default(ref, paginationRef);
	const selectedPage = items.find((item) => item.selected)?.page;
	const handleItemClick = import_react.useCallback((item, event) => {
		pendingFocusRef.current = null;
		if (((item.type === "first" || item.type === "previous") && item.page === 1 || (item.type === "next" || item.type === "last") && item.page === count) && getActiveElement_default(ownerDocument_default(event.currentTarget)) === event.currentTarget) pendingFocusRef.current = {
			page: item.page,
			trigger: event.currentTarget
		};
		item.onClick(event);
	}, [count]);
	useEnhancedEffect_default(() => {
		const pending = pendingFocusRef.current;
		if (!pending || pending.page !== selectedPage) return;
		const document = ownerDocument_default(paginationRef.current);
		const activeElement = getActiveElement_default(document);
		if (activeElement === document.body || activeElement === document.documentElement || activeElement === pending.trigger || activeElement == null) paginationRef.current.querySelector("[aria-current=\"page\"]")?.focus();
		pendingFocusRef.current = null;
	}, [selectedPage]);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PaginationRoot, {
		"aria-label": "pagination navigation",
		className: clsx(classes.root, className),
		ownerState,
		ref: handleRef,
		...other,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PaginationUl, {
			className: classes.ul,
			ownerState,
			children: items.map((item, index) => /*#__PURE__*/ (0, import_jsx_runtime.jsx)("li", { children: renderItem({
				...item,
				color,
				"aria-label": getItemAriaLabel(item.type, item.page, item.selected),
				shape,
				size,
				variant,
				onClick: (event) => handleItemClick(item, event)
			}) }, index))
		})
	});
});
process.env.NODE_ENV !== "production" && (Pagination.propTypes = {
	/**
	* Number of always visible pages at the beginning and end.
	* @default 1
	*/
	boundaryCount: integerPropType,
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* @ignore
	*/
	className: import_prop_types.default.string,
	/**
	* The active color.
	* It supports both default and custom theme colors, which can be added as shown in the
	* [palette customization guide](https://mui.com/material-ui/customization/palette/#custom-colors).
	* @default 'standard'
	*/
	color: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
		"primary",
		"secondary",
		"standard"
	]), import_prop_types.default.string]),
	/**
	* The total number of pages.
	* @default 1
	*/
	count: integerPropType,
	/**
	* The page selected by default when the component is uncontrolled.
	* @default 1
	*/
	defaultPage: integerPropType,
	/**
	* If `true`, the component is disabled.
	* @default false
	*/
	disabled: import_prop_types.default.bool,
	/**
	* Accepts a function which returns a string value that provides a user-friendly name for the current page.
	* This is important for screen reader users.
	*
	* For localization purposes, you can use the provided [translations](https://mui.com/material-ui/guides/localization/).
	* @param {string} type The link or button type to format ('page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis'). Defaults to 'page'.
	* @param {number | null} page The page number to format.
	* @param {boolean} selected If true, the current page is selected.
	* @returns {string}
	*/
	getItemAriaLabel: import_prop_types.default.func,
	/**
	* If `true`, hide the next-page button.
	* @default false
	*/
	hideNextButton: import_prop_types.default.bool,
	/**
	* If `true`, hide the previous-page button.
	* @default false
	*/
	hidePrevButton: import_prop_types.default.bool,
	/**
	* Callback fired when the page is changed.
	*
	* @param {React.ChangeEvent<unknown>} event The event source of the callback.
	* @param {number} page The page selected.
	*/
	onChange: import_prop_types.default.func,
	/**
	* The current page. Unlike `TablePagination`, which starts numbering from `0`, this pagination starts from `1`.
	*/
	page: integerPropType,
	/**
	* Render the item.
	* @param {PaginationRenderItemParams} params The props to spread on a PaginationItem.
	* @returns {ReactNode}
	* @default (item) => <PaginationItem {...item} />
	*/
	renderItem: import_prop_types.default.func,
	/**
	* The shape of the pagination items.
	* @default 'circular'
	*/
	shape: import_prop_types.default.oneOf(["circular", "rounded"]),
	/**
	* If `true`, show the first-page button.
	* @default false
	*/
	showFirstButton: import_prop_types.default.bool,
	/**
	* If `true`, show the last-page button.
	* @default false
	*/
	showLastButton: import_prop_types.default.bool,
	/**
	* Number of always visible pages before and after the current page.
	* @default 1
	*/
	siblingCount: integerPropType,
	/**
	* The size of the component.
	* @default 'medium'
	*/
	size: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
		"small",
		"medium",
		"large"
	]), import_prop_types.default.string]),
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
	* The variant to use.
	* @default 'text'
	*/
	variant: import_prop_types.default.oneOfType([import_prop_types.default.oneOf(["outlined", "text"]), import_prop_types.default.string])
});
// src/features/catalogue/components/list-pagination.tsx
/** Page links (keyboard-usable, one per page) that keep the list's filters in the URL. */
function ListPagination({ page, count, pageSearch }) {
	const { t } = useTranslation("catalogue");
	const narrow = useMediaQuery((theme) => theme.breakpoints.down("sm"));
	if (count <= 1) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pagination, {
		page,
		count,
		siblingCount: narrow ? 0 : 1,
		boundaryCount: 1,
		color: "primary",
		"aria-label": t("pagination.label"),
		getItemAriaLabel: (type, item, selected) => {
			if (type === "page") return selected ? t("pagination.current", { page: item }) : t("pagination.page", { page: item });
			return t(`pagination.${type}`);
		},
		renderItem: (item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationItem, {
			component: Link,
			to: { search: pageSearch(item.page ?? 1) },
			preventScrollReset: true,
			...item
		}),
		sx: {
			display: "flex",
			justifyContent: "center",
			mt: 3,
			"& ul": { justifyContent: "center" }
		}
	});
}
// src/features/catalogue/components/asset-list-page.tsx
/**
* One list: its filters (kept in the URL), the cards of the current page, and page links.
* The page's <h1> comes from the route; this is everything under it.
*/
function AssetListPage({ list }) {
	const { t } = useTranslation("catalogue");
	const lang = useLang();
	const { filters, changeFilters, pageSearch } = useListFilters(list);
	const { data, isError, isFetching, refetch } = useAssetList(list, filters, lang);
	const hydrated = useHydrated();
	const wideScreen = useMediaQuery((theme) => theme.breakpoints.up("md"), { noSsr: true });
	const wide = hydrated && wideScreen;
	const [filtersOpen, setFiltersOpen] = (0, import_react.useState)(false);
	const filtersId = (0, import_react.useId)();
	const resultsHeading = (0, import_react.useRef)(null);
	const active = hasActiveFilters(list, filters);
	const shownPage = (0, import_react.useRef)(filters.page);
	(0, import_react.useEffect)(() => {
		if (shownPage.current === filters.page) return;
		shownPage.current = filters.page;
		resultsHeading.current?.focus();
	}, [filters.page]);
	const form = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListFiltersForm, {
		list,
		filters,
		onChange: changeFilters
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 3,
			gridTemplateColumns: {
				xs: "minmax(0, 1fr)",
				md: "260px minmax(0, 1fr)"
			},
			alignItems: "start"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
			component: "section",
			variant: "outlined",
			"aria-labelledby": `${filtersId}-heading`,
			sx: { p: 2 },
			children: hydrated ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h2",
				id: `${filtersId}-heading`,
				sx: {
					fontSize: "1.15rem",
					mb: wide ? 2 : 0
				},
				children: wide ? t("filters.heading") : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					fullWidth: true,
					color: "inherit",
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterList_default, {}),
					"aria-expanded": filtersOpen,
					"aria-controls": filtersId,
					onClick: () => setFiltersOpen((open) => !open),
					sx: {
						justifyContent: "flex-start",
						textTransform: "none",
						fontSize: "inherit",
						fontWeight: "inherit"
					},
					children: active ? t("filters.headingActive") : t("filters.heading")
				})
			}), wide ? form : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collapse, {
				in: filtersOpen,
				id: filtersId,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: { pt: 2 },
					children: form
				})
			})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "details",
				sx: {
					"& > summary": {
						cursor: "pointer",
						py: .75
					},
					"& > summary::marker": { color: "text.secondary" }
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("summary", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h2",
					id: `${filtersId}-heading`,
					sx: {
						fontSize: "1.15rem",
						display: "inline"
					},
					children: active ? t("filters.headingActive") : t("filters.heading")
				}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: { pt: 2 },
					children: form
				})]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "section",
			"aria-labelledby": `${filtersId}-results`,
			"aria-busy": isFetching,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h2",
					id: `${filtersId}-results`,
					ref: resultsHeading,
					tabIndex: -1,
					sx: {
						fontSize: "1.15rem",
						outline: "none"
					},
					children: t("results.heading")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					role: "status",
					color: "text.secondary",
					sx: { mb: 2 },
					children: data && data.items.length > 0 && data.items.length < data.total ? t("results.range", {
						from: formatNumber((filters.page - 1) * PAGE_LIMIT.default + 1, lang),
						to: formatNumber((filters.page - 1) * PAGE_LIMIT.default + data.items.length, lang),
						total: formatNumber(data.total, lang)
					}) : data ? t("results.count", { count: data.total }) : ""
				}),
				isError && !data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadError, {
					message: t("status.listError"),
					onRetry: () => void refetch()
				}),
				data && data.total === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: { py: 4 },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: { mb: 2 },
						children: active ? t("results.emptyFiltered") : t("results.empty")
					}), active && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "outlined",
						component: Link,
						to: { search: "" },
						replace: true,
						children: t("filters.clear")
					})]
				}),
				data && data.total > 0 && data.items.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					sx: { py: 4 },
					children: [
						t("results.pastEnd"),
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
							component: Link,
							to: { search: pageSearch(1) },
							children: t("results.firstPage")
						})
					]
				}),
				data && data.items.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssetGrid, {
					assets: data.items,
					list
				}),
				data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListPagination, {
					page: filters.page,
					count: pageCount(data.total),
					pageSearch
				})
			]
		})]
	});
}
// src/app/routes/asset-list.tsx
/**
* The page of the URL's filters. A failure is left to the page, which says so and offers to
* try again, rather than replacing it with the error page.
*/
async function loader({ params, request }) {
	const url = new URL(request.url);
	const list = assetListFromPath(url.pathname);
	const filters = parseListFilters(list, url.searchParams);
	await getQueryClient().ensureQueryData(assetListQueryOptions(list, filters, params.lang ?? "es")).catch(() => void 0);
	return null;
}
/** The nine lists (propertyListRent … servicesList) share this module; `handle.list` says which. */
function Component() {
	const key = (useMatches().at(-1)?.handle)?.list ?? "rent";
	const list = assetList(key);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { page: `list.${list.key}` }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssetListPage, { list }, list.key)] });
}
export { Component, loader };
