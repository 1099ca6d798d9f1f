import { K as useTranslation, N as Box, T as PRODUCT_NAME, _ as useLocalePath, i as NAV_GROUPS } from "../entry-server.js";
import { t as Typography } from "./Typography-Cd2Ejhtg.js";
import { t as CardGrid } from "./card-grid-CXiKouCP.js";
import { t as LinkCard } from "./link-card-DwiBCY5R.js";
import { t as PageMeta } from "./page-meta-D-kHJtEM.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
// src/app/routes/landing.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The landing page: what the town offers, one step from each list and page. */
function Component() {
	const { t } = useTranslation();
	const localePath = useLocalePath();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { page: "landing" }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				borderRadius: 3,
				p: {
					xs: 3,
					sm: 5
				},
				mb: 4,
				color: "primary.contrastText",
				background: (theme) => {
					const { primary } = (theme.vars ?? theme).palette;
					return `linear-gradient(135deg, ${primary.dark} 0%, ${primary.main} 100%)`;
				}
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h1",
				component: "h1",
				sx: { fontSize: {
					xs: "1.75rem",
					sm: "2.5rem"
				} },
				children: t("landing.title", { name: PRODUCT_NAME })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					mt: 1,
					maxWidth: 640,
					fontSize: "1.1rem"
				},
				children: t("landing.subtitle")
			})]
		}),
		NAV_GROUPS.map((group) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "section",
			"aria-labelledby": `landing-${group.key}`,
			sx: { mb: 4 },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h2",
				id: `landing-${group.key}`,
				sx: { mb: 2 },
				children: t(`nav.${group.key}`)
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardGrid, {
				minCardWidth: 220,
				children: group.items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCard, {
					to: localePath(item.to),
					title: t(`nav.${item.key}`),
					description: t(`landing.blurb.${item.key}`),
					headingComponent: "h3"
				}, item.key))
			})]
		}, group.key))
	] });
}
export { Component };
