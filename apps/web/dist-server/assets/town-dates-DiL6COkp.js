import { C as TZDate, t as format } from "./format-B1RmS-tF.js";
import { t as ca } from "./ca-Bkx1ukaV.js";
import { t as de } from "./de-DeM5BaBr.js";
import { t as enGB } from "./en-GB-usqY9VXg.js";
import { t as es } from "./es-DIFuueHp.js";
import { t as eu } from "./eu-DEJsHnbB.js";
import { t as fr } from "./fr-BL73Mp8G.js";
import { t as gl } from "./gl-Um55Ydn1.js";
import { t as it } from "./it-C6qvNpLZ.js";
import { t as pt } from "./pt-AVzT2XVK.js";
import { u as TOWN_TIME_ZONE } from "./constants-Bb77IS0f.js";
// src/lib/town-dates.ts
/**
* Dates and numbers in the page's language, on the town's clock. Browsers do not all carry
* Intl data for Basque and Galician (Debian's Chromium has neither): there, dates go through
* date-fns, which has all nine languages, and numbers follow Spanish conventions (comma
* decimals, a space before units). Our English is British; the pseudo-locale formats as English.
*/
var DATE_LOCALES = {
	es,
	ca,
	eu,
	gl,
	en: enGB,
	fr,
	de,
	it,
	pt
};
var intlLocale = (lang) => lang === "en" || !(lang in DATE_LOCALES) ? "en-GB" : lang;
var hasIntl = (locale) => Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
function numberLocale(lang) {
	const wanted = intlLocale(lang);
	return Intl.NumberFormat.supportedLocalesOf([wanted]).length > 0 ? wanted : "es";
}
/** A calendar day (YYYY-MM-DD) is taken at its noon, which is that same day in the town. */
var instantOf = (value) => value instanceof Date ? value : /^\d{4}-\d{2}-\d{2}$/.test(value) ? /* @__PURE__ */ new Date(`${value}T12:00:00Z`) : new Date(value);
/**
* An instant or a calendar day as the town's clock shows it: with Intl's `options` when the
* browser knows the language, else with the date-fns `pattern` (written per language, so
* that it reads naturally even where the browser lacks the language).
*/
function formatTownDate(value, lang, options, pattern) {
	const instant = instantOf(value);
	const locale = intlLocale(lang);
	if (hasIntl(locale)) return new Intl.DateTimeFormat(locale, {
		...options,
		timeZone: TOWN_TIME_ZONE
	}).format(instant);
	return formatTownPattern(instant, lang, pattern);
}
/** Catalan elides "de" before a vowel ("5 d’abril"), which a date-fns pattern cannot express. */
var elideCatalan = (lang, text) => lang === "ca" ? text.replace(/\bde (?=[aeiouàèéíòóú])/gi, "d’") : text;
/** With date-fns only: what browsers without Intl data for the language show. */
var formatTownPattern = (value, lang, pattern) => elideCatalan(lang, format(new TZDate(instantOf(value).getTime(), TOWN_TIME_ZONE), pattern, { locale: DATE_LOCALES[lang] ?? enGB }));
/** Hours and minutes on the town's clock (every one of our languages uses the 24-hour clock). */
var formatTownTime = (value) => format(new TZDate(instantOf(value).getTime(), TOWN_TIME_ZONE), "HH:mm");
export { formatTownTime as n, numberLocale as r, formatTownDate as t };
