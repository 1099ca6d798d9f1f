import { N as Box } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
// src/components/card-grid.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Cards as a list in a responsive grid: one column on a 320 px screen, as many as fit on wider ones. */
function CardGrid({ minCardWidth, children, gap = 2, sx }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		sx: [{
			listStyle: "none",
			p: 0,
			m: 0,
			display: "grid",
			gap,
			gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minCardWidth}px), 1fr))`
		}, ...Array.isArray(sx) ? sx : [sx]],
		children
	});
}
export { CardGrid as t };
