import { a as i18n_default } from "./i18n-D-2hjoPE.js";
import { M as pickLanguage } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
// src/app/routes/blank.tsx
var import_jsx_runtime = require_jsx_runtime();
async function loader() {
	await i18n_default.changeLanguage(pickLanguage());
	document.documentElement.lang = i18n_default.language;
	return null;
}
/** /blank: an empty page (docs/product.md#system-pages), e.g. for embedding or testing. */
function Component() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("main", {
		id: "main",
		"aria-label": i18n_default.t("metatags:blank.title")
	});
}
export { Component, loader };
