import { r as Link, t as ASSET_LISTS } from "./asset-types-CNV3WNaR.js";
import { t as PageHeading } from "./page-heading-DZ1DFSmw.js";
import { t as createSvgIcon } from "./createSvgIcon-2Z0OS6ZB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { K as useTranslation, N as Box, O as Button, _ as useLocalePath, g as useLang } from "../entry-server.js";
import { t as Typography } from "./Typography-Cd2Ejhtg.js";
import { t as useQuery } from "./useQuery-CVD0r-J_.js";
import { o as defaultListFilters, t as assetListQueryOptions } from "./asset-list-CcITO4e9.js";
import { t as AssetGrid } from "./asset-grid-BS3bjrkV.js";
import { t as LoadError } from "./load-error-DR0LKYoY.js";
// ../../node_modules/@mui/icons-material/ArrowForward.mjs
var import_jsx_runtime = require_jsx_runtime();
var ArrowForward_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z" }), "ArrowForward");
// src/features/catalogue/components/list-preview.tsx
/** How many cards each list shows on the overview. */
var PREVIEW_SIZE = 4;
/** A list's first few cards and a link to all of it (the overview of /{lang}/assets). */
function ListPreview({ list }) {
	const { t } = useTranslation(["catalogue", "metatags"]);
	const lang = useLang();
	const localePath = useLocalePath();
	const { data, isError, refetch } = useQuery(assetListQueryOptions(list, defaultListFilters(list), lang));
	const headingId = `list-${list.key}`;
	const title = t(`metatags:list.${list.key}.title`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": headingId,
		sx: { mb: 5 },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					alignItems: "baseline",
					justifyContent: "space-between",
					gap: 1,
					mb: 2
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h2",
					id: headingId,
					children: title
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link,
					to: localePath(`assets/${list.route}`),
					endIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowForward_default, {}),
					"aria-describedby": headingId,
					children: data ? t("catalogue:overview.seeAll", { number: data.total }) : t("catalogue:overview.open")
				})]
			}),
			isError && !data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadError, {
				message: t("catalogue:status.listError"),
				onRetry: () => void refetch()
			}),
			data && data.items.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				children: t("catalogue:overview.empty")
			}),
			data && data.items.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssetGrid, {
				assets: data.items.slice(0, PREVIEW_SIZE),
				list
			})
		]
	});
}
// src/app/routes/assets-overview.tsx
/** /{lang}/assets: the first cards of each list, each with a link to all of it. */
function Component() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { page: "assets" }), ASSET_LISTS.map((list) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListPreview, { list }, list.key))] });
}
export { Component };
