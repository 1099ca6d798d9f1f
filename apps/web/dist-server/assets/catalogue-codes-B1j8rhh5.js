// src/features/catalogue/api/query-keys.ts
/** The catalogue's query keys: one place builds them, for queries and for invalidations alike. */
var catalogueKeys = {
	all: ["catalogue"],
	lists: () => [...catalogueKeys.all, "list"],
	list: (listKey, query) => [
		...catalogueKeys.lists(),
		listKey,
		query
	],
	asset: (id, lang) => [
		...catalogueKeys.all,
		"asset",
		id,
		lang
	],
	description: (assetId, lang) => [
		...catalogueKeys.all,
		"description",
		assetId,
		lang
	],
	menu: (productId, lang) => [
		...catalogueKeys.all,
		"menu",
		productId,
		lang
	]
};
// ../../packages/shared/src/catalogue-codes.ts
/** Cuisine types of a place to eat (docs/rules.md#asset-types: 29 values). */
var CUISINE_TYPES = [
	"mediterranean",
	"spanish",
	"valencian",
	"catalan",
	"basque",
	"galician",
	"andalusian",
	"tapas",
	"seafood",
	"rice",
	"grill",
	"market",
	"italian",
	"pizza",
	"french",
	"portuguese",
	"japanese",
	"chinese",
	"thai",
	"indian",
	"mexican",
	"argentinian",
	"peruvian",
	"vegetarian",
	"vegan",
	"gluten-free",
	"fusion",
	"burgers",
	"desserts"
];
/** The 14 allergens a menu must declare in the EU (Regulation 1169/2011, Annex II). */
var ALLERGENS = [
	"gluten",
	"crustaceans",
	"eggs",
	"fish",
	"peanuts",
	"soybeans",
	"milk",
	"nuts",
	"celery",
	"mustard",
	"sesame",
	"sulphites",
	"lupin",
	"molluscs"
];
var WEEKDAYS = [
	"mon",
	"tue",
	"wed",
	"thu",
	"fri",
	"sat",
	"sun"
];
var ASSET_SORTS = [
	"recent",
	"price-asc",
	"price-desc",
	"name"
];
/** `srcset` text from an image's renditions: "url 384w, url 800w, …". */
function srcsetAttribute(sources) {
	return sources.map((s) => `${s.url} ${s.width}w`).join(", ");
}
export { srcsetAttribute as a, WEEKDAYS as i, ASSET_SORTS as n, catalogueKeys as o, CUISINE_TYPES as r, ALLERGENS as t };
