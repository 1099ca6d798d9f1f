import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { C as generateUtilityClass, R as require_react_is, S as generateUtilityClasses, V as require_prop_types, h as composeClasses, n as useDefaultProps, r as styled, t as memoTheme, v as emphasize } from "./memoTheme-Bs4JE_oI.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { t as ButtonBase } from "./ButtonBase-BhjtITTp.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { r as apiFetch } from "./api-client-Ba84igAR.js";
import { t as queryOptions } from "./queryOptions-BjJLq5r4.js";
import { t as useSuspenseQuery } from "./useSuspenseQuery-BsSeP2-N.js";
import { r as Link } from "./asset-types-CNV3WNaR.js";
import { a as isSupportedLanguage } from "./languages-CqGr3DKn.js";
import { t as clsx } from "./clsx-DSZSqzKR.js";
import { t as Alert } from "./Alert-B2OUS1du.js";
import { i as integerPropType } from "./useReducedMotion-DNKmSelM.js";
import { t as Typography } from "./Typography-Cd2Ejhtg.js";
import { t as createSvgIcon } from "./createSvgIcon-2Z0OS6ZB.js";
import { t as useSlotProps } from "./useSlotProps-BhNrWK4d.js";
import { A as Link$1, G as menuPagePath, K as useTranslation, U as canonicalAssetPagePath, W as localizedPath, _ as useLocalePath, r as STALE_TIMES, t as useAbsoluteUrl } from "../entry-server.js";
import { t as TOWN } from "./town-DXtctMc-.js";
import { o as catalogueKeys } from "./catalogue-codes-B1j8rhh5.js";
import { t as formatEuros } from "./format-BavoGXU7.js";
// src/features/catalogue/api/asset.ts
/** GET /api/v1/asset/{id}: one asset, its texts in `lang` (or its fallback). */
function fetchAsset(id, lang, signal) {
	return apiFetch(`/api/v1/asset/${encodeURIComponent(id)}`, {
		query: { lang },
		signal
	});
}
/** docs/rules.md#caching gives the restaurant asset an hour; every asset page keeps the same. */
function assetQueryOptions(id, lang) {
	return queryOptions({
		queryKey: catalogueKeys.asset(id, lang),
		queryFn: ({ signal }) => fetchAsset(id, lang, signal),
		staleTime: STALE_TIMES.restaurant
	});
}
/** The asset a route loader has already fetched. */
function useAsset(id, lang) {
	return useSuspenseQuery(assetQueryOptions(id, lang)).data;
}
// src/components/json-ld.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
var import_react_is = require_react_is();
var import_jsx_runtime = require_jsx_runtime();
/**
* JSON for an inline <script>: the characters that could end the script or start markup in it
* (`<`, `>`, `&`) and the two line separators older parsers choke on are written as \u escapes,
* which JSON reads back as the same text. A name containing "<\/script>" therefore stays data.
*/
function serializeJsonLd(data) {
	return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
/**
* Structured data for search engines (docs/product.md#structured-data). Rendered in place, with no
* effect, so the server's markup and the hydrated page's are the same; React leaves data blocks unrun.
*/
function JsonLd({ data }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("script", {
		type: "application/ld+json",
		dangerouslySetInnerHTML: { __html: serializeJsonLd(data) }
	});
}
// src/features/catalogue/components/fallback-note.tsx
/** Says that a text is shown in another language than the page's, because it has none in it yet. */
function FallbackNote({ subject, shownLang }) {
	const { t } = useTranslation("catalogue");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "info",
		sx: { my: 2 },
		children: t(`fallback.${subject}`, { language: t(`languageIn.${shownLang}`) })
	});
}
// ../../node_modules/@mui/material/internal/svg-icons/MoreHoriz.mjs
/**
* @ignore - internal component.
*/
var MoreHoriz_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M6 10c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm12 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm-6 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2z" }), "MoreHoriz");
// ../../node_modules/@mui/material/Breadcrumbs/BreadcrumbCollapsed.mjs
var BreadcrumbCollapsedButton = styled(ButtonBase, { name: "MuiBreadcrumbCollapsed" })(memoTheme(({ theme }) => ({
	display: "flex",
	marginLeft: `calc(${theme.spacing(1)} * 0.5)`,
	marginRight: `calc(${theme.spacing(1)} * 0.5)`,
	backgroundColor: (theme.vars || theme).palette.grey[100],
	color: (theme.vars || theme).palette.grey[700],
	borderRadius: 2,
	"&:hover, &:focus": { backgroundColor: (theme.vars || theme).palette.grey[200] },
	"&:active": {
		boxShadow: theme.shadows[0],
		backgroundColor: emphasize(theme.palette.grey[200], .12)
	},
	...theme.applyStyles("dark", {
		backgroundColor: (theme.vars || theme).palette.grey[700],
		color: (theme.vars || theme).palette.grey[100],
		"&:hover, &:focus": { backgroundColor: (theme.vars || theme).palette.grey[600] },
		"&:active": { backgroundColor: emphasize(theme.palette.grey[600], .12) }
	})
})));
var BreadcrumbCollapsedIcon = styled(MoreHoriz_default)({
	width: 24,
	height: 16
});
/**
* @ignore - internal component.
*/
function BreadcrumbCollapsed(props) {
	const { slots = {}, slotProps = {}, ...otherProps } = props;
	const { nativeButton, ...buttonBaseProps } = otherProps;
	const ownerState = props;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)("li", { children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(BreadcrumbCollapsedButton, {
		focusRipple: true,
		...buttonBaseProps,
		ownerState,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(BreadcrumbCollapsedIcon, {
			as: slots.CollapsedIcon,
			ownerState,
			...slotProps.collapsedIcon
		})
	}) });
}
process.env.NODE_ENV !== "production" && (BreadcrumbCollapsed.propTypes = {
	/**
	* The props used for the CollapsedIcon slot.
	* @default {}
	*/
	slotProps: import_prop_types.default.shape({ collapsedIcon: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]) }),
	/**
	* The components used for each slot inside the BreadcumbCollapsed.
	* Either a string to use a HTML element or a component.
	* @default {}
	*/
	slots: import_prop_types.default.shape({ CollapsedIcon: import_prop_types.default.elementType }),
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.object
});
// ../../node_modules/@mui/material/Breadcrumbs/breadcrumbsClasses.mjs
function getBreadcrumbsUtilityClass(slot) {
	return generateUtilityClass("MuiBreadcrumbs", slot);
}
var breadcrumbsClasses = generateUtilityClasses("MuiBreadcrumbs", [
	"root",
	"ol",
	"li",
	"separator"
]);
// ../../node_modules/@mui/material/Breadcrumbs/Breadcrumbs.mjs
var useUtilityClasses = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({
		root: ["root"],
		li: ["li"],
		ol: ["ol"],
		separator: ["separator"]
	}, getBreadcrumbsUtilityClass, classes);
};
var BreadcrumbsRoot = styled(Typography, {
	name: "MuiBreadcrumbs",
	slot: "Root",
	overridesResolver: (props, styles) => {
		return [{ [`& .${breadcrumbsClasses.li}`]: styles.li }, styles.root];
	}
})({});
var BreadcrumbsOl = styled("ol", {
	name: "MuiBreadcrumbs",
	slot: "Ol"
})({
	display: "flex",
	flexWrap: "wrap",
	alignItems: "center",
	padding: 0,
	margin: 0,
	listStyle: "none"
});
var BreadcrumbsSeparator = styled("li", {
	name: "MuiBreadcrumbs",
	slot: "Separator"
})({
	display: "flex",
	userSelect: "none",
	marginLeft: 8,
	marginRight: 8
});
function insertSeparators(items, className, separator, ownerState) {
	return items.reduce((acc, current, index) => {
		acc.push(current);
		if (index < items.length - 1) acc.push(/*#__PURE__*/ (0, import_jsx_runtime.jsx)(BreadcrumbsSeparator, {
			"aria-hidden": true,
			className,
			ownerState,
			children: separator
		}, `separator-${index}`));
		return acc;
	}, []);
}
var Breadcrumbs = /*#__PURE__*/ import_react.forwardRef(function Breadcrumbs(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiBreadcrumbs"
	});
	const { children, className, component = "nav", slots = {}, slotProps = {}, expandText = "Show path", itemsAfterCollapse = 1, itemsBeforeCollapse = 1, maxItems = 8, separator = "/", ...other } = props;
	const [expanded, setExpanded] = import_react.useState(false);
	const ownerState = {
		...props,
		component,
		expanded,
		expandText,
		itemsAfterCollapse,
		itemsBeforeCollapse,
		maxItems,
		separator
	};
	const classes = useUtilityClasses(ownerState);
	const collapsedIconSlotProps = useSlotProps({
		elementType: slots.CollapsedIcon,
		externalSlotProps: slotProps.collapsedIcon,
		ownerState
	});
	const listRef = import_react.useRef(null);
	const renderItemsBeforeAndAfter = (allItems) => {
		const handleClickExpand = () => {
			setExpanded(true);
			const focusable = listRef.current.querySelector("a[href],button,[tabindex]");
			if (focusable) focusable.focus();
		};
		if (itemsBeforeCollapse + itemsAfterCollapse >= allItems.length) {
			if (process.env.NODE_ENV !== "production") console.error(["MUI: You have provided an invalid combination of props to the Breadcrumbs.", `itemsAfterCollapse={${itemsAfterCollapse}} + itemsBeforeCollapse={${itemsBeforeCollapse}} >= maxItems={${maxItems}}`].join("\n"));
			return allItems;
		}
		return [
			...allItems.slice(0, itemsBeforeCollapse),
			/*#__PURE__*/ (0, import_jsx_runtime.jsx)(BreadcrumbCollapsed, {
				"aria-label": expandText,
				slots: { CollapsedIcon: slots.CollapsedIcon },
				slotProps: { collapsedIcon: collapsedIconSlotProps },
				onClick: handleClickExpand
			}, "ellipsis"),
			...allItems.slice(allItems.length - itemsAfterCollapse, allItems.length)
		];
	};
	const allItems = import_react.Children.toArray(children).filter((child) => {
		if (process.env.NODE_ENV !== "production") {
			if ((0, import_react_is.isFragment)(child)) console.error(["MUI: The Breadcrumbs component doesn't accept a Fragment as a child.", "Consider providing an array instead."].join("\n"));
		}
		return /*#__PURE__*/ import_react.isValidElement(child);
	}).map((child, index) => /*#__PURE__*/ (0, import_jsx_runtime.jsx)("li", {
		className: classes.li,
		children: child
	}, `child-${index}`));
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(BreadcrumbsRoot, {
		ref,
		component,
		color: "textSecondary",
		className: clsx(classes.root, className),
		ownerState,
		...other,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(BreadcrumbsOl, {
			className: classes.ol,
			ref: listRef,
			ownerState,
			children: insertSeparators(expanded || maxItems && allItems.length <= maxItems ? allItems : renderItemsBeforeAndAfter(allItems), classes.separator, separator, ownerState)
		})
	});
});
process.env.NODE_ENV !== "production" && (Breadcrumbs.propTypes = {
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
	* Override the default label for the expand button.
	*
	* For localization purposes, you can use the provided [translations](https://mui.com/material-ui/guides/localization/).
	* @default 'Show path'
	*/
	expandText: import_prop_types.default.string,
	/**
	* If max items is exceeded, the number of items to show after the ellipsis.
	* @default 1
	*/
	itemsAfterCollapse: integerPropType,
	/**
	* If max items is exceeded, the number of items to show before the ellipsis.
	* @default 1
	*/
	itemsBeforeCollapse: integerPropType,
	/**
	* Specifies the maximum number of breadcrumbs to display. When there are more
	* than the maximum number, only the first `itemsBeforeCollapse` and last `itemsAfterCollapse`
	* will be shown, with an ellipsis in between.
	* @default 8
	*/
	maxItems: integerPropType,
	/**
	* Custom separator node.
	* @default '/'
	*/
	separator: import_prop_types.default.node,
	/**
	* The props used for each slot inside the Breadcumb.
	* @default {}
	*/
	slotProps: import_prop_types.default.shape({ collapsedIcon: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]) }),
	/**
	* The components used for each slot inside the Breadcumb.
	* Either a string to use a HTML element or a component.
	* @default {}
	*/
	slots: import_prop_types.default.shape({ CollapsedIcon: import_prop_types.default.elementType }),
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
// src/features/catalogue/utils/structured-data.ts
var DAY_NAMES = {
	mon: "https://schema.org/Monday",
	tue: "https://schema.org/Tuesday",
	wed: "https://schema.org/Wednesday",
	thu: "https://schema.org/Thursday",
	fri: "https://schema.org/Friday",
	sat: "https://schema.org/Saturday",
	sun: "https://schema.org/Sunday"
};
/** Degrees to five decimals (about a metre): more says nothing true about a place. */
function roundCoordinate(degrees) {
	return Math.round(degrees * 1e5) / 1e5;
}
/** schema.org wants "00:00"–"23:59"; our "24:00" (closing at midnight) is the end of the day. */
function schemaTime(hhmm) {
	return hhmm === "24:00" ? "23:59" : hhmm;
}
/**
* The week's opening periods as specifications: one per opening hours shared by several days
* (so a split shift gives two), days without periods (closed) left out. A period closing at or
* before it opens runs past midnight, which schema.org writes the same way; one that closes when
* it opens is open all day.
*/
function openingHoursSpecification(periods) {
	const byHours = /* @__PURE__ */ new Map();
	for (const period of periods) {
		const allDay = period.opens === period.closes || period.opens === "00:00" && period.closes === "24:00";
		const opens = allDay ? "00:00" : schemaTime(period.opens);
		const closes = allDay ? "23:59" : schemaTime(period.closes);
		const key = `${opens}-${closes}`;
		const entry = byHours.get(key) ?? {
			opens,
			closes,
			days: []
		};
		const day = DAY_NAMES[period.day];
		if (!entry.days.includes(day)) entry.days.push(day);
		byHours.set(key, entry);
	}
	return [...byHours.values()].map(({ opens, closes, days }) => ({
		"@type": "OpeningHoursSpecification",
		dayOfWeek: days.length === 1 ? days[0] : days,
		opens,
		closes
	}));
}
/** "Carrer de la Mar, 12, 46795 Portalba" → street, postcode and town; anything else is all street. */
function postalAddress(address) {
	const parts = /^(.+?),\s*(\d{5})\s+(.+)$/.exec(address.trim());
	return {
		"@type": "PostalAddress",
		streetAddress: parts ? parts[1] : address.trim(),
		...parts ? { postalCode: parts[2] } : {},
		addressLocality: parts ? parts[3] : TOWN.name,
		addressRegion: TOWN.province,
		addressCountry: TOWN.country
	};
}
function geo(asset) {
	return {
		"@type": "GeoCoordinates",
		latitude: roundCoordinate(asset.location.lat),
		longitude: roundCoordinate(asset.location.lng)
	};
}
/** A picture's largest rendition (srcset is widest last), else its default size. */
function largestUrl(image) {
	return image.srcset.at(-1)?.url ?? image.src;
}
/** The asset's prices in the given units as a range in the page's language ("80 €", "12 €–25 €"). */
function priceRange(prices, units, lang) {
	const amounts = prices.filter((price) => units.includes(price.unit)).map((price) => price.amount);
	if (amounts.length === 0) return void 0;
	const low = Math.min(...amounts);
	const high = Math.max(...amounts);
	return low === high ? formatEuros(low, lang) : `${formatEuros(low, lang)}–${formatEuros(high, lang)}`;
}
/** Which prices say what a place costs, by kind (docs/rules.md#prices). */
var PRICE_UNITS_OF = {
	rent: ["night"],
	hotel: ["night"],
	eat: ["person"],
	store: [
		"person",
		"day",
		"hour"
	],
	service: [
		"person",
		"day",
		"hour"
	]
};
var LODGING_TYPES = {
	hotel: "Hotel",
	camping: "Campground",
	apartments: "LodgingBusiness"
};
var EAT_TYPES = {
	restaurant: "Restaurant",
	"tapas-bar": "BarOrPub",
	"beach-bar": "BarOrPub",
	cafe: "CafeOrCoffeeShop"
};
var STORE_TYPES = {
	bakery: "Bakery",
	bookshop: "BookStore",
	fashion: "ClothingStore",
	"wine-shop": "LiquorStore",
	supermarket: "GroceryStore",
	greengrocer: "GroceryStore",
	"surf-shop": "SportingGoodsStore"
};
var SERVICE_TYPES = {
	pharmacy: "Pharmacy",
	hairdresser: "HairSalon",
	"health-centre": "MedicalClinic",
	"car-rental": "AutoRental",
	laundry: "DryCleaningOrLaundry",
	handyman: "HomeAndConstructionBusiness"
};
/** What every kind of place says alike: names, where, how to reach it and the page that describes it. */
function placeBase(asset, options) {
	const { url, absolute, lang } = options;
	const page = {
		"@type": "WebPage",
		"@id": url,
		url,
		inLanguage: isSupportedLanguage(lang) ? lang : asset.lang
	};
	const images = asset.images.length > 0 ? asset.images : asset.image ? [asset.image] : [];
	return {
		"@id": `${url}#place`,
		identifier: asset.id,
		name: asset.name,
		...asset.summary ? { description: asset.summary } : {},
		url,
		mainEntityOfPage: page,
		...images.length > 0 ? { image: images.map((image) => absolute(largestUrl(image))) } : {},
		address: postalAddress(asset.address),
		geo: geo(asset),
		...asset.phone ? { telephone: asset.phone } : {},
		...asset.web ? { sameAs: asset.web } : {},
		...asset.openingHours && asset.openingHours.length > 0 ? { openingHoursSpecification: openingHoursSpecification(asset.openingHours) } : {}
	};
}
/** A business adds its e-mail and what it costs. */
function businessBase(asset, options, units) {
	const range = priceRange(asset.prices, units, options.lang);
	return {
		...placeBase(asset, options),
		...asset.email ? { email: asset.email } : {},
		...range ? { priceRange: range } : {}
	};
}
/** A home: an apartment (studios and penthouses too) or a house (villas too), with its size and rooms. */
function accommodation(asset) {
	const capacity = asset.capacity ? asset.capacity.adults + asset.capacity.children : 0;
	return {
		"@type": asset.category === "house" || asset.category === "villa" ? "House" : "Apartment",
		...capacity > 0 ? { occupancy: {
			"@type": "QuantitativeValue",
			value: capacity
		} } : {},
		...asset.bedrooms !== null ? { numberOfBedrooms: asset.bedrooms } : {},
		...asset.bathrooms !== null ? { numberOfBathroomsTotal: asset.bathrooms } : {},
		...asset.areaM2 !== null ? { floorSize: {
			"@type": "QuantitativeValue",
			value: asset.areaM2,
			unitCode: "MTK"
		} } : {}
	};
}
/** A holiday rental (Google's vacation-rental data also wants the coordinates on the rental itself). */
function vacationRental(asset, options) {
	return {
		"@context": "https://schema.org",
		"@type": "VacationRental",
		...businessBase(asset, options, PRICE_UNITS_OF.rent),
		latitude: roundCoordinate(asset.location.lat),
		longitude: roundCoordinate(asset.location.lng),
		containsPlace: accommodation(asset)
	};
}
/**
* A home to rent by the month or to buy. schema.org puts offers on a listing, not on a place,
* so the page is a real-estate listing whose main entity is the home.
*/
function realEstateListing(asset, options) {
	const { url, lang } = options;
	const offers = [];
	for (const price of asset.prices) if (price.unit === "month" && asset.long) offers.push({
		"@type": "Offer",
		businessFunction: { "@id": "http://purl.org/goodrelations/v1#LeaseOut" },
		price: price.amount,
		priceCurrency: price.currency,
		priceSpecification: {
			"@type": "UnitPriceSpecification",
			price: price.amount,
			priceCurrency: price.currency,
			unitCode: "MON"
		}
	});
	else if (price.unit === "total" && asset.sale) offers.push({
		"@type": "Offer",
		businessFunction: { "@id": "http://purl.org/goodrelations/v1#Sell" },
		price: price.amount,
		priceCurrency: price.currency
	});
	const { mainEntityOfPage: _page, url: _url, image, ...home } = placeBase(asset, options);
	return {
		"@context": "https://schema.org",
		"@type": "RealEstateListing",
		"@id": url,
		url,
		inLanguage: isSupportedLanguage(lang) ? lang : asset.lang,
		name: asset.name,
		...asset.summary ? { description: asset.summary } : {},
		...image ? { image } : {},
		dateModified: asset.updatedAt,
		...offers.length > 0 ? { offers } : {},
		mainEntity: {
			...accommodation(asset),
			...home
		}
	};
}
/** A schema.org Menu: its sections and dishes, each dish with its price in euros. */
function menuStructuredData(menu, url) {
	return {
		"@type": "Menu",
		"@id": `${url}#menu`,
		url,
		name: menu.restaurant,
		inLanguage: menu.lang,
		hasMenuSection: menu.sections.map((section) => ({
			"@type": "MenuSection",
			name: section.name,
			hasMenuItem: section.items.map((item) => ({
				"@type": "MenuItem",
				name: item.name,
				...item.description ? { description: item.description } : {},
				offers: {
					"@type": "Offer",
					price: item.price,
					priceCurrency: menu.currency
				}
			}))
		}))
	};
}
/**
* The JSON-LD of an asset's page, by kind (docs/product.md#structured-data): holiday rental,
* listing (long-term rent or sale), lodging, place to eat, shop, estate agent, attraction or service.
*/
function assetStructuredData(asset, pageOptions) {
	const context = "https://schema.org";
	const url = pageOptions.absolute(localizedPath(pageOptions.lang, canonicalAssetPagePath(asset)));
	const options = {
		...pageOptions,
		url
	};
	switch (asset.type) {
		case "property": return asset.rent ? vacationRental(asset, options) : realEstateListing(asset, options);
		case "hotel": return {
			"@context": context,
			"@type": LODGING_TYPES[asset.hotelType ?? "hotel"],
			...businessBase(asset, options, PRICE_UNITS_OF.hotel),
			...asset.stars !== null ? { starRating: {
				"@type": "Rating",
				ratingValue: asset.stars
			} } : {}
		};
		case "eat": {
			const { menu, cuisineName, absolute, lang } = options;
			const menuUrl = absolute(localizedPath(lang, menuPagePath(asset.id)));
			return {
				"@context": context,
				"@type": EAT_TYPES[asset.category] ?? "Restaurant",
				...businessBase(asset, options, PRICE_UNITS_OF.eat),
				...asset.cuisines.length > 0 ? { servesCuisine: asset.cuisines.map((code) => cuisineName ? cuisineName(code) : code) } : {},
				...menu ? { hasMenu: menuStructuredData(menu, menuUrl) } : asset.productId !== null ? { hasMenu: menuUrl } : {}
			};
		}
		case "store": return {
			"@context": context,
			"@type": STORE_TYPES[asset.category] ?? "Store",
			...businessBase(asset, options, PRICE_UNITS_OF.store)
		};
		case "real-estate": return {
			"@context": context,
			"@type": "RealEstateAgent",
			...businessBase(asset, options, [])
		};
		case "activity": return {
			"@context": context,
			"@type": "TouristAttraction",
			...placeBase(asset, options)
		};
		case "service": return {
			"@context": context,
			"@type": SERVICE_TYPES[asset.category] ?? "LocalBusiness",
			...businessBase(asset, options, PRICE_UNITS_OF.service)
		};
	}
}
/** The trail a page shows ("Places to eat › El Racó › Menu") as a BreadcrumbList. */
function breadcrumbStructuredData(steps) {
	return {
		"@context": "https://schema.org",
		"@type": "BreadcrumbList",
		itemListElement: steps.map((step, i) => ({
			"@type": "ListItem",
			position: i + 1,
			name: step.name,
			...step.url ? { item: step.url } : {}
		}))
	};
}
// src/features/catalogue/components/page-breadcrumbs.tsx
/**
* Where a page sits ("Places to eat › El Racó › Menu"), each step but the last a link back; the
* same trail as structured data for search engines (docs/product.md#structured-data).
*/
function PageBreadcrumbs({ crumbs }) {
	const { t } = useTranslation("catalogue");
	const localePath = useLocalePath();
	const absoluteUrl = useAbsoluteUrl();
	const trail = breadcrumbStructuredData(crumbs.map((crumb) => ({
		name: crumb.label,
		url: crumb.to ? absoluteUrl(localePath(crumb.to)) : void 0
	})));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(JsonLd, { data: trail }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Breadcrumbs, {
		"aria-label": t("breadcrumbs"),
		sx: {
			mb: 1.5,
			"& ol": { rowGap: .5 }
		},
		children: crumbs.map((crumb) => crumb.to ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
			component: Link,
			to: localePath(crumb.to),
			underline: "hover",
			children: crumb.label
		}, crumb.label) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			color: "text.primary",
			"aria-current": "page",
			children: crumb.label
		}, crumb.label))
	})] });
}
export { assetQueryOptions as a, JsonLd as i, assetStructuredData as n, useAsset as o, FallbackNote as r, PageBreadcrumbs as t };
