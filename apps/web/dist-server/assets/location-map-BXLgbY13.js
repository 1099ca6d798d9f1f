import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { I as BREAKPOINTS, K as useTranslation, L as MAP_SETTINGS, N as Box, P as useHydrated } from "../entry-server.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { n as TOWN_MAP } from "./map-B49KL3y4.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
// src/components/location-map.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Tiles come through our own server (the page makes no third-party request). */
var TILE_URL = "/api/tiles/{z}/{x}/{y}.png";
var ATTRIBUTION = "&copy; <a href=\"https://www.openstreetmap.org/copyright\" target=\"_blank\" rel=\"noopener noreferrer\">OpenStreetMap</a>";
/** A tile that fails (offline, upstream down) leaves the plain background, not a broken image. */
var TRANSPARENT_TILE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
var PIN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 42" width="32" height="42" aria-hidden="true">
<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="currentColor" stroke="#fff" stroke-width="2"/>
<circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>`;
/**
* A small map with one marker, for a place's page (the contact page, an asset's page).
* Leaflet and its styles load only when a map is shown, never with the first page.
* Keyboard: the map takes focus (arrows pan, + and − zoom), the marker is a button
* that opens its popup, and the zoom buttons are named.
*/
/** docs/rules.md#map: zoom 16, or 15 on extra-small screens. */
var defaultZoom = () => window.innerWidth < BREAKPOINTS.s ? MAP_SETTINGS.zoomXs : MAP_SETTINGS.zoom;
function LeafletLocationMap({ lat, lng, label, mapLabel, zoom = defaultZoom(), height = 280 }) {
	const { t } = useTranslation("locationMap");
	const container = (0, import_react.useRef)(null);
	const zoomInLabel = t("zoomIn");
	const zoomOutLabel = t("zoomOut");
	(0, import_react.useEffect)(() => {
		let cancelled = false;
		let map;
		Promise.all([import("./leaflet-src-BzRFpjWz.js").then((m) => /* @__PURE__ */ __toESM(m.default, 1)), Promise.resolve({            })]).then(([leaflet]) => {
			const element = container.current;
			if (cancelled || !element) return;
			const L = leaflet.default ?? leaflet;
			map = L.map(element, {
				center: [lat, lng],
				zoom,
				minZoom: TOWN_MAP.minZoom,
				maxZoom: TOWN_MAP.maxZoom,
				zoomControl: false,
				scrollWheelZoom: false
			});
			L.control.zoom({
				zoomInTitle: zoomInLabel,
				zoomOutTitle: zoomOutLabel
			}).addTo(map);
			const { south, west, north, east } = TOWN_MAP.bounds;
			L.tileLayer(TILE_URL, {
				attribution: ATTRIBUTION,
				maxZoom: TOWN_MAP.maxZoom,
				bounds: [[south, west], [north, east]],
				errorTileUrl: TRANSPARENT_TILE
			}).addTo(map);
			L.marker([lat, lng], {
				icon: L.divIcon({
					html: PIN,
					className: "location-map-pin",
					iconSize: [32, 42],
					iconAnchor: [16, 41],
					popupAnchor: [0, -36]
				}),
				title: label,
				keyboard: true
			}).bindPopup(label).addTo(map).getElement()?.setAttribute("aria-label", label);
		});
		return () => {
			cancelled = true;
			map?.remove();
		};
	}, [
		lat,
		lng,
		zoom,
		label,
		zoomInLabel,
		zoomOutLabel
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		ref: container,
		role: "region",
		"aria-label": mapLabel ?? t("label", { place: label }),
		sx: (theme) => {
			const { palette } = theme.vars ?? theme;
			return {
				height,
				width: "100%",
				borderRadius: 2,
				overflow: "hidden",
				zIndex: 0,
				"&, &.leaflet-container": {
					fontFamily: "inherit",
					background: "#e9e4d8",
					...theme.applyStyles("dark", { background: "#23323d" })
				},
				"&:focus-visible, & .location-map-pin:focus-visible, & a:focus-visible": {
					outline: `3px solid ${palette.primary.main}`,
					outlineOffset: 2
				},
				"& .location-map-pin": { color: palette.secondary.main },
				"& .leaflet-tile-pane": theme.applyStyles("dark", { filter: "brightness(0.75) contrast(1.1)" }),
				"&.leaflet-container .leaflet-control-attribution": {
					bgcolor: "rgba(255, 255, 255, 0.9)",
					color: palette.text.primary,
					...theme.applyStyles("dark", { bgcolor: "rgba(15, 26, 34, 0.85)" })
				},
				"&.leaflet-container .leaflet-control-attribution a": { color: palette.primary.main },
				"&.leaflet-container .leaflet-bar a": {
					backgroundColor: palette.background.paper,
					color: palette.text.primary
				}
			};
		}
	});
}
function LocationMap(props) {
	const height = props.height ?? 280;
	const hydrated = useHydrated();
	const placeholder = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { sx: {
		height,
		borderRadius: 2,
		bgcolor: "action.hover"
	} });
	if (!hydrated) return placeholder;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: placeholder,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LeafletLocationMap, { ...props })
	});
}
export { LocationMap as t };
