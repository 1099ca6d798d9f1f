import { i as Outlet, t as ASSET_LISTS } from "./asset-types-CNV3WNaR.js";
import "./languages-CqGr3DKn.js";
import { o as defaultListFilters, t as assetListQueryOptions } from "./asset-list-CcITO4e9.js";
import { n as getQueryClient } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
// src/app/routes/assets.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* /{lang}/assets loads the first page of the nine lists in parallel (docs/product.md#lists), each with
* its own staggered staleTime. A list that fails does not stop the others: its section
* says so and offers to try again.
*/
async function loader({ params }) {
	const lang = params.lang ?? "es";
	await Promise.all(ASSET_LISTS.map((list) => getQueryClient().ensureQueryData(assetListQueryOptions(list, defaultListFilters(list), lang)).catch(() => void 0)));
	return null;
}
/** The lists depend on the language only; moving between child pages needs no reload. */
function shouldRevalidate({ currentParams, nextParams }) {
	return currentParams.lang !== nextParams.lang;
}
/** The parent of the overview, the nine lists and the asset pages. */
function Component() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {});
}
export { Component, loader, shouldRevalidate };
