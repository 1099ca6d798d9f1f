import { K as useTranslation, M as pickLanguage, j as Container, n as getQueryClient } from "../entry-server.js";
import { a as Table, n as TableCell, r as TableBody, t as TableRow } from "./TableRow-CiC7et5S.js";
import { t as queryOptions } from "./queryOptions-BjJLq5r4.js";
import { t as useSuspenseQuery } from "./useSuspenseQuery-BsSeP2-N.js";
import { t as PageHeading } from "./page-heading-DZ1DFSmw.js";
import { r as apiFetch } from "./api-client-Ba84igAR.js";
import { d as number, f as object, h as string, i as _enum } from "./schemas-J8q5Yb95.js";
import { a as i18n_default } from "./i18n-D-2hjoPE.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
object({
	status: _enum(["ok", "degraded"]),
	db: _enum(["up", "down"])
});
object({
	status: _enum(["ready", "not_ready"]),
	checks: object({
		database: _enum(["up", "down"]),
		/** `unknown` while the database does not answer. */
		migrations: _enum([
			"done",
			"pending",
			"unknown"
		]),
		/** `off` in a process that runs no background jobs. */
		jobs: _enum([
			"running",
			"stopped",
			"off"
		])
	})
});
var systemInfoSchema = object({
	name: string(),
	version: string(),
	build: string(),
	node: string(),
	database: _enum(["embedded", "external"]),
	uptimeSeconds: number()
});
// src/app/routes/system-info.tsx
var import_jsx_runtime = require_jsx_runtime();
var systemInfoQuery = queryOptions({
	queryKey: ["systeminfo"],
	queryFn: () => apiFetch("/api/systeminfo", { schema: systemInfoSchema })
});
async function loader() {
	await i18n_default.changeLanguage(pickLanguage());
	document.documentElement.lang = i18n_default.language;
	await getQueryClient().ensureQueryData(systemInfoQuery);
	return null;
}
/** /systeminfo (docs/product.md#system-pages): version, build, runtime and database of this server. */
function Component() {
	const { t } = useTranslation();
	const { data } = useSuspenseQuery(systemInfoQuery);
	const rows = [
		[t("systeminfo.version"), data.version],
		[t("systeminfo.build"), data.build],
		[t("systeminfo.node"), data.node],
		[t("systeminfo.database"), t(`systeminfo.databaseKind.${data.database}`)],
		[t("systeminfo.uptime"), t("systeminfo.seconds", { count: data.uptimeSeconds })]
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		component: "main",
		id: "main",
		sx: { py: 4 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { page: "systeminfo" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table, {
			"aria-label": t("systeminfo.version"),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: rows.map(([label, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				component: "th",
				scope: "row",
				children: label
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: value })] }, label)) })
		})]
	});
}
export { Component, loader };
