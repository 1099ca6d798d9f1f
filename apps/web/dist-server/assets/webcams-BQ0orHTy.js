import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as PageHeading } from "./page-heading-DZ1DFSmw.js";
import { t as queryOptions } from "./queryOptions-BjJLq5r4.js";
import { t as useQuery } from "./useQuery-CVD0r-J_.js";
import { t as pageSchema } from "./errors-B5p9uk82.js";
import { r as apiFetch } from "./api-client-Ba84igAR.js";
import { t as Typography } from "./Typography-Cd2Ejhtg.js";
import { K as useTranslation, N as Box, O as Button, n as getQueryClient } from "../entry-server.js";
import { t as CardGrid } from "./card-grid-CXiKouCP.js";
import { t as LoadError } from "./load-error-DR0LKYoY.js";
import { t as createSvgIcon } from "./createSvgIcon-2Z0OS6ZB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { n as Visibility_default, t as VisibilityOff_default } from "./VisibilityOff-CTTIV0ml.js";
import { i as CircularProgress, t as Alert } from "./Alert-B2OUS1du.js";
import { _ as url, d as number, f as object, h as string, i as _enum } from "./schemas-J8q5Yb95.js";
import { n as Card, t as CardContent } from "./CardContent-DogCEO9q.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { C as generateUtilityClass, S as generateUtilityClasses, V as require_prop_types, h as composeClasses, n as useDefaultProps, r as styled } from "./memoTheme-Bs4JE_oI.js";
import { t as clsx } from "./clsx-DSZSqzKR.js";
import { n as formatTownTime } from "./town-dates-D171u_7M.js";
// ../../packages/shared/src/webcams.ts
/** What a camera looks at; the web translates it (namespace `webcams`). */
var WEBCAM_KINDS = [
	"beach",
	"harbour",
	"promenade"
];
object({ id: string().min(1).max(64).regex(/^[a-z0-9-]+$/, "Lowercase letters, digits and hyphens only") });
/** One camera as GET /api/v1/webcams gives it: its still always comes through our own server. */
var webcamSchema = object({
	id: string(),
	name: string(),
	kind: _enum(WEBCAM_KINDS),
	position: object({
		lat: number(),
		lng: number()
	}),
	/** Same origin: /api/webcams/{id}/still (the page may only load images from us). */
	stillUrl: string().startsWith("/api/webcams/"),
	pageUrl: url(),
	refreshSeconds: number().int().positive()
});
var webcamListSchema = pageSchema(webcamSchema);
// src/features/webcams/api/query-keys.ts
/** The webcams feature's query keys. */
var webcamsKeys = {
	all: ["webcams"],
	list: () => [...webcamsKeys.all, "list"]
};
// src/features/webcams/api/get-webcams.ts
/** The camera list is configuration: it changes with a deployment, not during a visit. */
var WEBCAMS_STALE_TIME_MS = 36e5;
function getWebcams(signal) {
	return apiFetch("/api/v1/webcams", {
		query: { limit: 100 },
		schema: webcamListSchema,
		signal
	});
}
var webcamsQueryOptions = () => queryOptions({
	queryKey: webcamsKeys.list(),
	queryFn: ({ signal }) => getWebcams(signal),
	staleTime: WEBCAMS_STALE_TIME_MS
});
var useWebcams = () => useQuery(webcamsQueryOptions());
// ../../node_modules/@mui/icons-material/OpenInNew.mjs
var import_jsx_runtime = require_jsx_runtime();
var OpenInNew_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z" }), "OpenInNew");
// ../../node_modules/@mui/icons-material/Refresh.mjs
var Refresh_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z" }), "Refresh");
// ../../node_modules/@mui/icons-material/Videocam.mjs
var Videocam_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M17 10.5V7c0-.55-.45-1-1-1H4c-.55 0-1 .45-1 1v10c0 .55.45 1 1 1h12c.55 0 1-.45 1-1v-3.5l4 4v-11z" }), "Videocam");
// ../../node_modules/@mui/material/CardActions/cardActionsClasses.mjs
function getCardActionsUtilityClass(slot) {
	return generateUtilityClass("MuiCardActions", slot);
}
generateUtilityClasses("MuiCardActions", ["root", "spacing"]);
// ../../node_modules/@mui/material/CardActions/CardActions.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
var useUtilityClasses = (ownerState) => {
	const { classes, disableSpacing } = ownerState;
	return composeClasses({ root: ["root", !disableSpacing && "spacing"] }, getCardActionsUtilityClass, classes);
};
var CardActionsRoot = styled("div", {
	name: "MuiCardActions",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [styles.root, !ownerState.disableSpacing && styles.spacing];
	}
})({
	display: "flex",
	alignItems: "center",
	padding: 8,
	variants: [{
		props: { disableSpacing: false },
		style: { "& > :not(style) ~ :not(style)": { marginLeft: 8 } }
	}]
});
var CardActions = /*#__PURE__*/ import_react.forwardRef(function CardActions(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiCardActions"
	});
	const { disableSpacing = false, className, ...other } = props;
	const ownerState = {
		...props,
		disableSpacing
	};
	const classes = useUtilityClasses(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(CardActionsRoot, {
		className: clsx(classes.root, className),
		ownerState,
		ref,
		...other
	});
});
process.env.NODE_ENV !== "production" && (CardActions.propTypes = {
	/**
	* The content of the component.
	*/
	children: import_prop_types.default.node,
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* @ignore
	*/
	className: import_prop_types.default.string,
	/**
	* If `true`, the actions do not have additional margin.
	* @default false
	*/
	disableSpacing: import_prop_types.default.bool,
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	])
});
// src/features/webcams/components/webcam-card.tsx
/**
* One camera. Its image is fetched only when the visitor asks for it, and always from
* our own server (`stillUrl`), which fetches it from the camera.
*/
function WebcamCard({ camera }) {
	const { t } = useTranslation("webcams");
	const titleId = (0, import_react.useId)();
	const [state, setState] = (0, import_react.useState)("hidden");
	const [version, setVersion] = (0, import_react.useState)(0);
	const [loadedAt, setLoadedAt] = (0, import_react.useState)(null);
	const requested = state !== "hidden";
	const src = version === 0 ? camera.stillUrl : `${camera.stillUrl}?v=${version}`;
	const reload = () => {
		setVersion((v) => v + 1);
		setState("loading");
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		component: "li",
		variant: "outlined",
		sx: {
			display: "flex",
			flexDirection: "column"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					position: "relative",
					aspectRatio: "16 / 9",
					bgcolor: "action.hover",
					display: "grid",
					placeItems: "center",
					overflow: "hidden"
				},
				children: [
					requested && state !== "failed" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "img",
						src,
						alt: t("imageAlt", {
							name: camera.name,
							kind: t(`kinds.${camera.kind}`)
						}),
						onLoad: () => {
							setState("shown");
							setLoadedAt(/* @__PURE__ */ new Date());
						},
						onError: () => setState("failed"),
						sx: {
							width: "100%",
							height: "100%",
							objectFit: "cover",
							display: "block"
						}
					}, src) : null,
					state === "hidden" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							textAlign: "center",
							color: "text.secondary",
							p: 2
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Videocam_default, {
							"aria-hidden": true,
							sx: { fontSize: 48 }
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "body2",
							children: t("notLoaded")
						})]
					}) : null,
					state === "loading" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
						"aria-label": t("loading"),
						sx: { position: "absolute" }
					}) : null,
					state === "failed" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						severity: "warning",
						role: "alert",
						sx: { m: 2 },
						children: t("failed")
					}) : null
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
				sx: { flex: 1 },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "h2",
						id: titleId,
						sx: { fontSize: "1.25rem" },
						children: camera.name
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						color: "text.secondary",
						children: t(`kinds.${camera.kind}`)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						color: "text.secondary",
						sx: { mt: 1 },
						"aria-live": "polite",
						children: state === "shown" && loadedAt ? t("loadedAt", { time: formatTownTime(loadedAt) }) : t("refreshEvery", { count: Math.round(camera.refreshSeconds / 60) })
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardActions, {
				sx: {
					flexWrap: "wrap",
					gap: 1,
					px: 2,
					pb: 2
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: requested ? "outlined" : "contained",
						startIcon: requested ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisibilityOff_default, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Visibility_default, {}),
						"aria-describedby": titleId,
						onClick: () => setState(requested ? "hidden" : "loading"),
						children: requested ? t("hide") : t("show")
					}),
					requested ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Refresh_default, {}),
						"aria-describedby": titleId,
						onClick: reload,
						disabled: state === "loading",
						children: state === "failed" ? t("retry") : t("refresh")
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						href: camera.pageUrl,
						target: "_blank",
						rel: "noopener noreferrer",
						endIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OpenInNew_default, {}),
						"aria-label": `${t("openPage")} – ${camera.name} (${t("newTab")})`,
						sx: { ml: { sm: "auto !important" } },
						children: t("openPage")
					})
				]
			})
		]
	});
}
// src/features/webcams/components/webcam-list.tsx
/** The town's cameras as cards; no image is loaded until the visitor asks. */
function WebcamList() {
	const { t } = useTranslation("webcams");
	const { data, isError, isFetching, refetch } = useWebcams();
	if (!data) {
		if (!isError) return null;
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadError, {
			message: t("listUnavailable"),
			onRetry: () => void refetch(),
			retrying: isFetching
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		sx: {
			mb: 3,
			maxWidth: 720
		},
		children: t("intro")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardGrid, {
		minCardWidth: 300,
		children: data.items.map((camera) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WebcamCard, { camera }, camera.id))
	})] });
}
// src/app/routes/webcams.tsx
async function loader() {
	await getQueryClient().prefetchQuery(webcamsQueryOptions());
	return null;
}
function Component() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { page: "webcams" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WebcamList, {})] });
}
export { Component, loader };
