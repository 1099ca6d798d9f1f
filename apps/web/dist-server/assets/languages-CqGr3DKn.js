// ../../packages/shared/src/languages.ts
/** Languages of the product (docs/rules.md#languages). `xx` is the pseudo-locale of docs/product.md#languages. */
var SUPPORTED_LANGUAGES = [
	"es",
	"ca",
	"eu",
	"gl",
	"en",
	"fr",
	"de",
	"it",
	"pt"
];
var ROUTE_LANGUAGES = [...SUPPORTED_LANGUAGES, "xx"];
/** Each language by its own name, as the selector shows it. */
var LANGUAGES = [
	{
		iso639_1: "es",
		label: "ES",
		name: "Spanish",
		endonym: "Español",
		active: true
	},
	{
		iso639_1: "ca",
		label: "CA",
		name: "Catalan",
		endonym: "Català",
		active: true
	},
	{
		iso639_1: "eu",
		label: "EU",
		name: "Basque",
		endonym: "Euskara",
		active: true
	},
	{
		iso639_1: "gl",
		label: "GL",
		name: "Galician",
		endonym: "Galego",
		active: true
	},
	{
		iso639_1: "en",
		label: "EN",
		name: "English",
		endonym: "English",
		active: true
	},
	{
		iso639_1: "fr",
		label: "FR",
		name: "French",
		endonym: "Français",
		active: true
	},
	{
		iso639_1: "de",
		label: "DE",
		name: "German",
		endonym: "Deutsch",
		active: true
	},
	{
		iso639_1: "it",
		label: "IT",
		name: "Italian",
		endonym: "Italiano",
		active: true
	},
	{
		iso639_1: "pt",
		label: "PT",
		name: "Portuguese",
		endonym: "Português",
		active: true
	},
	{
		iso639_1: "xx",
		label: "XX",
		name: "Pseudo-locale",
		endonym: "[Ƥšéûđö]",
		active: false
	}
];
function isSupportedLanguage(code) {
	return !!code && SUPPORTED_LANGUAGES.includes(code);
}
function isRouteLanguage(code) {
	return !!code && ROUTE_LANGUAGES.includes(code);
}
/** Only the first two letters of a code count (docs/rules.md#languages): "de-AT" → "de". */
function twoLetter(code) {
	if (!code || code === "undefined") return void 0;
	return code.slice(0, 2).toLowerCase();
}
export { isSupportedLanguage as a, isRouteLanguage as i, ROUTE_LANGUAGES as n, twoLetter as o, SUPPORTED_LANGUAGES as r, LANGUAGES as t };
