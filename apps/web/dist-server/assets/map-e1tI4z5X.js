import { i as __toESM, n as __exportAll } from "./rolldown-runtime-DYf_mQCB.js";
import "./languages-CqGr3DKn.js";
import { t as PageHeading } from "./page-heading-DZ1DFSmw.js";
import { t as queryOptions } from "./queryOptions-BjJLq5r4.js";
import { t as useQuery } from "./useQuery-CVD0r-J_.js";
import { r as apiFetch } from "./api-client-Ba84igAR.js";
import { A as Link, K as useTranslation, N as Box, O as Button, P as useHydrated, _ as useLocalePath, g as useLang, n as getQueryClient, r as STALE_TIMES } from "../entry-server.js";
import { t as Alert } from "./Alert-B2OUS1du.js";
import { t as TextField } from "./TextField-CH3yq_ZU.js";
import { t as Typography } from "./Typography-Cd2Ejhtg.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { r as Link$1, t as ASSET_LISTS, y as useSearchParams } from "./asset-types-CNV3WNaR.js";
import { t as LoadError } from "./load-error-DR0LKYoY.js";
import { t as CardGrid } from "./card-grid-CXiKouCP.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
// src/features/map/api/query-keys.ts
/** The map feature's query keys. */
var mapKeys = {
	all: ["map"],
	markers: (lang) => [
		...mapKeys.all,
		"markers",
		lang
	]
};
// src/features/map/api/map-markers.ts
/** GET /api/v1/map_markers: every place on the map (not paged: the map clusters them). */
function fetchMapMarkers(lang, signal) {
	return apiFetch("/api/v1/map_markers", {
		query: { lang },
		signal
	});
}
function mapMarkersQueryOptions(lang) {
	return queryOptions({
		queryKey: mapKeys.markers(lang),
		queryFn: ({ signal }) => fetchMapMarkers(lang, signal),
		staleTime: STALE_TIMES.mapMarkers
	});
}
function useMapMarkers(lang) {
	return useQuery(mapMarkersQueryOptions(lang));
}
// src/features/map/utils/marker-kinds.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var MARKER_KINDS = ASSET_LISTS.map((list) => list.key);
/** Each kind's pin colour: distinct hues, dark enough for the white dot inside to stand out. */
var KIND_COLOURS = {
	rent: "#0b5c8a",
	long: "#00796b",
	sale: "#5e35b1",
	hotel: "#a4461b",
	"real-estate": "#6d4c41",
	eat: "#c62828",
	store: "#ad5700",
	activity: "#2e7d32",
	service: "#455a64"
};
function isMarkerKind(value) {
	return MARKER_KINDS.includes(value);
}
/** Every list a marker belongs to, in the lists' order. */
function markerKinds(marker) {
	return ASSET_LISTS.filter((list) => list.type === marker.type && (!("flag" in list) || marker[list.flag])).map((list) => list.key);
}
/** The kind a marker is drawn as: the one asked for, else its first list. */
function displayKind(marker, filter) {
	const kinds = markerKinds(marker);
	if (filter && kinds.includes(filter)) return filter;
	return kinds[0] ?? ASSET_LISTS.find((list) => list.type === marker.type)?.key ?? "rent";
}
/** The markers a filter keeps (all of them without one). */
function filterMarkers(markers, filter) {
	return filter ? markers.filter((marker) => markerKinds(marker).includes(filter)) : [...markers];
}
/** The asset page of a marker, under the list it is shown as (a rental's page then loads its availability). */
function markerPagePath(marker, kind) {
	const list = ASSET_LISTS.find((l) => l.key === kind);
	return `assets/asset/${marker.id}/${list?.configType ?? ""}`.replace(/\/$/, "");
}
// src/features/map/components/marker-list.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The map's places as a list, grouped by kind: the way to the same places for keyboard and
* screen-reader users, each with a link to its page and a button that shows it on the map.
* Each group folds (a native disclosure) so the page stays short; one kind alone is open.
*/
function MarkerList({ markers, onShow }) {
	const { t } = useTranslation(["map", "listofval"]);
	const localePath = useLocalePath();
	const collator = new Intl.Collator(void 0, { sensitivity: "base" });
	const groups = MARKER_KINDS.map((kind) => ({
		kind,
		markers: markers.filter((shown) => shown.kind === kind).sort((a, b) => collator.compare(a.marker.name, b.marker.name))
	})).filter((group) => group.markers.length > 0);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": "map-places",
		sx: { mt: 4 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "h2",
			id: "map-places",
			sx: { mb: 2 },
			children: t("map:list.heading")
		}), groups.map(({ kind, markers: ofKind }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "details",
			open: groups.length === 1,
			sx: {
				mb: 1.5,
				borderBottom: 1,
				borderColor: "divider",
				pb: 1
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "summary",
				sx: {
					cursor: "pointer",
					py: .5,
					"&:focus-visible": {
						outline: "3px solid",
						outlineColor: "primary.main",
						outlineOffset: 2
					}
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					variant: "h3",
					component: "h3",
					sx: {
						display: "inline",
						fontSize: "1.1rem"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "span",
						"aria-hidden": true,
						sx: {
							display: "inline-block",
							verticalAlign: "middle",
							width: 14,
							height: 14,
							mr: 1,
							borderRadius: "50%",
							bgcolor: KIND_COLOURS[kind]
						}
					}), t("map:list.group", {
						kind: t(`listofval:list.${kind}`),
						number: ofKind.length
					})]
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardGrid, {
				minCardWidth: 300,
				gap: .5,
				sx: { mt: 1 },
				children: ofKind.map(({ marker }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "li",
					sx: {
						display: "flex",
						alignItems: "center",
						justifyContent: "space-between",
						gap: 1,
						minWidth: 0
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						component: Link$1,
						to: localePath(markerPagePath(marker, kind)),
						sx: {
							minWidth: 0,
							overflowWrap: "anywhere"
						},
						children: marker.name
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "small",
						onClick: () => onShow(marker.id),
						"aria-label": t("map:list.showNamed", { name: marker.name }),
						sx: {
							flex: "none",
							textTransform: "none"
						},
						children: t("map:list.show")
					})]
				}, marker.id))
			})]
		}, `${kind}-${groups.length === 1}`))]
	});
}
// src/features/map/components/map-page.tsx
/** Leaflet needs a browser: its code loads there, after the page (the list is in the server's HTML). */
var TownMap = (0, import_react.lazy)(() => import("./town-map-BRxXWvvQ.js").then((m) => ({ default: m.TownMap })));
var mapPlaceholder = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { sx: {
	height: {
		xs: 420,
		md: 560
	},
	borderRadius: 2,
	bgcolor: "action.hover",
	mb: 2
} });
/** The map page under its heading: a filter by kind (kept in the URL), the map, and the same places as a list. */
function MapPage() {
	const { t } = useTranslation(["map", "listofval"]);
	const lang = useLang();
	const [searchParams, setSearchParams] = useSearchParams();
	const kindParam = searchParams.get("type");
	const filter = isMarkerKind(kindParam) ? kindParam : void 0;
	const { data, isError, refetch } = useMapMarkers(lang);
	const [tilesFailed, setTilesFailed] = (0, import_react.useState)(false);
	const map = (0, import_react.useRef)(null);
	const hydrated = useHydrated();
	const shown = (0, import_react.useMemo)(() => filterMarkers(data?.items ?? [], filter).map((marker) => ({
		marker,
		kind: displayKind(marker, filter)
	})), [data, filter]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				flexWrap: "wrap",
				alignItems: "center",
				gap: 2,
				mb: 2
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
				select: true,
				size: "small",
				label: t("filter.label"),
				value: filter ?? "",
				onChange: (event) => {
					const next = new URLSearchParams(searchParams);
					if (event.target.value) next.set("type", event.target.value);
					else next.delete("type");
					setSearchParams(next, {
						replace: true,
						preventScrollReset: true
					});
				},
				slotProps: {
					select: { native: true },
					inputLabel: { shrink: true }
				},
				sx: {
					minWidth: 220,
					maxWidth: "100%"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: t("filter.all")
				}), MARKER_KINDS.map((kind) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: kind,
					children: t(`listofval:list.${kind}`)
				}, kind))]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				role: "status",
				color: "text.secondary",
				children: data ? t("count", { count: shown.length }) : ""
			})]
		}),
		isError && !data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadError, {
			message: t("error"),
			onRetry: () => void refetch(),
			sx: { mb: 2 }
		}),
		tilesFailed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "info",
			role: "status",
			sx: { mb: 2 },
			children: t("tilesFailed")
		}),
		hydrated ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
			fallback: mapPlaceholder,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TownMap, {
				ref: map,
				markers: shown,
				tilesFailed,
				onTilesFailed: () => setTilesFailed(true)
			}, lang)
		}) : mapPlaceholder,
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MarkerList, {
			markers: shown,
			onShow: (id) => map.current?.showMarker(id)
		})
	] });
}
// src/app/routes/map.tsx
var map_exports = /* @__PURE__ */ __exportAll({
	Component: () => Component,
	loader: () => loader
});
/** /{lang}/map loads the markers (docs/product.md#map); if they fail, the page says so and offers to try again. */
async function loader({ params }) {
	await getQueryClient().ensureQueryData(mapMarkersQueryOptions(params.lang ?? "es")).catch(() => void 0);
	return null;
}
function Component() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { page: "map" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapPage, {})] });
}
export { Component, loader, KIND_COLOURS as n, markerPagePath as r, map_exports as t };
