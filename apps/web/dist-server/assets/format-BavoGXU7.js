import "./languages-CqGr3DKn.js";
import { r as numberLocale } from "./town-dates-D171u_7M.js";
// src/features/catalogue/utils/format.ts
/**
* The locale Intl formats numbers with (lib/town-dates.ts): the page's language; Portuguese
* as written in Portugal ("1250 €", like the texts); Basque and Galician with Spanish
* conventions; the pseudo-locale as English.
*/
function intlLocale(lang) {
	if (lang === "xx") return "en";
	return numberLocale(lang);
}
var priceFormats = /* @__PURE__ */ new Map();
/** Euros in the page's language: "1.250 €", "€1,250", "12,50 €"; cents only when there are some. */
function formatEuros(amount, lang) {
	const cents = !Number.isInteger(amount);
	const key = `${lang}:${cents}`;
	let format = priceFormats.get(key);
	if (!format) {
		format = new Intl.NumberFormat(intlLocale(lang), {
			style: "currency",
			currency: "EUR",
			minimumFractionDigits: cents ? 2 : 0,
			maximumFractionDigits: cents ? 2 : 0
		});
		priceFormats.set(key, format);
	}
	return format.format(amount);
}
/** A whole number in the page's language ("2.000.000"). */
function formatNumber(value, lang) {
	return new Intl.NumberFormat(intlLocale(lang)).format(value);
}
export { formatNumber as n, intlLocale as r, formatEuros as t };
