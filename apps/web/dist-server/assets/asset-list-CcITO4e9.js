import { O as keepPreviousData, r as apiFetch } from "./api-client-Ba84igAR.js";
import { t as queryOptions } from "./queryOptions-BjJLq5r4.js";
import { t as useQuery } from "./useQuery-CVD0r-J_.js";
import { n as ASSET_SORTS, o as catalogueKeys, r as CUISINE_TYPES } from "./catalogue-codes-B1j8rhh5.js";
import { t as ASSET_LISTS } from "./asset-types-CNV3WNaR.js";
import { C as MIN_PRICE_GAP, b as DEFAULT_FILTERS, r as STALE_TIMES, w as PAGE_LIMIT, x as HOTEL_TYPES } from "../entry-server.js";
// src/features/catalogue/utils/list-filters.ts
function assetList(key) {
	return ASSET_LISTS.find((list) => list.key === key) ?? ASSET_LISTS[0];
}
/** The list a path such as /es/assets/hotelList shows (its last segment is the list's route). */
function assetListFromPath(pathname) {
	const segment = pathname.split("/").filter(Boolean).at(-1);
	return ASSET_LISTS.find((list) => list.route === segment) ?? ASSET_LISTS[0];
}
function listCapabilities(list) {
	return {
		priceFlag: "flag" in list ? list.flag : void 0,
		guests: list.type === "property" || list.type === "hotel",
		hotelType: list.type === "hotel",
		cuisine: list.type === "eat"
	};
}
var GUEST_LIMITS = {
	adults: {
		min: 1,
		max: 50
	},
	children: {
		min: 0,
		max: 50
	}
};
/** A page number beyond any real list; keeps the API's offset in range. */
var MAX_PAGE = 1e4;
/** The slider's range and step for a property list: the default range of docs/rules.md#filters. */
function priceDomain(flag) {
	const { min, max } = DEFAULT_FILTERS[flag];
	return {
		min,
		max,
		step: flag === "sale" ? 1e4 : flag === "long" ? 10 : 1,
		gap: MIN_PRICE_GAP[flag]
	};
}
function defaultListFilters(list) {
	const can = listCapabilities(list);
	const filters = {
		q: "",
		sort: "recent",
		page: 1
	};
	if (can.priceFlag) filters.price = [DEFAULT_FILTERS[can.priceFlag].min, DEFAULT_FILTERS[can.priceFlag].max];
	if (can.guests) {
		filters.adults = DEFAULT_FILTERS.adults;
		filters.children = DEFAULT_FILTERS.children;
	}
	return filters;
}
/** A whole number written plainly ("12"), within bounds; anything else is undefined. */
function readInt(text, min, max) {
	if (text === null || !/^\d{1,10}$/.test(text)) return void 0;
	const value = Number(text);
	return value >= min && value <= max ? value : void 0;
}
function readOneOf(text, allowed) {
	return allowed.includes(text) ? text : void 0;
}
/** A price range that is inside the list's domain and keeps the minimum gap (docs/rules.md#filters). */
function isValidPriceRange(flag, min, max) {
	const domain = priceDomain(flag);
	return min >= domain.min && max <= domain.max && max - min >= domain.gap;
}
/** Reads a list's filters from its URL; whatever is missing or unreadable keeps its default. */
function parseListFilters(list, params) {
	const can = listCapabilities(list);
	const filters = defaultListFilters(list);
	const q = params.get("q")?.trim().replace(/\s+/g, " ");
	if (q) filters.q = q.slice(0, 100);
	filters.sort = readOneOf(params.get("sort"), ASSET_SORTS) ?? filters.sort;
	filters.page = readInt(params.get("page"), 1, MAX_PAGE) ?? 1;
	if (can.priceFlag && filters.price) {
		const domain = priceDomain(can.priceFlag);
		const min = readInt(params.get("priceMin"), domain.min, domain.max) ?? filters.price[0];
		const max = readInt(params.get("priceMax"), domain.min, domain.max) ?? filters.price[1];
		if (isValidPriceRange(can.priceFlag, min, max)) filters.price = [min, max];
	}
	if (can.guests) {
		filters.adults = readInt(params.get("adults"), GUEST_LIMITS.adults.min, GUEST_LIMITS.adults.max) ?? filters.adults;
		filters.children = readInt(params.get("children"), GUEST_LIMITS.children.min, GUEST_LIMITS.children.max) ?? filters.children;
	}
	if (can.hotelType) filters.hotelType = readOneOf(params.get("hotelType"), HOTEL_TYPES);
	if (can.cuisine) filters.cuisine = readOneOf(params.get("cuisine"), CUISINE_TYPES);
	return filters;
}
/** The URL query of a list's filters: only what differs from the defaults, in a stable order. */
function listFiltersToSearchParams(list, filters) {
	const defaults = defaultListFilters(list);
	const params = new URLSearchParams();
	if (filters.q.trim()) params.set("q", filters.q.trim());
	if (filters.price && defaults.price) {
		if (filters.price[0] !== defaults.price[0]) params.set("priceMin", String(filters.price[0]));
		if (filters.price[1] !== defaults.price[1]) params.set("priceMax", String(filters.price[1]));
	}
	if (filters.adults !== void 0 && filters.adults !== defaults.adults) params.set("adults", String(filters.adults));
	if (filters.children !== void 0 && filters.children !== defaults.children) params.set("children", String(filters.children));
	if (filters.hotelType) params.set("hotelType", filters.hotelType);
	if (filters.cuisine) params.set("cuisine", filters.cuisine);
	if (filters.sort !== defaults.sort) params.set("sort", filters.sort);
	if (filters.page > 1) params.set("page", String(filters.page));
	return params;
}
/** True when any filter differs from the list's defaults (the page is not counted). */
function hasActiveFilters(list, filters) {
	return listFiltersToSearchParams(list, {
		...filters,
		page: 1
	}).size > 0;
}
/** GET /api/v1/asset's query for a list page (docs/api.md#catalogue). */
function toAssetListQuery(list, filters, lang) {
	const query = { type: list.type };
	if ("flag" in list) query[list.flag] = "true";
	if (filters.price) {
		query.priceMin = filters.price[0];
		query.priceMax = filters.price[1];
	}
	if (filters.adults !== void 0) query.adults = filters.adults;
	if (filters.children !== void 0) query.children = filters.children;
	if (filters.hotelType) query.hotelType = filters.hotelType;
	if (filters.cuisine) query.cuisine = filters.cuisine;
	if (filters.q) query.q = filters.q;
	query.sort = filters.sort;
	query.lang = lang;
	query.limit = PAGE_LIMIT.default;
	query.offset = (filters.page - 1) * PAGE_LIMIT.default;
	return query;
}
/** How many pages a list of `total` items fills. */
function pageCount(total) {
	return Math.max(1, Math.ceil(total / PAGE_LIMIT.default));
}
/**
* Moves the other bound so a price range keeps the minimum gap after one bound changed
* (MUI's "minimum distance" pattern), staying inside the domain.
*/
function keepPriceGap(flag, range, changed) {
	const { min: low, max: high, gap } = priceDomain(flag);
	let [min, max] = [Math.max(low, Math.min(high, range[0])), Math.max(low, Math.min(high, range[1]))];
	if (max - min >= gap) return [min, max];
	if (changed === "min") {
		max = Math.min(high, min + gap);
		min = max - gap;
	} else {
		min = Math.max(low, max - gap);
		max = min + gap;
	}
	return [min, max];
}
// src/features/catalogue/api/asset-list.ts
/** GET /api/v1/asset: one page of a list. */
function fetchAssetList(query, signal) {
	return apiFetch("/api/v1/asset", {
		query,
		signal
	});
}
/** One page of a list with its filters; each list keeps its staggered staleTime (docs/rules.md#caching). */
function assetListQueryOptions(list, filters, lang) {
	const query = toAssetListQuery(list, filters, lang);
	return queryOptions({
		queryKey: catalogueKeys.list(list.key, query),
		queryFn: ({ signal }) => fetchAssetList(query, signal),
		staleTime: STALE_TIMES[list.key]
	});
}
/** The page shown; while the next one loads, the previous stays on screen. */
function useAssetList(list, filters, lang) {
	return useQuery({
		...assetListQueryOptions(list, filters, lang),
		placeholderData: keepPreviousData
	});
}
export { assetListFromPath as a, isValidPriceRange as c, listFiltersToSearchParams as d, pageCount as f, assetList as i, keepPriceGap as l, priceDomain as m, useAssetList as n, defaultListFilters as o, parseListFilters as p, GUEST_LIMITS as r, hasActiveFilters as s, assetListQueryOptions as t, listCapabilities as u };
