import { t as CardGrid } from "./card-grid-CXiKouCP.js";
import { A as Link, H as assetPagePath$1, K as useTranslation, N as Box, _ as useLocalePath } from "../entry-server.js";
import { n as Card, t as CardContent } from "./CardContent-DogCEO9q.js";
import { t as Typography } from "./Typography-Cd2Ejhtg.js";
import { r as Link$1 } from "./asset-types-CNV3WNaR.js";
import { n as StarRating, r as AssetPrice, t as AssetPicture } from "./asset-picture-CFeEpeOh.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
// src/features/catalogue/components/asset-card.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Where an asset's page is, with the list's type so a rental's page knows to load its availability. */
function assetPagePath(id, list) {
	return assetPagePath$1(id, list.configType);
}
/** A place in a list: picture, name (the link), and its price or cuisine. */
function AssetCard({ asset, list, headingLevel = "h3" }) {
	const { t } = useTranslation(["catalogue", "listofval"]);
	const localePath = useLocalePath();
	const facts = [];
	if (asset.capacity) facts.push(t("catalogue:facts.sleeps", { count: asset.capacity.adults + asset.capacity.children }));
	if (asset.type === "property" && asset.bedrooms) facts.push(t("catalogue:facts.bedrooms", { count: asset.bedrooms }));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		variant: "outlined",
		sx: {
			position: "relative",
			height: "100%",
			display: "flex",
			flexDirection: "column",
			"&:hover": { borderColor: "primary.main" },
			"&:has(a:focus-visible)": {
				outline: "3px solid",
				outlineColor: "primary.main",
				outlineOffset: 2
			}
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssetPicture, {
			image: asset.image,
			alt: "",
			sizes: "(min-width: 1080px) 300px, (min-width: 640px) 45vw, 100vw",
			sx: { aspectRatio: "4 / 3" }
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			sx: {
				flex: 1,
				display: "flex",
				flexDirection: "column",
				gap: .5
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					variant: "body2",
					color: "text.secondary",
					sx: {
						display: "flex",
						alignItems: "center",
						gap: 1
					},
					children: [t(`listofval:category.${asset.category}`), asset.stars !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StarRating, { stars: asset.stars })]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h3",
					component: headingLevel,
					sx: { fontSize: "1.1rem" },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						component: Link$1,
						to: localePath(assetPagePath(asset.id, list)),
						color: "inherit",
						underline: "hover",
						sx: {
							"&::after": {
								content: "\"\"",
								position: "absolute",
								inset: 0
							},
							"&:focus-visible": { outline: "none" }
						},
						children: asset.name
					})
				}),
				asset.cuisines.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					children: asset.cuisines.map((c) => t(`listofval:cuisine.${c}`)).join(" · ")
				}),
				facts.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					color: "text.secondary",
					children: facts.join(" · ")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { sx: { flex: 1 } }),
				asset.price && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						fontWeight: 700,
						mt: 1
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssetPrice, {
						assetType: asset.type,
						price: asset.price
					})
				})
			]
		})]
	});
}
// src/features/catalogue/components/asset-grid.tsx
/** Cards in a responsive grid: one column at 320 px, as many as fit on wider screens. */
function AssetGrid({ assets, list }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardGrid, {
		minCardWidth: 220,
		children: assets.map((asset) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssetCard, {
			asset,
			list
		}) }, asset.id))
	});
}
export { AssetGrid as t };
