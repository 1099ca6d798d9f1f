import { t as Alert } from "./Alert-B2OUS1du.js";
import { K as useTranslation, O as Button } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
// src/components/load-error.tsx
var import_jsx_runtime = require_jsx_runtime();
/** What a page says when the server could not give it its data, with a way to try again. */
function LoadError({ message, onRetry, retrying = false, sx }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "error",
		role: "alert",
		sx,
		action: onRetry && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			color: "inherit",
			size: "small",
			onClick: onRetry,
			disabled: retrying,
			children: t("error.retry")
		}),
		children: message
	});
}
export { LoadError as t };
