import { t as TOWN } from "./town-DXtctMc-.js";
// ../../packages/shared/src/map.ts
/**
* What the town's maps can show, and therefore the only map tiles our server fetches and
* keeps (docs/rules.md#map). The web sets its maps' zooms and bounds from here; the API
* refuses any other tile without asking the tile server.
*/
/** Degrees added on every side of the town's shoreline: about 11 km north–south, 8.6 km east–west. */
var AREA_MARGIN_DEGREES = .1;
var shorelineLats = TOWN.shoreline.map(([lat]) => lat);
var shorelineLngs = TOWN.shoreline.map(([, lng]) => lng);
var TOWN_MAP = {
	/** The furthest a visitor can zoom out: the whole area then about fills a wide map. */
	minZoom: 13,
	/** The closest a visitor can zoom in: the deepest zoom OpenStreetMap draws. */
	maxZoom: 19,
	/** The mini-map shows this many zoom levels further out than the map it sits on. */
	overviewZoomOut: 5,
	/** The town plus its surroundings, in degrees; no map of ours shows tiles beyond it. */
	bounds: {
		south: Math.min(...shorelineLats) - AREA_MARGIN_DEGREES,
		west: Math.min(...shorelineLngs) - AREA_MARGIN_DEGREES,
		north: Math.max(...shorelineLats) + AREA_MARGIN_DEGREES,
		east: Math.max(...shorelineLngs) + AREA_MARGIN_DEGREES
	}
};
/** The zooms any of our maps asks tiles for: from the mini-map's furthest to the map's closest. */
var TILE_ZOOMS = {
	min: TOWN_MAP.minZoom - TOWN_MAP.overviewZoomOut,
	max: TOWN_MAP.maxZoom
};
export { TOWN_MAP as n, TILE_ZOOMS as t };
