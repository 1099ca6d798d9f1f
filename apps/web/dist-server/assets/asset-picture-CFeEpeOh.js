import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { t as createSvgIcon } from "./createSvgIcon-2Z0OS6ZB.js";
import { K as useTranslation, N as Box } from "../entry-server.js";
import { a as srcsetAttribute } from "./catalogue-codes-B1j8rhh5.js";
import { t as formatEuros } from "./format-BavoGXU7.js";
// src/features/catalogue/components/asset-price.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Whether a price is the whole answer: a monthly rent and a sale price are; a holiday
* rental's night is the lowest of its coming free nights (its seasons differ) and other
* places give a starting price, so those read "from" (docs/rules.md#prices).
*/
function isExactPrice(assetType, price) {
	return assetType === "property" && price.unit !== "night";
}
/** A price with its unit in the page's language ("1.200 € al mes", "Desde 380 € por noche"). */
function usePriceText() {
	const { t, i18n } = useTranslation("catalogue");
	return (assetType, price) => t(`price.${isExactPrice(assetType, price) ? "exact" : "from"}.${price.unit}`, { price: formatEuros(price.amount, i18n.language) });
}
function AssetPrice({ assetType, price }) {
	const priceText = usePriceText();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: priceText(assetType, price) });
}
// src/features/catalogue/components/star-rating.tsx
/** A hotel's official stars, drawn, and said as "3 stars" to a screen reader. */
function StarRating({ stars }) {
	const { t } = useTranslation("catalogue");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "span",
		role: "img",
		"aria-label": t("facts.stars", { count: stars }),
		sx: (theme) => ({
			color: "#7a4f00",
			letterSpacing: 1,
			...theme.applyStyles("dark", { color: "#ffd27a" })
		}),
		children: "★".repeat(stars)
	});
}
// ../../node_modules/@mui/icons-material/PhotoOutlined.mjs
var PhotoOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-4.86 8.86-3 3.87L9 13.14 6 17h12z" }), "PhotoOutlined");
// src/features/catalogue/components/asset-picture.tsx
/**
* A picture in the rendition that fits the screen (srcset), with its width and height so the
* page does not jump while it loads; a plain placeholder when the place has none.
*/
function AssetPicture({ image, sizes, alt, eager = false, sx }) {
	if (!image) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		"aria-hidden": true,
		sx: [{
			aspectRatio: "4 / 3",
			display: "grid",
			placeItems: "center",
			bgcolor: "action.hover",
			color: "text.secondary"
		}, ...Array.isArray(sx) ? sx : [sx]],
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhotoOutlined_default, { fontSize: "large" })
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "img",
		src: image.src,
		srcSet: srcsetAttribute(image.srcset),
		sizes,
		width: image.width,
		height: image.height,
		alt: alt ?? image.alt,
		loading: eager ? "eager" : "lazy",
		decoding: "async",
		sx: [{
			display: "block",
			width: "100%",
			height: "auto",
			objectFit: "cover",
			bgcolor: "action.hover"
		}, ...Array.isArray(sx) ? sx : [sx]]
	});
}
export { usePriceText as i, StarRating as n, AssetPrice as r, AssetPicture as t };
