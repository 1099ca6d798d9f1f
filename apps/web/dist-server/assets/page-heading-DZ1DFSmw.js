import { t as Typography } from "./Typography-Cd2Ejhtg.js";
import { K as useTranslation } from "../entry-server.js";
import { t as PageMeta } from "./page-meta-D-kHJtEM.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
// src/components/page-heading.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A page's <h1> and its <head> (PageMeta), both titled from `metatags` (`{page}.title`) unless the page names its own. */
function PageHeading(props) {
	const { t } = useTranslation("metatags");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { ...props }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "h1",
		component: "h1",
		sx: { mb: 2 },
		children: props.title ?? t(`${props.page}.title`, props.values)
	})] });
}
export { PageHeading as t };
