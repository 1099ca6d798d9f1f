import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { C as generateUtilityClass, S as generateUtilityClasses, V as require_prop_types, h as composeClasses, n as useDefaultProps, r as styled, t as memoTheme } from "./memoTheme-Bs4JE_oI.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { d as ASSET_LISTS } from "./constants-Bb77IS0f.js";
import { i as isRouteLanguage, r as SUPPORTED_LANGUAGES } from "./languages-CqGr3DKn.js";
import { t as clsx } from "./clsx-DSZSqzKR.js";
import { t as capitalize_default } from "./capitalize-7zuZVFvm.js";
// ../../packages/shared/src/public-pages.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The info pages (/{lang}/info/{page}); each page's texts are the namespace `legal_{page}`. */
var INFO_PAGES = [
	"aboutUs",
	"advertiseWithUs",
	"privacity",
	"terms"
];
[...ASSET_LISTS.map((list) => `assets/${list.route}`), ...INFO_PAGES.map((page) => `info/${page}`)];
/**
* Pages that are nobody's business but the person using them (signed-in pages, the steps of
* signing out and of a forgotten password) and the coming owner and town-hall workspaces;
* each one covers the paths under it too.
*/
var PRIVATE_PAGES = [
	"profile",
	"myBookings",
	"auth/signout",
	"auth/remember",
	"auth/change",
	"owner",
	"admin"
];
/**
* Whether a site path (`/es/profile`, `/de/auth/change/`, `/fr/owner/listings`) is a private
* page in whatever language: such pages are rendered without data and never indexed.
*/
function isPrivatePath(pathname) {
	const [, , ...rest] = pathname.split("?")[0].split("#")[0].split("/");
	const page = rest.filter(Boolean).join("/");
	return PRIVATE_PAGES.some((p) => page === p || page.startsWith(`${p}/`));
}
/** Pages outside any language that are for people and machines of ours, not for search (docs/product.md#system-pages). */
var SYSTEM_PAGES = ["/blank", "/systeminfo"];
/** The language whose page stands for every language (hreflang `x-default`). */
var X_DEFAULT_LANGUAGE = "es";
/** Languages a search engine is never shown: the pseudo-locale is English, garbled on purpose. */
var UNLISTED_LANGUAGES = ["xx"];
/** A page path under a language: `localizedPath('es', 'map')` → `/es/map`, `localizedPath('es', '')` → `/es/`. */
function localizedPath(lang, page) {
	return `/${lang}/${page.replace(/^\//, "")}`;
}
/** An asset's page as a list links to it: `type` is the list's configuration type (a rental's page loads its calendar). */
function assetPagePath(id, type) {
	return `assets/asset/${id}/${type}`;
}
/** A restaurant's menu page. */
function menuPagePath(id) {
	return `eat/${id}/menu`;
}
/** The lists an asset shows in, in the lists' order (a property may be in several). */
function listsOf(asset) {
	return ASSET_LISTS.filter((list) => list.type === asset.type && (!("flag" in list) || asset[list.flag] === true));
}
/**
* The one address of an asset's page that search engines are given: under the first list it
* is in (the map links there too), else under the first list of its type.
*/
function canonicalAssetPagePath(asset) {
	const list = listsOf(asset)[0] ?? ASSET_LISTS.find((l) => l.type === asset.type);
	return assetPagePath(asset.id, list.configType);
}
// ../../node_modules/@mui/material/utils/createSimplePaletteValueFilter.mjs
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
/**
* Type guard to check if the object has a "main" property of type string.
*
* @param obj - the object to check
* @returns boolean
*/
function hasCorrectMainProperty(obj) {
	return typeof obj.main === "string";
}
/**
* Checks if the object conforms to the SimplePaletteColorOptions type.
* The minimum requirement is that the object has a "main" property of type string, this is always checked.
* Optionally, you can pass additional properties to check.
*
* @param obj - The object to check
* @param additionalPropertiesToCheck - Array containing "light", "dark", and/or "contrastText"
* @returns boolean
*/
function checkSimplePaletteColorValues(obj, additionalPropertiesToCheck = []) {
	if (!hasCorrectMainProperty(obj)) return false;
	for (const value of additionalPropertiesToCheck) if (!obj.hasOwnProperty(value) || typeof obj[value] !== "string") return false;
	return true;
}
/**
* Creates a filter function used to filter simple palette color options.
* The minimum requirement is that the object has a "main" property of type string, this is always checked.
* Optionally, you can pass additional properties to check.
*
* @param additionalPropertiesToCheck - Array containing "light", "dark", and/or "contrastText"
* @returns ([, value]: [any, PaletteColorOptions]) => boolean
*/
function createSimplePaletteValueFilter(additionalPropertiesToCheck = []) {
	return ([, value]) => value && checkSimplePaletteColorValues(value, additionalPropertiesToCheck);
}
// ../../node_modules/@mui/material/Typography/typographyClasses.mjs
function getTypographyUtilityClass(slot) {
	return generateUtilityClass("MuiTypography", slot);
}
var typographyClasses = generateUtilityClasses("MuiTypography", [
	"root",
	"h1",
	"h2",
	"h3",
	"h4",
	"h5",
	"h6",
	"subtitle1",
	"subtitle2",
	"body1",
	"body2",
	"inherit",
	"button",
	"caption",
	"overline",
	"alignLeft",
	"alignRight",
	"alignCenter",
	"alignJustify",
	"noWrap",
	"gutterBottom"
]);
// ../../node_modules/@mui/material/Typography/Typography.mjs
var useUtilityClasses = (ownerState) => {
	const { align, gutterBottom, noWrap, variant, classes } = ownerState;
	const slots = { root: [
		"root",
		variant,
		ownerState.align !== "inherit" && `align${capitalize_default(align)}`,
		gutterBottom && "gutterBottom",
		noWrap && "noWrap"
	] };
	return composeClasses(slots, getTypographyUtilityClass, classes);
};
var TypographyRoot = styled("span", {
	name: "MuiTypography",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			ownerState.variant && styles[ownerState.variant],
			ownerState.align !== "inherit" && styles[`align${capitalize_default(ownerState.align)}`],
			ownerState.noWrap && styles.noWrap,
			ownerState.gutterBottom && styles.gutterBottom
		];
	}
})(memoTheme(({ theme }) => ({
	margin: 0,
	variants: [
		{
			props: { variant: "inherit" },
			style: {
				font: "inherit",
				lineHeight: "inherit",
				letterSpacing: "inherit"
			}
		},
		...Object.entries(theme.typography).filter(([variant, value]) => variant !== "inherit" && value && typeof value === "object").map(([variant, value]) => ({
			props: { variant },
			style: value
		})),
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
			props: { color },
			style: { color: (theme.vars || theme).palette[color].main }
		})),
		...Object.entries(theme.palette?.text || {}).filter(([, value]) => typeof value === "string").map(([color]) => ({
			props: { color: `text${capitalize_default(color)}` },
			style: { color: (theme.vars || theme).palette.text[color] }
		})),
		{
			props: ({ ownerState }) => ownerState.align !== "inherit",
			style: { textAlign: "var(--Typography-textAlign)" }
		},
		{
			props: ({ ownerState }) => ownerState.noWrap,
			style: {
				overflow: "hidden",
				textOverflow: "ellipsis",
				whiteSpace: "nowrap"
			}
		},
		{
			props: ({ ownerState }) => ownerState.gutterBottom,
			style: { marginBottom: "0.35em" }
		}
	]
})));
var defaultVariantMapping = {
	h1: "h1",
	h2: "h2",
	h3: "h3",
	h4: "h4",
	h5: "h5",
	h6: "h6",
	subtitle1: "h6",
	subtitle2: "h6",
	body1: "p",
	body2: "p",
	inherit: "p"
};
var Typography = /*#__PURE__*/ import_react.forwardRef(function Typography(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTypography"
	});
	const { color, align = "inherit", className, component, gutterBottom = false, noWrap = false, variant = "body1", variantMapping = defaultVariantMapping, ...other } = props;
	const ownerState = {
		...props,
		align,
		color,
		className,
		component,
		gutterBottom,
		noWrap,
		variant,
		variantMapping
	};
	const Component = component || variantMapping[variant] || defaultVariantMapping[variant] || "span";
	const classes = useUtilityClasses(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TypographyRoot, {
		as: Component,
		ref,
		className: clsx(classes.root, className),
		...other,
		ownerState,
		style: {
			...align !== "inherit" && { "--Typography-textAlign": align },
			...other.style
		}
	});
});
process.env.NODE_ENV !== "production" && (Typography.propTypes = {
	/**
	* Set the text-align on the component.
	* @default 'inherit'
	*/
	align: import_prop_types.default.oneOf([
		"center",
		"inherit",
		"justify",
		"left",
		"right"
	]),
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
	* The color of the component.
	* It supports both default and custom theme colors, which can be added as shown in the
	* [palette customization guide](https://mui.com/material-ui/customization/palette/#custom-colors).
	*/
	color: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
		"primary",
		"secondary",
		"success",
		"error",
		"info",
		"warning",
		"textPrimary",
		"textSecondary",
		"textDisabled"
	]), import_prop_types.default.string]),
	/**
	* The component used for the root node.
	* Either a string to use a HTML element or a component.
	*/
	component: import_prop_types.default.elementType,
	/**
	* If `true`, the text will have a bottom margin.
	* @default false
	*/
	gutterBottom: import_prop_types.default.bool,
	/**
	* If `true`, the text will not wrap, but instead will truncate with a text overflow ellipsis.
	*
	* Note that text overflow can only happen with block or inline-block level elements
	* (the element needs to have a width in order to overflow).
	* @default false
	*/
	noWrap: import_prop_types.default.bool,
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
	* Applies the theme typography styles.
	* @default 'body1'
	*/
	variant: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
		"body1",
		"body2",
		"button",
		"caption",
		"h1",
		"h2",
		"h3",
		"h4",
		"h5",
		"h6",
		"inherit",
		"overline",
		"subtitle1",
		"subtitle2"
	]), import_prop_types.default.string]),
	/**
	* The component maps the variant prop to a range of different HTML element types.
	* For instance, subtitle1 to `<h6>`.
	* If you wish to change that mapping, you can provide your own.
	* Alternatively, you can use the `component` prop.
	* @default {
	*   h1: 'h1',
	*   h2: 'h2',
	*   h3: 'h3',
	*   h4: 'h4',
	*   h5: 'h5',
	*   h6: 'h6',
	*   subtitle1: 'h6',
	*   subtitle2: 'h6',
	*   body1: 'p',
	*   body2: 'p',
	*   inherit: 'p',
	* }
	*/
	variantMapping: import_prop_types.default.object
});
// src/lib/page-urls.ts
/** Open Graph locales (language_TERRITORY): the Spanish regions' languages are Spain's; English is British. */
var OG_LOCALES = {
	es: "es_ES",
	ca: "ca_ES",
	eu: "eu_ES",
	gl: "gl_ES",
	en: "en_GB",
	fr: "fr_FR",
	de: "de_DE",
	it: "it_IT",
	pt: "pt_PT"
};
/**
* The picture of a page that has none of its own: the round logo (a filled disc, so it reads
* on any background), rendered to PNG before the build (scripts/make-icons.mjs).
*/
var DEFAULT_SHARE_IMAGE = {
	url: "/logo/logo-round-512.png",
	width: 512,
	height: 512
};
/** The language a path starts with (`/eu/map` → `eu`), or undefined outside the language tree (`/blank`). */
function pathLanguage(pathname) {
	const first = pathname.split("/").filter(Boolean)[0];
	return isRouteLanguage(first) ? first : void 0;
}
/**
* The page's own path with nothing that only repeats another address: `/{lang}/defaultsite`
* is the landing `/{lang}/`, and no other path ends with a slash.
*/
function pagePath(pathname) {
	const segments = pathname.split("/").filter(Boolean);
	if (!isRouteLanguage(segments[0])) return `/${segments.join("/")}`;
	const [lang, ...rest] = segments;
	if (rest.length === 1 && rest[0] === "defaultsite") rest.length = 0;
	return `/${lang}/${rest.join("/")}`;
}
/** The same page in another language: `/es/assets/hotelList` → `/de/assets/hotelList`. */
function pathInLanguage(pathname, lang) {
	const segments = pathname.split("/").filter(Boolean);
	const rest = isRouteLanguage(segments[0]) ? segments.slice(1) : segments;
	return `/${[lang, ...rest].join("/")}${rest.length === 0 || pathname.endsWith("/") ? "/" : ""}`;
}
/**
* The query a canonical address keeps when the page names none of its own: only a page
* number past the first (a list's later pages are pages of their own). Lists name theirs
* (their filters and page, never the order: `canonicalListSearch()` in the catalogue).
*/
function defaultCanonicalSearch(search) {
	const page = new URLSearchParams(search).get("page");
	return page && /^\d{1,5}$/.test(page) && Number(page) > 1 ? `?page=${Number(page)}` : "";
}
/** `?a=b` from `a=b`, `?a=b` or nothing. */
function asSearch(search) {
	const query = search.replace(/^\?/, "");
	return query ? `?${query}` : "";
}
/**
* A page's canonical address and its alternates in the nine languages. The page may name its
* canonical page path (without the language: an asset's page has one address of several) and
* query; by default they are its own path and `defaultCanonicalSearch()`. The pseudo-locale is
* never an alternate: it is for developers, not readers.
*/
function pageAddresses(pathname, { search, page } = {}) {
	const lang = pathLanguage(pathname);
	const path = pagePath(lang && page !== void 0 ? localizedPath(lang, page) : pathname);
	const query = asSearch(search ?? "");
	if (!lang) return {
		canonical: path + query,
		alternates: []
	};
	const alternates = SUPPORTED_LANGUAGES.map((code) => ({
		hrefLang: code,
		path: pathInLanguage(path, code) + query
	}));
	alternates.push({
		hrefLang: "x-default",
		path: pathInLanguage(path, X_DEFAULT_LANGUAGE) + query
	});
	return {
		canonical: path + query,
		alternates
	};
}
/**
* Pages kept out of search engines whatever they show: private pages (a person's own, the
* steps of signing out or of a forgotten password), the pseudo-locale's, the system pages, and
* anything outside the languages.
*/
function isUnlistedPath(pathname) {
	const lang = pathLanguage(pathname);
	if (lang === void 0 || SYSTEM_PAGES.includes(pagePath(pathname))) return true;
	return UNLISTED_LANGUAGES.includes(lang) || isPrivatePath(pathname);
}
// src/lib/site.ts
var SiteContext = (0, import_react.createContext)({ origin: typeof window !== "undefined" ? window.location.origin : "http://localhost" });
function useSite() {
	return (0, import_react.useContext)(SiteContext);
}
/** An absolute address on this site for a path such as `/es/assets/asset/12`. */
function useAbsoluteUrl() {
	const { origin } = useSite();
	return (path) => new URL(path, origin).toString();
}
export { localizedPath as _, defaultCanonicalSearch as a, pathInLanguage as c, typographyClasses as d, createSimplePaletteValueFilter as f, isPrivatePath as g, canonicalAssetPagePath as h, OG_LOCALES as i, pathLanguage as l, assetPagePath as m, useAbsoluteUrl as n, isUnlistedPath as o, INFO_PAGES as p, DEFAULT_SHARE_IMAGE as r, pageAddresses as s, SiteContext as t, Typography as u, menuPagePath as v };
