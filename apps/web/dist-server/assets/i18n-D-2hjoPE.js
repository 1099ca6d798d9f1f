import { t as instance } from "./i18next-CJjHAm0L.js";
import { n as ROUTE_LANGUAGES, o as twoLetter } from "./languages-CqGr3DKn.js";
import { r as requestScope } from "./request-scope-0iRiCy-x.js";
// ../../node_modules/i18next-browser-languagedetector/dist/esm/i18nextBrowserLanguageDetector.js
var { slice, forEach } = [];
function defaults(obj) {
	forEach.call(slice.call(arguments, 1), (source) => {
		if (source) {
			for (const prop in source) if (obj[prop] === void 0) obj[prop] = source[prop];
		}
	});
	return obj;
}
function isSafeLanguageCode(code) {
	return typeof code === "string" && /^[A-Za-z0-9_@.-]{1,128}$/.test(code) && code.indexOf("..") < 0 && [
		"__proto__",
		"constructor",
		"prototype"
	].indexOf(code) < 0;
}
var fieldContentRegExp = /^[\u0009\u0020-\u007e\u0080-\u00ff]+$/;
var serializeCookie = (name, val, options = { path: "/" }) => {
	const opt = options;
	let str = `${name}=${encodeURIComponent(val)}`;
	if (opt.maxAge > 0) {
		const maxAge = opt.maxAge - 0;
		if (Number.isNaN(maxAge)) throw new Error("maxAge should be a Number");
		str += `; Max-Age=${Math.floor(maxAge)}`;
	}
	if (opt.domain) {
		if (!fieldContentRegExp.test(opt.domain)) throw new TypeError("option domain is invalid");
		str += `; Domain=${opt.domain}`;
	}
	if (opt.path) {
		if (!fieldContentRegExp.test(opt.path)) throw new TypeError("option path is invalid");
		str += `; Path=${opt.path}`;
	}
	if (opt.expires) {
		if (typeof opt.expires.toUTCString !== "function") throw new TypeError("option expires is invalid");
		str += `; Expires=${opt.expires.toUTCString()}`;
	}
	if (opt.httpOnly) str += "; HttpOnly";
	if (opt.secure) str += "; Secure";
	if (opt.sameSite) switch (typeof opt.sameSite === "string" ? opt.sameSite.toLowerCase() : opt.sameSite) {
		case true:
			str += "; SameSite=Strict";
			break;
		case "lax":
			str += "; SameSite=Lax";
			break;
		case "strict":
			str += "; SameSite=Strict";
			break;
		case "none":
			str += "; SameSite=None";
			break;
		default: throw new TypeError("option sameSite is invalid");
	}
	if (opt.partitioned) str += "; Partitioned";
	return str;
};
var cookie = {
	create(name, value, minutes, domain, cookieOptions = {
		path: "/",
		sameSite: "strict"
	}) {
		if (minutes) {
			cookieOptions.expires = /* @__PURE__ */ new Date();
			cookieOptions.expires.setTime(cookieOptions.expires.getTime() + minutes * 60 * 1e3);
		}
		if (domain) cookieOptions.domain = domain;
		document.cookie = serializeCookie(name, value, cookieOptions);
	},
	read(name) {
		const nameEQ = `${name}=`;
		const ca = document.cookie.split(";");
		for (let i = 0; i < ca.length; i++) {
			let c = ca[i];
			while (c.charAt(0) === " ") c = c.substring(1, c.length);
			if (c.indexOf(nameEQ) === 0) return c.substring(nameEQ.length, c.length);
		}
		return null;
	},
	remove(name, domain) {
		this.create(name, "", -1, domain);
	}
};
var cookie$1 = {
	name: "cookie",
	lookup({ lookupCookie }) {
		if (lookupCookie && typeof document !== "undefined") return cookie.read(lookupCookie) || void 0;
	},
	cacheUserLanguage(lng, { lookupCookie, cookieMinutes, cookieDomain, cookieOptions }) {
		if (lookupCookie && typeof document !== "undefined") cookie.create(lookupCookie, lng, cookieMinutes, cookieDomain, cookieOptions);
	}
};
var querystring = {
	name: "querystring",
	lookup({ lookupQuerystring }) {
		let found;
		if (typeof window !== "undefined") {
			let { search } = window.location;
			if (!window.location.search && window.location.hash?.indexOf("?") > -1) search = window.location.hash.substring(window.location.hash.indexOf("?"));
			const params = search.substring(1).split("&");
			for (let i = 0; i < params.length; i++) {
				const pos = params[i].indexOf("=");
				if (pos > 0) {
					if (params[i].substring(0, pos) === lookupQuerystring) found = params[i].substring(pos + 1);
				}
			}
		}
		return found;
	}
};
var hash = {
	name: "hash",
	lookup({ lookupHash, lookupFromHashIndex }) {
		let found;
		if (typeof window !== "undefined") {
			const { hash } = window.location;
			if (hash && hash.length > 2) {
				const query = hash.substring(1);
				if (lookupHash) {
					const params = query.split("&");
					for (let i = 0; i < params.length; i++) {
						const pos = params[i].indexOf("=");
						if (pos > 0) {
							if (params[i].substring(0, pos) === lookupHash) found = params[i].substring(pos + 1);
						}
					}
				}
				if (found) return found;
				if (!found && lookupFromHashIndex > -1) {
					const language = hash.match(/\/([a-zA-Z][a-zA-Z0-9-]*)?/g);
					if (!Array.isArray(language)) return void 0;
					return language[typeof lookupFromHashIndex === "number" ? lookupFromHashIndex : 0]?.replace("/", "");
				}
			}
		}
		return found;
	}
};
var hasLocalStorageSupport = null;
var localStorageAvailable = () => {
	if (hasLocalStorageSupport !== null) return hasLocalStorageSupport;
	try {
		hasLocalStorageSupport = typeof window !== "undefined" && window.localStorage !== null;
		if (!hasLocalStorageSupport) return false;
		const testKey = "i18next.translate.boo";
		window.localStorage.setItem(testKey, "foo");
		window.localStorage.removeItem(testKey);
	} catch (e) {
		hasLocalStorageSupport = false;
	}
	return hasLocalStorageSupport;
};
var localStorage = {
	name: "localStorage",
	lookup({ lookupLocalStorage }) {
		if (lookupLocalStorage && localStorageAvailable()) return window.localStorage.getItem(lookupLocalStorage) || void 0;
	},
	cacheUserLanguage(lng, { lookupLocalStorage }) {
		if (lookupLocalStorage && localStorageAvailable()) window.localStorage.setItem(lookupLocalStorage, lng);
	}
};
var hasSessionStorageSupport = null;
var sessionStorageAvailable = () => {
	if (hasSessionStorageSupport !== null) return hasSessionStorageSupport;
	try {
		hasSessionStorageSupport = typeof window !== "undefined" && window.sessionStorage !== null;
		if (!hasSessionStorageSupport) return false;
		const testKey = "i18next.translate.boo";
		window.sessionStorage.setItem(testKey, "foo");
		window.sessionStorage.removeItem(testKey);
	} catch (e) {
		hasSessionStorageSupport = false;
	}
	return hasSessionStorageSupport;
};
var sessionStorage = {
	name: "sessionStorage",
	lookup({ lookupSessionStorage }) {
		if (lookupSessionStorage && sessionStorageAvailable()) return window.sessionStorage.getItem(lookupSessionStorage) || void 0;
	},
	cacheUserLanguage(lng, { lookupSessionStorage }) {
		if (lookupSessionStorage && sessionStorageAvailable()) window.sessionStorage.setItem(lookupSessionStorage, lng);
	}
};
var navigator$1 = {
	name: "navigator",
	lookup(options) {
		const found = [];
		if (typeof navigator !== "undefined") {
			const { languages, userLanguage, language } = navigator;
			if (languages) for (let i = 0; i < languages.length; i++) found.push(languages[i]);
			if (userLanguage) found.push(userLanguage);
			if (language) found.push(language);
		}
		return found.length > 0 ? found : void 0;
	}
};
var htmlTag = {
	name: "htmlTag",
	lookup({ htmlTag }) {
		let found;
		const internalHtmlTag = htmlTag || (typeof document !== "undefined" ? document.documentElement : null);
		if (internalHtmlTag && typeof internalHtmlTag.getAttribute === "function") found = internalHtmlTag.getAttribute("lang");
		return found;
	}
};
var path = {
	name: "path",
	lookup({ lookupFromPathIndex }) {
		if (typeof window === "undefined") return void 0;
		const language = window.location.pathname.match(/\/([a-zA-Z][a-zA-Z0-9-]*)?/g);
		if (!Array.isArray(language)) return void 0;
		return language[typeof lookupFromPathIndex === "number" ? lookupFromPathIndex : 0]?.replace("/", "");
	}
};
var subdomain = {
	name: "subdomain",
	lookup({ lookupFromSubdomainIndex }) {
		const index = typeof lookupFromSubdomainIndex === "number" ? lookupFromSubdomainIndex : 0;
		const hostname = typeof window !== "undefined" && window.location?.hostname?.split(".").slice(index).join(".");
		const language = hostname && hostname.match(/^(\w{2,5}(?:-(?:[a-z]{4}|[a-z]{2}|\d{3}))*)\.(([a-z0-9-]{1,63}\.[a-z]{2,6})|localhost)/i);
		if (!language) return void 0;
		return language[1];
	}
};
var canCookies = false;
try {
	document.cookie;
	canCookies = true;
} catch (e) {}
var order = [
	"querystring",
	"cookie",
	"localStorage",
	"sessionStorage",
	"navigator",
	"htmlTag"
];
if (!canCookies) order.splice(1, 1);
var getDefaults = () => ({
	order,
	lookupQuerystring: "lng",
	lookupCookie: "i18next",
	lookupLocalStorage: "i18nextLng",
	lookupSessionStorage: "i18nextLng",
	caches: ["localStorage"],
	excludeCacheFor: ["cimode"],
	convertDetectedLanguage: (l) => l
});
var Browser = class {
	constructor(services, options = {}) {
		this.type = "languageDetector";
		this.detectors = {};
		this.init(services, options);
	}
	init(services = { languageUtils: {} }, options = {}, i18nOptions = {}) {
		this.services = services;
		this.options = defaults(options, this.options || {}, getDefaults());
		if (typeof this.options.convertDetectedLanguage === "string" && this.options.convertDetectedLanguage.indexOf("15897") > -1) this.options.convertDetectedLanguage = (l) => l.replace("-", "_");
		if (this.options.lookupFromUrlIndex) this.options.lookupFromPathIndex = this.options.lookupFromUrlIndex;
		this.i18nOptions = i18nOptions;
		this.addDetector(cookie$1);
		this.addDetector(querystring);
		this.addDetector(localStorage);
		this.addDetector(sessionStorage);
		this.addDetector(navigator$1);
		this.addDetector(htmlTag);
		this.addDetector(path);
		this.addDetector(subdomain);
		this.addDetector(hash);
	}
	addDetector(detector) {
		this.detectors[detector.name] = detector;
		return this;
	}
	detect(detectionOrder = this.options.order) {
		let detected = [];
		detectionOrder.forEach((detectorName) => {
			if (this.detectors[detectorName]) {
				let lookup = this.detectors[detectorName].lookup(this.options);
				if (lookup && typeof lookup === "string") lookup = [lookup];
				if (lookup) detected = detected.concat(lookup);
			}
		});
		detected = detected.filter((d) => isSafeLanguageCode(d)).map((d) => this.options.convertDetectedLanguage(d));
		if (this.services && this.services.languageUtils && this.services.languageUtils.getBestMatchFromCodes) return detected;
		return detected.length > 0 ? detected[0] : null;
	}
	cacheUserLanguage(lng, caches = this.options.caches) {
		if (!caches) return;
		if (this.options.excludeCacheFor && this.options.excludeCacheFor.indexOf(lng) > -1) return;
		caches.forEach((cacheName) => {
			if (this.detectors[cacheName]) this.detectors[cacheName].cacheUserLanguage(lng, this.options);
		});
	}
};
Browser.type = "languageDetector";
// src/lib/i18n.ts
var LANGUAGE_STORAGE_KEY = "lang";
/** docs/rules.md#languages: language detection order, stored under `lang` and in a 10-minute strict cookie. */
var detectionOptions = {
	order: [
		"localStorage",
		"querystring",
		"cookie",
		"sessionStorage",
		"navigator",
		"htmlTag",
		"path",
		"subdomain"
	],
	lookupLocalStorage: LANGUAGE_STORAGE_KEY,
	lookupQuerystring: "lng",
	lookupCookie: LANGUAGE_STORAGE_KEY,
	lookupSessionStorage: LANGUAGE_STORAGE_KEY,
	caches: ["localStorage", "cookie"],
	cookieMinutes: 10,
	cookieOptions: {
		path: "/",
		sameSite: "strict"
	},
	convertDetectedLanguage: (lng) => twoLetter(lng) ?? "es"
};
/** Options shared by the browser's instance and the server's per-request ones. */
var baseOptions = {
	supportedLngs: [...ROUTE_LANGUAGES],
	nonExplicitSupportedLngs: true,
	load: "languageOnly",
	fallbackLng: "es",
	defaultNS: "translation",
	interpolation: { escapeValue: false },
	returnNull: false,
	saveMissing: true,
	missingKeyHandler: (lngs, ns, key) => {
		console.error(`Missing translation key "${ns}:${key}" for ${lngs.join(", ")}`);
	},
	react: { useSuspense: true }
};
/** The i18next instance of this page: the request's on the server (lib/request-scope.ts), the browser's otherwise. */
function currentI18n() {
	return requestScope()?.i18n ?? instance;
}
var i18n_default = instance;
export { i18n_default as a, detectionOptions as i, baseOptions as n, currentI18n as r, LANGUAGE_STORAGE_KEY as t };
