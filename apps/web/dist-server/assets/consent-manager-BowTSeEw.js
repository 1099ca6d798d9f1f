import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { F as useThemeStore, K as useTranslation, k as useConsentSettingsStore, rt as require_react_dom } from "../entry-server.js";
import { a as isSupportedLanguage, i as isRouteLanguage } from "./languages-CqGr3DKn.js";
import { t as queryOptions } from "./queryOptions-BjJLq5r4.js";
import { t as useQuery } from "./useQuery-CVD0r-J_.js";
import { r as apiFetch } from "./api-client-Ba84igAR.js";
// ../../node_modules/@c15t/ui/dist/styles/components/consent-banner.module.js
var consent_banner_module_default = {
	enter: "c15t-ui-enter-EoZFn",
	exit: "c15t-ui-exit-Z4gI_",
	root: "c15t-ui-root-hE9Kz",
	bannerVisible: "c15t-ui-bannerVisible-pYYY9",
	bannerHidden: "c15t-ui-bannerHidden-J4VZ3",
	bottomLeft: "c15t-ui-bottomLeft-CbyqH",
	bottomRight: "c15t-ui-bottomRight-iIIdC",
	topLeft: "c15t-ui-topLeft-GzbNM",
	topRight: "c15t-ui-topRight-siV7C",
	card: "c15t-ui-card-AUyl8",
	cardShell: "c15t-ui-cardShell-HgKnk",
	rejectButton: "c15t-ui-rejectButton-RvYLm",
	acceptButton: "c15t-ui-acceptButton-jdwM4",
	customizeButton: "c15t-ui-customizeButton-mj4u4",
	header: "c15t-ui-header-pel5O",
	footer: "c15t-ui-footer-MwauQ",
	footerSubGroup: "c15t-ui-footerSubGroup-YlOOW",
	footerFill: "c15t-ui-footerFill-fYXhD",
	footerColumn: "c15t-ui-footerColumn-TBxCf",
	footerSubGroupFill: "c15t-ui-footerSubGroupFill-HE0u1",
	footerSubGroupColumn: "c15t-ui-footerSubGroupColumn-Iz6is",
	actionButtonFill: "c15t-ui-actionButtonFill-DOOO_",
	description: "c15t-ui-description-ZuHLA",
	title: "c15t-ui-title-FWOWe",
	overlay: "c15t-ui-overlay-r7ckD",
	overlayVisible: "c15t-ui-overlayVisible-uk8zb",
	overlayHidden: "c15t-ui-overlayHidden-pbl9E"
};
// ../../node_modules/@c15t/ui/dist/utils/dom.js
function e$40(e) {
	let t = window.matchMedia("(prefers-color-scheme: dark)"), n = document.documentElement.classList.contains("dark"), o = (e) => {
		document.documentElement.classList.toggle("c15t-dark", e.matches);
	}, d = new MutationObserver((e) => {
		for (let t of e) if ("attributes" === t.type && "class" === t.attributeName) {
			let e = document.documentElement.classList.contains("dark");
			document.documentElement.classList.toggle("c15t-dark", e);
		}
	});
	switch (e) {
		case "light":
			document.documentElement.classList.remove("c15t-dark");
			break;
		case "dark":
			document.documentElement.classList.add("c15t-dark");
			break;
		case "system":
			o(t), t.addEventListener("change", o);
			break;
		default: document.documentElement.classList.toggle("c15t-dark", n), d.observe(document.documentElement, { attributes: !0 });
	}
	return () => {
		t.removeEventListener("change", o), d.disconnect();
	};
}
var t$36 = [
	"ar",
	"he",
	"fa",
	"ur",
	"ps",
	"sd",
	"ku",
	"dv"
];
function n$17(e) {
	let n = e ? e.split("-")[0]?.toLowerCase() : "en";
	return t$36.includes(n || "") ? "rtl" : "ltr";
}
function o$32(e) {
	return "rtl" === n$17(e) ? document.body.classList.add("c15t-rtl") : document.body.classList.remove("c15t-rtl"), () => {
		document.body.classList.remove("c15t-rtl");
	};
}
function d$3(e) {
	return Array.from(e.querySelectorAll("a[href]:not([disabled]):not([tabindex=\"-1\"]),button:not([disabled]):not([tabindex=\"-1\"]),textarea:not([disabled]):not([tabindex=\"-1\"]),input:not([disabled]):not([tabindex=\"-1\"]),select:not([disabled]):not([tabindex=\"-1\"]),[contenteditable]:not([tabindex=\"-1\"]),[tabindex]:not([tabindex=\"-1\"])")).filter((e) => "function" == typeof e.checkVisibility ? e.checkVisibility({ checkVisibilityCSS: !0 }) : e.offsetWidth > 0 || e.offsetHeight > 0);
}
function c$9() {
	let e = {
		overflow: document.body.style.overflow,
		paddingRight: document.body.style.paddingRight
	}, t = window.innerWidth - document.documentElement.clientWidth;
	return document.body.style.overflow = "hidden", t > 0 && (document.body.style.paddingRight = `${t}px`), () => {
		document.body.style.overflow = e.overflow, document.body.style.paddingRight = e.paddingRight;
	};
}
function i$16(e) {
	let t = document.activeElement;
	e.tabIndex < 0 && (e.tabIndex = -1), setTimeout(() => {
		try {
			e.focus();
		} catch {}
	}, 0);
	let n = (t) => {
		if ("Tab" !== t.key) return;
		let n = d$3(e);
		if (0 === n.length) return;
		let o = n[0], c = n[n.length - 1];
		t.shiftKey && document.activeElement === o ? (t.preventDefault(), c?.focus()) : t.shiftKey || document.activeElement !== c || (t.preventDefault(), o?.focus());
	};
	return document.addEventListener("keydown", n), () => {
		document.removeEventListener("keydown", n), t && "function" == typeof t.focus && setTimeout(() => t.focus(), 0);
	};
}
// ../../node_modules/@c15t/react/dist/hooks/use-focus-trap.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function o$31(o, u) {
	(0, import_react.useEffect)(() => {
		if (o && u && u.current) return i$16(u.current);
	}, [o, u]);
}
// ../../node_modules/@c15t/react/dist/context/theme-context.js
var o$30 = (0, import_react.createContext)({
	theme: void 0,
	noStyle: !1,
	disableAnimation: !1,
	scrollLock: !1,
	trapFocus: !0,
	colorScheme: "system"
});
var t$34 = (0, import_react.createContext)(null);
// ../../node_modules/@c15t/react/dist/hooks/use-theme.js
var n$16 = () => {
	let n = (0, import_react.useContext)(o$30), i = (0, import_react.useContext)(t$34);
	if (!n) throw Error("Theme components must be used within Theme.Root");
	return (0, import_react.useMemo)(() => (function e(t, r) {
		if (!r) return t;
		let o = { ...t };
		for (let n in r) void 0 !== r[n] && (r[n] && "object" == typeof r[n] && !Array.isArray(r[n]) && t[n] && "object" == typeof t[n] ? o[n] = e(t[n], r[n]) : o[n] = r[n]);
		return o;
	})(n, i || null), [n, i]);
};
// ../../node_modules/@c15t/ui/dist/utils/cn.js
function t$32(...r) {
	let o = [];
	for (let t of r) (function t(r, o) {
		if (o && "boolean" != typeof o) {
			if ("string" == typeof o || "number" == typeof o || "bigint" == typeof o) return void r.push(String(o));
			if (Array.isArray(o)) {
				for (let e of o) t(r, e);
				return;
			}
			for (let t in o) Object.prototype.hasOwnProperty.call(o, t) && o[t] && r.push(t);
		}
	})(o, t);
	return o.join(" ");
}
// ../../node_modules/@c15t/ui/dist/utils/deep-merge.js
function e$37(r, t) {
	if (!t || "object" != typeof t) return r;
	let o = { ...r };
	for (let r in t) t[r] && "object" == typeof t[r] && !Array.isArray(t[r]) ? o[r] = e$37(o[r] || {}, t[r]) : o[r] = t[r];
	return o;
}
// ../../node_modules/@c15t/ui/dist/utils/merge-styles.js
function s$13(s, t) {
	let l = (e) => {
		if (void 0 !== e) return "string" == typeof e ? { className: e } : e;
	}, a = l(s), n = l(t);
	if ((a?.noStyle || n?.noStyle) && n?.noStyle) return {
		className: n.className,
		style: n.style,
		noStyle: !0
	};
	let o = t$32(a?.baseClassName, a?.className, n?.baseClassName, n?.className), y = {
		...a?.style,
		...n?.style
	};
	return {
		className: o || void 0,
		style: Object.keys(y).length > 0 ? y : void 0,
		noStyle: a?.noStyle || n?.noStyle
	};
}
// ../../node_modules/@c15t/schema/dist/450.js
var LEGAL_DOCUMENT_TYPE_PREFIXES = [
	"privacy_policy",
	"dpa",
	"terms_and_conditions"
];
var isLegalDocumentType = (value) => "string" == typeof value && LEGAL_DOCUMENT_TYPE_PREFIXES.some((prefix) => value === prefix || value.startsWith(`${prefix}_`) && value.length > prefix.length + 1);
function createCompactUiProfile() {
	return {
		allowedActions: [
			"accept",
			"reject",
			"customize"
		],
		layout: [["reject", "accept"], "customize"],
		direction: "row",
		primaryActions: ["customize"],
		uiProfile: "compact"
	};
}
function offlineOptInBannerPolicy() {
	return {
		id: "offline_opt_in_banner",
		model: "opt-in",
		consent: { expiryDays: 365 },
		ui: {
			mode: "banner",
			banner: createCompactUiProfile(),
			dialog: createCompactUiProfile()
		}
	};
}
function offlineNoBannerPolicy() {
	return {
		id: "offline_no_banner",
		model: "none",
		ui: { mode: "none" }
	};
}
function offlineIabPolicy() {
	return {
		id: "offline_iab",
		model: "iab",
		consent: {
			expiryDays: 365,
			scopeMode: "permissive",
			categories: ["*"]
		}
	};
}
var policyDefaults = {
	offlineOptInBanner: () => offlineOptInBannerPolicy(),
	offlineIab: () => offlineIabPolicy(),
	offlineNoBanner: () => offlineNoBannerPolicy()
};
function stableStringify(value) {
	if (null === value || "object" != typeof value) return JSON.stringify(value);
	if (Array.isArray(value)) return `[${value.map((item) => stableStringify(item)).join(",")}]`;
	return `{${Object.entries(value).filter(([, entryValue]) => void 0 !== entryValue).sort(([a], [b]) => a.localeCompare(b)).map(([key, entryValue]) => `${JSON.stringify(key)}:${stableStringify(entryValue)}`).join(",")}}`;
}
async function hashSha256Hex(input) {
	const subtle = globalThis.crypto?.subtle;
	if (subtle) {
		const data = new TextEncoder().encode(input);
		const hash = await subtle.digest("SHA-256", data);
		return Array.from(new Uint8Array(hash)).map((byte) => byte.toString(16).padStart(2, "0")).join("");
	}
	return sha256HexPureJs(input);
}
function sha256HexPureJs(input) {
	const data = new TextEncoder().encode(input);
	const K = new Uint32Array([
		1116352408,
		1899447441,
		3049323471,
		3921009573,
		961987163,
		1508970993,
		2453635748,
		2870763221,
		3624381080,
		310598401,
		607225278,
		1426881987,
		1925078388,
		2162078206,
		2614888103,
		3248222580,
		3835390401,
		4022224774,
		264347078,
		604807628,
		770255983,
		1249150122,
		1555081692,
		1996064986,
		2554220882,
		2821834349,
		2952996808,
		3210313671,
		3336571891,
		3584528711,
		113926993,
		338241895,
		666307205,
		773529912,
		1294757372,
		1396182291,
		1695183700,
		1986661051,
		2177026350,
		2456956037,
		2730485921,
		2820302411,
		3259730800,
		3345764771,
		3516065817,
		3600352804,
		4094571909,
		275423344,
		430227734,
		506948616,
		659060556,
		883997877,
		958139571,
		1322822218,
		1537002063,
		1747873779,
		1955562222,
		2024104815,
		2227730452,
		2361852424,
		2428436474,
		2756734187,
		3204031479,
		3329325298
	]);
	const bitLen = 8 * data.length;
	const padLen = data.length + 9 + 63 >> 6 << 6 >>> 0;
	const padded = new Uint8Array(padLen);
	padded.set(data);
	padded[data.length] = 128;
	const view = new DataView(padded.buffer);
	view.setUint32(padLen - 8, Math.floor(bitLen / 2 ** 32), false);
	view.setUint32(padLen - 4, bitLen >>> 0, false);
	const H = new Uint32Array([
		1779033703,
		3144134277,
		1013904242,
		2773480762,
		1359893119,
		2600822924,
		528734635,
		1541459225
	]);
	const W = /* @__PURE__ */ new Uint32Array(64);
	const r = (v, s) => v >>> s | v << 32 - s;
	for (let off = 0; off < padLen; off += 64) {
		for (let i = 0; i < 16; i++) W[i] = view.getUint32(off + 4 * i, false);
		for (let i = 16; i < 64; i++) {
			const s0 = r(W[i - 15], 7) ^ r(W[i - 15], 18) ^ W[i - 15] >>> 3;
			const s1 = r(W[i - 2], 17) ^ r(W[i - 2], 19) ^ W[i - 2] >>> 10;
			W[i] = W[i - 16] + s0 + W[i - 7] + s1 >>> 0;
		}
		let [a, b, c, d, e, f, g, h] = H;
		for (let i = 0; i < 64; i++) {
			const t1 = h + (r(e, 6) ^ r(e, 11) ^ r(e, 25)) + (e & f ^ ~e & g) + K[i] + W[i] >>> 0;
			const t2 = (r(a, 2) ^ r(a, 13) ^ r(a, 22)) + (a & b ^ a & c ^ b & c) >>> 0;
			h = g;
			g = f;
			f = e;
			e = d + t1 >>> 0;
			d = c;
			c = b;
			b = a;
			a = t1 + t2 >>> 0;
		}
		H[0] = H[0] + a >>> 0;
		H[1] = H[1] + b >>> 0;
		H[2] = H[2] + c >>> 0;
		H[3] = H[3] + d >>> 0;
		H[4] = H[4] + e >>> 0;
		H[5] = H[5] + f >>> 0;
		H[6] = H[6] + g >>> 0;
		H[7] = H[7] + h >>> 0;
	}
	return Array.from(H).map((w) => w.toString(16).padStart(8, "0")).join("");
}
function createDeterministicFingerprintSync(value) {
	return sha256HexPureJs(stableStringify(value));
}
async function createDeterministicFingerprint(value) {
	return hashSha256Hex(stableStringify(value));
}
async function createPolicyFingerprint(policy) {
	return createDeterministicFingerprint(policy);
}
function createMaterialPolicyFingerprintInput(policy) {
	return {
		model: policy.model,
		consent: policy.consent ? {
			expiryDays: policy.consent.expiryDays,
			scopeMode: policy.consent.scopeMode,
			categories: policy.consent.categories,
			preselectedCategories: policy.consent.preselectedCategories,
			gpc: policy.consent.gpc
		} : void 0,
		ui: policy.ui ? {
			mode: policy.ui.mode,
			banner: policy.ui.banner ? {
				allowedActions: policy.ui.banner.allowedActions,
				primaryActions: policy.ui.banner.primaryActions,
				layout: policy.ui.banner.layout,
				direction: policy.ui.banner.direction
			} : void 0,
			dialog: policy.ui.dialog ? {
				allowedActions: policy.ui.dialog.allowedActions,
				primaryActions: policy.ui.dialog.primaryActions,
				layout: policy.ui.dialog.layout,
				direction: policy.ui.dialog.direction
			} : void 0
		} : void 0,
		proof: policy.proof ? {
			storeIp: policy.proof.storeIp,
			storeUserAgent: policy.proof.storeUserAgent,
			storeLanguage: policy.proof.storeLanguage
		} : void 0
	};
}
async function createMaterialPolicyFingerprint(policy) {
	return createDeterministicFingerprint(createMaterialPolicyFingerprintInput(policy));
}
var DEFAULT_PROFILE$1 = "default";
var SUPPORTED_BASE_LANGUAGES = /* @__PURE__ */ new Set([
	"bg",
	"cs",
	"cy",
	"da",
	"de",
	"el",
	"en",
	"es",
	"et",
	"fi",
	"fr",
	"ga",
	"gu",
	"he",
	"hi",
	"hr",
	"hu",
	"id",
	"is",
	"it",
	"lb",
	"lt",
	"lv",
	"mt",
	"nb",
	"nl",
	"nn",
	"pl",
	"pt",
	"rm",
	"ro",
	"sk",
	"sl",
	"sv",
	"zh"
]);
function normalizeLanguage$1(value) {
	if (!value) return;
	const normalized = value.split(",")[0]?.split(";")[0]?.trim().toLowerCase();
	if (!normalized) return;
	return normalized.split("-")[0] ?? void 0;
}
function normalizeProfiles(input) {
	const profiles = input.i18n?.messages;
	if (profiles && Object.keys(profiles).length > 0) return profiles;
	if (input.customTranslations && Object.keys(input.customTranslations).length > 0) return { [DEFAULT_PROFILE$1]: { translations: input.customTranslations } };
	return {};
}
function resolveFallbackLanguage(input) {
	const configuredFallbackLanguage = normalizeLanguage$1(input.profile?.fallbackLanguage) ?? "en";
	const profileLanguages = Object.keys(input.profile?.translations ?? {}).sort();
	if (profileLanguages.includes(configuredFallbackLanguage)) return configuredFallbackLanguage;
	if (profileLanguages.includes("en")) return "en";
	return profileLanguages[0] ?? configuredFallbackLanguage;
}
function resolveActiveProfile$1(input) {
	const requestedProfile = input.policyProfile ?? input.defaultProfile;
	return input.profiles[requestedProfile] ? requestedProfile : input.defaultProfile;
}
function validatePolicyI18nConfig(options) {
	const profiles = normalizeProfiles(options);
	const profileNames = Object.keys(profiles).sort();
	const defaultProfile = options.i18n?.defaultProfile ?? DEFAULT_PROFILE$1;
	const errors = [];
	const warnings = [];
	if (options.customTranslations && Object.keys(options.customTranslations).length > 0) warnings.push("`customTranslations` is deprecated. Migrate to `i18n.messages`.");
	if (profileNames.length > 0 && !profiles[defaultProfile]) warnings.push(`Default i18n profile '${defaultProfile}' is not configured. Fallbacks may skip expected default profile behavior.`);
	for (const policy of options.policies ?? []) {
		if (!policy.i18n) continue;
		const profile = resolveActiveProfile$1({
			profiles,
			defaultProfile,
			policyProfile: policy.i18n.messageProfile
		});
		const language = normalizeLanguage$1(policy.i18n.language);
		if (policy.i18n.messageProfile && !profiles[policy.i18n.messageProfile]) errors.push(`Policy '${policy.id}' references missing i18n profile '${policy.i18n.messageProfile}'.`);
		const activeProfile = profiles[profile];
		const hasProfileTranslations = !!activeProfile && Object.keys(activeProfile.translations ?? {}).length > 0;
		if (policy.i18n.messageProfile && !hasProfileTranslations) errors.push(`Policy '${policy.id}' references i18n profile '${policy.i18n.messageProfile}' with no configured translations.`);
		if (!policy.i18n.messageProfile && !policy.i18n.language) warnings.push(`Policy '${policy.id}' defines i18n without language or messageProfile. Runtime will use request language + default profile.`);
		if (!language) continue;
		const fallbackLanguage = profileNames.length > 0 ? resolveFallbackLanguage({ profile: activeProfile }) : "en";
		const hasProfileLanguage = !!activeProfile?.translations[language] || !!activeProfile?.translations[fallbackLanguage];
		const hasBaseLanguage = 0 === profileNames.length && SUPPORTED_BASE_LANGUAGES.has(language);
		if (!hasProfileLanguage && !hasBaseLanguage) errors.push(`Policy '${policy.id}' i18n language '${language}' has no configured translation in profile '${profile}', and no configured fallback exists.`);
	}
	return {
		profiles: profileNames,
		errors,
		warnings
	};
}
function dedupeDefinedValues(values) {
	if (!values || 0 === values.length) return;
	return [...new Set(values)];
}
function dedupeTrimmedStrings(values) {
	if (!values || 0 === values.length) return;
	const normalized = [...new Set(values.map((value) => value.trim()).filter(Boolean))];
	return normalized.length > 0 ? normalized : void 0;
}
function compactDefined(value) {
	const entries = Object.entries(value).filter(([, field]) => void 0 !== field);
	if (0 === entries.length) return;
	return Object.fromEntries(entries);
}
function hasRealPolicyUiHints(surface) {
	if (!surface) return false;
	return Object.values(surface).some((value) => {
		if (Array.isArray(value)) return value.length > 0;
		return void 0 !== value;
	});
}
var POLICY_PURPOSE_WILDCARD = "*";
function normalizeCountry(code) {
	return code.trim().toUpperCase();
}
function normalizeRegion(input) {
	return {
		country: normalizeCountry(input.country),
		region: input.region.trim().toUpperCase()
	};
}
var compiledPolicyResolverCache = /* @__PURE__ */ new WeakMap();
function normalizeCountryCode(countryCode) {
	if (!countryCode) return null;
	return countryCode.toUpperCase();
}
function normalizeRegionCode(regionCode) {
	if (!regionCode) return null;
	return (regionCode.includes("-") ? regionCode.split("-").pop() : regionCode)?.toUpperCase().trim() ?? null;
}
function createRegionMatcherKey(countryCode, regionCode) {
	return `${countryCode}:${regionCode}`;
}
function normalizeModel(policy) {
	return policy.consent?.model ?? "opt-in";
}
function normalizeCategories(policy) {
	if ("iab" === normalizeModel(policy)) return [POLICY_PURPOSE_WILDCARD];
	return dedupeTrimmedStrings(policy.consent?.categories);
}
function normalizePreselectedCategories(policy) {
	if ("iab" === normalizeModel(policy)) return;
	const preselectedCategories = policy.consent?.preselectedCategories;
	if (!preselectedCategories || 0 === preselectedCategories.length) return;
	const categories = normalizeCategories(policy);
	if ("strict" !== normalizeScopeMode(policy) || !categories || 0 === categories.length || categories.includes("*")) return dedupeTrimmedStrings(preselectedCategories);
	return dedupeTrimmedStrings(preselectedCategories.filter((category) => categories.includes(category)));
}
function normalizeScopeMode(policy) {
	return policy.consent?.scopeMode ?? "permissive";
}
function hasUiConfig(policy) {
	if (!policy.ui) return false;
	if (void 0 !== policy.ui.mode) return true;
	return hasUiSurfaceConfig(policy.ui.banner) || hasUiSurfaceConfig(policy.ui.dialog);
}
function hasUiSurfaceConfig(surface) {
	return hasRealPolicyUiHints(surface);
}
function hasExplicitMatchers(policy) {
	return (policy.match.countries?.length ?? 0) > 0 || (policy.match.regions?.length ?? 0) > 0;
}
function policyLabel(policy, index) {
	const id = policy.id?.trim();
	if (id) return `'${id}'`;
	return `at index ${index}`;
}
function collectPolicyErrors(policies, options) {
	const errors = [];
	if (policies.filter((policy) => policy.match.isDefault).length > 1) errors.push("Only one default policy is allowed");
	if (policies.filter((policy) => policy.match.fallback).length > 1) errors.push("Only one fallback policy is allowed");
	if (policies.some((policy) => policy.consent?.model === "iab") && options && true !== options.iabEnabled) errors.push("Policies using consent.model=\"iab\" require top-level iab.enabled=true");
	const iabWithUiCustomization = policies.find((policy) => policy.consent?.model === "iab" && hasUiConfig(policy));
	if (iabWithUiCustomization) errors.push(`Policy '${iabWithUiCustomization.id}' uses consent.model="iab" and cannot define ui.* overrides. IAB banner/dialog controls are fixed by TCF mode.`);
	const iabWithPreselectedCategories = policies.find((policy) => policy.consent?.model === "iab" && (policy.consent?.preselectedCategories?.length ?? 0) > 0);
	if (iabWithPreselectedCategories) errors.push(`Policy '${iabWithPreselectedCategories.id}' uses consent.model="iab" and cannot define consent.preselectedCategories.`);
	for (const [index, policy] of policies.entries()) {
		const label = policyLabel(policy, index);
		for (const surfaceName of ["banner", "dialog"]) {
			const surface = policy.ui?.[surfaceName];
			if (!surface) continue;
			const allowed = surface.allowedActions;
			if (allowed && allowed.length > 0) {
				if (surface.primaryActions && surface.primaryActions.length > 0) {
					for (const pa of surface.primaryActions) if (!allowed.includes(pa)) errors.push(`Policy ${label} ui.${surfaceName}.primaryActions '${pa}' is not in allowedActions [${allowed.join(", ")}].`);
				}
			}
			const layout = surface.layout;
			if (layout) {
				const seen = /* @__PURE__ */ new Set();
				const effectiveActions = allowed ? new Set(allowed) : void 0;
				for (const group of layout) {
					const actions = Array.isArray(group) ? group : [group];
					if (0 === actions.length) {
						errors.push(`Policy ${label} ui.${surfaceName}.layout contains an empty action group.`);
						continue;
					}
					for (const action of actions) {
						if (effectiveActions && !effectiveActions.has(action)) errors.push(`Policy ${label} ui.${surfaceName}.layout contains '${action}' which is not in allowedActions [${allowed?.join(", ")}].`);
						if (seen.has(action)) errors.push(`Policy ${label} ui.${surfaceName}.layout contains duplicate action '${action}'.`);
						seen.add(action);
					}
				}
				if (allowed && seen.size !== allowed.length) {
					const missing = allowed.filter((action) => !seen.has(action));
					if (missing.length > 0) errors.push(`Policy ${label} ui.${surfaceName}.layout must include every allowed action. Missing [${missing.join(", ")}].`);
				}
			}
		}
	}
	const idToIndex = /* @__PURE__ */ new Map();
	for (const [index, policy] of policies.entries()) {
		const id = policy.id?.trim();
		if (!id) {
			errors.push(`Policy ${policyLabel(policy, index)} is missing a non-empty id.`);
			continue;
		}
		const previousIndex = idToIndex.get(id);
		if (void 0 !== previousIndex) errors.push(`Policy IDs must be unique. Duplicate id '${id}' found at indexes ${previousIndex} and ${index}.`);
		else idToIndex.set(id, index);
		if (!policy.match.isDefault && !policy.match.fallback && !hasExplicitMatchers(policy)) errors.push(`Policy '${id}' has no matcher. Add countries or regions, or set match.isDefault=true.`);
	}
	return errors;
}
function collectPolicyWarnings(policies) {
	if (0 === policies.length) return [];
	const warnings = /* @__PURE__ */ new Set();
	if (0 === policies.filter((policy) => policy.match.isDefault).length) warnings.add("No default policy configured. Requests that do not match region/country will have no active policy.");
	if (0 === policies.filter((policy) => policy.match.fallback).length) warnings.add("No fallback policy configured. If geo-location fails, no policy will apply. Mark a strict policy with match.fallback=true.");
	const seenCountries = /* @__PURE__ */ new Map();
	const seenRegions = /* @__PURE__ */ new Map();
	for (const [index, policy] of policies.entries()) {
		const id = policy.id?.trim() || `policy_index_${index}`;
		const label = policyLabel(policy, index);
		if (policy.match.isDefault && hasExplicitMatchers(policy)) warnings.add(`Policy ${label} is marked as default and also defines explicit matchers. Explicit matchers are ignored for default resolution.`);
		for (const country of policy.match.countries ?? []) {
			const key = country.toUpperCase();
			const existing = seenCountries.get(key);
			if (existing) warnings.add(`Country matcher '${key}' appears in multiple policies (${existing} and '${id}'). First match wins by array order.`);
			else seenCountries.set(key, `'${id}'`);
		}
		for (const region of policy.match.regions ?? []) {
			const key = `${region.country.toUpperCase()}-${region.region.toUpperCase()}`;
			const existing = seenRegions.get(key);
			if (existing) warnings.add(`Region matcher '${key}' appears in multiple policies (${existing} and '${id}'). First match wins by array order.`);
			else seenRegions.set(key, `'${id}'`);
		}
	}
	return [...warnings];
}
function parsePolicyConfigs(policies) {
	if (!Array.isArray(policies)) return {
		ok: false,
		errors: ["Policy config must be an array of policy objects."]
	};
	const errors = [];
	for (let i = 0; i < policies.length; i++) {
		const p = policies[i];
		if (!p || "object" != typeof p || !("match" in p) || !p.match) errors.push(`Policy at index ${i} is invalid: missing required 'match' property.`);
	}
	if (errors.length > 0) return {
		ok: false,
		errors
	};
	return {
		ok: true,
		output: policies
	};
}
function parseOptionalPolicyConfigs(policies) {
	if (void 0 === policies) return;
	const parsed = parsePolicyConfigs(policies);
	if (!parsed.ok) throw new Error(parsed.errors[0]);
	return parsed.output;
}
function inspectPolicies(policies, options) {
	const parsedPolicies = parsePolicyConfigs(policies);
	if (!parsedPolicies.ok) return {
		errors: parsedPolicies.errors,
		warnings: []
	};
	return {
		errors: collectPolicyErrors(parsedPolicies.output, options),
		warnings: collectPolicyWarnings(parsedPolicies.output)
	};
}
function normalizeAllowedActions(surface) {
	return dedupeDefinedValues(surface?.allowedActions);
}
function flattenActionGroups(layout) {
	if (!layout || 0 === layout.length) return;
	return layout.flat();
}
function normalizeActionGroups(surface, allowedActions) {
	const layout = surface?.layout;
	if (!layout || 0 === layout.length) return allowedActions && allowedActions.length > 0 ? [allowedActions] : void 0;
	const allowedSet = allowedActions && allowedActions.length > 0 ? new Set(allowedActions) : void 0;
	const groups = [];
	const seen = /* @__PURE__ */ new Set();
	for (const group of layout) {
		const actions = dedupeDefinedValues(Array.isArray(group) ? group : [group]);
		if (!actions || 0 === actions.length) continue;
		const normalizedGroup = actions.filter((action) => {
			if (seen.has(action)) return false;
			if (allowedSet && !allowedSet.has(action)) return false;
			seen.add(action);
			return true;
		});
		if (normalizedGroup.length > 0) groups.push(normalizedGroup);
	}
	if (0 === groups.length) return;
	return groups;
}
function normalizePrimaryActions(surface, allowedActions) {
	const primaryActions = surface?.primaryActions;
	if (!primaryActions || 0 === primaryActions.length) return;
	if (allowedActions && allowedActions.length > 0) {
		const filtered = primaryActions.filter((a) => allowedActions.includes(a));
		return filtered.length > 0 ? filtered : void 0;
	}
	return primaryActions;
}
function normalizeDirection(surface) {
	const direction = surface?.direction;
	return "row" === direction || "column" === direction ? direction : void 0;
}
function normalizeUiProfile(surface) {
	const uiProfile = surface?.uiProfile;
	return "balanced" === uiProfile || "compact" === uiProfile || "strict" === uiProfile ? uiProfile : void 0;
}
function normalizeScrollLock(surface) {
	return "boolean" == typeof surface?.scrollLock ? surface.scrollLock : void 0;
}
function normalizeUiSurface(surface) {
	if (!surface) return;
	const allowedActions = normalizeAllowedActions(surface);
	const layout = normalizeActionGroups(surface, allowedActions);
	return compactDefined({
		allowedActions,
		primaryActions: normalizePrimaryActions(surface, flattenActionGroups(layout) ?? allowedActions),
		layout,
		direction: normalizeDirection(surface),
		uiProfile: normalizeUiProfile(surface),
		scrollLock: normalizeScrollLock(surface)
	});
}
function compilePolicyResolver(policies) {
	const compiled = {
		regions: /* @__PURE__ */ new Map(),
		countries: /* @__PURE__ */ new Map()
	};
	for (const policy of policies) {
		for (const region of policy.match.regions ?? []) {
			const normalizedRegion = normalizeRegion(region);
			const key = createRegionMatcherKey(normalizedRegion.country, normalizedRegion.region);
			if (!compiled.regions.has(key)) compiled.regions.set(key, policy);
		}
		for (const country of policy.match.countries ?? []) {
			const normalizedCountry = normalizeCountry(country);
			if (!compiled.countries.has(normalizedCountry)) compiled.countries.set(normalizedCountry, policy);
		}
		if (!compiled.defaultPolicy && true === policy.match.isDefault) compiled.defaultPolicy = policy;
		if (!compiled.fallbackPolicy && true === policy.match.fallback) compiled.fallbackPolicy = policy;
	}
	return compiled;
}
function getCompiledPolicyResolver(policies) {
	const cached = compiledPolicyResolverCache.get(policies);
	if (cached) return cached;
	const compiled = compilePolicyResolver(policies);
	compiledPolicyResolverCache.set(policies, compiled);
	return compiled;
}
function resolveIndexedPolicyMatch(params) {
	const { compiled, countryCode, regionCode } = params;
	if (countryCode && regionCode) {
		const regionPolicy = compiled.regions.get(createRegionMatcherKey(countryCode, regionCode));
		if (regionPolicy) return {
			policy: regionPolicy,
			matchedBy: "region"
		};
	}
	if (countryCode) {
		const countryPolicy = compiled.countries.get(countryCode);
		if (countryPolicy) return {
			policy: countryPolicy,
			matchedBy: "country"
		};
	}
	if (!countryCode && compiled.fallbackPolicy) return {
		policy: compiled.fallbackPolicy,
		matchedBy: "fallback"
	};
	if (compiled.defaultPolicy) return {
		policy: compiled.defaultPolicy,
		matchedBy: "default"
	};
}
function mapPolicy(policy) {
	const model = normalizeModel(policy);
	return {
		id: policy.id,
		model,
		i18n: policy.i18n,
		consent: {
			expiryDays: policy.consent?.expiryDays,
			scopeMode: normalizeScopeMode(policy),
			categories: normalizeCategories(policy),
			preselectedCategories: normalizePreselectedCategories(policy),
			gpc: policy.consent?.gpc
		},
		ui: "iab" === model ? void 0 : {
			mode: policy.ui?.mode,
			banner: normalizeUiSurface(policy.ui?.banner),
			dialog: normalizeUiSurface(policy.ui?.dialog)
		},
		proof: {
			storeIp: policy.proof?.storeIp,
			storeUserAgent: policy.proof?.storeUserAgent,
			storeLanguage: policy.proof?.storeLanguage
		}
	};
}
function validatePolicies(policies, options) {
	const { errors } = inspectPolicies(policies, options);
	if (errors.length > 0) throw new Error(errors[0]);
}
async function resolvePolicyDecision(params) {
	let parsedPolicies;
	try {
		parsedPolicies = parseOptionalPolicyConfigs(params.policies);
		if (parsedPolicies && parsedPolicies.length > 0) validatePolicies(parsedPolicies, void 0 === params.iabEnabled ? void 0 : { iabEnabled: params.iabEnabled });
	} catch {
		return;
	}
	if (!parsedPolicies || 0 === parsedPolicies.length) return;
	const countryCode = normalizeCountryCode(params.countryCode);
	const regionCode = normalizeRegionCode(params.regionCode);
	const matchedPolicy = resolveIndexedPolicyMatch({
		compiled: getCompiledPolicyResolver(parsedPolicies),
		countryCode,
		regionCode
	});
	if (!matchedPolicy) return;
	const policy = mapPolicy(matchedPolicy.policy);
	const fingerprint = await createPolicyFingerprint(policy);
	return {
		policy,
		matchedBy: matchedPolicy.matchedBy,
		fingerprint
	};
}
// ../../node_modules/@c15t/translations/dist/translations/en.js
var translations = {
	common: {
		acceptAll: "Accept All",
		rejectAll: "Reject All",
		customize: "Customize",
		save: "Save Settings",
		close: "Close",
		securedBy: "Secured by"
	},
	cookieBanner: {
		title: "We value your privacy",
		description: "This site uses cookies to improve your browsing experience, analyze site traffic, and show personalized content."
	},
	consentManagerDialog: {
		title: "Privacy Settings",
		description: "Customize your privacy settings here. You can choose which types of cookies and tracking technologies you allow."
	},
	consentTypes: {
		necessary: {
			title: "Strictly Necessary",
			description: "These cookies are essential for the website to function properly and cannot be disabled."
		},
		functionality: {
			title: "Functionality",
			description: "These cookies enable enhanced functionality and personalization of the website."
		},
		marketing: {
			title: "Marketing",
			description: "These cookies are used to deliver relevant advertisements and track their effectiveness."
		},
		measurement: {
			title: "Analytics",
			description: "These cookies help us understand how visitors interact with the website and improve its performance."
		},
		experience: {
			title: "Experience",
			description: "These cookies help us provide a better user experience and test new features."
		}
	},
	frame: {
		title: "Accept {category} consent to view this content.",
		actionButton: "Enable {category} consent",
		policyBlocked: "This content is unavailable under your region's consent policy.",
		loading: "Loading content…",
		error: "This content could not be loaded."
	},
	legalLinks: {
		privacyPolicy: "Privacy Policy",
		cookiePolicy: "Cookie Policy",
		termsOfService: "Terms of Service"
	},
	iab: {
		banner: {
			title: "Privacy Settings",
			description: "We and our {partnerCount} partners store and/or access information on your device and process personal data, such as unique identifiers and browsing data, for this website, to:",
			partnersLink: "{count} partners",
			andMore: "And {count} more...",
			legitimateInterestNotice: "Some partners claim a legitimate interest to process your data. You have the right to object to this processing, customize your choices, and withdraw your consent at any time.",
			scopeServiceSpecific: "Your consent applies only to this website and will not affect other services.",
			scopeGroup: "Your choice applies across our websites in this group."
		},
		preferenceCenter: {
			title: "Privacy Settings",
			description: "Customize your privacy settings here. You can choose which types of cookies and tracking technologies you allow.",
			tabs: {
				purposes: "Purposes",
				vendors: "Vendors"
			},
			purposeItem: {
				partners: "{count} partners",
				vendorsUseLegitimateInterest: "{count} vendors claim legitimate interest",
				examples: "Examples",
				partnersUsingPurpose: "Partners Using This Purpose",
				withYourPermission: "With Your Permission",
				legitimateInterest: "Legitimate Interest",
				objectButton: "Object",
				objected: "Objected",
				rightToObject: "You have the right to object to processing based on legitimate interest."
			},
			specialPurposes: {
				title: "Essential Functions (Required)",
				tooltip: "These are required for site functionality and security. Per IAB TCF, you cannot object to these special purposes."
			},
			vendorList: {
				search: "Search vendors...",
				showingCount: "{filtered} of {total} vendors",
				iabVendorsHeading: "IAB Registered Vendors",
				iabVendorsNotice: "These partners are registered with the IAB Transparency & Consent Framework (TCF), an industry standard for managing consent",
				customVendorsHeading: "Custom Partners",
				customVendorsNotice: "These are custom partners not registered with IAB Transparency & Consent Framework (TCF). They process data based on your consent and may have different privacy practices than IAB-registered vendors.",
				purposes: "Purposes",
				specialPurposes: "Special Purposes",
				specialFeatures: "Special Features",
				features: "Features",
				dataCategories: "Data Categories",
				usesCookies: "Uses Cookies",
				nonCookieAccess: "Non-Cookie Access",
				maxAge: "Max Age: {days}d",
				retention: "Retention: {days}d",
				legitimateInterest: "Leg. Interest",
				privacyPolicy: "Privacy Policy",
				storageDisclosure: "Storage Disclosure",
				requiredNotice: "Required for site functionality, cannot be disabled"
			},
			footer: { consentStorage: "Consent preferences are stored in a cookie named \"euconsent-v2\" for 13 months. The storage duration may be refreshed when you update your preferences." }
		},
		common: {
			acceptAll: "Accept All",
			rejectAll: "Reject All",
			customize: "Customize",
			saveSettings: "Save Settings",
			loading: "Loading...",
			showingSelectedVendor: "Showing selected vendor",
			clearSelection: "Clear",
			customPartner: "Custom partner not registered with IAB"
		}
	}
};
// ../../node_modules/@c15t/translations/dist/index.js
function isPlainObject(value) {
	if (!value) return false;
	if ("object" != typeof value) return false;
	if (Array.isArray(value)) return false;
	return true;
}
function deepMergeSection(baseSection, overrideSection) {
	if (!baseSection && !overrideSection) return {};
	const result = {};
	if (baseSection) for (const key of Object.keys(baseSection)) result[key] = baseSection[key];
	if (!overrideSection) return result;
	for (const key of Object.keys(overrideSection)) {
		const overrideValue = overrideSection[key];
		if (void 0 === overrideValue) continue;
		const baseValue = baseSection ? baseSection[key] : void 0;
		if (isPlainObject(baseValue) && isPlainObject(overrideValue)) result[key] = deepMergeSection(baseValue, overrideValue);
		else result[key] = overrideValue;
	}
	return result;
}
function deepMergeTranslations(base, override) {
	const sections = [
		"cookieBanner",
		"consentManagerDialog",
		"common",
		"consentTypes",
		"frame",
		"legalLinks",
		"iab"
	];
	const result = {};
	for (const section of sections) {
		const baseSection = base[section];
		const overrideSection = override[section];
		if (baseSection || overrideSection) result[section] = deepMergeSection(baseSection, overrideSection);
	}
	return result;
}
function parseAcceptLanguage(header) {
	if (!header) return [];
	const weightedCandidates = header.split(",").map((part, index) => {
		const [rawCode, ...params] = part.split(";");
		const normalizedCode = rawCode?.trim().toLowerCase();
		if (!normalizedCode) return null;
		let quality = 1;
		for (const param of params) {
			const trimmed = param.trim().toLowerCase();
			if (!trimmed.startsWith("q=")) continue;
			const parsed = Number.parseFloat(trimmed.slice(2));
			if (Number.isFinite(parsed)) quality = parsed;
			break;
		}
		return {
			code: normalizedCode.split("-")[0] ?? normalizedCode,
			quality,
			index
		};
	}).filter((candidate) => Boolean(candidate)).sort((a, b) => {
		if (b.quality !== a.quality) return b.quality - a.quality;
		return a.index - b.index;
	});
	const seen = /* @__PURE__ */ new Set();
	const normalized = [];
	for (const candidate of weightedCandidates) if (!seen.has(candidate.code)) {
		seen.add(candidate.code);
		normalized.push(candidate.code);
	}
	return normalized;
}
function selectLanguage(available, options) {
	const fallback = options?.fallback ?? "en";
	if (!available.length) return fallback;
	const candidates = parseAcceptLanguage(options?.header);
	for (const candidate of candidates) if (available.includes(candidate)) return candidate;
	return fallback;
}
function normalizeI18nConfig(config) {
	const detectBrowserLanguageFromLegacy = config?.disableAutoLanguageSwitch === void 0 ? void 0 : !config.disableAutoLanguageSwitch;
	return {
		messages: config?.i18n?.messages ?? config?.translations ?? {},
		locale: config?.i18n?.locale ?? config?.defaultLanguage,
		detectBrowserLanguage: config?.i18n?.detectBrowserLanguage ?? detectBrowserLanguageFromLegacy
	};
}
function toTranslationConfig(config) {
	return {
		translations: config.messages,
		defaultLanguage: config.locale,
		disableAutoLanguageSwitch: void 0 === config.detectBrowserLanguage ? void 0 : !config.detectBrowserLanguage
	};
}
function resolveTranslationInput(legacyConfig, i18nConfig) {
	if (!legacyConfig && !i18nConfig) return;
	return toTranslationConfig(normalizeI18nConfig({
		...legacyConfig ?? {},
		...i18nConfig ? { i18n: i18nConfig } : {}
	}));
}
function mergeTranslationConfigs(defaultConfig, customConfig) {
	const normalizedDefault = normalizeI18nConfig(defaultConfig);
	const normalizedCustom = customConfig ? normalizeI18nConfig(customConfig) : void 0;
	const translations$1 = { en: translations };
	const allTranslationSets = [normalizedDefault.messages, normalizedCustom?.messages];
	for (const translationSet of allTranslationSets) if (translationSet) for (const [lang, trans] of Object.entries(translationSet)) {
		if (!trans) continue;
		translations$1[lang] = deepMergeTranslations(translations$1[lang] || translations$1.en, trans);
	}
	return toTranslationConfig({
		messages: translations$1,
		locale: normalizedCustom?.locale ?? normalizedDefault.locale,
		detectBrowserLanguage: normalizedCustom?.detectBrowserLanguage ?? normalizedDefault.detectBrowserLanguage
	});
}
function detectBrowserLanguage(translations, defaultLanguage, disableAutoSwitch = false) {
	if (disableAutoSwitch) return defaultLanguage || "en";
	if ("u" < typeof window) return defaultLanguage || "en";
	const browserLang = window.navigator.language?.split("-")[0] || "";
	return browserLang && browserLang in translations ? browserLang : defaultLanguage || "en";
}
function prepareTranslationConfig(defaultConfig, customConfig) {
	const mergedConfig = mergeTranslationConfigs(defaultConfig, customConfig);
	const detectBrowser = !mergedConfig.disableAutoLanguageSwitch;
	const defaultLanguage = detectBrowserLanguage(mergedConfig.translations, mergedConfig.defaultLanguage, !detectBrowser);
	return {
		...mergedConfig,
		defaultLanguage
	};
}
// ../../node_modules/c15t/node_modules/zustand/esm/vanilla.mjs
var createStoreImpl = (createState) => {
	let state;
	const listeners = /* @__PURE__ */ new Set();
	const setState = (partial, replace) => {
		const nextState = typeof partial === "function" ? partial(state) : partial;
		if (!Object.is(nextState, state)) {
			const previousState = state;
			state = (replace != null ? replace : typeof nextState !== "object" || nextState === null) ? nextState : Object.assign({}, state, nextState);
			listeners.forEach((listener) => listener(state, previousState));
		}
	};
	const getState = () => state;
	const getInitialState = () => initialState;
	const subscribe = (listener) => {
		listeners.add(listener);
		return () => listeners.delete(listener);
	};
	const api = {
		setState,
		getState,
		getInitialState,
		subscribe
	};
	const initialState = state = createState(setState, getState, api);
	return api;
};
var createStore = ((createState) => createState ? createStoreImpl(createState) : createStoreImpl);
// ../../node_modules/c15t/dist/index.js
var LEADING_SLASHES_REGEX = /^\/+/;
function createResponseContext(isSuccess, data = null, error = null, response = null) {
	return {
		data,
		error,
		ok: isSuccess,
		response
	};
}
function createErrorResponse(message, status = 500, code = "ERROR", cause) {
	return createResponseContext(false, null, {
		message,
		status,
		code,
		cause
	}, null);
}
function utils_createErrorResponse(message, status = 500, code = "HANDLER_ERROR", cause) {
	return createErrorResponse(message, status, code, cause);
}
async function executeHandler(endpointHandlers, handlerKey, options) {
	const handler = endpointHandlers[handlerKey];
	if (!handler) {
		const errorResponse = utils_createErrorResponse(`No endpoint handler found for '${String(handlerKey)}'`, 404, "ENDPOINT_NOT_FOUND");
		if (options?.throw) throw new Error(`No endpoint handler found for '${String(handlerKey)}'`);
		return errorResponse;
	}
	try {
		const response = await handler(options);
		return {
			data: response.data,
			error: response.error,
			ok: response.ok ?? !response.error,
			response: response.response
		};
	} catch (error) {
		const errorResponse = utils_createErrorResponse(error instanceof Error ? error.message : String(error), 0, "HANDLER_ERROR", error);
		if (options?.throw) throw error;
		return errorResponse;
	}
}
async function customFetch(endpointHandlers, dynamicHandlers, path, options) {
	const endpointName = path.replace(LEADING_SLASHES_REGEX, "").split("/")[0];
	const handler = dynamicHandlers[path];
	if (handler) try {
		return await handler(options);
	} catch (error) {
		return utils_createErrorResponse(error instanceof Error ? error.message : String(error), 0, "HANDLER_ERROR", error);
	}
	if (!endpointName || !(endpointName in endpointHandlers)) return utils_createErrorResponse(`No endpoint handler found for '${path}'`, 404, "ENDPOINT_NOT_FOUND");
	return await executeHandler(endpointHandlers, endpointName, options);
}
async function init_init(endpointHandlers, options) {
	return await executeHandler(endpointHandlers, "init" in endpointHandlers && void 0 !== endpointHandlers.init ? "init" : "init", options);
}
async function setConsent(endpointHandlers, options) {
	return await executeHandler(endpointHandlers, "setConsent", options);
}
var CustomClient = class {
	endpointHandlers;
	dynamicHandlers = {};
	constructor(options) {
		this.endpointHandlers = options.endpointHandlers;
	}
	async init(options) {
		return init_init(this.endpointHandlers, options);
	}
	async setConsent(options) {
		return setConsent(this.endpointHandlers, options);
	}
	async identifyUser(options) {
		if (this.endpointHandlers.identifyUser) return this.endpointHandlers.identifyUser(options);
		const subjectId = options.body?.id;
		if (!subjectId) return {
			ok: false,
			data: null,
			response: null,
			error: {
				message: "Subject ID is required to identify user",
				status: 400,
				code: "MISSING_SUBJECT_ID"
			}
		};
		return this.$fetch(`/subjects/${subjectId}`, {
			...options,
			method: "PATCH"
		});
	}
	registerHandler(path, handler) {
		this.dynamicHandlers[path] = handler;
	}
	async $fetch(path, options) {
		return customFetch(this.endpointHandlers, this.dynamicHandlers, path, options);
	}
};
var DEFAULT_RETRY_CONFIG = {
	maxRetries: 3,
	initialDelayMs: 100,
	backoffFactor: 2,
	retryableStatusCodes: [
		500,
		502,
		503,
		504
	],
	nonRetryableStatusCodes: [
		400,
		401,
		403,
		404
	],
	retryOnNetworkError: true,
	shouldRetry: void 0
};
var ABSOLUTE_URL_REGEX = /^(?:[a-z+]+:)?\/\//i;
var constants_LEADING_SLASHES_REGEX = LEADING_SLASHES_REGEX;
var noop = () => {};
function createDebugLogger(enabled) {
	if (!enabled) return {
		log: noop,
		debug: noop
	};
	return {
		log: (...args) => console.log("[c15t]", ...args),
		debug: (...args) => console.debug("[c15t]", ...args)
	};
}
var _debugLogger = createDebugLogger(false);
function getDebugLogger() {
	return _debugLogger;
}
function setDebugEnabled(enabled) {
	_debugLogger = createDebugLogger(enabled);
}
var headers_C15T_VERSION_HEADERS = { ["x-c15t-version"]: "2.2.1" };
var delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function getIdentifySubjectId(submission) {
	return submission?.subjectId || submission?.id;
}
function generateUUID() {
	return "xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx".replace(/[xy]/g, (c) => {
		const r = 16 * Math.random() | 0;
		return ("x" === c ? r : 3 & r | 8).toString(16);
	});
}
function removeTrailingSlashes(str) {
	let i = str.length;
	while (i > 0 && "/" === str[i - 1]) i--;
	return str.slice(0, i);
}
function resolveUrl(backendURL, path) {
	if (ABSOLUTE_URL_REGEX.test(backendURL)) {
		const backendURLObj = new URL(backendURL);
		backendURLObj.pathname = `${removeTrailingSlashes(backendURLObj.pathname)}/${path.replace(constants_LEADING_SLASHES_REGEX, "")}`;
		return backendURLObj.toString();
	}
	return `${removeTrailingSlashes(backendURL)}/${path.replace(constants_LEADING_SLASHES_REGEX, "")}`;
}
var fetcher_createResponseContext = createResponseContext;
async function fetcher(context, path, options) {
	const finalRetryConfig = {
		...context.retryConfig,
		...options?.retryConfig || {},
		retryableStatusCodes: options?.retryConfig?.retryableStatusCodes ?? context.retryConfig.retryableStatusCodes ?? DEFAULT_RETRY_CONFIG.retryableStatusCodes,
		nonRetryableStatusCodes: options?.retryConfig?.nonRetryableStatusCodes ?? context.retryConfig.nonRetryableStatusCodes ?? DEFAULT_RETRY_CONFIG.nonRetryableStatusCodes
	};
	const { maxRetries, initialDelayMs, backoffFactor, retryableStatusCodes, nonRetryableStatusCodes, retryOnNetworkError } = finalRetryConfig;
	let attemptsMade = 0;
	let currentDelay = initialDelayMs;
	let lastErrorResponse = null;
	while (attemptsMade <= (maxRetries ?? 0)) {
		const requestId = generateUUID();
		const fetchImpl = context.customFetch || globalThis.fetch;
		const resolvedUrl = resolveUrl(context.backendURL, path);
		let url;
		try {
			url = new URL(resolvedUrl);
		} catch {
			url = new URL(resolvedUrl, window.location.origin);
		}
		if (options?.query) {
			for (const [key, value] of Object.entries(options.query)) if (void 0 !== value) url.searchParams.append(key, String(value));
		}
		const requestOptions = {
			method: options?.method || "GET",
			mode: context.corsMode,
			credentials: "include",
			headers: {
				...headers_C15T_VERSION_HEADERS,
				...context.headers,
				"X-Request-ID": requestId,
				...options?.headers
			},
			...options?.fetchOptions
		};
		if (options?.body && "GET" !== requestOptions.method) requestOptions.body = JSON.stringify(options.body);
		try {
			const response = await fetchImpl(url.toString(), requestOptions);
			let data = null;
			let parseError = null;
			try {
				if (response.headers.get("content-type")?.includes("application/json") && 204 !== response.status && "0" !== response.headers.get("content-length")) data = await response.json();
				else if (204 === response.status) data = null;
			} catch (err) {
				parseError = err;
			}
			if (parseError) {
				const errorResponse = fetcher_createResponseContext(false, null, {
					message: "Failed to parse response",
					status: response.status,
					code: "PARSE_ERROR",
					cause: parseError
				}, response);
				options?.onError?.(errorResponse, path);
				if (options?.throw) throw new Error("Failed to parse response");
				return errorResponse;
			}
			if (response.status >= 200 && response.status < 300) {
				const successResponse = fetcher_createResponseContext(true, data, null, response);
				options?.onSuccess?.(successResponse);
				return successResponse;
			}
			const errorData = data;
			const errorResponse = fetcher_createResponseContext(false, null, {
				message: errorData?.message || `Request failed with status ${response.status}`,
				status: response.status,
				code: errorData?.code || "API_ERROR",
				details: errorData?.details || null
			}, response);
			lastErrorResponse = errorResponse;
			let shouldRetryThisRequest = false;
			if (nonRetryableStatusCodes?.includes(response.status)) {
				getDebugLogger().debug(`Not retrying request to ${path} with status ${response.status} (nonRetryableStatusCodes)`);
				shouldRetryThisRequest = false;
			} else if ("function" == typeof finalRetryConfig.shouldRetry) try {
				shouldRetryThisRequest = finalRetryConfig.shouldRetry(response, {
					attemptsMade,
					url: url.toString(),
					method: requestOptions.method || "GET"
				});
				getDebugLogger().debug(`Custom retry strategy for ${path} with status ${response.status}: ${shouldRetryThisRequest}`);
			} catch {
				shouldRetryThisRequest = retryableStatusCodes?.includes(response.status) ?? false;
				getDebugLogger().debug(`Custom retry strategy failed, falling back to status code check: ${shouldRetryThisRequest}`);
			}
			else {
				shouldRetryThisRequest = retryableStatusCodes?.includes(response.status) ?? false;
				getDebugLogger().debug(`Standard retry check for ${path} with status ${response.status}: ${shouldRetryThisRequest}`);
			}
			if (!shouldRetryThisRequest || attemptsMade >= (maxRetries ?? 0)) {
				options?.onError?.(errorResponse, path);
				if (options?.throw) throw new Error(errorResponse.error?.message || "Request failed");
				return errorResponse;
			}
			attemptsMade++;
			await delay(currentDelay ?? 0);
			currentDelay = (currentDelay ?? 0) * (backoffFactor ?? 2);
		} catch (fetchError) {
			if (fetchError && "Failed to parse response" === fetchError.message) throw fetchError;
			const isNetworkError = !(fetchError instanceof Response);
			const errorResponse = fetcher_createResponseContext(false, null, {
				message: fetchError instanceof Error ? fetchError.message : String(fetchError),
				status: 0,
				code: "NETWORK_ERROR",
				cause: fetchError
			}, null);
			lastErrorResponse = errorResponse;
			if (!(isNetworkError && retryOnNetworkError) || attemptsMade >= (maxRetries ?? 0)) {
				options?.onError?.(errorResponse, path);
				if (options?.throw) throw fetchError;
				return errorResponse;
			}
			attemptsMade++;
			await delay(currentDelay ?? 0);
			currentDelay = (currentDelay ?? 0) * (backoffFactor ?? 2);
		}
	}
	const maxRetriesErrorResponse = lastErrorResponse || fetcher_createResponseContext(false, null, {
		message: `Request failed after ${maxRetries} retries`,
		status: 0,
		code: "MAX_RETRIES_EXCEEDED"
	}, null);
	options?.onError?.(maxRetriesErrorResponse, path);
	if (options?.throw) throw new Error(`Request failed after ${maxRetries} retries`);
	return maxRetriesErrorResponse;
}
function getDefaultCookieOptions(config) {
	return {
		expiryDays: config?.defaultExpiryDays ?? 365,
		crossSubdomain: config?.crossSubdomain ?? false,
		domain: config?.defaultDomain ?? "",
		path: "/",
		secure: "u" > typeof window && "https:" === window.location.protocol,
		sameSite: "Lax"
	};
}
function getRootDomain() {
	if ("u" < typeof window) return "";
	const hostname = window.location.hostname;
	if ("localhost" === hostname || /^\d+\.\d+\.\d+\.\d+$/.test(hostname)) return hostname;
	const parts = hostname.split(".");
	if (parts.length >= 2) return `.${parts.slice(-2).join(".")}`;
	return hostname;
}
var COOKIE_KEY_MAP = {
	consents: "c",
	consentInfo: "i",
	timestamp: "ts",
	iabCustomVendorConsents: "icv",
	iabCustomVendorLegitimateInterests: "icvli",
	time: "t",
	type: "y",
	id: "id",
	subjectId: "sid",
	externalId: "eid",
	materialPolicyFingerprint: "mpf",
	identityProvider: "idp"
};
var REVERSE_COOKIE_KEY_MAP = Object.entries(COOKIE_KEY_MAP).reduce((acc, [key, value]) => {
	acc[value] = key;
	return acc;
}, {});
function shortenFlatKeys(flattened) {
	const shortened = {};
	for (const [key, value] of Object.entries(flattened)) {
		const shortenedKeys = key.split(".").map((k) => COOKIE_KEY_MAP[k] || k);
		shortened[shortenedKeys.join(".")] = value;
	}
	return shortened;
}
function expandFlatKeys(shortened) {
	const expanded = {};
	for (const [key, value] of Object.entries(shortened)) {
		const expandedKeys = key.split(".").map((k) => REVERSE_COOKIE_KEY_MAP[k] || k);
		expanded[expandedKeys.join(".")] = value;
	}
	return expanded;
}
function flattenObject(obj, prefix = "") {
	const flattened = {};
	for (const [key, value] of Object.entries(obj)) {
		const newKey = prefix ? `${prefix}.${key}` : key;
		if (null == value) flattened[newKey] = "";
		else if ("boolean" == typeof value) {
			if (value) flattened[newKey] = "1";
		} else if ("object" != typeof value || Array.isArray(value)) flattened[newKey] = String(value);
		else Object.assign(flattened, flattenObject(value, newKey));
	}
	return flattened;
}
function unflattenObject(flattened) {
	const result = {};
	for (const [key, value] of Object.entries(flattened)) {
		const keys = key.split(".");
		if (0 === keys.length) continue;
		let current = result;
		for (let i = 0; i < keys.length - 1; i++) {
			const k = keys[i];
			if (void 0 !== k) {
				if (!current[k]) current[k] = {};
				current = current[k];
			}
		}
		const lastKey = keys[keys.length - 1];
		if (void 0 !== lastKey) if ("1" === value) current[lastKey] = true;
		else if ("0" === value) current[lastKey] = false;
		else if ("" === value) current[lastKey] = null;
		else if (Number.isNaN(Number(value)) || "" === value) current[lastKey] = value;
		else current[lastKey] = Number(value);
	}
	return result;
}
function flatToString(flattened) {
	return Object.entries(flattened).map(([key, value]) => `${key}:${value}`).join(",");
}
function stringToFlat(str) {
	if (!str) return {};
	const result = {};
	const pairs = str.split(",");
	for (const pair of pairs) {
		const colonIndex = pair.indexOf(":");
		if (-1 === colonIndex) continue;
		const key = pair.substring(0, colonIndex);
		result[key] = pair.substring(colonIndex + 1);
	}
	return result;
}
function setCookie(name, value, options, config) {
	if ("u" < typeof document) return;
	const opts = {
		...getDefaultCookieOptions(config),
		...options
	};
	if (opts.crossSubdomain && !options?.domain) opts.domain = getRootDomain();
	try {
		let cookieValue;
		if ("string" == typeof value) cookieValue = value;
		else cookieValue = flatToString(shortenFlatKeys(flattenObject(value)));
		const date = /* @__PURE__ */ new Date();
		date.setTime(date.getTime() + 24 * opts.expiryDays * 36e5);
		const expires = `expires=${date.toUTCString()}`;
		const parts = [
			`${name}=${cookieValue}`,
			expires,
			`path=${opts.path}`
		];
		if (opts.domain) parts.push(`domain=${opts.domain}`);
		if (opts.secure) parts.push("secure");
		if (opts.sameSite) parts.push(`SameSite=${opts.sameSite}`);
		document.cookie = parts.join("; ");
	} catch (error) {
		console.warn(`Failed to set cookie "${name}":`, error);
	}
}
function getCookie(name) {
	if ("u" < typeof document) return null;
	try {
		const nameEQ = `${name}=`;
		const cookies = document.cookie.split(";");
		for (const cookie of cookies) {
			let c = cookie;
			while (" " === c.charAt(0)) c = c.substring(1);
			if (0 === c.indexOf(nameEQ)) {
				const cookieValue = c.substring(nameEQ.length);
				if (cookieValue.includes(":")) return unflattenObject(expandFlatKeys(stringToFlat(cookieValue)));
				return cookieValue;
			}
		}
		return null;
	} catch (error) {
		console.warn(`Failed to get cookie "${name}":`, error);
		return null;
	}
}
function deleteCookie(name, options, config) {
	if ("u" < typeof document) return;
	const opts = {
		...getDefaultCookieOptions(config),
		...options
	};
	if (opts.crossSubdomain && !options?.domain) opts.domain = getRootDomain();
	try {
		const parts = [
			`${name}=`,
			"expires=Thu, 01 Jan 1970 00:00:00 GMT",
			`path=${opts.path}`
		];
		if (opts.domain) parts.push(`domain=${opts.domain}`);
		document.cookie = parts.join("; ");
	} catch (error) {
		console.warn(`Failed to delete cookie "${name}":`, error);
	}
}
var defaultTranslationConfig = {
	translations: { en: translations },
	defaultLanguage: "en",
	disableAutoLanguageSwitch: false
};
var consent_types_consentTypes = [
	{
		defaultValue: true,
		description: "These trackers are used for activities that are strictly necessary to operate or deliver the service you requested from us and, therefore, do not require you to consent.",
		disabled: true,
		display: true,
		gdprType: 1,
		name: "necessary"
	},
	{
		defaultValue: false,
		description: "These trackers enable basic interactions and functionalities that allow you to access selected features of our service and facilitate your communication with us.",
		display: false,
		gdprType: 2,
		name: "functionality"
	},
	{
		defaultValue: false,
		description: "These trackers help us to measure traffic and analyze your behavior to improve our service.",
		display: false,
		gdprType: 4,
		name: "measurement"
	},
	{
		defaultValue: false,
		description: "These trackers help us to improve the quality of your user experience and enable interactions with external content, networks, and platforms.",
		display: false,
		gdprType: 3,
		name: "experience"
	},
	{
		defaultValue: false,
		description: "These trackers help us to deliver personalized ads or marketing content to you, and to measure their performance.",
		display: false,
		gdprType: 5,
		name: "marketing"
	}
];
var allConsentNames = consent_types_consentTypes.map((consent) => consent.name);
var STORAGE_KEY = "privacy-consent-storage";
var initial_state_initialState = {
	debug: false,
	config: {
		pkg: "c15t",
		version: "2.2.1",
		mode: "Unknown"
	},
	consents: consent_types_consentTypes.reduce((acc, consent) => {
		acc[consent.name] = consent.defaultValue;
		return acc;
	}, {}),
	selectedConsents: consent_types_consentTypes.reduce((acc, consent) => {
		acc[consent.name] = consent.defaultValue;
		return acc;
	}, {}),
	consentInfo: null,
	branding: "c15t",
	activeUI: "none",
	isLoadingConsentInfo: false,
	hasFetchedBanner: false,
	lastBannerFetchData: null,
	consentCategories: ["necessary"],
	callbacks: {},
	locationInfo: null,
	overrides: void 0,
	legalLinks: {},
	translationConfig: defaultTranslationConfig,
	user: void 0,
	networkBlocker: void 0,
	storageConfig: void 0,
	includeNonDisplayedConsents: false,
	consentTypes: consent_types_consentTypes,
	iframeBlockerConfig: { disableAutomaticBlocking: false },
	scripts: [],
	loadedScripts: {},
	scriptIdMap: {},
	model: "opt-in",
	policyBanner: {},
	policyDialog: {},
	policyCategories: null,
	policyScopeMode: null,
	initDataSource: null,
	initDataSourceDetail: null,
	iab: null,
	reloadOnConsentRevoked: true,
	ssrDataUsed: false,
	ssrSkippedReason: null
};
function sanitizeIdentifier(value) {
	if ("string" != typeof value) return;
	const normalized = value.trim();
	if ("" === normalized || "undefined" === normalized || "null" === normalized) return;
	return normalized;
}
function sanitizeSubjectIdentifiers(identifiers) {
	const externalId = sanitizeIdentifier(identifiers.externalId);
	const identityProvider = sanitizeIdentifier(identifiers.identityProvider);
	return {
		...externalId ? { externalId } : {},
		...identityProvider ? { identityProvider } : {}
	};
}
function sanitizeConsentInfo(consentInfo) {
	if (!consentInfo) return consentInfo;
	const sanitized = { ...consentInfo };
	const { externalId, identityProvider } = sanitizeSubjectIdentifiers({
		externalId: sanitized.externalId,
		identityProvider: sanitized.identityProvider
	});
	if (externalId) sanitized.externalId = externalId;
	else delete sanitized.externalId;
	if (identityProvider) sanitized.identityProvider = identityProvider;
	else delete sanitized.identityProvider;
	return sanitized;
}
function isLegacyConsentFormat(data) {
	if ("object" != typeof data || null === data) return false;
	const consentInfo = data.consentInfo;
	if (!consentInfo || "object" != typeof consentInfo) return false;
	const hasLegacyId = "string" == typeof consentInfo.id;
	const hasSubjectId = "string" == typeof consentInfo.subjectId;
	return hasLegacyId && !hasSubjectId;
}
function migrateLegacyStorage(config) {
	const newKey = config?.storageKey || "c15t";
	const legacyKey = STORAGE_KEY;
	if (newKey === legacyKey) return;
	try {
		if ("u" > typeof window && window.localStorage) {
			if (window.localStorage.getItem(newKey)) return void window.localStorage.removeItem(legacyKey);
			const legacyData = window.localStorage.getItem(legacyKey);
			if (legacyData) {
				window.localStorage.setItem(newKey, legacyData);
				window.localStorage.removeItem(legacyKey);
				getDebugLogger().log(`Migrated consent data from "${legacyKey}" to "${newKey}"`);
			}
		}
	} catch (error) {
		console.warn("[c15t] Failed to migrate legacy storage:", error);
	}
}
function saveConsentToStorage(data, options, config) {
	let localStorageSuccess = false;
	let cookieSuccess = false;
	const storageKey = config?.storageKey || "c15t";
	const existing = getConsentFromStorage(config);
	const cleanedData = {
		...existing,
		...data,
		consentInfo: sanitizeConsentInfo(data.consentInfo || existing?.consentInfo ? {
			...existing?.consentInfo ?? {},
			...data.consentInfo ?? {}
		} : void 0),
		iabCustomVendorConsents: data.iabCustomVendorConsents ?? existing?.iabCustomVendorConsents,
		iabCustomVendorLegitimateInterests: data.iabCustomVendorLegitimateInterests ?? existing?.iabCustomVendorLegitimateInterests
	};
	if (!cleanedData.iabCustomVendorConsents || 0 === Object.keys(cleanedData.iabCustomVendorConsents).length) delete cleanedData.iabCustomVendorConsents;
	if (!cleanedData.iabCustomVendorLegitimateInterests || 0 === Object.keys(cleanedData.iabCustomVendorLegitimateInterests).length) delete cleanedData.iabCustomVendorLegitimateInterests;
	try {
		if ("u" > typeof window && window.localStorage) {
			window.localStorage.setItem(storageKey, JSON.stringify(cleanedData));
			localStorageSuccess = true;
		}
	} catch (error) {
		console.warn("Failed to save consent to localStorage:", error);
	}
	try {
		setCookie(storageKey, cleanedData, options, config);
		cookieSuccess = true;
	} catch (error) {
		console.warn("Failed to save consent to cookie:", error);
	}
	if (!localStorageSuccess && !cookieSuccess) throw new Error("Failed to save consent to any storage method");
}
function normalizeConsentData(data) {
	const consents = data.consents || {};
	const normalizedConsents = { ...consents };
	for (const consentName of allConsentNames) normalizedConsents[consentName] = consents[consentName] ?? false;
	return {
		...data,
		consents: normalizedConsents
	};
}
function getConsentFromStorage(config) {
	migrateLegacyStorage(config);
	const storageKey = config?.storageKey || "c15t";
	let localStorageData = null;
	let cookieData = null;
	try {
		if ("u" > typeof window && window.localStorage) {
			const stored = window.localStorage.getItem(storageKey);
			if (stored) localStorageData = JSON.parse(stored);
		}
	} catch (error) {
		console.warn("Failed to read consent from localStorage:", error);
	}
	try {
		cookieData = getCookie(storageKey);
	} catch (error) {
		console.warn("Failed to read consent from cookie:", error);
	}
	let chosenData = null;
	let chosenSource = null;
	if (cookieData) {
		chosenData = cookieData;
		chosenSource = "cookie";
	} else if (localStorageData) {
		chosenData = localStorageData;
		chosenSource = "localStorage";
	}
	if (chosenData && chosenSource) {
		const isCrossSubdomain = config?.crossSubdomain === true || !!config?.defaultDomain;
		if ("localStorage" !== chosenSource || cookieData) {
			if ("cookie" === chosenSource) try {
				if ("u" > typeof window && window.localStorage) {
					let normalizedCookieData = chosenData;
					if ("object" == typeof normalizedCookieData && null !== normalizedCookieData && "consents" in normalizedCookieData) normalizedCookieData = normalizeConsentData(normalizedCookieData);
					let normalizedLocalStorageData = null;
					try {
						const stored = window.localStorage.getItem(storageKey);
						if (stored) {
							const parsed = JSON.parse(stored);
							normalizedLocalStorageData = "object" == typeof parsed && null !== parsed && "consents" in parsed ? normalizeConsentData(parsed) : parsed;
						}
					} catch {
						normalizedLocalStorageData = null;
					}
					const cookieJson = JSON.stringify(normalizedCookieData);
					if (cookieJson !== JSON.stringify(normalizedLocalStorageData)) {
						window.localStorage.setItem(storageKey, cookieJson);
						if (normalizedLocalStorageData) if (isCrossSubdomain) getDebugLogger().log("Updated localStorage with consent from cookie (cross-subdomain mode)");
						else getDebugLogger().log("Updated localStorage with consent from cookie");
						else getDebugLogger().log("Synced consent from cookie to localStorage");
					}
				}
			} catch (error) {
				console.warn("[c15t] Failed to sync consent to localStorage:", error);
			}
		} else try {
			setCookie(storageKey, chosenData, void 0, config);
			getDebugLogger().log("Synced consent from localStorage to cookie");
		} catch (error) {
			console.warn("[c15t] Failed to sync consent to cookie:", error);
		}
	}
	if (chosenData && isLegacyConsentFormat(chosenData)) {
		getDebugLogger().log("Detected legacy consent format (v1.x). Re-consent required for v2.0.");
		deleteConsentFromStorage(void 0, config);
		return null;
	}
	if (chosenData && "object" == typeof chosenData) {
		const normalizedData = normalizeConsentData(chosenData);
		if ("object" == typeof normalizedData && null !== normalizedData && "consentInfo" in normalizedData) {
			const dataWithConsentInfo = normalizedData;
			dataWithConsentInfo.consentInfo = sanitizeConsentInfo(dataWithConsentInfo.consentInfo);
			return dataWithConsentInfo;
		}
		return normalizedData;
	}
	return chosenData;
}
function deleteConsentFromStorage(options, config) {
	const storageKey = config?.storageKey || "c15t";
	try {
		if ("u" > typeof window && window.localStorage) {
			window.localStorage.removeItem(storageKey);
			if (storageKey !== STORAGE_KEY) window.localStorage.removeItem(STORAGE_KEY);
		}
	} catch (error) {
		console.warn("Failed to remove consent from localStorage:", error);
	}
	try {
		deleteCookie(storageKey, options, config);
		if (storageKey !== STORAGE_KEY) deleteCookie(STORAGE_KEY, options, config);
	} catch (error) {
		console.warn("Failed to remove consent cookie:", error);
	}
}
var API_ENDPOINTS = {
	INIT: "/init",
	POST_SUBJECT: "/subjects",
	GET_SUBJECT: "/subjects",
	PATCH_SUBJECT: "/subjects",
	CHECK_CONSENT: "/consents/check",
	LIST_SUBJECTS: "/subjects"
};
async function withFallback(context, endpoint, method, options, fallbackFn) {
	try {
		const response = await fetcher(context, endpoint, {
			method,
			...options
		});
		if (response.ok) return response;
		console.warn(`API request failed, falling back to offline mode for ${endpoint}`);
		return fallbackFn(options);
	} catch (error) {
		console.warn(`Error calling ${endpoint}, falling back to offline mode:`, error);
		return fallbackFn(options);
	}
}
async function offlineFallbackForIdentifyUser(options) {
	const pendingSubmissionsKey = "c15t-pending-identify-submissions";
	const newSubjectId = getIdentifySubjectId(options?.body);
	try {
		if ("u" > typeof window && options?.body && window.localStorage) {
			let pendingSubmissions = [];
			try {
				const storedSubmissions = window.localStorage.getItem(pendingSubmissionsKey);
				if (storedSubmissions) pendingSubmissions = JSON.parse(storedSubmissions);
			} catch (e) {
				console.warn("Error parsing pending identify submissions:", e);
				pendingSubmissions = [];
			}
			const newSubmission = options.body;
			if (!pendingSubmissions.some((submission) => getIdentifySubjectId(submission) === newSubjectId && submission.externalId === newSubmission.externalId)) {
				pendingSubmissions.push(newSubmission);
				window.localStorage.setItem(pendingSubmissionsKey, JSON.stringify(pendingSubmissions));
				getDebugLogger().log("Queued identify user submission for retry on next page load");
			}
		}
	} catch (error) {
		console.warn("Failed to write to localStorage in identify offline fallback:", error);
	}
	const response = fetcher_createResponseContext(true, null, null, null);
	if (options?.onSuccess) await options.onSuccess(response);
	return response;
}
async function identifyUser(context, storageConfig, options) {
	const { body, ...restOptions } = options;
	const subjectId = getIdentifySubjectId(body);
	if (!body || !subjectId) return {
		ok: false,
		data: null,
		response: null,
		error: {
			message: "Subject ID is required to identify user",
			status: 400,
			code: "MISSING_SUBJECT_ID"
		}
	};
	const existingData = getConsentFromStorage(storageConfig);
	saveConsentToStorage({
		consents: existingData?.consents || {},
		consentInfo: {
			...existingData?.consentInfo,
			time: existingData?.consentInfo?.time || Date.now(),
			subjectId,
			externalId: body.externalId,
			identityProvider: body.identityProvider
		}
	}, void 0, storageConfig);
	const path = `${API_ENDPOINTS.PATCH_SUBJECT}/${subjectId}`;
	const { subjectId: _subjectId, id: _legacySubjectId, ...patchBody } = body;
	return withFallback(context, path, "PATCH", {
		...restOptions,
		body: patchBody
	}, async (fallbackOptions) => {
		const fullBody = {
			subjectId,
			...fallbackOptions?.body
		};
		return offlineFallbackForIdentifyUser({
			...fallbackOptions,
			body: fullBody
		});
	});
}
function resolveNoPolicyFallback() {
	return policyDefaults.offlineNoBanner();
}
function resolveFallbackPolicy(options) {
	if (options.explicitPolicy) return options.explicitPolicy;
	return policyDefaults.offlineOptInBanner();
}
function buildFallbackInitData(options) {
	const data = {
		jurisdiction: options.jurisdiction ?? "NONE",
		location: {
			countryCode: options.countryCode ?? null,
			regionCode: options.regionCode ?? null
		},
		translations: {
			language: options.language ?? "en",
			translations: options.translations ?? translations
		},
		branding: "c15t",
		gvl: options.gvl ?? null
	};
	if (options.policy) data.policy = options.policy;
	if (options.policyDecision) data.policyDecision = options.policyDecision;
	if (options.policySnapshotToken) data.policySnapshotToken = options.policySnapshotToken;
	return data;
}
async function createFallbackContext(options, data) {
	const response = fetcher_createResponseContext(true, data, null, null);
	if (options?.onSuccess) await options.onSuccess(response);
	return response;
}
async function offlineFallbackForConsentBanner(options, iabConfig) {
	const fallbackPolicy = resolveFallbackPolicy({});
	let gvl = null;
	if (iabConfig?.enabled && "iab" === fallbackPolicy.model) try {
		const fetchGVL = iabConfig._module?.fetchGVL;
		if (fetchGVL) {
			const acceptLanguage = options?.headers?.["accept-language"];
			gvl = await fetchGVL(iabConfig.vendorIds, acceptLanguage ? { headers: { "accept-language": acceptLanguage } } : void 0);
		}
	} catch (error) {
		console.warn("Failed to fetch GVL in offline fallback:", error);
	}
	return createFallbackContext(options, buildFallbackInitData({
		countryCode: options?.headers?.["x-c15t-country"] ?? null,
		regionCode: options?.headers?.["x-c15t-region"] ?? null,
		gvl,
		policy: fallbackPolicy
	}));
}
async function hosted_init_init(context, options, iabConfig) {
	try {
		const response = await fetcher(context, API_ENDPOINTS.INIT, {
			method: "GET",
			...options
		});
		if (response.ok) return response;
		console.warn("API request failed, falling back to offline mode for consent banner");
		return offlineFallbackForConsentBanner(options, iabConfig);
	} catch (error) {
		console.warn("Error fetching consent banner info, falling back to offline mode:", error);
		return offlineFallbackForConsentBanner(options, iabConfig);
	}
}
var PENDING_CONSENT_KEY = "c15t-pending-consent-submissions";
var PENDING_IDENTIFY_KEY = "c15t-pending-identify-submissions";
function checkPendingConsentSubmissions(_context, processPendingSubmissions) {
	const pendingSubmissionsKey = PENDING_CONSENT_KEY;
	if ("u" < typeof window || !window.localStorage) return;
	try {
		window.localStorage.setItem("c15t-storage-test-key", "test");
		window.localStorage.removeItem("c15t-storage-test-key");
		const pendingSubmissionsStr = window.localStorage.getItem(pendingSubmissionsKey);
		if (!pendingSubmissionsStr) return;
		const pendingSubmissions = JSON.parse(pendingSubmissionsStr);
		if (!pendingSubmissions.length) return void window.localStorage.removeItem(pendingSubmissionsKey);
		getDebugLogger().log(`Found ${pendingSubmissions.length} pending consent submission(s) to retry`);
		setTimeout(() => {
			processPendingSubmissions(pendingSubmissions);
		}, 2e3);
	} catch (error) {
		console.warn("Failed to check for pending consent submissions:", error);
	}
}
async function processPendingConsentSubmissions(context, submissions) {
	const pendingSubmissionsKey = PENDING_CONSENT_KEY;
	const maxRetries = 3;
	const remainingSubmissions = [...submissions];
	for (let i = 0; i < maxRetries && remainingSubmissions.length > 0; i++) {
		const successfulSubmissions = [];
		for (let j = 0; j < remainingSubmissions.length; j++) {
			const submission = remainingSubmissions[j];
			if (submission) try {
				const { externalId: externalSubjectId, identityProvider } = sanitizeSubjectIdentifiers({
					externalId: submission.externalSubjectId,
					identityProvider: submission.identityProvider
				});
				const sanitizedSubmission = {
					...submission,
					...externalSubjectId ? { externalSubjectId } : {},
					...identityProvider ? { identityProvider } : {}
				};
				if (!externalSubjectId) delete sanitizedSubmission.externalSubjectId;
				if (!identityProvider) delete sanitizedSubmission.identityProvider;
				getDebugLogger().log("Retrying consent submission:", submission);
				if ((await fetcher(context, API_ENDPOINTS.POST_SUBJECT, {
					method: "POST",
					body: sanitizedSubmission
				})).ok) {
					getDebugLogger().log("Successfully resubmitted consent");
					successfulSubmissions.push(j);
				}
			} catch (error) {
				console.warn("Failed to resend consent submission:", error);
			}
		}
		for (let k = successfulSubmissions.length - 1; k >= 0; k--) {
			const index = successfulSubmissions[k];
			if (void 0 !== index) remainingSubmissions.splice(index, 1);
		}
		if (0 === remainingSubmissions.length) break;
		if (i < 2) await delay(1e3 * (i + 1));
	}
	try {
		if ("u" > typeof window && window.localStorage) if (remainingSubmissions.length > 0) {
			window.localStorage.setItem(pendingSubmissionsKey, JSON.stringify(remainingSubmissions));
			getDebugLogger().log(`${remainingSubmissions.length} consent submissions still pending for future retry`);
		} else {
			window.localStorage.removeItem(pendingSubmissionsKey);
			getDebugLogger().log("All pending consent submissions processed successfully");
		}
	} catch (error) {
		console.warn("Error updating pending submissions storage:", error);
	}
}
function checkPendingIdentifySubmissions(_context, processPendingSubmissions) {
	if ("u" < typeof window || !window.localStorage) return;
	try {
		const pendingSubmissionsStr = window.localStorage.getItem(PENDING_IDENTIFY_KEY);
		if (!pendingSubmissionsStr) return;
		const pendingSubmissions = JSON.parse(pendingSubmissionsStr);
		if (!pendingSubmissions.length) return void window.localStorage.removeItem(PENDING_IDENTIFY_KEY);
		getDebugLogger().log(`Found ${pendingSubmissions.length} pending identify user submission(s) to retry`);
		setTimeout(() => {
			processPendingSubmissions(pendingSubmissions);
		}, 2500);
	} catch (error) {
		console.warn("Failed to check for pending identify submissions:", error);
	}
}
async function processPendingIdentifySubmissions(context, submissions) {
	const maxRetries = 3;
	const remainingSubmissions = [...submissions];
	for (let i = 0; i < maxRetries && remainingSubmissions.length > 0; i++) {
		const successfulSubmissions = [];
		for (let j = 0; j < remainingSubmissions.length; j++) {
			const submission = remainingSubmissions[j];
			if (!submission) continue;
			const subjectId = getIdentifySubjectId(submission);
			if (!subjectId) {
				console.warn("Dropping pending identify submission without a subject ID");
				successfulSubmissions.push(j);
				continue;
			}
			if (!submission.externalId) {
				console.warn("Dropping pending identify submission without an externalId");
				successfulSubmissions.push(j);
				continue;
			}
			try {
				getDebugLogger().log("Retrying identify user submission:", submission);
				const path = `${API_ENDPOINTS.PATCH_SUBJECT}/${subjectId}`;
				const { subjectId: _subjectId, id: _legacySubjectId, ...patchBody } = submission;
				if ((await fetcher(context, path, {
					method: "PATCH",
					body: patchBody
				})).ok) {
					getDebugLogger().log("Successfully resubmitted identify user");
					successfulSubmissions.push(j);
				}
			} catch (error) {
				console.warn("Failed to resend identify user submission:", error);
			}
		}
		for (let k = successfulSubmissions.length - 1; k >= 0; k--) {
			const index = successfulSubmissions[k];
			if (void 0 !== index) remainingSubmissions.splice(index, 1);
		}
		if (0 === remainingSubmissions.length) break;
		if (i < 2) await delay(1e3 * (i + 1));
	}
	try {
		if ("u" > typeof window && window.localStorage) if (remainingSubmissions.length > 0) {
			window.localStorage.setItem(PENDING_IDENTIFY_KEY, JSON.stringify(remainingSubmissions));
			getDebugLogger().log(`${remainingSubmissions.length} identify submissions still pending for future retry`);
		} else {
			window.localStorage.removeItem(PENDING_IDENTIFY_KEY);
			getDebugLogger().log("All pending identify submissions processed successfully");
		}
	} catch (error) {
		console.warn("Error updating pending identify submissions storage:", error);
	}
}
async function offlineFallbackForSetConsent(storageConfig, options) {
	const pendingSubmissionsKey = "c15t-pending-consent-submissions";
	const subjectId = options?.body?.subjectId;
	try {
		if ("u" > typeof window) {
			saveConsentToStorage({
				consents: options?.body?.preferences || {},
				consentInfo: {
					time: Date.now(),
					subjectId,
					externalId: options?.body?.externalSubjectId,
					identityProvider: options?.body?.identityProvider
				}
			}, void 0, storageConfig);
			if (options?.body && window.localStorage) {
				let pendingSubmissions = [];
				try {
					const storedSubmissions = window.localStorage.getItem(pendingSubmissionsKey);
					if (storedSubmissions) pendingSubmissions = JSON.parse(storedSubmissions);
				} catch (e) {
					console.warn("Error parsing pending submissions:", e);
					pendingSubmissions = [];
				}
				const newSubmission = options.body;
				if (!pendingSubmissions.some((submission) => JSON.stringify(submission) === JSON.stringify(newSubmission))) {
					pendingSubmissions.push(newSubmission);
					window.localStorage.setItem(pendingSubmissionsKey, JSON.stringify(pendingSubmissions));
					getDebugLogger().log("Queued consent submission for retry on next page load");
				}
			}
		}
	} catch (error) {
		console.warn("Failed to write to localStorage in offline fallback:", error);
	}
	const response = fetcher_createResponseContext(true, null, null, null);
	if (options?.onSuccess) await options.onSuccess(response);
	return response;
}
async function set_consent_setConsent(context, storageConfig, options) {
	saveConsentToStorage({
		consents: options?.body?.preferences || {},
		consentInfo: {
			time: Date.now(),
			subjectId: options?.body?.subjectId,
			externalId: options?.body?.externalSubjectId,
			identityProvider: options?.body?.identityProvider
		}
	}, void 0, storageConfig);
	return await withFallback(context, API_ENDPOINTS.POST_SUBJECT, "POST", options, async (fallbackOptions) => offlineFallbackForSetConsent(storageConfig, fallbackOptions));
}
var C15tClient = class {
	backendURL;
	storageConfig;
	iabConfig;
	headers;
	customFetch;
	corsMode;
	retryConfig;
	fetcherContext;
	constructor(options) {
		this.backendURL = options.backendURL.endsWith("/") ? options.backendURL.slice(0, -1) : options.backendURL;
		this.headers = {
			"Content-Type": "application/json",
			...options.headers
		};
		this.customFetch = options.customFetch;
		this.corsMode = options.corsMode || "cors";
		this.storageConfig = options.storageConfig;
		this.iabConfig = options.iabConfig;
		this.retryConfig = {
			maxRetries: options.retryConfig?.maxRetries ?? DEFAULT_RETRY_CONFIG.maxRetries ?? 3,
			initialDelayMs: options.retryConfig?.initialDelayMs ?? DEFAULT_RETRY_CONFIG.initialDelayMs ?? 100,
			backoffFactor: options.retryConfig?.backoffFactor ?? DEFAULT_RETRY_CONFIG.backoffFactor ?? 2,
			retryableStatusCodes: options.retryConfig?.retryableStatusCodes ?? DEFAULT_RETRY_CONFIG.retryableStatusCodes,
			nonRetryableStatusCodes: options.retryConfig?.nonRetryableStatusCodes ?? DEFAULT_RETRY_CONFIG.nonRetryableStatusCodes,
			shouldRetry: options.retryConfig?.shouldRetry ?? DEFAULT_RETRY_CONFIG.shouldRetry,
			retryOnNetworkError: options.retryConfig?.retryOnNetworkError ?? DEFAULT_RETRY_CONFIG.retryOnNetworkError
		};
		this.fetcherContext = {
			backendURL: this.backendURL,
			headers: this.headers,
			customFetch: this.customFetch,
			corsMode: this.corsMode,
			retryConfig: this.retryConfig
		};
		this.checkPendingConsentSubmissions();
		this.checkPendingIdentifySubmissions();
	}
	async init(options) {
		return hosted_init_init(this.fetcherContext, options, this.iabConfig);
	}
	async setConsent(options) {
		return set_consent_setConsent(this.fetcherContext, this.storageConfig, options);
	}
	async identifyUser(options) {
		return identifyUser(this.fetcherContext, this.storageConfig, options);
	}
	async $fetch(path, options) {
		return fetcher(this.fetcherContext, path, options);
	}
	checkPendingConsentSubmissions() {
		checkPendingConsentSubmissions(this.fetcherContext, (submissions) => this.processPendingConsentSubmissions(submissions));
	}
	async processPendingConsentSubmissions(submissions) {
		return processPendingConsentSubmissions(this.fetcherContext, submissions);
	}
	checkPendingIdentifySubmissions() {
		checkPendingIdentifySubmissions(this.fetcherContext, (submissions) => this.processPendingIdentifySubmissions(submissions));
	}
	async processPendingIdentifySubmissions(submissions) {
		return processPendingIdentifySubmissions(this.fetcherContext, submissions);
	}
};
function checkJurisdiction(countryCode, regionCode) {
	const jurisdictions = {
		EU: /* @__PURE__ */ new Set([
			"AT",
			"BE",
			"BG",
			"HR",
			"CY",
			"CZ",
			"DK",
			"EE",
			"FI",
			"FR",
			"DE",
			"GR",
			"HU",
			"IE",
			"IT",
			"LV",
			"LT",
			"LU",
			"MT",
			"NL",
			"PL",
			"PT",
			"RO",
			"SK",
			"SI",
			"ES",
			"SE"
		]),
		EEA: /* @__PURE__ */ new Set([
			"IS",
			"NO",
			"LI"
		]),
		UK: /* @__PURE__ */ new Set(["GB"]),
		CH: /* @__PURE__ */ new Set(["CH"]),
		BR: /* @__PURE__ */ new Set(["BR"]),
		CA: /* @__PURE__ */ new Set(["CA"]),
		AU: /* @__PURE__ */ new Set(["AU"]),
		JP: /* @__PURE__ */ new Set(["JP"]),
		KR: /* @__PURE__ */ new Set(["KR"]),
		CA_QC_REGIONS: /* @__PURE__ */ new Set(["QC"])
	};
	let jurisdictionCode = "NONE";
	if (countryCode) {
		const normalizedCountryCode = countryCode.toUpperCase();
		const normalizedRegionCode = regionCode && "string" == typeof regionCode ? (regionCode.includes("-") ? regionCode.split("-").pop() : regionCode).toUpperCase() : null;
		if ("CA" === normalizedCountryCode && normalizedRegionCode && jurisdictions.CA_QC_REGIONS.has(normalizedRegionCode)) return "QC_LAW25";
		const jurisdictionMap = [
			{
				sets: [
					jurisdictions.EU,
					jurisdictions.EEA,
					jurisdictions.UK
				],
				code: "GDPR"
			},
			{
				sets: [jurisdictions.CH],
				code: "CH"
			},
			{
				sets: [jurisdictions.BR],
				code: "BR"
			},
			{
				sets: [jurisdictions.CA],
				code: "PIPEDA"
			},
			{
				sets: [jurisdictions.AU],
				code: "AU"
			},
			{
				sets: [jurisdictions.JP],
				code: "APPI"
			},
			{
				sets: [jurisdictions.KR],
				code: "PIPA"
			}
		];
		for (const { sets, code } of jurisdictionMap) if (sets.some((set) => set.has(normalizedCountryCode))) {
			jurisdictionCode = code;
			break;
		}
	}
	return jurisdictionCode;
}
function utils_createResponseContext(data = null) {
	return createResponseContext(true, data);
}
async function handleOfflineResponse(options) {
	const emptyResponse = utils_createResponseContext();
	if (options?.onSuccess) await options.onSuccess(emptyResponse);
	return emptyResponse;
}
var DEFAULT_PROFILE = "default";
function normalizeLanguage(value) {
	if (!value) return;
	const normalized = value.split(",")[0]?.split(";")[0]?.trim().toLowerCase();
	if (!normalized) return;
	return normalized.split("-")[0] ?? void 0;
}
function getProfileLanguages(profiles, profile) {
	return Object.keys(profiles[profile]?.translations ?? {}).sort();
}
function resolveActiveProfile(input) {
	const requestedProfile = input.policyProfile ?? input.defaultProfile;
	return input.profiles[requestedProfile] ? requestedProfile : input.defaultProfile;
}
function resolveProfileFallbackLanguage(input) {
	const configuredFallbackLanguage = normalizeLanguage(input.profile?.fallbackLanguage) ?? "en";
	const profileLanguages = Object.keys(input.profile?.translations ?? {}).sort();
	if (profileLanguages.includes(configuredFallbackLanguage)) return configuredFallbackLanguage;
	if (profileLanguages.includes("en")) return "en";
	return profileLanguages[0] ?? configuredFallbackLanguage;
}
function resolveOfflinePolicyTranslations(input) {
	const profiles = input.i18n.messages ?? {};
	const profile = resolveActiveProfile({
		profiles,
		defaultProfile: input.i18n.defaultProfile ?? DEFAULT_PROFILE,
		policyProfile: input.policyI18n?.messageProfile
	});
	const profileLanguages = getProfileLanguages(profiles, profile);
	const fallbackLanguage = resolveProfileFallbackLanguage({ profile: profiles[profile] });
	const requestedLanguage = normalizeLanguage(input.policyI18n?.language) ?? selectLanguage(profileLanguages, {
		header: input.acceptLanguage,
		fallback: fallbackLanguage
	});
	const resolvedLanguage = profiles[profile]?.translations[requestedLanguage] ? requestedLanguage : fallbackLanguage;
	const base = translations;
	const custom = profiles[profile]?.translations[resolvedLanguage];
	return {
		language: resolvedLanguage,
		translations: custom ? deepMergeTranslations(base, custom) : base
	};
}
function resolveConfiguredFallbackLanguage(translations, defaultLanguage) {
	const configuredLanguages = Object.keys(translations).sort();
	const normalizedDefault = defaultLanguage?.toLowerCase();
	if (normalizedDefault && configuredLanguages.includes(normalizedDefault)) return normalizedDefault;
	if (configuredLanguages.includes("en")) return "en";
	return configuredLanguages[0] ?? "en";
}
async function offline_init_init(initialTranslationConfig, options, iabConfig, policyConfig) {
	const country = options?.headers?.["x-c15t-country"] ?? "GB";
	const region = options?.headers?.["x-c15t-region"] ?? null;
	const headerLanguage = options?.headers?.["accept-language"] ?? null;
	const jurisdictionCode = checkJurisdiction(country, region);
	const configuredPolicies = policyConfig?.policyPacks;
	const hasExplicitPolicies = policyConfig?.policyPacks !== void 0;
	const i18nValidation = validatePolicyI18nConfig({
		i18n: policyConfig?.i18n,
		policies: configuredPolicies
	});
	for (const warning of i18nValidation.warnings) console.warn(`[c15t] offlinePolicy.i18n: ${warning}`);
	if (i18nValidation.errors.length > 0) throw new Error(`Invalid offlinePolicy.i18n configuration:\n${i18nValidation.errors.map((error) => `- ${error}`).join("\n")}`);
	if (configuredPolicies && configuredPolicies.length > 0) validatePolicies(configuredPolicies, { iabEnabled: iabConfig?.enabled === true });
	const resolvedPolicyDecision = configuredPolicies && configuredPolicies.length > 0 ? await resolvePolicyDecision({
		policies: configuredPolicies,
		countryCode: country,
		regionCode: region,
		jurisdiction: jurisdictionCode,
		iabEnabled: iabConfig?.enabled === true
	}) : void 0;
	const shouldUseSyntheticFallbackDefaults = !policyConfig?.policy && !resolvedPolicyDecision && !hasExplicitPolicies;
	const resolvedPolicyConfig = {
		...policyConfig,
		policy: policyConfig?.policy ?? resolvedPolicyDecision?.policy ?? (hasExplicitPolicies ? resolveNoPolicyFallback() : void 0) ?? (shouldUseSyntheticFallbackDefaults ? resolveFallbackPolicy({}) : void 0),
		policyDecision: policyConfig?.policyDecision ?? (resolvedPolicyDecision ? {
			policyId: resolvedPolicyDecision.policy.id,
			fingerprint: resolvedPolicyDecision.fingerprint,
			matchedBy: resolvedPolicyDecision.matchedBy,
			country,
			region,
			jurisdiction: jurisdictionCode
		} : void 0)
	};
	let language;
	let translationsForLanguage;
	if (policyConfig?.i18n?.messages && Object.keys(policyConfig.i18n.messages).length > 0) {
		const resolvedTranslations = resolveOfflinePolicyTranslations({
			acceptLanguage: headerLanguage,
			i18n: policyConfig.i18n,
			policyI18n: resolvedPolicyConfig.policy?.i18n
		});
		language = resolvedTranslations.language;
		translationsForLanguage = resolvedTranslations.translations;
	} else if (initialTranslationConfig?.translations && Object.keys(initialTranslationConfig.translations).length > 0) {
		const customTranslations = initialTranslationConfig.translations;
		language = selectLanguage(Object.keys(customTranslations), {
			header: headerLanguage,
			fallback: resolveConfiguredFallbackLanguage(customTranslations, initialTranslationConfig.defaultLanguage)
		});
		translationsForLanguage = deepMergeTranslations(translations, customTranslations[language] ?? {});
	} else {
		language = selectLanguage(Object.keys(defaultTranslationConfig.translations), {
			header: headerLanguage,
			fallback: defaultTranslationConfig.defaultLanguage ?? "en"
		});
		translationsForLanguage = defaultTranslationConfig.translations[language];
	}
	let gvl = null;
	if (iabConfig?.enabled && resolvedPolicyConfig.policy?.model === "iab") if (iabConfig.gvl) gvl = iabConfig.gvl;
	else try {
		const fetchGVL = iabConfig._module?.fetchGVL;
		if (fetchGVL) gvl = await fetchGVL(iabConfig.vendorIds, { headers: { "accept-language": language } });
	} catch (error) {
		console.warn("Failed to fetch GVL in offline mode:", error);
	}
	const response = utils_createResponseContext(buildFallbackInitData({
		jurisdiction: jurisdictionCode,
		countryCode: country,
		regionCode: region,
		language,
		translations: translationsForLanguage,
		gvl,
		policy: resolvedPolicyConfig.policy,
		policyDecision: resolvedPolicyConfig.policyDecision,
		policySnapshotToken: resolvedPolicyConfig.policySnapshotToken
	}));
	if (options?.onSuccess) await options.onSuccess(response);
	return response;
}
async function offline_set_consent_setConsent(storageConfig, options) {
	const subjectId = options?.body?.subjectId;
	try {
		if ("u" > typeof window) saveConsentToStorage({
			consentInfo: {
				time: Date.now(),
				subjectId,
				externalId: options?.body?.externalSubjectId,
				identityProvider: options?.body?.identityProvider
			},
			consents: options?.body?.preferences || {}
		}, void 0, storageConfig);
	} catch (error) {
		console.warn("Failed to write to storage:", error);
	}
	return await handleOfflineResponse(options);
}
var OfflineClient = class {
	storageConfig;
	initialTranslationConfig;
	iabConfig;
	policyConfig;
	constructor(storageConfig, initialTranslationConfig, iabConfig, policyConfig) {
		this.storageConfig = storageConfig;
		this.initialTranslationConfig = initialTranslationConfig;
		this.iabConfig = iabConfig;
		this.policyConfig = policyConfig;
	}
	async init(options) {
		return offline_init_init(this.initialTranslationConfig, options, this.iabConfig, this.policyConfig);
	}
	async setConsent(options) {
		return offline_set_consent_setConsent(this.storageConfig, options);
	}
	async identifyUser(options) {
		console.warn("identifyUser called in offline mode - external ID will not be linked");
		return handleOfflineResponse(options);
	}
	async $fetch(_path, options) {
		return await handleOfflineResponse(options);
	}
};
var DEFAULT_BACKEND_URL = "/api/c15t";
var DEFAULT_CLIENT_MODE = "hosted";
var hasWarnedAboutLegacyC15tMode = false;
function normalizeClientMode(mode) {
	if ("c15t" === mode) {
		const nodeEnv = "u" > typeof globalThis && "process" in globalThis ? globalThis.process?.env?.NODE_ENV : void 0;
		if (!hasWarnedAboutLegacyC15tMode && "production" !== nodeEnv) {
			hasWarnedAboutLegacyC15tMode = true;
			console.warn("[c15t] `mode: 'c15t'` is deprecated and will be removed in a future major release. Use `mode: 'hosted'` instead.");
		}
		return DEFAULT_CLIENT_MODE;
	}
	if ("offline" === mode || "custom" === mode) return mode;
	return DEFAULT_CLIENT_MODE;
}
function assertUnreachableMode(mode) {
	throw new Error(`Unsupported client mode: ${String(mode)}`);
}
function resolveOfflinePolicyOption(options) {
	if (void 0 !== options.offlinePolicy) return options.offlinePolicy;
	return options.store?.offlinePolicy;
}
var clientRegistry = /* @__PURE__ */ new Map();
function serializeStorageConfig(storageConfig) {
	if (!storageConfig) return "";
	return Object.keys(storageConfig).sort().map((key) => {
		const value = storageConfig[key];
		if (null == value) return `${key}:null`;
		return `${key}:${String(value)}`;
	}).join("|");
}
function getClientCacheKey(options) {
	const normalizedMode = normalizeClientMode(options.mode);
	const resolvedOfflinePolicy = resolveOfflinePolicyOption(options);
	const storageConfigPart = serializeStorageConfig(options.storageConfig);
	const storageKey = storageConfigPart ? `:storage:${storageConfigPart}` : "";
	if ("offline" === normalizedMode) {
		const initialTranslations = options.store?.initialTranslationConfig?.translations;
		const initialDefaultLanguage = options.store?.initialTranslationConfig?.defaultLanguage;
		let translationPart = "";
		translationPart = initialTranslations ? `:translations:${Object.keys(initialTranslations).sort().join(",")}` : "";
		let defaultLanguagePart = "";
		defaultLanguagePart = initialDefaultLanguage ? `:default-language:${initialDefaultLanguage}` : "";
		const iabConfig = options.store?.iab;
		let iabPart = "";
		iabPart = iabConfig?.enabled ? ":iab:enabled" : "";
		let offlinePolicyPart = "";
		if (resolvedOfflinePolicy) offlinePolicyPart = `:policy:${createDeterministicFingerprintSync(resolvedOfflinePolicy)}`;
		return `offline${storageKey}${translationPart}${defaultLanguagePart}${iabPart}${offlinePolicyPart}`;
	}
	if ("custom" === normalizedMode) {
		const handlers = "endpointHandlers" in options ? options.endpointHandlers : void 0;
		return `custom:${Object.keys(handlers || {}).sort().join(",")}${storageKey}`;
	}
	let headersPart = "";
	if ("headers" in options && options.headers) headersPart = `:headers:${Object.keys(options.headers).sort().map((k) => `${k}=${options.headers?.[k]}`).join(",")}`;
	return `hosted:${options.backendURL || ""}${headersPart}${storageKey}`;
}
function configureConsentManager(options) {
	const cacheKey = getClientCacheKey(options);
	if (clientRegistry.has(cacheKey)) {
		if ("offline" !== options.mode && "custom" !== options.mode && "headers" in options && options.headers) {
			const existingClient = clientRegistry.get(cacheKey);
			if (existingClient instanceof C15tClient) existingClient.headers = {
				"Content-Type": "application/json",
				...options.headers
			};
		}
		const existingClient = clientRegistry.get(cacheKey);
		if (existingClient) return new Proxy(existingClient, { get(target, prop) {
			return target[prop];
		} });
	}
	const mode = normalizeClientMode(options.mode);
	let client;
	switch (mode) {
		case "custom":
			client = new CustomClient({ endpointHandlers: options.endpointHandlers });
			break;
		case "offline": {
			const iabConfig = options.store?.iab;
			const policyConfig = resolveOfflinePolicyOption(options);
			client = new OfflineClient(options.storageConfig, options.store?.initialTranslationConfig, iabConfig ? {
				enabled: iabConfig.enabled,
				vendorIds: iabConfig.vendors,
				gvl: iabConfig.gvl,
				_module: iabConfig._module
			} : void 0, policyConfig);
			break;
		}
		case "hosted": {
			const hostedOptions = options;
			const iabConfig = options.store?.iab;
			client = new C15tClient({
				backendURL: hostedOptions.backendURL || DEFAULT_BACKEND_URL,
				headers: hostedOptions.headers,
				customFetch: hostedOptions.customFetch,
				retryConfig: hostedOptions.retryConfig,
				storageConfig: options.storageConfig,
				iabConfig: iabConfig ? {
					enabled: iabConfig.enabled,
					vendorIds: iabConfig.vendors,
					gvl: iabConfig.gvl,
					_module: iabConfig._module
				} : void 0
			});
			break;
		}
		default: client = assertUnreachableMode(mode);
	}
	clientRegistry.set(cacheKey, client);
	return client;
}
var BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
function base58Encode(bytes) {
	const base = BigInt(58);
	let num = BigInt(0);
	for (const byte of bytes) num = num * BigInt(256) + BigInt(byte);
	const chars = [];
	while (num > 0) {
		const remainder = num % base;
		chars.unshift(BASE58_ALPHABET.charAt(Number(remainder)));
		num /= base;
	}
	for (const byte of bytes) if (0 === byte) chars.unshift(BASE58_ALPHABET.charAt(0));
	else break;
	return chars.join("") || BASE58_ALPHABET.charAt(0);
}
var EPOCH_TIMESTAMP = 17e11;
function generateSubjectId() {
	const buf = crypto.getRandomValues(/* @__PURE__ */ new Uint8Array(20));
	const t = Date.now() - EPOCH_TIMESTAMP;
	const high = Math.floor(t / 4294967296);
	const low = t >>> 0;
	buf[0] = high >>> 24 & 255;
	buf[1] = high >>> 16 & 255;
	buf[2] = high >>> 8 & 255;
	buf[3] = 255 & high;
	buf[4] = low >>> 24 & 255;
	buf[5] = low >>> 16 & 255;
	buf[6] = low >>> 8 & 255;
	buf[7] = 255 & low;
	return `sub_${base58Encode(buf)}`;
}
function isConsentCategory(value) {
	return allConsentNames.includes(value);
}
function applyPolicyPurposeAllowlist(preferences, allowedPurposeIds) {
	if (!allowedPurposeIds || 0 === allowedPurposeIds.length || allowedPurposeIds.includes("*")) return preferences;
	const allowed = /* @__PURE__ */ new Set(["necessary", ...allowedPurposeIds]);
	const next = {};
	for (const [key, value] of Object.entries(preferences)) next[key] = allowed.has(key) ? value : false;
	return next;
}
function stripDisallowedPreferenceKeys(preferences, allowedPurposeIds) {
	if (!allowedPurposeIds || 0 === allowedPurposeIds.length || allowedPurposeIds.includes("*")) return preferences;
	const allowed = /* @__PURE__ */ new Set(["necessary", ...allowedPurposeIds]);
	const next = {};
	for (const [key, value] of Object.entries(preferences)) if (allowed.has(key)) next[key] = value;
	return next;
}
function filterConsentCategoriesByPolicy(categories, allowedPurposeIds) {
	const uniqueCategories = Array.from(new Set(categories));
	if (!allowedPurposeIds || 0 === allowedPurposeIds.length || allowedPurposeIds.includes("*")) return uniqueCategories;
	const allowedCategories = /* @__PURE__ */ new Set(["necessary", ...allowedPurposeIds.filter(isConsentCategory)]);
	const filtered = uniqueCategories.filter((category) => allowedCategories.has(category));
	if (!filtered.includes("necessary")) filtered.unshift("necessary");
	return filtered;
}
function shouldEnforcePolicyCategoryScope(allowedPurposeIds, scopeMode = "permissive") {
	return "strict" === scopeMode && Array.isArray(allowedPurposeIds) && allowedPurposeIds.length > 0 && !allowedPurposeIds.includes("*");
}
function applyPolicyScopeForRuntimeGating(consents, _allowedPurposeIds, _scopeMode = "permissive") {
	return consents;
}
function getEffectivePolicy(initData) {
	return initData?.policy;
}
function validateNonEmptyConditions(conditions, conditionType) {
	if (0 === conditions.length) throw new TypeError(`${conditionType} condition cannot be empty`);
}
function evaluateCategoryCondition(category, consents) {
	if (!(category in consents)) throw new Error(`Consent category "${category}" not found in consent state`);
	return consents[category] || false;
}
function evaluateAndCondition(andCondition, consents) {
	const andConditions = Array.isArray(andCondition) ? andCondition : [andCondition];
	validateNonEmptyConditions(andConditions, "AND");
	return andConditions.every((subCondition) => evaluateConditionRecursive(subCondition, consents));
}
function evaluateOrCondition(orCondition, consents) {
	const orConditions = Array.isArray(orCondition) ? orCondition : [orCondition];
	validateNonEmptyConditions(orConditions, "OR");
	return orConditions.some((subCondition) => evaluateConditionRecursive(subCondition, consents));
}
function evaluateConditionRecursive(condition, consents) {
	if ("string" == typeof condition) return evaluateCategoryCondition(condition, consents);
	if ("object" == typeof condition && null !== condition) {
		if ("and" in condition) return evaluateAndCondition(condition.and, consents);
		if ("or" in condition) return evaluateOrCondition(condition.or, consents);
		if ("not" in condition) return !evaluateConditionRecursive(condition.not, consents);
	}
	throw new TypeError(`Invalid condition structure: ${JSON.stringify(condition)}`);
}
function has(condition, consents, options) {
	return evaluateConditionRecursive(condition, options ? applyPolicyScopeForRuntimeGating(consents, options.policyCategories, options.policyScopeMode) : consents);
}
function extractConsentNamesFromCondition(condition) {
	const categories = /* @__PURE__ */ new Set();
	function recurse(cond) {
		if ("string" == typeof cond) return void categories.add(cond);
		if ("object" == typeof cond && null !== cond) {
			if ("and" in cond) (Array.isArray(cond.and) ? cond.and : [cond.and]).forEach(recurse);
			else if ("or" in cond) (Array.isArray(cond.or) ? cond.or : [cond.or]).forEach(recurse);
			else if ("not" in cond) recurse(cond.not);
		}
	}
	recurse(condition);
	return Array.from(categories);
}
function determineRequiredConsent(iframe) {
	const categoryAttr = iframe.getAttribute("data-category");
	if (!categoryAttr) return;
	if (!allConsentNames.includes(categoryAttr)) throw new Error(`Invalid category attribute "${categoryAttr}" on iframe. Must be one of: ${allConsentNames.join(", ")}`);
	return categoryAttr;
}
function processIframeElement(iframe, consents) {
	const dataSrc = iframe.getAttribute("data-src");
	const requiredConsent = determineRequiredConsent(iframe);
	if (!requiredConsent) return;
	if (has(requiredConsent, consents)) {
		if (dataSrc && !iframe.src) {
			iframe.src = dataSrc;
			iframe.removeAttribute("data-src");
		}
	} else if (iframe.src) iframe.removeAttribute("src");
}
function getIframeConsentCategories() {
	if ("u" < typeof document) return [];
	const iframes = document.querySelectorAll("iframe[data-category]");
	const categories = /* @__PURE__ */ new Set();
	if (!iframes) return [];
	iframes.forEach((iframe) => {
		const categoryAttr = iframe.getAttribute("data-category");
		if (!categoryAttr) return;
		const category = categoryAttr.trim();
		if (allConsentNames.includes(category)) categories.add(category);
	});
	return Array.from(categories);
}
function processAllIframes(consents) {
	if ("u" < typeof document) return;
	const iframes = document.querySelectorAll("iframe");
	if (!iframes) return;
	iframes.forEach((iframe) => {
		processIframeElement(iframe, consents);
	});
}
function setupIframeObserver(getConsents, onCategoriesDiscovered) {
	const observer = new MutationObserver((mutations) => {
		const currentConsents = getConsents();
		let hasNewCategories = false;
		mutations.forEach((mutation) => {
			mutation.addedNodes.forEach((node) => {
				if (node.nodeType === Node.ELEMENT_NODE) {
					const element = node;
					if (element.tagName && "IFRAME" === element.tagName.toUpperCase()) {
						processIframeElement(element, currentConsents);
						if (element.hasAttribute("data-category")) hasNewCategories = true;
					}
					const iframes = element.querySelectorAll?.("iframe");
					if (iframes && iframes.length > 0) iframes.forEach((iframe) => {
						processIframeElement(iframe, currentConsents);
						if (iframe.hasAttribute("data-category")) hasNewCategories = true;
					});
				}
			});
		});
		if (hasNewCategories && onCategoriesDiscovered) {
			const categories = getIframeConsentCategories();
			if (categories.length > 0) onCategoriesDiscovered(categories);
		}
	});
	observer.observe(document.body, {
		childList: true,
		subtree: true
	});
	return observer;
}
var DEFAULT_POLICY_ACTIONS = [
	"reject",
	"accept",
	"customize"
];
function dedupeActions(actions) {
	if (!actions || 0 === actions.length) return [];
	return [...new Set(actions)];
}
function resolvePolicyAllowedActions(params) {
	const allowed = dedupeActions(params.allowedActions);
	return allowed.length > 0 ? allowed : [...DEFAULT_POLICY_ACTIONS];
}
function flattenPolicyActionGroups(layout) {
	if (!layout || 0 === layout.length) return [];
	return layout.flatMap((group) => Array.isArray(group) ? group : [group]);
}
function resolvePolicyActionGroups(params) {
	const allowedActions = dedupeActions(params.allowedActions);
	if (0 === allowedActions.length) return [];
	if (!params.layout || 0 === params.layout.length) return [[...allowedActions]];
	const allowedSet = new Set(allowedActions);
	const groups = [];
	const seen = /* @__PURE__ */ new Set();
	for (const group of params.layout) {
		const actions = dedupeActions(Array.isArray(group) ? group : [group]).filter((action) => {
			if (!allowedSet.has(action) || seen.has(action)) return false;
			seen.add(action);
			return true;
		});
		if (actions.length > 0) groups.push(actions);
	}
	return groups.length > 0 ? groups : [[...allowedActions]];
}
function resolvePolicyOrderedActions(params) {
	return flattenPolicyActionGroups(resolvePolicyActionGroups({
		allowedActions: params.allowedActions,
		layout: params.layout
	}));
}
function resolvePolicyPrimaryActions(params) {
	const defaultPrimary = params.orderedActions.includes("customize") ? ["customize"] : [];
	if (!params.primaryActions || 0 === params.primaryActions.length) return defaultPrimary;
	const filtered = params.primaryActions.filter((action) => params.orderedActions.includes(action));
	return filtered.length > 0 ? filtered : defaultPrimary;
}
function resolvePolicyDirection(direction) {
	if ("column" === direction) return "column";
	return "row";
}
function resolvePolicyUiProfile(profile) {
	if ("balanced" === profile || "compact" === profile || "strict" === profile) return profile;
	return "compact";
}
function shouldFillPolicyActions(params) {
	const effectiveUiProfile = resolvePolicyUiProfile(params.uiProfile);
	const actionCount = new Set(params.actionGroups.flat()).size;
	const isSplitLayout = params.actionGroups.length > 1;
	const isColumn = "column" === params.direction;
	return "strict" === effectiveUiProfile || "balanced" === effectiveUiProfile && (actionCount <= 2 || 3 === actionCount && (isSplitLayout || isColumn));
}
function hasPolicyHints(surface) {
	if (!surface) return false;
	return Object.values(surface).some((value) => {
		if (Array.isArray(value)) return value.length > 0;
		return void 0 !== value;
	});
}
function global_privacy_control_hasGlobalPrivacyControlSignal() {
	if ("u" < typeof window) return false;
	try {
		const value = window.navigator.globalPrivacyControl;
		return true === value || "1" === value;
	} catch {
		return false;
	}
}
var request_context_ABSOLUTE_URL_REGEX = /^https?:\/\//;
function trimTrailingSlash(value) {
	if ("/" === value) return value;
	return value.endsWith("/") ? value.slice(0, -1) : value;
}
function normalizeAbsoluteURL(url) {
	const normalized = url.toString();
	return normalized.endsWith("/") ? normalized.slice(0, -1) : normalized;
}
function canonicalizeBrowserBackendURL(backendURL) {
	try {
		const normalizedBackendURL = trimTrailingSlash(backendURL);
		if (request_context_ABSOLUTE_URL_REGEX.test(normalizedBackendURL)) return normalizeAbsoluteURL(new URL(normalizedBackendURL));
		if (!normalizedBackendURL.startsWith("/")) return;
		return normalizeAbsoluteURL(new URL(normalizedBackendURL, window.location.origin));
	} catch {
		return;
	}
}
function createRuntimeRequestContextMatcher(options) {
	const normalizedBackendURL = canonicalizeBrowserBackendURL(options.backendURL);
	if (!normalizedBackendURL) return;
	const detectedGpc = global_privacy_control_hasGlobalPrivacyControlSignal();
	return {
		backendURL: normalizedBackendURL,
		country: options.overrides?.country,
		region: options.overrides?.region,
		language: options.overrides?.language,
		gpc: options.overrides?.gpc ?? ("boolean" == typeof detectedGpc ? detectedGpc : false),
		credentials: options.credentials ?? "include"
	};
}
function matchesStoredRequestContext(stored, matcher) {
	if (stored.backendURL !== matcher.backendURL) return false;
	if (stored.gpc !== matcher.gpc) return false;
	if (void 0 !== matcher.country && stored.country !== matcher.country) return false;
	if (void 0 !== matcher.region && stored.region !== matcher.region) return false;
	if (void 0 !== matcher.language && stored.language !== matcher.language) return false;
	if (void 0 !== stored.credentials && stored.credentials !== matcher.credentials) return false;
	return true;
}
var WINDOW_PROMISES_KEY = "__c15tInitialDataPromises";
function getBrowserWindow() {
	if ("u" < typeof window) return;
	return window;
}
function getMatchingPrefetchEntry(options) {
	const browserWindow = getBrowserWindow();
	if (!browserWindow) return;
	const matcher = createRuntimeRequestContextMatcher({
		backendURL: options.backendURL,
		overrides: options.overrides,
		credentials: options.credentials
	});
	if (!matcher) return;
	const matches = Object.values(browserWindow[WINDOW_PROMISES_KEY] ?? {}).filter((entry) => {
		const requestContext = entry.requestContext;
		return requestContext ? matchesStoredRequestContext(requestContext, matcher) : false;
	});
	return 1 === matches.length ? matches[0] : void 0;
}
function getMatchingPrefetchedInitialData(options) {
	return getMatchingPrefetchEntry(options)?.promise;
}
var REGISTRY_KEY = "__c15tScriptDebugListeners";
var fallbackListeners = null;
function getListeners() {
	if ("u" < typeof window) {
		if (!fallbackListeners) fallbackListeners = /* @__PURE__ */ new Set();
		return fallbackListeners;
	}
	const host = window;
	const existing = host[REGISTRY_KEY];
	if (existing) return existing;
	const listeners = /* @__PURE__ */ new Set();
	host[REGISTRY_KEY] = listeners;
	return listeners;
}
function emitScriptDebugEvent(event) {
	const fullEvent = {
		...event,
		timestamp: Date.now()
	};
	for (const listener of getListeners()) try {
		listener(fullEvent);
	} catch (error) {
		console.error("Failed to handle c15t script debug event listener", error);
	}
	return fullEvent;
}
function generateRandomScriptId() {
	if ("u" > typeof crypto && crypto.randomUUID) return crypto.randomUUID().replace(/-/g, "").substring(0, 8);
	if ("u" > typeof crypto && crypto.getRandomValues) {
		const array = /* @__PURE__ */ new Uint8Array(4);
		crypto.getRandomValues(array);
		return Array.from(array, (byte) => byte.toString(36)).join("").padEnd(8, "0").substring(0, 8);
	}
	return Math.random().toString(36).substring(2).padEnd(8, "0").substring(0, 8);
}
function getScriptElementId(scriptId, anonymizeId, scriptIdMap) {
	if (anonymizeId) {
		if (scriptIdMap[scriptId]) return scriptIdMap[scriptId];
		scriptIdMap[scriptId] = generateRandomScriptId();
		return scriptIdMap[scriptId];
	}
	return `c15t-script-${scriptId}`;
}
var loadedScripts = /* @__PURE__ */ new Map();
function hasLoadedScript(src) {
	return loadedScripts.has(src);
}
function getLoadedScript(src) {
	return loadedScripts.get(src);
}
function setLoadedScript(src, element) {
	loadedScripts.set(src, element);
}
function deleteLoadedScript(src) {
	loadedScripts.delete(src);
}
function utils_getLoadedScriptsSnapshot() {
	return loadedScripts;
}
function hasIABConsent(script, iabConsent) {
	if (void 0 !== script.vendorId) {
		const vendorKey = String(script.vendorId);
		if (!iabConsent.vendorConsents[vendorKey]) return false;
	}
	if (script.iabPurposes && script.iabPurposes.length > 0) {
		if (!script.iabPurposes.every((purposeId) => true === iabConsent.purposeConsents[purposeId])) return false;
	}
	if (script.iabLegIntPurposes && script.iabLegIntPurposes.length > 0) {
		if (!script.iabLegIntPurposes.every((purposeId) => true === iabConsent.purposeLegitimateInterests[purposeId])) return false;
	}
	if (script.iabSpecialFeatures && script.iabSpecialFeatures.length > 0) {
		if (!script.iabSpecialFeatures.every((featureId) => true === iabConsent.specialFeatureOptIns[featureId])) return false;
	}
	return true;
}
function scriptHasConsent(script, consents, options) {
	if (options?.model === "iab" && options.iabConsent && (void 0 !== script.vendorId || script.iabPurposes || script.iabLegIntPurposes || script.iabSpecialFeatures)) return hasIABConsent(script, options.iabConsent);
	return has(script.category, consents);
}
function emitLifecycleEvent(script, action, message, info, data) {
	emitScriptDebugEvent({
		source: "script-loader",
		scope: "lifecycle",
		action,
		message,
		scriptId: script.id,
		elementId: info?.elementId,
		hasConsent: info?.hasConsent,
		callback: getCallbackFromAction(action, data),
		data
	});
}
function getCallbackFromAction(action, data) {
	if ("callback_start" === action || "callback_complete" === action || "callback_error" === action) return data?.callback;
}
function getErrorMessage(error) {
	if (error instanceof Error) return error.message;
	if ("string" == typeof error) return error;
	return "Unknown error";
}
function invokeScriptCallback(script, callbackName, callback, info) {
	if (!callback) return;
	emitLifecycleEvent(script, "callback_start", `${callbackName} started`, info, { callback: callbackName });
	try {
		callback(info);
		emitLifecycleEvent(script, "callback_complete", `${callbackName} completed`, info, { callback: callbackName });
	} catch (error) {
		emitLifecycleEvent(script, "callback_error", `${callbackName} failed`, info, {
			callback: callbackName,
			error: getErrorMessage(error)
		});
		throw error;
	}
}
function loadScripts(scripts, consents, scriptIdMap = {}, options) {
	const loadedScriptIds = [];
	scripts.forEach((script) => {
		const hasConsent = scriptHasConsent(script, consents, options);
		if (!script.alwaysLoad && !hasConsent) return void emitLifecycleEvent(script, "skipped", "Script skipped due to missing consent", { hasConsent }, { reason: "missing_consent" });
		if (hasLoadedScript(script.id)) {
			const callbackInfo = {
				id: script.id,
				elementId: getScriptElementId(script.id, false !== script.anonymizeId, scriptIdMap),
				hasConsent,
				consents
			};
			emitLifecycleEvent(script, "already_loaded", "Script already loaded; running consent sync", callbackInfo);
			invokeScriptCallback(script, "onConsentChange", script.onConsentChange, callbackInfo);
			return;
		}
		if (script.src && script.textContent) throw new Error(`Script '${script.id}' cannot have both 'src' and 'textContent'. Choose one.`);
		if (!script.src && !script.textContent && !script.callbackOnly) throw new Error(`Script '${script.id}' must have either 'src', 'textContent', or 'callbackOnly' set to true.`);
		if (true === script.callbackOnly) {
			const shouldAnonymize = false !== script.anonymizeId;
			const elementId = getScriptElementId(script.id, shouldAnonymize, scriptIdMap);
			const callbackInfo = {
				id: script.id,
				elementId,
				consents,
				hasConsent
			};
			invokeScriptCallback(script, "onBeforeLoad", script.onBeforeLoad, callbackInfo);
			invokeScriptCallback(script, "onLoad", script.onLoad, callbackInfo);
			setLoadedScript(script.id, null);
			loadedScriptIds.push(script.id);
			emitLifecycleEvent(script, "loaded", "Callback-only script marked as loaded", callbackInfo, { callbackOnly: true });
			return;
		}
		const shouldAnonymize = false !== script.anonymizeId;
		const elementId = getScriptElementId(script.id, shouldAnonymize, scriptIdMap);
		if (true === script.persistAfterConsentRevoked) {
			const existingElement = document.getElementById(elementId);
			if (existingElement) {
				const callbackInfo = {
					id: script.id,
					hasConsent,
					elementId,
					consents,
					element: existingElement
				};
				emitLifecycleEvent(script, "already_loaded", "Persisted script element already exists; reusing it", callbackInfo, { reason: "persisted_element" });
				invokeScriptCallback(script, "onConsentChange", script.onConsentChange, callbackInfo);
				invokeScriptCallback(script, "onLoad", script.onLoad, callbackInfo);
				setLoadedScript(script.id, existingElement);
				loadedScriptIds.push(script.id);
				emitLifecycleEvent(script, "loaded", "Existing script element marked as loaded", callbackInfo, { reusedElement: true });
				return;
			}
		}
		const scriptElement = document.createElement("script");
		scriptElement.id = elementId;
		if (script.src) scriptElement.src = script.src;
		else if (script.textContent) scriptElement.textContent = script.textContent;
		if (script.fetchPriority) scriptElement.fetchPriority = script.fetchPriority;
		if (script.async) scriptElement.async = true;
		else if (false === script.async) scriptElement.async = false;
		if (script.defer) scriptElement.defer = true;
		const nonce = script.nonce ?? options?.nonce;
		if (nonce) scriptElement.nonce = nonce;
		if (script.attributes) Object.entries(script.attributes).forEach(([key, value]) => {
			scriptElement.setAttribute(key, value);
		});
		const callbackInfo = {
			id: script.id,
			hasConsent,
			elementId,
			consents,
			element: scriptElement
		};
		if (script.onLoad) if (script.textContent) setTimeout(() => {
			invokeScriptCallback(script, "onLoad", script.onLoad, { ...callbackInfo });
		}, 0);
		else {
			emitLifecycleEvent(script, "load_listener_attached", "Attached load listener", callbackInfo);
			scriptElement.addEventListener("load", () => {
				invokeScriptCallback(script, "onLoad", script.onLoad, { ...callbackInfo });
			});
		}
		if (script.onError) if (script.textContent);
		else {
			emitLifecycleEvent(script, "error_listener_attached", "Attached error listener", callbackInfo);
			scriptElement.addEventListener("error", () => {
				invokeScriptCallback(script, "onError", script.onError, {
					...callbackInfo,
					error: /* @__PURE__ */ new Error(`Failed to load script: ${script.src}`)
				});
			});
		}
		invokeScriptCallback(script, "onBeforeLoad", script.onBeforeLoad, callbackInfo);
		const target = script.target ?? "head";
		const targetElement = "body" === target ? document.body : document.head;
		if (!targetElement) throw new Error(`Document ${target} is not available for script injection`);
		targetElement.appendChild(scriptElement);
		emitLifecycleEvent(script, "element_appended", `Script element appended to ${target}`, callbackInfo, { target });
		setLoadedScript(script.id, scriptElement);
		loadedScriptIds.push(script.id);
		emitLifecycleEvent(script, "loaded", "Script marked as loaded", callbackInfo);
	});
	return loadedScriptIds;
}
function unloadScripts(scripts, consents, scriptIdMap = {}, options) {
	const unloadedScriptIds = [];
	scripts.forEach((script) => {
		const hasConsent = scriptHasConsent(script, consents, options);
		if (!hasLoadedScript(script.id)) return;
		if (script.alwaysLoad) return;
		if (!hasConsent) {
			const scriptElement = getLoadedScript(script.id);
			const callbackInfo = {
				id: script.id,
				elementId: getScriptElementId(script.id, false !== script.anonymizeId, scriptIdMap),
				hasConsent,
				consents,
				element: scriptElement && null !== scriptElement ? scriptElement : void 0
			};
			if (true === script.callbackOnly || null === scriptElement) {
				deleteLoadedScript(script.id);
				unloadedScriptIds.push(script.id);
				emitLifecycleEvent(script, "unloaded", "Callback-only script marked as unloaded", callbackInfo, { callbackOnly: true });
			} else if (scriptElement) if (script.persistAfterConsentRevoked) {
				deleteLoadedScript(script.id);
				unloadedScriptIds.push(script.id);
				emitLifecycleEvent(script, "unloaded", "Persistent script marked as unloaded without removing element", callbackInfo, {
					removedElement: false,
					persistAfterConsentRevoked: true
				});
			} else {
				scriptElement.remove();
				deleteLoadedScript(script.id);
				unloadedScriptIds.push(script.id);
				emitLifecycleEvent(script, "unloaded", "Script element removed after consent revocation", callbackInfo, { removedElement: true });
			}
		}
	});
	return unloadedScriptIds;
}
function core_updateScripts(scripts, consents, scriptIdMap = {}, options) {
	const unloaded = unloadScripts(scripts, consents, scriptIdMap, options);
	return {
		loaded: loadScripts(scripts, consents, scriptIdMap, options),
		unloaded
	};
}
function isScriptLoaded(scriptId) {
	return hasLoadedScript(scriptId);
}
function getLoadedScriptIds() {
	return Array.from(utils_getLoadedScriptsSnapshot().keys());
}
function reloadScript(scriptId, scripts, consents, scriptIdMap = {}, options) {
	const script = scripts.find((s) => s.id === scriptId);
	if (!script) return false;
	if (hasLoadedScript(scriptId)) {
		const scriptElement = getLoadedScript(scriptId);
		if (true === script.callbackOnly || null === scriptElement) deleteLoadedScript(scriptId);
		else if (scriptElement) {
			if (!script.persistAfterConsentRevoked) scriptElement.remove();
			deleteLoadedScript(scriptId);
		}
	}
	if (!script.alwaysLoad && !scriptHasConsent(script, consents, options)) {
		emitLifecycleEvent(script, "skipped", "Reload skipped due to missing consent", {
			hasConsent: false,
			elementId: getScriptElementId(script.id, false !== script.anonymizeId, scriptIdMap)
		}, { reason: "reload_missing_consent" });
		return false;
	}
	loadScripts([script], consents, scriptIdMap, options);
	return true;
}
function createScriptManager(getState, setState) {
	const updateScriptsFn = () => {
		const { scripts, consents, scriptIdMap, model, iab, nonce, policyCategories, policyScopeMode } = getState();
		const iabConsent = iab?.config.enabled ? {
			vendorConsents: iab.vendorConsents,
			vendorLegitimateInterests: iab.vendorLegitimateInterests,
			purposeConsents: iab.purposeConsents,
			purposeLegitimateInterests: iab.purposeLegitimateInterests,
			specialFeatureOptIns: iab.specialFeatureOptIns
		} : void 0;
		const result = core_updateScripts(scripts, applyPolicyScopeForRuntimeGating(consents, policyCategories, policyScopeMode), scriptIdMap, {
			model,
			iabConsent,
			nonce
		});
		const newLoadedScripts = { ...getState().loadedScripts };
		result.loaded.forEach((id) => {
			newLoadedScripts[id] = true;
		});
		result.unloaded.forEach((id) => {
			newLoadedScripts[id] = false;
		});
		setState({ loadedScripts: newLoadedScripts });
		return result;
	};
	return {
		updateScripts: () => updateScriptsFn(),
		setScripts: (scripts) => {
			const state = getState();
			const newScriptIdMap = { ...state.scriptIdMap };
			scripts.forEach((script) => {
				if (false !== script.anonymizeId) newScriptIdMap[script.id] = generateRandomScriptId();
			});
			const newCategories = scripts.flatMap((script) => extractConsentNamesFromCondition(script.category));
			setState({
				scripts: [...state.scripts, ...scripts],
				scriptIdMap: newScriptIdMap
			});
			getState().updateConsentCategories(newCategories);
			updateScriptsFn();
		},
		removeScript: (scriptId) => {
			const state = getState();
			if (hasLoadedScript(scriptId)) {
				const scriptElement = getLoadedScript(scriptId);
				if (scriptElement) {
					scriptElement.remove();
					deleteLoadedScript(scriptId);
				}
			}
			const newScriptIdMap = { ...state.scriptIdMap };
			delete newScriptIdMap[scriptId];
			setState({
				scripts: state.scripts.filter((script) => script.id !== scriptId),
				loadedScripts: {
					...state.loadedScripts,
					[scriptId]: false
				},
				scriptIdMap: newScriptIdMap
			});
		},
		reloadScript: (scriptId) => {
			const state = getState();
			const iabConsent = state.iab?.config.enabled ? {
				vendorConsents: state.iab.vendorConsents,
				vendorLegitimateInterests: state.iab.vendorLegitimateInterests,
				purposeConsents: state.iab.purposeConsents,
				purposeLegitimateInterests: state.iab.purposeLegitimateInterests,
				specialFeatureOptIns: state.iab.specialFeatureOptIns
			} : void 0;
			const runtimeConsents = applyPolicyScopeForRuntimeGating(state.consents, state.policyCategories, state.policyScopeMode);
			return reloadScript(scriptId, state.scripts, runtimeConsents, state.scriptIdMap, {
				model: state.model,
				iabConsent,
				nonce: state.nonce
			});
		},
		isScriptLoaded: (scriptId) => isScriptLoaded(scriptId),
		getLoadedScriptIds: () => getLoadedScriptIds()
	};
}
function createIframeManager(get, _set) {
	let observer = null;
	let isInitialized = false;
	return {
		initializeIframeBlocker: () => {
			if (isInitialized) return;
			if ("u" < typeof document) return;
			const state = get();
			const runtimeConsents = applyPolicyScopeForRuntimeGating(state.consents, state.policyCategories, state.policyScopeMode);
			if (state.iframeBlockerConfig?.disableAutomaticBlocking) return;
			const discoverAndRegisterCategories = () => {
				const iframeCategories = getIframeConsentCategories();
				if (iframeCategories.length > 0) get().updateConsentCategories(iframeCategories);
			};
			if ("loading" === document.readyState) document.addEventListener("DOMContentLoaded", discoverAndRegisterCategories);
			else discoverAndRegisterCategories();
			setTimeout(discoverAndRegisterCategories, 100);
			processAllIframes(runtimeConsents);
			observer = setupIframeObserver(() => {
				const nextState = get();
				return applyPolicyScopeForRuntimeGating(nextState.consents, nextState.policyCategories, nextState.policyScopeMode);
			}, (categories) => get().updateConsentCategories(categories));
			isInitialized = true;
		},
		updateIframeConsents: () => {
			if (!isInitialized) return;
			if ("u" < typeof document) return;
			const state = get();
			const { consents, iframeBlockerConfig } = state;
			if (iframeBlockerConfig?.disableAutomaticBlocking) return;
			processAllIframes(applyPolicyScopeForRuntimeGating(consents, state.policyCategories, state.policyScopeMode));
		},
		destroyIframeBlocker: () => {
			if (!isInitialized) return;
			if ("u" < typeof document) return;
			const { iframeBlockerConfig } = get();
			if (iframeBlockerConfig?.disableAutomaticBlocking) return;
			if (observer) {
				observer.disconnect();
				observer = null;
			}
			isInitialized = false;
		}
	};
}
var PENDING_CONSENT_SYNC_KEY = "c15t:pending-consent-sync";
function shouldReloadOnConsentChange(previousConsents, newConsents, previousConsentInfo, reloadOnConsentRevoked, consentTypes) {
	if (!reloadOnConsentRevoked) return false;
	if (null === previousConsentInfo) return false;
	const disabledNames = new Set(consentTypes.filter((t) => t.disabled).map((t) => t.name));
	return Object.entries(newConsents).some(([key, value]) => !disabledNames.has(key) && true === previousConsents[key] && false === value);
}
function haveConsentsChanged(previousConsents, nextConsents, consentTypes) {
	return consentTypes.some((consentType) => previousConsents[consentType.name] !== nextConsents[consentType.name]);
}
function getConsentCategoryLists(consents, consentCategories, consentTypes) {
	const activeCategories = new Set(consentCategories);
	const allowedCategories = [];
	const deniedCategories = [];
	for (const consentType of consentTypes) if (activeCategories.has(consentType.name)) if (consents[consentType.name]) allowedCategories.push(consentType.name);
	else deniedCategories.push(consentType.name);
	return {
		allowedCategories,
		deniedCategories
	};
}
async function saveConsents({ manager, type, get, set, options, emitConsentChanged }) {
	const { callbacks, selectedConsents, consents, consentTypes, updateScripts, updateIframeConsents, updateNetworkBlockerConsents, consentCategories, locationInfo, model, consentInfo, reloadOnConsentRevoked, lastBannerFetchData } = get();
	const previousConsents = { ...consents };
	const previousConsentInfo = consentInfo;
	const newConsents = { ...selectedConsents ?? consents ?? {} };
	const givenAt = Date.now();
	if ("all" === type) {
		for (const consent of consentTypes) if (consentCategories.includes(consent.name)) newConsents[consent.name] = true;
	} else if ("necessary" === type) for (const consent of consentTypes) newConsents[consent.name] = true === consent.disabled ? consent.defaultValue : false;
	const effectivePolicy = getEffectivePolicy(lastBannerFetchData);
	const policyCategories = effectivePolicy?.consent?.categories;
	const shouldEnforcePolicyScope = shouldEnforcePolicyCategoryScope(policyCategories, effectivePolicy?.consent?.scopeMode ?? null);
	const effectiveConsents = shouldEnforcePolicyScope ? applyPolicyPurposeAllowlist(newConsents, policyCategories) : newConsents;
	const requestPreferences = shouldEnforcePolicyScope ? stripDisallowedPreferenceKeys(effectiveConsents, policyCategories) : effectiveConsents;
	const didChange = haveConsentsChanged(previousConsents, effectiveConsents, consentTypes);
	const nextConsentCategoryLists = getConsentCategoryLists(effectiveConsents, consentCategories, consentTypes);
	const previousConsentCategoryLists = getConsentCategoryLists(previousConsents, consentCategories, consentTypes);
	const consentChangedPayload = didChange ? {
		preferences: effectiveConsents,
		previousPreferences: previousConsents,
		allowedCategories: nextConsentCategoryLists.allowedCategories,
		deniedCategories: nextConsentCategoryLists.deniedCategories,
		previousAllowedCategories: previousConsentCategoryLists.allowedCategories,
		previousDeniedCategories: previousConsentCategoryLists.deniedCategories
	} : null;
	const materialPolicyFingerprint = lastBannerFetchData?.policy ? await createMaterialPolicyFingerprint(lastBannerFetchData.policy) : void 0;
	let subjectId = consentInfo?.subjectId;
	if (!subjectId) subjectId = generateSubjectId();
	const storedIdentifiers = sanitizeSubjectIdentifiers({
		externalId: get().consentInfo?.externalId,
		identityProvider: get().consentInfo?.identityProvider
	});
	const userIdentifiers = sanitizeSubjectIdentifiers({
		externalId: get().user?.id,
		identityProvider: get().user?.identityProvider
	});
	const externalId = storedIdentifiers.externalId ?? userIdentifiers.externalId;
	const identityProvider = storedIdentifiers.identityProvider ?? userIdentifiers.identityProvider;
	const nextConsentInfo = {
		time: givenAt,
		subjectId,
		materialPolicyFingerprint,
		...externalId ? { externalId } : {},
		...identityProvider ? { identityProvider } : {}
	};
	const needsReload = shouldReloadOnConsentChange(previousConsents, effectiveConsents, previousConsentInfo, reloadOnConsentRevoked, consentTypes);
	set({
		consents: effectiveConsents,
		selectedConsents: effectiveConsents,
		activeUI: "none",
		consentInfo: nextConsentInfo
	});
	saveConsentToStorage({
		consents: effectiveConsents,
		consentInfo: nextConsentInfo
	}, void 0, get().storageConfig);
	if (needsReload) {
		const pendingSync = {
			type,
			subjectId,
			preferences: requestPreferences,
			givenAt,
			jurisdiction: locationInfo?.jurisdiction ?? void 0,
			jurisdictionModel: model,
			domain: window.location.hostname,
			uiSource: options?.uiSource ?? "api",
			policySnapshotToken: lastBannerFetchData?.policySnapshotToken,
			...externalId ? { externalId } : {},
			...identityProvider ? { identityProvider } : {}
		};
		try {
			localStorage.setItem(PENDING_CONSENT_SYNC_KEY, JSON.stringify(pendingSync));
		} catch {}
		callbacks.onConsentSet?.({ preferences: effectiveConsents });
		if (consentChangedPayload) emitConsentChanged?.(consentChangedPayload);
		callbacks.onBeforeConsentRevocationReload?.({ preferences: effectiveConsents });
		window.location.reload();
		return;
	}
	await new Promise((resolve) => setTimeout(resolve, 0));
	updateIframeConsents();
	updateScripts();
	updateNetworkBlockerConsents();
	callbacks.onConsentSet?.({ preferences: effectiveConsents });
	if (consentChangedPayload) emitConsentChanged?.(consentChangedPayload);
	const consent = await manager.setConsent({ body: {
		type: "cookie_banner",
		domain: window.location.hostname,
		preferences: requestPreferences,
		subjectId,
		jurisdiction: locationInfo?.jurisdiction ?? void 0,
		jurisdictionModel: model ?? void 0,
		givenAt,
		uiSource: options?.uiSource ?? "api",
		consentAction: type,
		policySnapshotToken: lastBannerFetchData?.policySnapshotToken,
		...externalId ? { externalSubjectId: externalId } : {},
		...identityProvider ? { identityProvider } : {}
	} });
	if (!consent.ok) {
		const errorMsg = consent.error?.message ?? "Failed to save consents";
		callbacks.onError?.({ error: errorMsg });
		if (!callbacks.onError) console.error(errorMsg);
	}
}
function determineModel(jurisdiction, iabEnabled) {
	if (null == jurisdiction || "NONE" === jurisdiction) return null;
	if (iabEnabled && ["UK_GDPR", "GDPR"].includes(jurisdiction)) return "iab";
	if ([
		"UK_GDPR",
		"GDPR",
		"CH",
		"BR",
		"APPI",
		"PIPA",
		"QC_LAW25"
	].includes(jurisdiction)) return "opt-in";
	if ([
		"CCPA",
		"AU",
		"PIPEDA"
	].includes(jurisdiction)) return "opt-out";
	return "opt-in";
}
function calculateAutoGrantedConsents(shouldAutoGrant, hasGpcSignal) {
	if (!shouldAutoGrant) return null;
	return {
		necessary: true,
		functionality: true,
		experience: true,
		marketing: !hasGpcSignal,
		measurement: !hasGpcSignal
	};
}
function computeAutoGrantInfo(jurisdiction, iabEnabled, consentInfo, policyModel, gpcOverride, policyGpc) {
	const consentModel = "none" === policyModel ? null : policyModel ?? determineModel(jurisdiction, iabEnabled);
	const hasGpcSignal = (void 0 !== policyGpc ? policyGpc : true) ? void 0 !== gpcOverride ? gpcOverride : global_privacy_control_hasGlobalPrivacyControlSignal() : false;
	return {
		consentModel,
		autoGrantedConsents: calculateAutoGrantedConsents((null === consentModel || "opt-out" === consentModel) && null === consentInfo, hasGpcSignal)
	};
}
function buildStoreUpdate(data, config, effectiveIABEnabled, initSourceMetadata) {
	const { get, initialTranslationConfig } = config;
	const { consentInfo, consentTypes } = get();
	const { translations, location } = data;
	const { consentModel, autoGrantedConsents } = computeAutoGrantInfo(data.jurisdiction ?? null, effectiveIABEnabled, consentInfo, data.policy?.model, config.get().overrides?.gpc, data.policy?.consent?.gpc);
	const update = {
		model: consentModel,
		isLoadingConsentInfo: false,
		branding: data.branding ?? "c15t",
		hasFetchedBanner: true,
		lastBannerFetchData: data,
		locationInfo: {
			countryCode: location?.countryCode ?? null,
			regionCode: location?.regionCode ?? null,
			jurisdiction: data.jurisdiction ?? null
		},
		policyBanner: {
			allowedActions: data.policy?.ui?.banner?.allowedActions,
			primaryActions: data.policy?.ui?.banner?.primaryActions,
			layout: data.policy?.ui?.banner?.layout,
			direction: data.policy?.ui?.banner?.direction,
			uiProfile: data.policy?.ui?.banner?.uiProfile,
			scrollLock: data.policy?.ui?.banner?.scrollLock
		},
		policyDialog: {
			allowedActions: data.policy?.ui?.dialog?.allowedActions,
			primaryActions: data.policy?.ui?.dialog?.primaryActions,
			layout: data.policy?.ui?.dialog?.layout,
			direction: data.policy?.ui?.dialog?.direction,
			uiProfile: data.policy?.ui?.dialog?.uiProfile,
			scrollLock: data.policy?.ui?.dialog?.scrollLock
		},
		policyCategories: data.policy?.consent?.categories ?? null,
		policyScopeMode: data.policy?.consent?.scopeMode ?? null,
		initDataSource: initSourceMetadata?.initDataSource ?? null,
		initDataSourceDetail: initSourceMetadata?.initDataSourceDetail ?? null
	};
	if (null === consentInfo) if (data.policy?.ui?.mode) update.activeUI = data.policy.ui.mode;
	else update.activeUI = consentModel ? "banner" : "none";
	if (autoGrantedConsents) {
		update.consents = autoGrantedConsents;
		update.selectedConsents = autoGrantedConsents;
	}
	const policyCategories = data.policy?.consent?.categories;
	const hasStrictPolicyCategoryAllowlist = shouldEnforcePolicyCategoryScope(policyCategories, data.policy?.consent?.scopeMode ?? null);
	if (hasStrictPolicyCategoryAllowlist) {
		const uniqueAllowedCategories = filterConsentCategoriesByPolicy(allConsentNames, policyCategories);
		update.consentCategories = uniqueAllowedCategories;
		update.consents = applyPolicyPurposeAllowlist(update.consents ?? get().consents, uniqueAllowedCategories);
		update.selectedConsents = applyPolicyPurposeAllowlist(update.selectedConsents ?? get().selectedConsents, uniqueAllowedCategories);
	}
	const preselectedCategories = data.policy?.consent?.preselectedCategories;
	if (null === consentInfo && !autoGrantedConsents && Array.isArray(preselectedCategories) && preselectedCategories.length > 0) {
		const displayedConsentNames = update.consentCategories ?? get().consentCategories;
		const allowedPreselectedCategories = filterConsentCategoriesByPolicy(hasStrictPolicyCategoryAllowlist ? filterConsentCategoriesByPolicy(displayedConsentNames, policyCategories) : displayedConsentNames, preselectedCategories);
		const preselectedSet = new Set(allowedPreselectedCategories);
		const selectedConsentBaseline = update.selectedConsents ?? get().selectedConsents;
		update.selectedConsents = consentTypes.length > 0 ? consentTypes.reduce((acc, consent) => {
			acc[consent.name] = true === consent.disabled ? consent.defaultValue : preselectedSet.has(consent.name);
			return acc;
		}, {}) : Object.fromEntries(Object.keys(selectedConsentBaseline).map((category) => [category, "necessary" === category || preselectedSet.has(category)]));
	}
	if (translations?.language && translations?.translations) {
		let customMessages;
		customMessages = initialTranslationConfig?.translations ? { translations: initialTranslationConfig.translations } : void 0;
		update.translationConfig = prepareTranslationConfig({
			translations: { [translations.language]: translations.translations },
			disableAutoLanguageSwitch: true,
			defaultLanguage: translations.language
		}, customMessages);
	}
	return update;
}
function triggerCallbacks(data, config, autoGrantedConsents) {
	const { get } = config;
	const { callbacks } = get();
	const { translations } = data;
	if (autoGrantedConsents) callbacks?.onConsentSet?.({ preferences: autoGrantedConsents });
	if (translations?.language && translations?.translations) callbacks?.onBannerFetched?.({
		jurisdiction: data.jurisdiction,
		location: data.location,
		translations: {
			language: translations.language,
			translations: translations.translations
		}
	});
}
function getDefaultConsents(consentTypes) {
	return consentTypes.reduce((acc, consent) => {
		acc[consent.name] = consent.defaultValue;
		return acc;
	}, {});
}
async function updateStore(data, config, _hasLocalStorageAccess, prefetchedGVL, initSourceMetadata) {
	const { set, get } = config;
	const initialState = get();
	const currentPolicyFingerprint = data.policy ? await createMaterialPolicyFingerprint(data.policy) : void 0;
	if (initialState.consentInfo && currentPolicyFingerprint) {
		const storedPolicyFingerprint = initialState.consentInfo.materialPolicyFingerprint;
		if (storedPolicyFingerprint && storedPolicyFingerprint !== currentPolicyFingerprint) {
			const resetConsents = getDefaultConsents(initialState.consentTypes);
			deleteConsentFromStorage(void 0, initialState.storageConfig);
			set({
				consents: resetConsents,
				selectedConsents: resetConsents,
				consentInfo: null
			});
		} else if (!storedPolicyFingerprint) {
			const updatedConsentInfo = {
				...initialState.consentInfo,
				materialPolicyFingerprint: currentPolicyFingerprint
			};
			saveConsentToStorage({
				consents: initialState.consents,
				consentInfo: updatedConsentInfo
			}, void 0, initialState.storageConfig);
			set({ consentInfo: updatedConsentInfo });
		}
	}
	const { consentInfo } = get();
	let iab = get().iab;
	if (config.iabConfig && !iab) {
		const iabModule = config.iabConfig._module;
		if (iabModule) {
			iab = iabModule.createIABManager(config.iabConfig, get, set, config.manager);
			set({ iab });
		} else console.error("[c15t] IAB config provided without IAB module. Install @c15t/iab and use the iab() wrapper: `import { iab } from \"@c15t/iab\"; iab({ cmpId: ... })`");
	}
	const serverDisabledGVL = iab?.config.enabled && !prefetchedGVL;
	const effectiveIABEnabled = iab?.config.enabled && !serverDisabledGVL;
	if (serverDisabledGVL) console.warn("IAB mode disabled: Server returned 200 without GVL. Client IAB settings overridden.");
	const { consentModel, autoGrantedConsents } = computeAutoGrantInfo(data.jurisdiction ?? null, effectiveIABEnabled, consentInfo, data.policy?.model, get().overrides?.gpc, data.policy?.consent?.gpc);
	const storeUpdate = buildStoreUpdate(data, config, effectiveIABEnabled, initSourceMetadata);
	if (serverDisabledGVL && iab) storeUpdate.iab = {
		...iab,
		config: {
			...iab.config,
			enabled: false
		}
	};
	else if (iab && null != data.cmpId) storeUpdate.iab = {
		...iab,
		config: {
			...iab.config,
			cmpId: data.cmpId
		}
	};
	set(storeUpdate);
	triggerCallbacks(data, config, autoGrantedConsents);
	get().updateScripts();
	if (effectiveIABEnabled && "iab" === consentModel && iab) {
		const serverCustomVendors = data.customVendors ?? [];
		const clientCustomVendors = iab.config.customVendors ?? [];
		const serverVendorIds = new Set(serverCustomVendors.map((v) => v.id));
		const mergedCustomVendors = [...serverCustomVendors, ...clientCustomVendors.filter((v) => !serverVendorIds.has(v.id))];
		const mergedConfig = {
			...iab.config,
			customVendors: mergedCustomVendors,
			...null != data.cmpId && { cmpId: data.cmpId }
		};
		const iabModule = config.iabConfig?._module;
		if (iabModule) iabModule.initializeIABMode(mergedConfig, {
			set,
			get
		}, prefetchedGVL).catch((err) => {
			console.error("Failed to initialize IAB mode in updateStore:", err);
		});
	}
}
function checkLocalStorageAccess(set) {
	try {
		if (window.localStorage) {
			window.localStorage.setItem("c15t-storage-test-key", "test");
			window.localStorage.removeItem("c15t-storage-test-key");
			return true;
		}
	} catch (error) {
		console.warn("localStorage not available, skipping consent banner:", error);
		set({
			isLoadingConsentInfo: false,
			activeUI: "none"
		});
	}
	return false;
}
function shouldReuseSSRData(config, data) {
	const requestContext = data.metadata?.requestContext;
	if (!requestContext || !config.backendURL) return true;
	const matcher = createRuntimeRequestContextMatcher({
		backendURL: config.backendURL,
		overrides: config.get().overrides,
		credentials: config.requestCredentials
	});
	if (!matcher) return true;
	return matchesStoredRequestContext(requestContext, matcher);
}
async function initConsentManager(config) {
	const { get, set, manager } = config;
	const { callbacks } = get();
	if ("u" < typeof window) return;
	const hasLocalStorageAccess = checkLocalStorageAccess(set);
	if (!hasLocalStorageAccess) return;
	set({ isLoadingConsentInfo: true });
	processPendingConsentSync(manager, callbacks);
	const ssrResult = await tryUseSSRData(config);
	if (ssrResult) return ssrResult;
	return fetchFromAPI(config, hasLocalStorageAccess, manager, callbacks);
}
async function tryUseSSRData(config) {
	const { ssrData, set } = config;
	if (!ssrData) return void set({
		ssrDataUsed: false,
		ssrSkippedReason: "no_data"
	});
	const data = await ssrData;
	if (data?.init && !shouldReuseSSRData(config, data)) return void set({
		ssrDataUsed: false,
		ssrSkippedReason: "context_mismatch"
	});
	if (data?.init) {
		const initSourceMetadata = inferSSRInitSourceMetadata(data);
		await updateStore(data.init, config, true, data.gvl, {
			initDataSource: initSourceMetadata.initDataSource,
			initDataSourceDetail: initSourceMetadata.initDataSourceDetail
		});
		set({
			ssrDataUsed: true,
			ssrSkippedReason: null
		});
		return data.init;
	}
	set({
		ssrDataUsed: false,
		ssrSkippedReason: "fetch_failed"
	});
}
async function fetchFromAPI(config, hasLocalStorageAccess, manager, callbacks) {
	const { set, get } = config;
	try {
		const { language, country, region } = config.get().overrides ?? {};
		const initContext = await manager.init({
			headers: {
				...language && { "accept-language": language },
				...country && { "x-c15t-country": country },
				...region && { "x-c15t-region": region }
			},
			onError: callbacks.onError ? (context) => {
				callbacks.onError?.({ error: context.error?.message || "Unknown error" });
			} : void 0
		});
		const { data, error } = initContext;
		if (error || !data) throw new Error(`Failed to fetch consent banner info: ${error?.message}`);
		const initSourceMetadata = inferInitSourceMetadata(initContext, get().config.mode);
		await updateStore(data, config, hasLocalStorageAccess, data.gvl ?? void 0, initSourceMetadata);
		return data;
	} catch (error) {
		console.error("Error fetching consent banner information:", error);
		set({
			isLoadingConsentInfo: false,
			activeUI: "none"
		});
		const errorMessage = error instanceof Error ? error.message : "Unknown error fetching consent banner information";
		callbacks.onError?.({ error: errorMessage });
		return;
	}
}
function inferInitSourceMetadata(initContext, mode) {
	const response = initContext?.response ?? null;
	if (response) {
		const cache = inspectBackendCache(response.headers);
		if (cache.isCacheHit) return {
			initDataSource: "backend-cache-hit",
			initDataSourceDetail: cache.detail
		};
		return {
			initDataSource: "backend",
			initDataSourceDetail: cache.detail
		};
	}
	if ("offline" === mode) return {
		initDataSource: "offline-mode",
		initDataSourceDetail: null
	};
	if ("custom" === mode) return {
		initDataSource: "custom",
		initDataSourceDetail: null
	};
	if ("hosted" === mode || "c15t" === mode) return {
		initDataSource: "offline-fallback",
		initDataSourceDetail: null
	};
	return {
		initDataSource: "backend",
		initDataSourceDetail: null
	};
}
function inferSSRInitSourceMetadata(data) {
	const cache = data.metadata?.cache;
	const requestDurationMs = data.metadata?.requestDurationMs;
	const detailParts = ["via=ssr"];
	if (cache?.detail) detailParts.push(cache.detail);
	if ("number" == typeof requestDurationMs && Number.isFinite(requestDurationMs)) detailParts.push(`duration=${Math.max(0, Math.round(requestDurationMs))}ms`);
	const detail = detailParts.length > 0 ? detailParts.join(", ") : null;
	if (cache?.isHit === true) return {
		initDataSource: "backend-cache-hit",
		initDataSourceDetail: detail
	};
	if (cache) return {
		initDataSource: "backend",
		initDataSourceDetail: detail
	};
	return {
		initDataSource: "ssr",
		initDataSourceDetail: detail
	};
}
function inspectBackendCache(headers) {
	const cacheHeaders = [
		"x-vercel-cache",
		"cf-cache-status",
		"x-cache",
		"cache-status"
	];
	let headerDetail = null;
	let headerIndicatesHit = false;
	for (const headerName of cacheHeaders) {
		const headerValue = headers.get(headerName);
		if (headerValue) {
			headerDetail = `${headerName}=${headerValue}`;
			headerIndicatesHit = /\b(hit|stale|revalidated|updating)\b/i.test(headerValue);
			break;
		}
	}
	const ageHeader = headers.get("age");
	const ageValue = ageHeader ? Number.parseInt(ageHeader, 10) : NaN;
	const ageIndicatesCache = Number.isFinite(ageValue) && ageValue > 0;
	const ageDetail = ageIndicatesCache ? `age=${ageValue}` : null;
	const detail = headerDetail && ageDetail ? `${headerDetail}, ${ageDetail}` : headerDetail ?? ageDetail;
	return {
		isCacheHit: headerIndicatesHit || ageIndicatesCache,
		detail
	};
}
function processPendingConsentSync(manager, callbacks) {
	try {
		const pendingSync = localStorage.getItem(PENDING_CONSENT_SYNC_KEY);
		if (!pendingSync) return;
		localStorage.removeItem(PENDING_CONSENT_SYNC_KEY);
		const data = JSON.parse(pendingSync);
		const { externalId: externalSubjectId, identityProvider } = sanitizeSubjectIdentifiers({
			externalId: data.externalId,
			identityProvider: data.identityProvider
		});
		manager.setConsent({ body: {
			type: "cookie_banner",
			domain: data.domain,
			preferences: data.preferences,
			subjectId: data.subjectId,
			jurisdiction: data.jurisdiction,
			jurisdictionModel: data.jurisdictionModel ?? void 0,
			givenAt: data.givenAt,
			uiSource: data.uiSource ?? "api",
			policySnapshotToken: data.policySnapshotToken,
			...externalSubjectId ? { externalSubjectId } : {},
			...identityProvider ? { identityProvider } : {}
		} }).then((result) => {
			if (!result.ok) {
				const errorMsg = result.error?.message ?? "Failed to sync consent after reload";
				callbacks.onError?.({ error: errorMsg });
				if (!callbacks.onError) console.error("Failed to sync consent after reload:", errorMsg);
			}
		}).catch((err) => {
			const errorMsg = err instanceof Error ? err.message : "Failed to sync consent after reload";
			callbacks.onError?.({ error: errorMsg });
			if (!callbacks.onError) console.error("Failed to sync consent after reload:", err);
		});
	} catch {}
}
function normalizeMethod(method) {
	if (!method) return "GET";
	return method.toUpperCase();
}
function createUrl(rawUrl) {
	if (!rawUrl) return null;
	try {
		if ("u" < typeof window) return null;
		return new URL(rawUrl, window.location.href);
	} catch {
		return null;
	}
}
function hostnameMatchesRule(hostname, rule) {
	if (!hostname) return false;
	const ruleDomain = rule.domain.trim().toLowerCase();
	const targetHost = hostname.trim().toLowerCase();
	if (!ruleDomain || !targetHost) return false;
	if (targetHost === ruleDomain) return true;
	const suffix = `.${ruleDomain}`;
	return targetHost.endsWith(suffix);
}
function pathMatchesRule(pathname, rule) {
	if (!("string" == typeof rule.pathIncludes)) return true;
	if (!pathname) return false;
	return pathname.includes(rule.pathIncludes);
}
function methodMatchesRule(method, rule) {
	if (!rule.methods || 0 === rule.methods.length) return true;
	if (!method) return false;
	const upperMethod = normalizeMethod(method);
	return rule.methods.some((allowedMethod) => normalizeMethod(allowedMethod) === upperMethod);
}
function shouldApplyRule(url, method, rule) {
	if (!hostnameMatchesRule(url.hostname, rule)) return false;
	if (!pathMatchesRule(url.pathname, rule)) return false;
	if (!methodMatchesRule(method, rule)) return false;
	return true;
}
function shouldBlockRequest(request, consents, config) {
	if (!config) return { shouldBlock: false };
	if (!(false !== config.enabled)) return { shouldBlock: false };
	if (!config.rules || 0 === config.rules.length) return { shouldBlock: false };
	const url = createUrl(request.url);
	if (!url) return { shouldBlock: false };
	const method = normalizeMethod(request.method);
	for (const rule of config.rules) {
		if (!shouldApplyRule(url, method, rule)) continue;
		if (!has(rule.category, consents)) return {
			shouldBlock: true,
			rule
		};
	}
	return { shouldBlock: false };
}
function createNetworkBlockerManager(get, _set) {
	let originalFetch = null;
	let originalXhrOpen = null;
	let originalXhrSend = null;
	let isInitialized = false;
	let blockingConsents = null;
	const notifyBlockedRequest = (config, info) => {
		if (!config) return;
		if (false !== config.logBlockedRequests) {
			const ruleId = info.rule?.id ?? "unknown";
			console.warn("[c15t] Network request blocked by consent manager", {
				method: info.method,
				url: info.url,
				ruleId
			});
		}
		if (config.onRequestBlocked) config.onRequestBlocked(info);
	};
	const getBlockingConsents = () => {
		if (blockingConsents) return blockingConsents;
		return get().consents;
	};
	const patchFetch = () => {
		if ("u" < typeof window) return;
		if (!("function" == typeof window.fetch)) return;
		if (originalFetch) return;
		originalFetch = window.fetch;
		window.fetch = (input, init) => {
			const config = get().networkBlocker;
			if (!originalFetch) throw new Error("Network blocker fetch wrapper not initialized.");
			if (!(config?.enabled && config?.rules && config?.rules.length > 0)) return originalFetch.call(window, input, init);
			let method = "GET";
			if (init?.method) method = init.method;
			else if (input instanceof Request) method = input.method;
			let url;
			url = "string" == typeof input || input instanceof URL ? input.toString() : input.url;
			const consents = getBlockingConsents();
			const { shouldBlock, rule } = shouldBlockRequest({
				url,
				method
			}, consents, config);
			if (shouldBlock) {
				notifyBlockedRequest(config, {
					method,
					url,
					rule
				});
				const blockedResponse = new Response(null, {
					status: 451,
					statusText: "Request blocked by consent manager"
				});
				return Promise.resolve(blockedResponse);
			}
			return originalFetch.call(window, input, init);
		};
	};
	const patchXmlHttpRequest = () => {
		if ("u" < typeof window) return;
		if (!(void 0 !== window.XMLHttpRequest && "function" == typeof window.XMLHttpRequest.prototype.open && "function" == typeof window.XMLHttpRequest.prototype.send)) return;
		if (originalXhrOpen || originalXhrSend) return;
		originalXhrOpen = window.XMLHttpRequest.prototype.open;
		originalXhrSend = window.XMLHttpRequest.prototype.send;
		window.XMLHttpRequest.prototype.open = function(method, url, async, user, password) {
			const internal = this;
			internal.__c15tMethod = method;
			internal.__c15tUrl = url;
			if (!originalXhrOpen) throw new Error("Network blocker XHR open wrapper not initialized.");
			return originalXhrOpen.call(this, method, url, async ?? true, user, password);
		};
		window.XMLHttpRequest.prototype.send = function(body) {
			const config = get().networkBlocker;
			if (config?.enabled !== false && config?.rules && config?.rules.length > 0) {
				const internal = this;
				const method = internal.__c15tMethod || "GET";
				const url = internal.__c15tUrl || "";
				const consents = getBlockingConsents();
				const { shouldBlock, rule } = shouldBlockRequest({
					url,
					method
				}, consents, config);
				if (shouldBlock) {
					notifyBlockedRequest(config, {
						method,
						url,
						rule
					});
					try {
						this.abort();
					} catch {}
					const progressEvent = new ProgressEvent("error");
					if ("function" == typeof this.onerror) this.onerror(progressEvent);
					this.dispatchEvent(progressEvent);
					return;
				}
			}
			if (!originalXhrSend) throw new Error("Network blocker XHR send wrapper not initialized.");
			return originalXhrSend.call(this, body);
		};
	};
	return {
		initializeNetworkBlocker: () => {
			if (isInitialized) return;
			if ("u" < typeof window) return;
			const state = get();
			const config = state.networkBlocker;
			if (!(config?.enabled && config?.rules && config?.rules.length > 0)) return;
			blockingConsents = state.consents;
			patchFetch();
			patchXmlHttpRequest();
			isInitialized = true;
		},
		updateNetworkBlockerConsents: () => {
			if (!isInitialized) return;
			blockingConsents = get().consents;
		},
		setNetworkBlocker: (config) => {
			const shouldEnable = config?.enabled !== false && config?.rules && config?.rules.length > 0;
			_set({ networkBlocker: config });
			if (!shouldEnable) {
				if (!isInitialized) return;
				if ("u" < typeof window) return;
				if (originalFetch) {
					window.fetch = originalFetch;
					originalFetch = null;
				}
				if (originalXhrOpen && originalXhrSend) {
					window.XMLHttpRequest.prototype.open = originalXhrOpen;
					window.XMLHttpRequest.prototype.send = originalXhrSend;
					originalXhrOpen = null;
					originalXhrSend = null;
				}
				blockingConsents = null;
				isInitialized = false;
				return;
			}
			if (!isInitialized) {
				blockingConsents = get().consents;
				patchFetch();
				patchXmlHttpRequest();
				isInitialized = true;
			}
		},
		destroyNetworkBlocker: () => {
			if (!isInitialized) return;
			if ("u" < typeof window) return;
			if (originalFetch) {
				window.fetch = originalFetch;
				originalFetch = null;
			}
			if (originalXhrOpen && originalXhrSend) {
				window.XMLHttpRequest.prototype.open = originalXhrOpen;
				window.XMLHttpRequest.prototype.send = originalXhrSend;
				originalXhrOpen = null;
				originalXhrSend = null;
			}
			blockingConsents = null;
			isInitialized = false;
		}
	};
}
function coalesceInFlight(requests, key, createRequest) {
	const existingRequest = requests.get(key);
	if (existingRequest) return existingRequest;
	const request = createRequest().finally(() => {
		if (requests.get(key) === request) requests.delete(key);
	});
	requests.set(key, request);
	return request;
}
function isLegalDocumentConsentInput(input) {
	return isLegalDocumentType(input.type);
}
var getStoredConsent = (config) => {
	if ("u" < typeof window) return null;
	try {
		return getConsentFromStorage(config);
	} catch (e) {
		console.error("Failed to retrieve stored consent:", e);
		return null;
	}
};
var createConsentManagerStore = (manager, options = {}) => {
	const internalOptions = options;
	const { namespace = "c15tStore", iab, ssrData: _unusedSsrData, initialConsentCategories, initialTranslationConfig: legacyInitialTranslationConfig, initialI18nConfig, enabled = true, debug: _unusedDebug, ...storeConfigOptions } = options;
	const normalizedInitialTranslationConfig = Boolean(legacyInitialTranslationConfig || initialI18nConfig) ? resolveTranslationInput(legacyInitialTranslationConfig, initialI18nConfig) : void 0;
	setDebugEnabled(true === options.debug);
	const storedConsent = getStoredConsent(options.storageConfig);
	const getInitialConsentState = () => {
		if (!enabled) {
			const grantedConsents = consent_types_consentTypes.reduce((acc, consent) => {
				acc[consent.name] = true;
				return acc;
			}, {});
			return {
				consents: grantedConsents,
				selectedConsents: grantedConsents,
				consentInfo: { time: Date.now() },
				activeUI: "none",
				isLoadingConsentInfo: false
			};
		}
		if (storedConsent) return {
			consents: storedConsent.consents,
			selectedConsents: storedConsent.consents,
			consentInfo: storedConsent.consentInfo,
			user: storedConsent.consentInfo?.externalId ? {
				id: storedConsent.consentInfo.externalId,
				identityProvider: storedConsent.consentInfo.identityProvider
			} : void 0,
			activeUI: "none",
			isLoadingConsentInfo: false
		};
		return {
			activeUI: "none",
			isLoadingConsentInfo: true
		};
	};
	const consentChangeListeners = /* @__PURE__ */ new Set();
	const inFlightConsentSaves = /* @__PURE__ */ new Map();
	const inFlightPolicyConsents = /* @__PURE__ */ new Map();
	const store = createStore((set, get) => ({
		...initial_state_initialState,
		...storeConfigOptions,
		namespace,
		iab: null,
		...initialConsentCategories && { consentCategories: initialConsentCategories },
		...getInitialConsentState(),
		setActiveUI: (ui, options = {}) => {
			if ("none" === ui || "dialog" === ui) return void set({ activeUI: ui });
			if (options.force) return void set({ activeUI: "banner" });
			const state = get();
			if (!getStoredConsent() && !state.consentInfo && !state.isLoadingConsentInfo) set({ activeUI: "banner" });
		},
		setSelectedConsent: (name, value) => {
			set((state) => {
				if (state.consentTypes.find((type) => type.name === name)?.disabled) return state;
				return { selectedConsents: {
					...state.selectedConsents,
					[name]: value
				} };
			});
		},
		saveConsents: (type, options) => {
			const requestKey = JSON.stringify([
				type,
				options?.uiSource ?? null,
				"custom" === type ? get().selectedConsents : null
			]);
			return coalesceInFlight(inFlightConsentSaves, requestKey, () => saveConsents({
				manager,
				type,
				get,
				set,
				options,
				emitConsentChanged: (payload) => {
					get().callbacks.onConsentChanged?.(payload);
					for (const listener of consentChangeListeners) listener(payload);
				}
			}));
		},
		setConsent: (name, value) => {
			set((state) => {
				if (state.consentTypes.find((type) => type.name === name)?.disabled) return state;
				return { selectedConsents: {
					...state.consents,
					[name]: value
				} };
			});
			get().saveConsents("custom");
		},
		resetConsents: () => {
			set(() => {
				const consents = consent_types_consentTypes.reduce((acc, consent) => {
					acc[consent.name] = consent.defaultValue;
					return acc;
				}, {});
				const resetState = {
					consents,
					selectedConsents: consents,
					consentInfo: null
				};
				deleteConsentFromStorage(void 0, options.storageConfig);
				return resetState;
			});
		},
		setConsentCategories: (types) => set(() => {
			const { policyCategories, policyScopeMode } = get();
			if (shouldEnforcePolicyCategoryScope(policyCategories, policyScopeMode)) return { consentCategories: filterConsentCategoriesByPolicy(types, policyCategories) };
			return { consentCategories: Array.from(new Set(types)) };
		}),
		setCallback: (name, callback) => {
			const currentState = get();
			set((state) => ({ callbacks: {
				...state.callbacks,
				[name]: callback
			} }));
			if ("onConsentSet" === name && callback && "function" == typeof callback) callback?.({ preferences: currentState.consents });
			if ("onBannerFetched" === name && currentState.hasFetchedBanner && currentState.lastBannerFetchData && callback && "function" == typeof callback) {
				const { lastBannerFetchData } = currentState;
				const jurisdictionCode = lastBannerFetchData.jurisdiction ?? "NONE";
				callback?.({
					jurisdiction: {
						code: jurisdictionCode,
						message: ""
					},
					location: {
						countryCode: lastBannerFetchData.location.countryCode ?? null,
						regionCode: lastBannerFetchData.location.regionCode ?? null
					},
					translations: {
						language: lastBannerFetchData.translations.language,
						translations: lastBannerFetchData.translations.translations
					}
				});
			}
		},
		subscribeToConsentChanges: (listener) => {
			consentChangeListeners.add(listener);
			return () => {
				consentChangeListeners.delete(listener);
			};
		},
		setLocationInfo: (location) => set({ locationInfo: location }),
		initConsentManager: () => {
			if (!enabled) return Promise.resolve(void 0);
			return initConsentManager({
				manager,
				ssrData: options.ssrData,
				backendURL: internalOptions.__internal?.backendURL,
				requestCredentials: internalOptions.__internal?.requestCredentials,
				initialTranslationConfig: normalizedInitialTranslationConfig,
				iabConfig: iab,
				get,
				set
			});
		},
		getDisplayedConsents: () => {
			const { consentCategories, consentTypes } = get();
			return consentTypes.filter((consent) => consentCategories.includes(consent.name));
		},
		hasConsented: () => {
			const { consentInfo } = get();
			return null != consentInfo;
		},
		has: (condition) => {
			const { consents, policyCategories, policyScopeMode } = get();
			return has(condition, consents, {
				policyCategories,
				policyScopeMode
			});
		},
		setTranslationConfig: (config) => {
			set({ translationConfig: config });
		},
		updateConsentCategories: (newCategories) => {
			const { consentCategories: currentConsentCategories, policyCategories, policyScopeMode } = get();
			const allCategoriesSet = /* @__PURE__ */ new Set([...currentConsentCategories, ...newCategories]);
			let consentCategories;
			consentCategories = shouldEnforcePolicyCategoryScope(policyCategories, policyScopeMode) ? filterConsentCategoriesByPolicy(Array.from(allCategoriesSet), policyCategories) : Array.from(allCategoriesSet);
			set({ consentCategories });
		},
		identifyUser: async (user) => {
			const currentInfo = get().consentInfo;
			const subjectId = currentInfo?.subjectId;
			set({ user });
			if (!subjectId) return;
			if (String(currentInfo?.externalId) === String(user.id) && currentInfo?.identityProvider === user.identityProvider) return;
			await manager.identifyUser({ body: {
				subjectId,
				externalId: user.id,
				identityProvider: user.identityProvider
			} });
			set({ consentInfo: {
				...currentInfo,
				time: currentInfo?.time || Date.now(),
				subjectId,
				externalId: user.id,
				identityProvider: user.identityProvider
			} });
		},
		unstable_acceptPolicyConsent: (input) => {
			const requestKey = JSON.stringify([get().consentInfo?.subjectId ?? null, input]);
			return coalesceInFlight(inFlightPolicyConsents, requestKey, async () => {
				const currentState = get();
				const currentInfo = currentState.consentInfo;
				const subjectId = currentInfo?.subjectId ?? generateSubjectId();
				const storedIdentifiers = sanitizeSubjectIdentifiers({
					externalId: currentInfo?.externalId,
					identityProvider: currentInfo?.identityProvider
				});
				const userIdentifiers = sanitizeSubjectIdentifiers({
					externalId: currentState.user?.id,
					identityProvider: currentState.user?.identityProvider
				});
				const inputIdentifiers = sanitizeSubjectIdentifiers({
					externalId: input.externalId,
					identityProvider: input.identityProvider
				});
				const externalId = inputIdentifiers.externalId ?? storedIdentifiers.externalId ?? userIdentifiers.externalId;
				const identityProvider = inputIdentifiers.identityProvider ?? storedIdentifiers.identityProvider ?? userIdentifiers.identityProvider;
				const domain = input.domain ?? ("u" > typeof window ? window.location.hostname : "localhost");
				const legalDocumentConsent = isLegalDocumentConsentInput(input);
				let legalDocumentFields = {};
				if (legalDocumentConsent) if (input.documentSnapshotToken) legalDocumentFields = { documentSnapshotToken: input.documentSnapshotToken };
				else if (input.policyHash) legalDocumentFields = { policyHash: input.policyHash };
				else if (input.policyId) legalDocumentFields = { policyId: input.policyId };
				else throw new Error("Legal document consent requires documentSnapshotToken, policyHash, or policyId.");
				const givenAt = input.givenAt ?? Date.now();
				const response = await manager.setConsent({ body: {
					type: input.type,
					subjectId,
					domain,
					givenAt,
					uiSource: input.uiSource ?? "api",
					...legalDocumentFields,
					...input.metadata ? { metadata: input.metadata } : {},
					...input.preferences ? { preferences: input.preferences } : {},
					...externalId ? { externalSubjectId: externalId } : {},
					...identityProvider ? { identityProvider } : {}
				} });
				if (!response.ok || !response.data) {
					const errorMsg = response.error?.message ?? "Failed to accept policy consent";
					get().callbacks.onError?.({ error: errorMsg });
					const error = new Error(errorMsg);
					error.code = response.error?.code;
					error.details = response.error?.details ?? null;
					error.status = response.error?.status;
					throw error;
				}
				const consent = {
					...response.data,
					givenAt: response.data.givenAt instanceof Date ? response.data.givenAt : new Date(response.data.givenAt)
				};
				const latestState = get();
				const nextConsentInfo = {
					...latestState.consentInfo,
					time: consent.givenAt.getTime(),
					subjectId,
					...externalId ? { externalId } : {},
					...identityProvider ? { identityProvider } : {}
				};
				set({
					consentInfo: nextConsentInfo,
					...externalId ? { user: {
						id: externalId,
						identityProvider
					} } : {}
				});
				saveConsentToStorage({
					consents: latestState.consents,
					consentInfo: nextConsentInfo
				}, void 0, latestState.storageConfig);
				return consent;
			});
		},
		setOverrides: async (overrides) => {
			set({ overrides: {
				...get().overrides,
				...overrides
			} });
			if (!enabled) return;
			return await initConsentManager({
				manager,
				backendURL: internalOptions.__internal?.backendURL,
				requestCredentials: internalOptions.__internal?.requestCredentials,
				initialTranslationConfig: normalizedInitialTranslationConfig,
				iabConfig: iab,
				get,
				set
			});
		},
		setLanguage: async (language) => await get().setOverrides({
			...get().overrides ?? {},
			language
		}),
		...createScriptManager(get, set),
		...createIframeManager(get, set),
		...createNetworkBlockerManager(get, set)
	}));
	store.getState().initializeIframeBlocker();
	if (options.networkBlocker) {
		store.setState({ networkBlocker: options.networkBlocker });
		store.getState().initializeNetworkBlocker();
	}
	if (options.scripts && options.scripts.length > 0) store.getState().updateConsentCategories(options.scripts.flatMap((script) => extractConsentNamesFromCondition(script.category)));
	if ("u" > typeof window) {
		window[namespace] = store;
		store.getState().callbacks.onConsentSet?.({ preferences: store.getState().consents });
		if (options.user) store.getState().identifyUser(options.user);
		if (enabled) store.getState().initConsentManager();
		else store.getState().updateScripts();
	}
	return store;
};
var runtime_DEFAULT_BACKEND_URL = "/api/c15t";
var managerCache = /* @__PURE__ */ new Map();
var storeCache = /* @__PURE__ */ new Map();
function normalizeRuntimeMode(mode) {
	if ("offline" === mode || "custom" === mode) return mode;
	return "hosted";
}
function generateRuntimeCacheKey(options) {
	const enabledKey = false === options.enabled ? "disabled" : "enabled";
	return [
		normalizeRuntimeMode(options.mode),
		options.backendURL ?? "default",
		options.endpointHandlers ? "custom" : "none",
		options.storageConfig?.storageKey ?? "default",
		options.defaultLanguage ?? "default",
		options.languageSetKey ?? "default",
		options.offlinePolicyKey ?? "default",
		options.headersKey ?? "default",
		enabledKey
	].join(":");
}
function generateHeadersKey(headers) {
	if (!headers) return;
	const entries = Object.entries(headers).sort(([a], [b]) => a.localeCompare(b));
	if (0 === entries.length) return;
	return entries.map(([key, value]) => `${key}=${value}`).join(",");
}
function getOrCreateConsentRuntime(options, pkgInfo) {
	const { mode, backendURL, store, i18n, translations, storageConfig, enabled, iab, offlinePolicy, consentCategories, debug, headers, nonce, customFetch: _unusedCustomFetch, retryConfig: _unusedRetryConfig, endpointHandlers: _unusedEndpointHandlers, ...storeOptionOverrides } = options;
	const { initialI18nConfig: _unusedTopLevelInitialI18nConfig, initialTranslationConfig: _unusedTopLevelInitialTranslationConfig, ssrData: topLevelSSRData, config: topLevelConfig, ...cleanStoreOptionOverrides } = storeOptionOverrides;
	const { initialI18nConfig: _unusedStoreInitialI18nConfig, initialTranslationConfig: _unusedStoreInitialTranslationConfig, ssrData: storeSSRData, config: storeConfig, ...storeWithoutTranslationInputs } = store ?? {};
	const normalizedInitialTranslationConfig = resolveTranslationInput(translations ?? store?.initialTranslationConfig, i18n ?? store?.initialI18nConfig);
	const normalizedI18nConfig = normalizedInitialTranslationConfig ? normalizeI18nConfig(normalizedInitialTranslationConfig) : void 0;
	const normalizedLanguageSet = normalizedI18nConfig ? Object.keys(normalizedI18nConfig.messages).sort() : [];
	const resolvedIab = iab ?? storeWithoutTranslationInputs.iab;
	const resolvedOfflinePolicy = offlinePolicy ?? storeWithoutTranslationInputs.offlinePolicy;
	const resolvedStorageConfig = storageConfig ?? storeWithoutTranslationInputs.storageConfig;
	const resolvedEnabled = enabled ?? storeWithoutTranslationInputs.enabled;
	const resolvedNonce = nonce ?? storeWithoutTranslationInputs.nonce;
	const resolvedBackendURL = backendURL || runtime_DEFAULT_BACKEND_URL;
	const explicitSSRData = topLevelSSRData ?? storeSSRData;
	const cacheKey = generateRuntimeCacheKey({
		mode,
		backendURL,
		endpointHandlers: "endpointHandlers" in options ? options.endpointHandlers : void 0,
		storageConfig: resolvedStorageConfig,
		defaultLanguage: normalizedI18nConfig?.locale,
		languageSetKey: normalizedLanguageSet.length > 0 ? normalizedLanguageSet.join(",") : void 0,
		offlinePolicyKey: resolvedOfflinePolicy ? JSON.stringify(resolvedOfflinePolicy) : void 0,
		headersKey: generateHeadersKey(headers),
		enabled: resolvedEnabled
	});
	let consentManager = managerCache.get(cacheKey);
	if (!consentManager) {
		const normalizedStoreOptions = {
			...storeWithoutTranslationInputs,
			initialTranslationConfig: normalizedInitialTranslationConfig,
			iab: resolvedIab,
			offlinePolicy: resolvedOfflinePolicy
		};
		consentManager = "offline" === mode ? configureConsentManager({
			mode: "offline",
			store: normalizedStoreOptions,
			storageConfig: resolvedStorageConfig
		}) : "custom" === mode && "endpointHandlers" in options ? configureConsentManager({
			mode: "custom",
			endpointHandlers: options.endpointHandlers,
			store: normalizedStoreOptions,
			storageConfig: resolvedStorageConfig
		}) : configureConsentManager({
			mode: "c15t" === mode ? "c15t" : "hosted",
			backendURL: backendURL || runtime_DEFAULT_BACKEND_URL,
			headers,
			store: normalizedStoreOptions,
			storageConfig: resolvedStorageConfig
		});
		managerCache.set(cacheKey, consentManager);
	}
	let consentStore = storeCache.get(cacheKey);
	if (consentStore) {
		if (consentStore.getState().nonce !== resolvedNonce) consentStore.setState({ nonce: resolvedNonce });
	} else {
		const normalizedMode = normalizeRuntimeMode(mode);
		const userConfig = storeConfig ?? topLevelConfig;
		const autoPrefetchedSSRData = "hosted" !== normalizedMode || "u" < typeof window || explicitSSRData ? void 0 : getMatchingPrefetchedInitialData({
			backendURL: resolvedBackendURL,
			overrides: options.overrides,
			credentials: "include"
		});
		const resolvedSSRData = explicitSSRData ?? autoPrefetchedSSRData;
		consentStore = createConsentManagerStore(consentManager, {
			config: {
				...userConfig ?? {},
				pkg: pkgInfo?.pkg || "c15t",
				version: pkgInfo?.version || "2.2.1",
				mode: normalizedMode,
				meta: {
					...userConfig?.meta ?? {},
					..."hosted" === normalizedMode ? {
						backendURL: resolvedBackendURL,
						requestCredentials: "include"
					} : {}
				}
			},
			...cleanStoreOptionOverrides,
			...storeWithoutTranslationInputs,
			iab: resolvedIab,
			offlinePolicy: resolvedOfflinePolicy,
			storageConfig: resolvedStorageConfig,
			enabled: resolvedEnabled,
			nonce: resolvedNonce,
			initialTranslationConfig: normalizedInitialTranslationConfig,
			initialConsentCategories: consentCategories,
			ssrData: resolvedSSRData,
			debug,
			__internal: "hosted" === normalizedMode ? {
				backendURL: resolvedBackendURL,
				requestCredentials: "include"
			} : void 0
		});
		storeCache.set(cacheKey, consentStore);
	}
	return {
		consentManager,
		consentStore,
		cacheKey
	};
}
// ../../node_modules/@c15t/ui/dist/utils/resolve-styles.js
function t$31(l, s, o, y = !1) {
	let a = s?.slots?.[l], c = "object" == typeof a && null !== a && !!a.noStyle, n = "object" == typeof o && null !== o && !!o.noStyle;
	if (y || c || n) {
		let t = s$13(a || {}, o || {});
		return {
			className: t.className,
			style: t.style,
			noStyle: !0
		};
	}
	let m = s$13(s$13("object" == typeof o ? {
		...o,
		className: void 0
	} : {}, a || {}), o || {});
	return {
		className: m.className,
		style: m.style
	};
}
// ../../node_modules/@c15t/ui/dist/utils/sanitize-dom-style-props.js
function e$36(e) {
	return {
		className: e?.className,
		style: e?.style
	};
}
// ../../node_modules/@c15t/ui/dist/utils/translations.js
function n$15(n, o) {
	let { translations: t = {}, defaultLanguage: i = "en" } = n, r = t[i];
	if (e$35(r)) return r;
	let s = t.en;
	return e$35(s) ? s : o.translations.en;
}
function e$35(n) {
	return !!n && "object" == typeof n && "cookieBanner" in n && "consentManagerDialog" in n && "consentTypes" in n && "common" in n;
}
// ../../node_modules/@c15t/ui/dist/utils/trigger-utils.js
var t$30 = {
	defaultPosition: "bottom-right",
	offset: 20,
	persistPosition: !0,
	storageKey: "c15t-trigger-position"
};
function i$15(t, r, n, a = {}) {
	let { threshold: l = 30, velocityX: s = 0, velocityY: g = 0 } = a, c = Math.abs(r), u = Math.abs(n), f = Math.abs(s), p = Math.abs(g), h = c >= l || f >= .15 && c >= 10, b = u >= l || p >= .15 && u >= 10;
	if (!h && !b) return t;
	let m = t.includes("bottom"), d = t.includes("right"), y = m, D = d;
	return (h && (D = r > 0), b && (y = n > 0), y && D) ? "bottom-right" : y && !D ? "bottom-left" : !y && D ? "top-right" : "top-left";
}
function a$9(o, e = t$30.storageKey) {
	try {
		"u" > typeof localStorage && localStorage.setItem(e, o);
	} catch {}
}
function l$11(o = t$30.storageKey) {
	try {
		if ("u" > typeof localStorage) {
			let t = localStorage.getItem(o);
			if ("bottom-right" === t || "top-right" === t || "bottom-left" === t || "top-left" === t) return t;
		}
	} catch {}
	return null;
}
function s$12() {
	return {
		isDragging: !1,
		startX: 0,
		startY: 0,
		currentX: 0,
		currentY: 0
	};
}
// ../../node_modules/@c15t/react/dist/context/consent-manager-context.js
var e$33 = (0, import_react.createContext)(void 0);
// ../../node_modules/@c15t/react/dist/hooks/use-consent-manager.js
function a$8() {
	let a = (0, import_react.useContext)(e$33);
	if (void 0 === a) throw Error("useConsentManager must be used within a ConsentManagerProvider");
	let { consents: s, consentInfo: i, consentCategories: m, consentTypes: u, policyCategories: c, policyScopeMode: g } = a.state, l = (0, import_react.useRef)(a.store);
	l.current = a.store;
	let f = (0, import_react.useCallback)((t) => has(t, s, {
		policyCategories: c,
		policyScopeMode: g
	}), [
		s,
		c,
		g
	]), C = (0, import_react.useCallback)(() => null != i, [i]), d = (0, import_react.useCallback)(() => u.filter((e) => m.includes(e.name)), [u, m]), h = (0, import_react.useCallback)((e) => l.current.getState().subscribeToConsentChanges(e), []);
	return {
		...a.state,
		has: f,
		hasConsented: C,
		getDisplayedConsents: d,
		subscribeToConsentChanges: h,
		manager: a.manager
	};
}
// ../../node_modules/@c15t/react/dist/hooks/use-translations.js
function e$32() {
	let { translationConfig: e } = a$8();
	return (0, import_react.useMemo)(() => n$15(e, defaultTranslationConfig), [e]);
}
// ../../node_modules/@c15t/react/dist/components/shared/libs/slot.js
var o$27 = (0, import_react.forwardRef)(({ children: e, ...o }, r) => {
	if (!(0, import_react.isValidElement)(e)) return null;
	let f = e.props, l = e.ref, i = {
		...o,
		...f,
		className: [o.className, f.className].filter(Boolean).join(" "),
		style: {
			...o.style,
			...f.style
		},
		ref: function(...t) {
			return (e) => {
				for (let n of t) {
					if ("function" == typeof n) {
						n(e);
						continue;
					}
					n && "current" in n && (n.current = e);
				}
			};
		}(r, l)
	};
	for (let [t, e] of Object.entries(o)) /^on[A-Z]/.test(t) && (i[t] = function(t, e) {
		return "function" != typeof t ? e : "function" != typeof e ? t : (n) => {
			e(n), t(n);
		};
	}(e, f[t]));
	return (0, import_react.cloneElement)(e, i);
});
o$27.displayName = "Slot";
// ../../node_modules/@c15t/react/dist/hooks/use-styles.js
function o$26(o, m, i) {
	let { noStyle: u, theme: s } = n$16(), f = i ?? s;
	return (0, import_react.useMemo)(() => t$31(o, f, m, u), [
		o,
		f,
		m,
		u
	]);
}
// ../../node_modules/@c15t/react/dist/components/shared/primitives/box.js
var import_jsx_runtime = require_jsx_runtime();
var i$14 = (0, import_react.forwardRef)(({ asChild: t, className: i, style: s, themeKey: l, baseClassName: p, noStyle: f, ...u }, a) => {
	let x = e$36(o$26(l, {
		baseClassName: p,
		className: i,
		style: s,
		noStyle: f
	}));
	return (0, import_jsx_runtime.jsx)(t ? o$27 : "div", {
		ref: a,
		...u,
		...x
	});
});
i$14.displayName = "Box";
// ../../node_modules/@c15t/react/dist/context/consent-tracking-context.js
var n$12 = (0, import_react.createContext)({});
var o$25 = () => (0, import_react.useContext)(n$12);
// ../../node_modules/@c15t/ui/dist/styles/primitives/button.module.js
var button_module_default = {
	button: "c15t-ui-button-Lo5cc",
	"button-medium": "c15t-ui-button-medium-zdZk5",
	buttonMedium: "c15t-ui-button-medium-zdZk5",
	"button-small": "c15t-ui-button-small-nclev",
	buttonSmall: "c15t-ui-button-small-nclev",
	"button-xsmall": "c15t-ui-button-xsmall-xj0Fq",
	buttonXsmall: "c15t-ui-button-xsmall-xj0Fq",
	"button-xxsmall": "c15t-ui-button-xxsmall-qDcpO",
	buttonXxsmall: "c15t-ui-button-xxsmall-qDcpO",
	"button-primary-filled": "c15t-ui-button-primary-filled-u895k",
	buttonPrimaryFilled: "c15t-ui-button-primary-filled-u895k",
	"button-primary-stroke": "c15t-ui-button-primary-stroke-rMkBn",
	buttonPrimaryStroke: "c15t-ui-button-primary-stroke-rMkBn",
	"button-primary-lighter": "c15t-ui-button-primary-lighter-pa1_G",
	buttonPrimaryLighter: "c15t-ui-button-primary-lighter-pa1_G",
	"button-primary-ghost": "c15t-ui-button-primary-ghost-gUXbr",
	buttonPrimaryGhost: "c15t-ui-button-primary-ghost-gUXbr",
	"button-neutral-filled": "c15t-ui-button-neutral-filled-iBUdt",
	buttonNeutralFilled: "c15t-ui-button-neutral-filled-iBUdt",
	"button-neutral-stroke": "c15t-ui-button-neutral-stroke-FNAAx",
	buttonNeutralStroke: "c15t-ui-button-neutral-stroke-FNAAx",
	"button-neutral-lighter": "c15t-ui-button-neutral-lighter-CHsDA",
	buttonNeutralLighter: "c15t-ui-button-neutral-lighter-CHsDA",
	"button-neutral-ghost": "c15t-ui-button-neutral-ghost-a6Cdw",
	buttonNeutralGhost: "c15t-ui-button-neutral-ghost-a6Cdw",
	"button-icon": "c15t-ui-button-icon-JD5sB",
	buttonIcon: "c15t-ui-button-icon-JD5sB"
};
// ../../node_modules/@c15t/ui/dist/styles/primitives/button.js
var r$22 = ({ variant: r = "primary", mode: o = "filled", size: e = "medium" } = {}) => {
	let l = [button_module_default.button, button_module_default[`button-${e}`]];
	l.push(button_module_default[{
		"primary-filled": "button-primary-filled",
		"primary-stroke": "button-primary-stroke",
		"primary-lighter": "button-primary-lighter",
		"primary-ghost": "button-primary-ghost",
		"neutral-filled": "button-neutral-filled",
		"neutral-stroke": "button-neutral-stroke",
		"neutral-lighter": "button-neutral-lighter",
		"neutral-ghost": "button-neutral-ghost"
	}[`${r}-${o}`]]);
	let n = [button_module_default["button-icon"]];
	return {
		root: (t) => [...l, t?.class].filter(Boolean).join(" "),
		icon: (t) => [...n, t?.class].filter(Boolean).join(" ")
	};
};
// ../../node_modules/@c15t/react/dist/components/shared/primitives/button.js
var m$9 = [
	"primary",
	"secondary",
	"neutral",
	"consentAction",
	"isPrimary"
];
function l$10(t) {
	if (t.variant || t.mode) return {
		variant: t.variant ?? "neutral",
		mode: t.mode ?? "stroke"
	};
	let e = t.fallback ?? (t.isPrimary ? {
		variant: "primary",
		mode: "stroke"
	} : {
		variant: "neutral",
		mode: "stroke"
	}), o = t.theme?.consentActions?.default ?? {}, n = t.isPrimary ? t.theme?.consentActions?.primary ?? {} : {}, r = t.consentAction ? t.theme?.consentActions?.[t.consentAction] : void 0;
	return {
		variant: r?.variant ?? n.variant ?? o.variant ?? e.variant,
		mode: r?.mode ?? n.mode ?? o.mode ?? e.mode
	};
}
var u$10 = (0, import_react.forwardRef)(({ asChild: e, className: u, style: d, noStyle: y, action: f, themeKey: p, baseClassName: v, variant: b, mode: k, size: h = "small", consentAction: j, isPrimary: C, onClick: g, closeConsentBanner: A = !1, closeConsentDialog: x = !1, category: S, ...N }, P) => {
	let { saveConsents: w, setActiveUI: B, setConsent: E } = a$8(), { uiSource: q } = o$25(), { noStyle: O, theme: V } = n$16(), z = l$10({
		consentAction: j,
		isPrimary: C,
		theme: V,
		variant: b,
		mode: k
	}), D = "primary" === z.variant ? "buttonPrimary" : "buttonSecondary", { noStyle: F, ...G } = o$26(p ?? D, {
		baseClassName: [!(O || y) && r$22({
			variant: z.variant,
			mode: z.mode,
			size: h
		}).root()],
		style: { ...d },
		className: u,
		noStyle: O || y
	});
	if (!S && "set-consent" === f) throw Error("Category is required for set-consent action");
	let H = (0, import_react.useCallback)((t) => {
		if ((A || x) && B("none"), "open-consent-dialog" === f && B("dialog"), g && g(t), "open-consent-dialog" !== f) {
			let t = q ? { uiSource: q } : void 0;
			switch (f) {
				case "accept-consent":
					w("all", t);
					break;
				case "reject-consent":
					w("necessary", t);
					break;
				case "custom-consent":
					w("custom", t);
					break;
				case "set-consent":
					if (!S) throw Error("Category is required for set-consent action");
					E(S, !0);
			}
		}
	}, [
		A,
		x,
		g,
		w,
		B,
		f,
		S,
		E,
		q
	]), I = Object.fromEntries(Object.entries(N).filter(([t]) => !m$9.includes(t)));
	return (0, import_jsx_runtime.jsx)(e ? o$27 : "button", {
		ref: P,
		type: e ? void 0 : "button",
		...G,
		onClick: H,
		...I
	});
});
u$10.displayName = "ConsentButton";
// ../../node_modules/@c15t/ui/dist/styles/primitives/legal-links.module.js
var legal_links_module_default = {
	legalLinks: "c15t-ui-legalLinks-xVTMr",
	legalLink: "c15t-ui-legalLink-YVZqO"
};
// ../../node_modules/@c15t/react/dist/components/shared/primitives/legal-links/index.js
function s$11(e) {
	let { legalLinks: t } = a$8();
	return null == e ? null : Object.fromEntries(Object.entries(t ?? {}).filter(([t]) => e.includes(t)));
}
function i$13({ links: r, themeKey: o, testIdPrefix: a }) {
	let m = s$11(r), { legalLinks: u } = e$32(), g = o$26(o, { baseClassName: legal_links_module_default.legalLink });
	return m && 0 !== Object.keys(m).length ? (0, import_jsx_runtime.jsxs)("span", { children: [" ", Object.entries(m).map(([t, r], n, l) => r ? (0, import_jsx_runtime.jsxs)("span", { children: [(0, import_jsx_runtime.jsxs)("a", {
		href: r.href,
		target: r.target || "_blank",
		rel: r.rel || ("_blank" === r.target ? "noopener noreferrer" : void 0),
		...g,
		"data-testid": a ? `${a}-${String(t)}` : void 0,
		children: [r.label ?? u?.[t], n < l.length - 1 && ","]
	}), n < l.length - 1 && " "] }, String(t)) : null)] }) : null;
}
// ../../node_modules/@c15t/react/dist/components/consent-banner/components.js
var m$8 = (0, import_react.forwardRef)(({ children: n, ...r }, o) => {
	let { cookieBanner: a } = e$32();
	return (0, import_jsx_runtime.jsx)(i$14, {
		ref: o,
		baseClassName: consent_banner_module_default.title,
		"data-testid": "consent-banner-title",
		themeKey: "consentBannerTitle",
		...r,
		children: n ?? a.title
	});
});
m$8.displayName = "ConsentBannerTitle";
var p$5 = (0, import_react.forwardRef)(({ children: r, legalLinks: o, asChild: a, ...s }, l) => {
	let { cookieBanner: m } = e$32();
	return a ? (0, import_jsx_runtime.jsx)(i$14, {
		ref: l,
		baseClassName: consent_banner_module_default.description,
		"data-testid": "consent-banner-description",
		themeKey: "consentBannerDescription",
		asChild: a,
		...s,
		children: r ?? m.description
	}) : (0, import_jsx_runtime.jsxs)(i$14, {
		ref: l,
		baseClassName: consent_banner_module_default.description,
		"data-testid": "consent-banner-description",
		themeKey: "consentBannerDescription",
		asChild: a,
		...s,
		children: [r ?? m.description, (0, import_jsx_runtime.jsx)(i$13, {
			links: o,
			themeKey: "consentBannerDescription",
			testIdPrefix: "consent-banner-legal-link"
		})]
	});
});
p$5.displayName = "ConsentBannerDescription";
var u$9 = (0, import_react.forwardRef)(({ children: n, ...r }, o) => (0, import_jsx_runtime.jsx)(i$14, {
	ref: o,
	baseClassName: consent_banner_module_default.footer,
	"data-testid": "consent-banner-footer",
	themeKey: "consentBannerFooter",
	...r,
	children: n
}));
u$9.displayName = "ConsentBannerFooter";
var B = (0, import_react.forwardRef)(({ children: n, ...r }, l) => {
	let { trapFocus: d } = n$16(), { cookieBanner: m } = e$32(), p = (0, import_react.useRef)(null), u = l || p, B = !!d;
	return o$31(B, u), (0, import_jsx_runtime.jsx)(i$14, {
		ref: u,
		tabIndex: 0,
		baseClassName: consent_banner_module_default.card,
		"data-testid": "consent-banner-card",
		themeKey: "consentBannerCard",
		"aria-label": r["aria-label"] || m.title,
		"aria-modal": B ? "true" : void 0,
		role: B ? "dialog" : void 0,
		...r,
		children: n
	});
});
B.displayName = "ConsentBannerCard";
var C$2 = (0, import_react.forwardRef)(({ children: n, ...r }, o) => (0, import_jsx_runtime.jsx)(i$14, {
	ref: o,
	baseClassName: consent_banner_module_default.header,
	"data-testid": "consent-banner-header",
	themeKey: "consentBannerHeader",
	...r,
	children: n
}));
C$2.displayName = "ConsentBannerHeader";
var b$5 = (0, import_react.forwardRef)(({ children: n, ...r }, o) => (0, import_jsx_runtime.jsx)(i$14, {
	ref: o,
	baseClassName: consent_banner_module_default.footerSubGroup,
	"data-testid": "consent-banner-footer-sub-group",
	themeKey: "consentBannerFooterSubGroup",
	...r,
	children: n
}));
b$5.displayName = "ConsentBannerFooterSubGroup";
var h$7 = (0, import_react.forwardRef)(({ children: n, ...t }, r) => {
	let { common: o } = e$32();
	return (0, import_jsx_runtime.jsx)(u$10, {
		ref: r,
		action: "reject-consent",
		"data-testid": "consent-banner-reject-button",
		closeConsentBanner: !0,
		...t,
		children: n ?? o.rejectAll
	});
});
h$7.displayName = "ConsentBannerRejectButton";
var f$4 = (0, import_react.forwardRef)(({ children: n, ...t }, r) => {
	let { common: o } = e$32();
	return (0, import_jsx_runtime.jsx)(u$10, {
		ref: r,
		action: "open-consent-dialog",
		"data-testid": "consent-banner-customize-button",
		...t,
		children: n ?? o.customize
	});
});
f$4.displayName = "ConsentBannerCustomizeButton";
var y$6 = (0, import_react.forwardRef)(({ children: n, ...t }, r) => {
	let { common: o } = e$32(), { noStyle: a } = n$16();
	return (0, import_jsx_runtime.jsx)(u$10, {
		ref: r,
		action: "accept-consent",
		"data-testid": "consent-banner-accept-button",
		closeConsentBanner: !0,
		noStyle: a,
		...t,
		children: n ?? o.acceptAll
	});
});
y$6.displayName = "ConsentBannerAcceptButton";
var N$2 = m$8;
var j$2 = p$5;
var k$1 = u$9;
var F = b$5;
var K$1 = B;
var x$1 = C$2;
var D$1 = h$7;
var S$2 = f$4;
var g$3 = y$6;
// ../../node_modules/@c15t/react/dist/hooks/use-scroll-lock.js
function t$23(t) {
	(0, import_react.useEffect)(() => {
		if (t) return c$9();
	}, [t]);
}
// ../../node_modules/@c15t/react/dist/utils/cn.js
function r$19(...i) {
	return t$32(...i);
}
var c$8 = (0, import_react.forwardRef)(({ className: o, style: u, noStyle: c, asChild: y, ...p }, d) => {
	let f, { activeUI: v } = a$8(), { disableAnimation: b, noStyle: j, scrollLock: h } = n$16(), k = "banner" === v, [N, g] = (0, import_react.useState)(!1);
	(0, import_react.useEffect)(() => {
		if (k) g(!0);
		else if (b) g(!1);
		else {
			let e = setTimeout(() => {
				g(!1);
			}, Number.parseInt(getComputedStyle(document.documentElement).getPropertyValue("--consent-banner-animation-duration") || "200", 10));
			return () => clearTimeout(e);
		}
	}, [k, b]);
	let C = o$26("consentBannerOverlay", {
		baseClassName: !(j || c) && consent_banner_module_default.overlay,
		className: o,
		noStyle: j || c
	});
	f = j || c || b ? void 0 : N ? consent_banner_module_default.overlayVisible : consent_banner_module_default.overlayHidden;
	let O = r$19(C.className, f);
	return t$23(!!(k && h)), k && h ? (0, import_jsx_runtime.jsx)("div", {
		ref: d,
		...p,
		className: O,
		style: {
			...C.style,
			...u
		},
		"data-testid": "consent-banner-overlay"
	}) : null;
});
// ../../node_modules/@c15t/react/dist/hooks/use-text-direction.js
function o$21(o) {
	let u = (0, import_react.useMemo)(() => n$17(o), [o]);
	return (0, import_react.useEffect)(() => o$32(o), [o]), u;
}
// ../../node_modules/@c15t/react/dist/components/consent-banner/atoms/root.js
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
var b$4 = ({ children: e, className: o, noStyle: r, disableAnimation: n, scrollLock: s, trapFocus: l = !0, models: i, uiSource: m, ...d }) => {
	let { policyBanner: f } = a$8(), p = {
		disableAnimation: n,
		noStyle: r,
		scrollLock: s ?? f.scrollLock ?? void 0,
		trapFocus: l
	};
	return (0, import_jsx_runtime.jsx)(n$12.Provider, {
		value: { uiSource: m ?? "banner" },
		children: (0, import_jsx_runtime.jsx)(t$34.Provider, {
			value: p,
			children: (0, import_jsx_runtime.jsx)(h$6, {
				disableAnimation: n,
				className: o,
				noStyle: r,
				models: i,
				...d,
				children: e
			})
		})
	});
};
var h$6 = (0, import_react.forwardRef)(({ asChild: s, children: a, className: c, style: b, className: h, disableAnimation: y, noStyle: N, models: j = ["opt-in"], ...g }, v) => {
	let { activeUI: x, translationConfig: k, model: C } = a$8(), L = o$21(k.defaultLanguage), [R, T] = (0, import_react.useState)(!1), [B, P] = (0, import_react.useState)(!1), [S, V] = (0, import_react.useState)(200), $ = "banner" === x && j.includes(C);
	(0, import_react.useEffect)(() => {
		V(Number.parseInt(getComputedStyle(document.documentElement).getPropertyValue("--consent-banner-animation-duration") || "200", 10));
	}, []), (0, import_react.useEffect)(() => {
		if ($) if (B) T(!0);
		else {
			let e = setTimeout(() => {
				T(!0), P(!0);
			}, 10);
			return () => clearTimeout(e);
		}
		else if (P(!1), y) T(!1);
		else {
			let e = setTimeout(() => {
				T(!1);
			}, S);
			return () => clearTimeout(e);
		}
	}, [
		$,
		y,
		B,
		S
	]);
	let A = o$26("consentBanner", {
		baseClassName: [consent_banner_module_default.root, "ltr" === L ? consent_banner_module_default.bottomLeft : consent_banner_module_default.bottomRight],
		style: b,
		className: c || h,
		noStyle: N
	}), [E, H] = (0, import_react.useState)(!1);
	if ((0, import_react.useEffect)(() => {
		H(!0);
	}, []), !E) return null;
	let I = N ? A.className || "" : `${A.className || ""} ${R ? consent_banner_module_default.bannerVisible : consent_banner_module_default.bannerHidden}`, q = e$36(A);
	return $ ? (0, import_react_dom.createPortal)((0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [(0, import_jsx_runtime.jsx)(c$8, {}), (0, import_jsx_runtime.jsx)("div", {
		ref: v,
		...g,
		...q,
		className: I,
		"data-testid": "consent-banner-root",
		dir: L,
		children: a
	})] }), document.body) : null;
});
h$6.displayName = "ConsentBannerRootChildren";
var y$5 = b$4;
// ../../node_modules/@c15t/ui/dist/styles/components/consent-dialog.module.js
var consent_dialog_module_default = {
	root: "c15t-ui-root-SIREQ",
	dialogVisible: "c15t-ui-dialogVisible-kshSO",
	dialogHidden: "c15t-ui-dialogHidden-Nkf8B",
	contentVisible: "c15t-ui-contentVisible-JdLax",
	contentHidden: "c15t-ui-contentHidden-b7Eem",
	container: "c15t-ui-container-kzMoS",
	branding: "c15t-ui-branding-cFvDg",
	brandingCopy: "c15t-ui-brandingCopy-VUhih",
	brandingText: "c15t-ui-brandingText-UTU4l",
	brandingBy: "c15t-ui-brandingBy-wyO_G",
	brandingWordmarkLabel: "c15t-ui-brandingWordmarkLabel-HiffM",
	brandingC15T: "c15t-ui-brandingC15T-zxnCt",
	brandingWordmark: "c15t-ui-brandingWordmark-Oke49",
	brandingC15TMark: "c15t-ui-brandingC15TMark-gG3qF",
	brandingInth: "c15t-ui-brandingInth-HH4jL",
	brandingTag: "c15t-ui-brandingTag-xHTlt",
	brandingTagBanner: "c15t-ui-brandingTagBanner-ruu5B",
	brandingTagDialog: "c15t-ui-brandingTagDialog-VHYim",
	headerWrapper: "c15t-ui-headerWrapper-unPKA",
	closeButton: "c15t-ui-closeButton-xUsO9",
	footer: "c15t-ui-footer-wtxGp",
	overlay: "c15t-ui-overlay-zmCXe",
	overlayVisible: "c15t-ui-overlayVisible-csRAE",
	overlayHidden: "c15t-ui-overlayHidden-zcSPn",
	card: "c15t-ui-card-OCFER",
	header: "c15t-ui-header-BhjKW",
	title: "c15t-ui-title-nqdol",
	description: "c15t-ui-description-qNkW1",
	content: "c15t-ui-content-lXTS6",
	brandingFooter: "c15t-ui-brandingFooter-HAeuI"
};
// ../../node_modules/@c15t/react/dist/utils/merge-styles.js
function t$21(t, r) {
	return s$13(t, r);
}
// ../../node_modules/@c15t/react/dist/components/shared/ui/logo.js
var c$7 = ({ title: c = "c15t", titleId: n = "c15t-icon", ...t }) => (0, import_jsx_runtime.jsxs)("svg", {
	xmlns: "http://www.w3.org/2000/svg",
	viewBox: "0 0 446 445",
	"aria-labelledby": n,
	...t,
	children: [(0, import_jsx_runtime.jsx)("title", {
		id: n,
		children: c
	}), (0, import_jsx_runtime.jsx)("path", {
		fill: "currentColor",
		d: "M223.178.313c39.064 0 70.732 31.668 70.732 70.732-.001 39.064-31.668 70.731-70.732 70.731-12.181 0-23.642-3.079-33.649-8.502l-55.689 55.689a70.267 70.267 0 0 1 5.574 13.441h167.531c8.695-29.217 35.762-50.523 67.804-50.523 39.064 0 70.731 31.668 70.731 70.732s-31.668 70.732-70.731 70.732c-32.042 0-59.108-21.306-67.803-50.523H139.413a70.417 70.417 0 0 1-7.888 17.396l54.046 54.046c10.893-6.851 23.786-10.815 37.605-10.815 39.064 0 70.732 31.669 70.732 70.733 0 39.064-31.668 70.731-70.732 70.731s-70.732-31.667-70.732-70.731c0-10.518 2.296-20.499 6.414-29.471l-57.78-57.78c-8.972 4.117-18.952 6.414-29.47 6.414-39.063 0-70.731-31.668-70.732-70.732 0-39.064 31.669-70.732 70.733-70.732 12.18 0 23.642 3.079 33.649 8.502l55.688-55.688c-5.423-10.007-8.502-21.469-8.502-33.65 0-39.064 31.668-70.733 70.732-70.733Zm0 343.555c-16.742 0-30.314 13.572-30.314 30.314 0 16.741 13.572 30.313 30.314 30.313s30.314-13.572 30.314-30.313c0-16.742-13.572-30.314-30.314-30.314ZM71.611 192.299c-16.742 0-30.315 13.572-30.315 30.314s13.573 30.314 30.315 30.314c16.741 0 30.313-13.572 30.313-30.314 0-16.741-13.572-30.314-30.313-30.314Zm303.138 0c-16.729 0-30.294 13.551-30.315 30.275l.001.039-.001.038c.021 16.725 13.586 30.276 30.315 30.276 16.741 0 30.313-13.572 30.313-30.314 0-16.741-13.572-30.314-30.313-30.314ZM223.178 40.73c-16.742 0-30.314 13.573-30.314 30.315s13.573 30.313 30.314 30.313c16.742 0 30.313-13.572 30.314-30.313 0-16.742-13.572-30.314-30.314-30.315Z"
	})]
});
var t$20 = ({ title: c = "INTH", titleId: n = "inth-logo", ...t }) => (0, import_jsx_runtime.jsxs)("svg", {
	xmlns: "http://www.w3.org/2000/svg",
	viewBox: "0 0 88 90",
	fill: "none",
	"aria-labelledby": n,
	...t,
	children: [
		(0, import_jsx_runtime.jsx)("title", {
			id: n,
			children: c
		}),
		(0, import_jsx_runtime.jsx)("path", {
			fill: "currentColor",
			d: "M40.9164 0V8.26444H27.6933V26.7966H40.9164V35.0608H6.15594V26.7966H19.3788V8.26444H6.15594V0H40.9164Z"
		}),
		(0, import_jsx_runtime.jsx)("path", {
			fill: "currentColor",
			d: "M72.1149 20.1264V0H80.0343V35.0608H74.2747L54.9798 14.8193V35.0608H47.0604V0H52.964L72.1149 20.1264Z"
		}),
		(0, import_jsx_runtime.jsx)("path", {
			fill: "currentColor",
			fillRule: "evenodd",
			clipRule: "evenodd",
			d: "M71.36 41.6H88V89.6H0V41.6H61.12V31.04L71.36 41.6ZM6.15594 48.0891V56.4034H19.1784V83.2H27.4428V56.4034H40.5656V48.0891H6.15594ZM47.0603 48.1391V83.2H55.3247V70.2441H71.7531V83.2H80.0675V48.1391H71.7531V61.9797H55.3247V48.1391H47.0603Z"
		})
	]
});
var o$19 = (e) => (0, import_jsx_runtime.jsx)(t$20, {
	titleId: "inth-full-logo",
	...e
});
var i$10 = (e) => (0, import_jsx_runtime.jsx)(t$20, {
	titleId: "inth-icon",
	...e
});
var d$2 = ({ title: c = "Privacy", titleId: n = "fingerprint-icon", ...t }) => (0, import_jsx_runtime.jsxs)("svg", {
	xmlns: "http://www.w3.org/2000/svg",
	viewBox: "0 0 24 24",
	fill: "none",
	stroke: "currentColor",
	strokeWidth: "2",
	strokeLinecap: "round",
	strokeLinejoin: "round",
	"aria-labelledby": n,
	...t,
	children: [
		(0, import_jsx_runtime.jsx)("title", {
			id: n,
			children: c
		}),
		(0, import_jsx_runtime.jsx)("path", { d: "M12 10a2 2 0 0 0-2 2c0 1.02-.1 2.51-.26 4" }),
		(0, import_jsx_runtime.jsx)("path", { d: "M14 13.12c0 2.38 0 6.38-1 8.88" }),
		(0, import_jsx_runtime.jsx)("path", { d: "M17.29 21.02c.12-.6.43-2.3.5-3.02" }),
		(0, import_jsx_runtime.jsx)("path", { d: "M2 12a10 10 0 0 1 18-6" }),
		(0, import_jsx_runtime.jsx)("path", { d: "M2 16h.01" }),
		(0, import_jsx_runtime.jsx)("path", { d: "M21.8 16c.2-2 .131-5.354 0-6" }),
		(0, import_jsx_runtime.jsx)("path", { d: "M5 19.5C5.5 18 6 15 6 12a6 6 0 0 1 .34-2" }),
		(0, import_jsx_runtime.jsx)("path", { d: "M8.65 22c.21-.66.45-1.32.57-2" }),
		(0, import_jsx_runtime.jsx)("path", { d: "M9 6.8a6 6 0 0 1 9 5.2v2" })
	]
});
var h$5 = ({ title: c = "Settings", titleId: n = "settings-icon", ...t }) => (0, import_jsx_runtime.jsxs)("svg", {
	xmlns: "http://www.w3.org/2000/svg",
	viewBox: "0 0 24 24",
	fill: "none",
	stroke: "currentColor",
	strokeWidth: "2",
	strokeLinecap: "round",
	strokeLinejoin: "round",
	"aria-labelledby": n,
	...t,
	children: [
		(0, import_jsx_runtime.jsx)("title", {
			id: n,
			children: c
		}),
		(0, import_jsx_runtime.jsx)("path", { d: "M12.22 2h-.44a2 2 0 0 0-2 2v.18a2 2 0 0 1-1 1.73l-.43.25a2 2 0 0 1-2 0l-.15-.08a2 2 0 0 0-2.73.73l-.22.38a2 2 0 0 0 .73 2.73l.15.1a2 2 0 0 1 1 1.72v.51a2 2 0 0 1-1 1.74l-.15.09a2 2 0 0 0-.73 2.73l.22.38a2 2 0 0 0 2.73.73l.15-.08a2 2 0 0 1 2 0l.43.25a2 2 0 0 1 1 1.73V20a2 2 0 0 0 2 2h.44a2 2 0 0 0 2-2v-.18a2 2 0 0 1 1-1.73l.43-.25a2 2 0 0 1 2 0l.15.08a2 2 0 0 0 2.73-.73l.22-.39a2 2 0 0 0-.73-2.73l-.15-.08a2 2 0 0 1-1-1.74v-.5a2 2 0 0 1 1-1.74l.15-.09a2 2 0 0 0 .73-2.73l-.22-.38a2 2 0 0 0-2.73-.73l-.15.08a2 2 0 0 1-2 0l-.43-.25a2 2 0 0 1-1-1.73V4a2 2 0 0 0-2-2z" }),
		(0, import_jsx_runtime.jsx)("circle", {
			cx: "12",
			cy: "12",
			r: "3"
		})
	]
});
// ../../node_modules/@c15t/react/dist/components/shared/ui/branding.js
function h$4(n) {
	return "none" === n ? "none" : "inth" === n || "consent" === n ? "inth" : "c15t";
}
function p$4(n, r = "") {
	return "inth" === h$4(n) ? `https://inth.com${r}` : `https://c15t.com${r}`;
}
function f$3({ branding: a, className: i }) {
	return "inth" === h$4(a) ? (0, import_jsx_runtime.jsx)("span", {
		dir: "ltr",
		className: r$19(consent_dialog_module_default.brandingWordmark, i),
		children: (0, import_jsx_runtime.jsx)(o$19, { "aria-hidden": "true" })
	}) : (0, import_jsx_runtime.jsxs)("span", {
		dir: "ltr",
		className: r$19(consent_dialog_module_default.brandingWordmark, i),
		children: [(0, import_jsx_runtime.jsx)("span", {
			className: consent_dialog_module_default.brandingC15TMark,
			children: (0, import_jsx_runtime.jsx)(c$7, { "aria-hidden": "true" })
		}), (0, import_jsx_runtime.jsx)("span", {
			className: consent_dialog_module_default.brandingWordmarkLabel,
			children: "c15t"
		})]
	});
}
function b$3({ branding: r, ...t }) {
	return (0, import_jsx_runtime.jsx)("inth" === h$4(r) ? i$10 : c$7, { ...t });
}
function j$1({ hideBranding: c, variant: g = "footer", themeKey: u, className: b, style: k, "data-testid": N }) {
	let { branding: B } = a$8(), { noStyle: y, theme: T } = n$16(), { common: C } = e$32(), w = h$4(B), L = "u" > typeof window ? `?ref=${window.location.hostname}` : "", x = e$36((0, import_react.useMemo)(() => {
		let n = {
			baseClassName: r$19(consent_dialog_module_default.branding, "footer" !== g && consent_dialog_module_default.brandingTag, "dialog-tag" === g && consent_dialog_module_default.brandingTagDialog, "banner-tag" === g && consent_dialog_module_default.brandingTagBanner),
			className: b,
			style: k
		};
		return u && T?.slots && u in T.slots ? t$31(u, T, n, y) : t$21({}, n);
	}, [
		b,
		y,
		k,
		T,
		u,
		g
	]));
	return "none" === w || c ? null : (0, import_jsx_runtime.jsxs)("a", {
		...x,
		href: p$4(B, L),
		"data-branding": w,
		"data-variant": g,
		"data-testid": N,
		children: [(0, import_jsx_runtime.jsx)("span", {
			className: consent_dialog_module_default.brandingCopy,
			children: (0, import_jsx_runtime.jsx)("span", {
				className: consent_dialog_module_default.brandingText,
				children: C.securedBy
			})
		}), (0, import_jsx_runtime.jsx)(f$3, {
			branding: B,
			className: "inth" === w ? consent_dialog_module_default.brandingInth : consent_dialog_module_default.brandingC15T
		})]
	});
}
// ../../node_modules/@c15t/react/dist/hooks/use-reduced-motion.js
function r$16() {
	let [r, n] = (0, import_react.useState)(!1);
	return (0, import_react.useEffect)(() => {
		if ("u" < typeof window) return;
		let e = window.matchMedia("(prefers-reduced-motion: reduce)");
		n(e.matches);
		let t = (e) => {
			n(e.matches);
		};
		return e.addEventListener("change", t), () => e.removeEventListener("change", t);
	}, []), r;
}
// ../../node_modules/@c15t/react/dist/hooks/use-component-config.js
function e$20(e) {
	let n = n$16(), i = r$16();
	return {
		noStyle: e?.noStyle ?? n.noStyle ?? !1,
		disableAnimation: e?.disableAnimation ?? n.disableAnimation ?? i,
		scrollLock: e?.scrollLock ?? n.scrollLock ?? !1,
		trapFocus: e?.trapFocus ?? n.trapFocus ?? !0
	};
}
// ../../node_modules/@c15t/react/dist/hooks/use-headless-consent-ui.js
var u$7 = {
	banner: "banner",
	dialog: "dialog"
};
function y$4() {
	let { activeUI: y, policyBanner: { allowedActions: d, primaryActions: m, layout: p, direction: A, uiProfile: f, scrollLock: w }, policyDialog: { allowedActions: P, primaryActions: g, layout: b, direction: S, uiProfile: k, scrollLock: L }, saveConsents: h, setActiveUI: H } = a$8(), j = (0, import_react.useMemo)(() => ({
		allowedActions: d,
		primaryActions: m,
		layout: p,
		direction: A,
		uiProfile: f,
		scrollLock: w
	}), [
		d,
		A,
		p,
		m,
		f,
		w
	]), D = (0, import_react.useMemo)(() => ({
		allowedActions: P,
		primaryActions: g,
		layout: b,
		direction: S,
		uiProfile: k,
		scrollLock: L
	}), [
		P,
		S,
		b,
		g,
		k,
		L
	]), F = (0, import_react.useMemo)(() => {
		let t = resolvePolicyAllowedActions({ allowedActions: d }), n = resolvePolicyActionGroups({
			allowedActions: t,
			layout: p
		}), s = resolvePolicyOrderedActions({
			allowedActions: t,
			layout: p
		}), u = resolvePolicyDirection(A);
		return {
			allowedActions: t,
			orderedActions: s,
			actionGroups: n,
			primaryActions: resolvePolicyPrimaryActions({
				orderedActions: s,
				primaryActions: m
			}),
			layout: p,
			direction: u,
			uiProfile: f,
			scrollLock: w,
			hasPolicyHints: hasPolicyHints(j),
			shouldFillActions: shouldFillPolicyActions({
				uiProfile: f,
				actionGroups: n,
				direction: u
			}),
			isVisible: "banner" === y
		};
	}, [
		y,
		d,
		A,
		p,
		m,
		f,
		w,
		j
	]), I = (0, import_react.useMemo)(() => {
		let t = resolvePolicyAllowedActions({ allowedActions: P }), n = resolvePolicyActionGroups({
			allowedActions: t,
			layout: b
		}), s = resolvePolicyOrderedActions({
			allowedActions: t,
			layout: b
		}), u = resolvePolicyDirection(S);
		return {
			allowedActions: t,
			orderedActions: s,
			actionGroups: n,
			primaryActions: resolvePolicyPrimaryActions({
				orderedActions: s,
				primaryActions: g
			}),
			layout: b,
			direction: u,
			uiProfile: k,
			scrollLock: L,
			hasPolicyHints: hasPolicyHints(D),
			shouldFillActions: shouldFillPolicyActions({
				uiProfile: k,
				actionGroups: n,
				direction: u
			}),
			isVisible: "dialog" === y
		};
	}, [
		y,
		P,
		S,
		b,
		g,
		k,
		L,
		D
	]), U = (0, import_react.useCallback)(async (o, i) => {
		let l = i.uiSource ?? u$7[i.surface];
		switch (o) {
			case "accept":
				await h("all", { uiSource: l });
				return;
			case "reject":
				await h("necessary", { uiSource: l });
				return;
		}
	}, [h]), V = (0, import_react.useCallback)((o, i) => U(o, {
		surface: "banner",
		uiSource: i?.uiSource
	}), [U]), x = (0, import_react.useCallback)((o, i) => U(o, {
		surface: "dialog",
		uiSource: i?.uiSource
	}), [U]), B = (0, import_react.useCallback)(async (o) => {
		await h("custom", { uiSource: o?.uiSource ?? u$7.dialog });
	}, [h]);
	return {
		activeUI: y,
		banner: F,
		dialog: I,
		openBanner: (0, import_react.useCallback)((o) => {
			H("banner", o);
		}, [H]),
		openDialog: (0, import_react.useCallback)(() => {
			H("dialog");
		}, [H]),
		closeUI: (0, import_react.useCallback)(() => {
			H("none");
		}, [H]),
		performAction: U,
		performBannerAction: V,
		performDialogAction: x,
		saveCustomPreferences: B
	};
}
// ../../node_modules/@c15t/react/dist/components/consent-banner/error-boundary.js
var t$17 = class extends import_react.Component {
	constructor(r) {
		super(r), this.state = {
			hasError: !1,
			error: null,
			errorInfo: null
		};
	}
	static getDerivedStateFromError(r) {
		return {
			hasError: !0,
			error: r,
			errorInfo: null
		};
	}
	componentDidCatch(r, t) {
		this.setState({
			error: r,
			errorInfo: t
		});
	}
	render() {
		return this.state.hasError ? "function" == typeof this.props.fallback ? this.props.fallback(this.state.error, this.state.errorInfo) : this.props.fallback : this.props.children;
	}
};
// ../../node_modules/@c15t/react/dist/components/consent-banner/consent-banner.js
var S$1 = [["reject", "accept"], "customize"];
var w$1 = ({ noStyle: w, disableAnimation: B$1, scrollLock: F, trapFocus: N = !0, title: v, description: z, rejectButtonText: P, customizeButtonText: C, acceptButtonText: G, legalLinks: L, hideBranding: $ = !1, layout: x, direction: E, primaryButton: K = "customize", models: T, uiSource: U }) => {
	let { cookieBanner: q } = e$32(), { banner: D } = y$4(), { policyBanner: H } = a$8(), I = e$20({
		noStyle: w,
		disableAnimation: B$1,
		scrollLock: F ?? H.scrollLock ?? !1,
		trapFocus: N
	}), J = new Set(D.orderedActions), M = D.primaryActions.length > 0 ? D.primaryActions : K, O = x ?? ((D.layout?.length ?? 0) > 0 ? D.actionGroups : S$1), Q = E ?? D.direction ?? "row", R = O.map((r) => Array.isArray(r) ? r.filter((r) => J.has(r)) : J.has(r) ? [r] : []).filter((r) => r.length > 0), V = shouldFillPolicyActions({
		uiProfile: D.uiProfile,
		actionGroups: R,
		direction: Q
	}), W = (e, n) => {
		if (!J.has(e)) return null;
		let t = Array.isArray(M) ? M.includes(e) : e === M;
		switch (e) {
			case "reject": return (0, import_jsx_runtime.jsx)(h$7, {
				consentAction: "reject",
				isPrimary: t,
				className: n,
				"data-testid": "consent-banner-reject-button",
				children: P
			});
			case "accept": return (0, import_jsx_runtime.jsx)(y$6, {
				consentAction: "accept",
				isPrimary: t,
				className: n,
				"data-testid": "consent-banner-accept-button",
				children: G
			});
			case "customize": return (0, import_jsx_runtime.jsx)(f$4, {
				consentAction: "customize",
				isPrimary: t,
				className: n,
				"data-testid": "consent-banner-customize-button",
				children: C
			});
			default: throw Error(`Unhandled consent banner button type: ${e}`);
		}
	};
	return (0, import_jsx_runtime.jsx)(t$17, {
		fallback: (0, import_jsx_runtime.jsx)("div", { children: "Something went wrong with the Consent Banner." }),
		children: (0, import_jsx_runtime.jsx)(b$4, {
			...I,
			models: T,
			uiSource: U,
			children: (0, import_jsx_runtime.jsxs)("div", {
				className: consent_banner_module_default.cardShell,
				children: [(0, import_jsx_runtime.jsx)(j$1, {
					hideBranding: $,
					variant: "banner-tag",
					themeKey: "consentBannerTag",
					"data-testid": "consent-banner-branding"
				}), (0, import_jsx_runtime.jsxs)(B, {
					"aria-label": q.title,
					children: [(0, import_jsx_runtime.jsxs)(C$2, { children: [(0, import_jsx_runtime.jsx)(m$8, { children: v }), (0, import_jsx_runtime.jsx)(p$5, {
						legalLinks: L,
						children: z
					})] }), (0, import_jsx_runtime.jsx)(u$9, {
						className: r$19(V && consent_banner_module_default.footerFill, "column" === Q && consent_banner_module_default.footerColumn),
						children: O.map((e, t) => {
							if (Array.isArray(e)) {
								let i = e.filter((r) => J.has(r));
								if (0 === i.length) return null;
								let s = e.join("-");
								return (0, import_jsx_runtime.jsx)(b$5, {
									className: r$19(V && consent_banner_module_default.footerSubGroupFill, "column" === Q && consent_banner_module_default.footerSubGroupColumn),
									children: i.map((e) => (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: W(e, V ? consent_banner_module_default.actionButtonFill : void 0) }, e))
								}, s ? `group-${s}` : `group-${t}`);
							}
							return J.has(e) ? (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: W(e, V ? consent_banner_module_default.actionButtonFill : void 0) }, e) : null;
						})
					})]
				})]
			})
		})
	});
};
// ../../node_modules/@c15t/react/dist/components/shared/policy-actions.js
function t$16({ state: e, Footer: n, FooterSubGroup: l, classNames: c, renderDefaultAction: m, renderAction: s }) {
	let u = e.shouldFillActions, a = "column" === e.direction, p = u ? {
		width: "100%",
		flex: 1
	} : void 0;
	return (0, import_jsx_runtime.jsx)(n, {
		className: r$19(u && c.footerFill, a && c.footerColumn),
		children: e.actionGroups.map((t, n) => (0, import_jsx_runtime.jsx)(l, {
			className: r$19(u && c.footerSubGroupFill, a && c.footerSubGroupColumn),
			children: t.map((i) => {
				let t = `action-${i}`, n = {
					key: t,
					consentAction: i,
					isPrimary: e.primaryActions.includes(i),
					style: p
				};
				return (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: s?.(i, n) ?? m(i, n) }, t);
			})
		}, `group-${t.join("-") || n}`))
	});
}
// ../../node_modules/@c15t/react/dist/components/consent-banner/policy-actions.js
function a$7(t, e) {
	let { key: n, consentAction: s, ...i } = e;
	switch (t) {
		case "accept": return (0, import_jsx_runtime.jsx)(y$6, {
			consentAction: s,
			"data-testid": "consent-banner-accept-button",
			...i
		}, n);
		case "reject": return (0, import_jsx_runtime.jsx)(h$7, {
			consentAction: s,
			"data-testid": "consent-banner-reject-button",
			...i
		}, n);
		case "customize": return (0, import_jsx_runtime.jsx)(f$4, {
			consentAction: s,
			"data-testid": "consent-banner-customize-button",
			...i
		}, n);
		default: throw Error(`Unhandled consent banner action: ${t}`);
	}
}
function l$7({ renderAction: r }) {
	let { banner: c } = y$4();
	return (0, import_jsx_runtime.jsx)(t$16, {
		state: c,
		Footer: u$9,
		FooterSubGroup: b$5,
		classNames: {
			footerFill: consent_banner_module_default.footerFill,
			footerColumn: consent_banner_module_default.footerColumn,
			footerSubGroupFill: consent_banner_module_default.footerSubGroupFill,
			footerSubGroupColumn: consent_banner_module_default.footerSubGroupColumn
		},
		renderAction: r,
		renderDefaultAction: a$7
	});
}
// ../../node_modules/@c15t/react/dist/components/consent-banner/index.js
var z = Object.assign(w$1, {
	Root: y$5,
	Card: K$1,
	Header: x$1,
	Title: N$2,
	Description: j$2,
	PolicyActions: l$7,
	Footer: k$1,
	FooterSubGroup: F,
	RejectButton: D$1,
	CustomizeButton: S$2,
	AcceptButton: g$3,
	Overlay: c$8,
	Content: K$1,
	Actions: F
});
// ../../node_modules/@c15t/ui/dist/styles/components/consent-widget.module.js
var consent_widget_module_default = {
	enter: "c15t-ui-enter-oqaf_",
	exit: "c15t-ui-exit-Yh5ig",
	widget: "c15t-ui-widget-tTKyY",
	card: "c15t-ui-card-UpkfF",
	header: "c15t-ui-header-UNVT2",
	title: "c15t-ui-title-VZSLD",
	description: "c15t-ui-description-wIwCB",
	content: "c15t-ui-content-vvxqv",
	footer: "c15t-ui-footer-vPM5F",
	footerSubGroup: "c15t-ui-footerSubGroup-DllFT",
	footerFill: "c15t-ui-footerFill-P_kQs",
	footerColumn: "c15t-ui-footerColumn-ezdXA",
	footerSubGroupFill: "c15t-ui-footerSubGroupFill-vHGHl",
	footerSubGroupColumn: "c15t-ui-footerSubGroupColumn-HCrX0",
	actionButtonFill: "c15t-ui-actionButtonFill-Ane9w",
	branding: "c15t-ui-branding-OBSbe",
	brandingLink: "c15t-ui-brandingLink-RAOti",
	bottomLeft: "c15t-ui-bottomLeft-MFOD6",
	bottomRight: "c15t-ui-bottomRight-PBeso",
	topLeft: "c15t-ui-topLeft-uEV5R",
	topRight: "c15t-ui-topRight-jj0Fj",
	accordionItem: "c15t-ui-accordionItem-phxAm",
	accordionTriggerInner: "c15t-ui-accordionTriggerInner-OxxsR",
	accordionList: "c15t-ui-accordionList-Ojp24",
	accordionTrigger: "c15t-ui-accordionTrigger-hVnri",
	accordionTitle: "c15t-ui-accordionTitle-oVDJ5",
	accordionContent: "c15t-ui-accordionContent-S6PcX",
	accordionArrow: "c15t-ui-accordionArrow-yFH7h",
	switch: "c15t-ui-switch-YnFJT"
};
// ../../node_modules/@c15t/react/dist/components/shared/ui/icon.js
var t$15 = ({ title: t, iconPath: i }) => (0, import_react.forwardRef)((o, n) => (0, import_jsx_runtime.jsxs)("svg", {
	xmlns: "http://www.w3.org/2000/svg",
	viewBox: "0 0 24 24",
	fill: "none",
	stroke: "currentColor",
	strokeLinecap: "round",
	strokeLinejoin: "round",
	strokeWidth: 2,
	ref: n,
	...o,
	children: [(0, import_jsx_runtime.jsx)("title", { children: t }), i]
}));
// ../../node_modules/@c15t/ui/dist/primitives/shared/data-state.js
function e$17(e) {
	return e ? "open" : "closed";
}
function t$14(e) {
	return e ? "checked" : "unchecked";
}
function n$8(e) {
	return e ? "" : void 0;
}
// ../../node_modules/@c15t/ui/dist/primitives/shared/preference-item.js
var t$13 = {
	auxiliary: "preference-item-auxiliary",
	content: "preference-item-content",
	control: "preference-item-control",
	header: "preference-item-header",
	leading: "preference-item-leading",
	meta: "preference-item-meta",
	root: "preference-item-root",
	title: "preference-item-title",
	trigger: "preference-item-trigger"
};
var r$11 = {
	contentInner: "preference-item-content-inner",
	contentViewport: "preference-item-content-viewport"
};
function n$7(t) {
	return e$17(t);
}
function i$9(e) {
	return !e;
}
// ../../node_modules/@c15t/ui/dist/styles/primitives/preference-item.module.js
var preference_item_module_default = {
	root: "c15t-ui-root-uVKV9",
	trigger: "c15t-ui-trigger-KE13P",
	leading: "c15t-ui-leading-R7F08",
	header: "c15t-ui-header-OUsAl",
	title: "c15t-ui-title-D6JTo",
	meta: "c15t-ui-meta-G2S5Z",
	auxiliary: "c15t-ui-auxiliary-jJSI7",
	control: "c15t-ui-control-Dg8Bo",
	content: "c15t-ui-content-VkWDD",
	contentViewport: "c15t-ui-contentViewport-BOKhf",
	contentInner: "c15t-ui-contentInner-m2ifM"
};
// ../../node_modules/@c15t/ui/dist/styles/primitives/preference-item.js
var o$13 = () => ({
	auxiliary: (o) => [preference_item_module_default.auxiliary, o?.class].filter(Boolean).join(" "),
	content: (o) => [preference_item_module_default.content, o?.class].filter(Boolean).join(" "),
	contentInner: (o) => [preference_item_module_default.contentInner, o?.class].filter(Boolean).join(" "),
	contentViewport: (o) => [preference_item_module_default.contentViewport, o?.class].filter(Boolean).join(" "),
	control: (o) => [preference_item_module_default.control, o?.class].filter(Boolean).join(" "),
	header: (o) => [preference_item_module_default.header, o?.class].filter(Boolean).join(" "),
	leading: (o) => [preference_item_module_default.leading, o?.class].filter(Boolean).join(" "),
	meta: (o) => [preference_item_module_default.meta, o?.class].filter(Boolean).join(" "),
	root: (o) => [preference_item_module_default.root, o?.class].filter(Boolean).join(" "),
	title: (o) => [preference_item_module_default.title, o?.class].filter(Boolean).join(" "),
	trigger: (o) => [preference_item_module_default.trigger, o?.class].filter(Boolean).join(" ")
});
// ../../node_modules/@c15t/react/dist/components/shared/libs/use-controllable-state.js
function o$12({ defaultValue: r, onChange: l, value: n }) {
	let [a, i] = (0, import_react.useState)(r), u = void 0 !== n;
	return [(0, import_react.useMemo)(() => u ? n : a, [
		u,
		a,
		n
	]), (t) => {
		u || i(t), l?.(t);
	}];
}
// ../../node_modules/@c15t/react/dist/components/shared/ui/preference-item/preference-item.js
var u$6 = (0, import_react.createContext)(null);
function p$3() {
	let e = (0, import_react.useContext)(u$6);
	if (!e) throw Error("PreferenceItem components must be used within PreferenceItemRoot");
	return e;
}
var I = (0, import_react.forwardRef)(({ children: r, className: i, defaultOpen: o = !1, disabled: s, noStyle: c, onOpenChange: p, open: I, ...y }, g) => {
	let { noStyle: P } = n$16(), h = o$13(), [v, N] = o$12({
		defaultValue: o,
		onChange: p,
		value: I
	}), b = (0, import_react.useId)().replace(/:/g, ""), S = P || c;
	return (0, import_jsx_runtime.jsx)(u$6.Provider, {
		value: {
			contentId: `c15t-preference-item-content-${b}`,
			disabled: s,
			noStyle: S,
			open: v,
			setOpen: N,
			triggerId: `c15t-preference-item-trigger-${b}`
		},
		children: (0, import_jsx_runtime.jsx)("div", {
			ref: g,
			className: S ? i : h.root({ class: i }),
			"data-disabled": n$8(s),
			"data-slot": t$13.root,
			"data-state": n$7(v),
			...y,
			children: r
		})
	});
});
I.displayName = "PreferenceItemRoot";
var y$3 = (0, import_react.forwardRef)(({ children: r, className: o, noStyle: s, onClick: c, ...d }, m) => {
	let { noStyle: u } = n$16(), I = o$13(), { contentId: y, disabled: g, noStyle: P, open: h, setOpen: v, triggerId: N } = p$3();
	return (0, import_jsx_runtime.jsx)("button", {
		ref: m,
		"aria-controls": y,
		"aria-disabled": g || void 0,
		"aria-expanded": h,
		className: P || u || s ? o : I.trigger({ class: o }),
		"data-disabled": n$8(g),
		"data-slot": t$13.trigger,
		"data-state": n$7(h),
		disabled: g,
		id: N,
		onClick: (e) => {
			g || v(i$9(h)), c?.(e);
		},
		type: "button",
		...d,
		children: r
	});
});
function g$2(t, r, a) {
	let n = (0, import_react.forwardRef)(({ className: t, noStyle: n, ...i }, o) => {
		let { noStyle: s } = n$16(), { noStyle: c } = p$3(), d = o$13();
		return (0, import_jsx_runtime.jsx)("div", {
			ref: o,
			className: c || s || n ? t : d[a]({ class: t }),
			"data-slot": r,
			...i
		});
	});
	return n.displayName = t, n;
}
y$3.displayName = "PreferenceItemTrigger";
var P = g$2("PreferenceItemLeading", t$13.leading, "leading");
var h$3 = g$2("PreferenceItemHeader", t$13.header, "header");
g$2("PreferenceItemMeta", t$13.meta, "meta");
g$2("PreferenceItemAuxiliary", t$13.auxiliary, "auxiliary");
var b$2 = g$2("PreferenceItemControl", t$13.control, "control");
var S = (0, import_react.forwardRef)(({ className: t, noStyle: r, ...n }, i) => {
	let { noStyle: o } = n$16(), { noStyle: s } = p$3(), c = o$13();
	return (0, import_jsx_runtime.jsx)("h3", {
		ref: i,
		className: s || o || r ? t : c.title({ class: t }),
		"data-slot": t$13.title,
		...n
	});
});
S.displayName = "PreferenceItemTitle";
var x = (0, import_react.forwardRef)(({ children: t, className: i, innerClassName: o, noStyle: s, ...c }, d) => {
	let { noStyle: m } = n$16(), u = o$13(), { contentId: I, noStyle: y, open: g, triggerId: P } = p$3();
	return (0, import_jsx_runtime.jsx)("div", {
		ref: d,
		"aria-hidden": !g,
		"aria-labelledby": P,
		className: u.content({ class: i }),
		"data-slot": t$13.content,
		"data-state": n$7(g),
		id: I,
		inert: !g,
		...c,
		children: (0, import_jsx_runtime.jsx)("div", {
			className: u.contentViewport(),
			"data-slot": r$11.contentViewport,
			children: (0, import_jsx_runtime.jsx)("div", {
				className: u.contentInner({ class: o }),
				"data-slot": r$11.contentInner,
				children: t
			})
		})
	});
});
x.displayName = "PreferenceItemContent";
// ../../node_modules/@c15t/ui/dist/primitives/shared/switch.js
function e$14(e) {
	return t$14(e);
}
function r$10(t) {
	return !t;
}
// ../../node_modules/@c15t/ui/dist/styles/primitives/switch.module.js
var switch_module_default = {
	root: "c15t-ui-root-Pd0rf",
	track: "c15t-ui-track-kWz9_",
	"track-disabled": "c15t-ui-track-disabled-VxwND",
	trackDisabled: "c15t-ui-track-disabled-VxwND",
	thumb: "c15t-ui-thumb-mP7_o",
	"thumb-disabled": "c15t-ui-thumb-disabled-fwQIy",
	thumbDisabled: "c15t-ui-thumb-disabled-fwQIy",
	"root-small": "c15t-ui-root-small-n0CMO",
	rootSmall: "c15t-ui-root-small-n0CMO",
	"track-small": "c15t-ui-track-small-Ie8K6",
	trackSmall: "c15t-ui-track-small-Ie8K6",
	"thumb-small": "c15t-ui-thumb-small-uBOCk",
	thumbSmall: "c15t-ui-thumb-small-uBOCk"
};
// ../../node_modules/@c15t/ui/dist/styles/primitives/switch.js
var s$7 = ({ size: s = "medium" } = {}) => {
	let t = {
		medium: void 0,
		small: "root-small"
	}, a = {
		medium: void 0,
		small: "thumb-small"
	}, e = {
		medium: void 0,
		small: "track-small"
	};
	return {
		root: (a) => {
			let e = [switch_module_default.root], o = t[s];
			return o && e.push(switch_module_default[o]), a?.class && e.push(a.class), e.filter(Boolean).join(" ");
		},
		thumb: (t) => {
			let e = [switch_module_default.thumb], o = a[s];
			return o && e.push(switch_module_default[o]), t?.disabled && e.push(switch_module_default["thumb-disabled"]), t?.class && e.push(t.class), e.filter(Boolean).join(" ");
		},
		track: (t) => {
			let a = [switch_module_default.track], o = e[s];
			return o && a.push(switch_module_default[o]), t?.disabled && a.push(switch_module_default["track-disabled"]), t?.class && a.push(t.class), a.filter(Boolean).join(" ");
		}
	};
};
// ../../node_modules/@c15t/react/dist/components/shared/ui/switch/switch.js
var c$5 = (0, import_react.forwardRef)(({ checked: o, className: c, defaultChecked: l = !1, disabled: m, noStyle: d, onCheckedChange: n, onClick: h, onKeyDown: p, size: u = "medium", type: w = "button", ...f }, b) => {
	let v = s$7({ size: u }), [k, y] = o$12({
		defaultValue: l,
		onChange: n,
		value: o
	}), N = d ? c : v.root({
		class: c,
		disabled: m
	}), j = d ? void 0 : v.thumb({ disabled: m }), x = d ? void 0 : v.track({ disabled: m }), C = e$14(k), D = n$8(m), R = () => {
		m || y(r$10(k));
	};
	return (0, import_jsx_runtime.jsx)("button", {
		ref: b,
		"aria-checked": k,
		className: N,
		"data-disabled": D,
		"data-slot": "switch",
		"data-state": C,
		disabled: m,
		onClick: (t) => {
			R(), h?.(t);
		},
		onKeyDown: (t) => {
			"Enter" === t.key && (t.preventDefault(), R()), p?.(t);
		},
		role: "switch",
		type: w,
		...f,
		children: (0, import_jsx_runtime.jsx)("span", {
			className: x,
			"data-slot": "switch-track",
			children: (0, import_jsx_runtime.jsx)("span", {
				className: j,
				"data-slot": "switch-thumb"
			})
		})
	});
});
c$5.displayName = "SwitchRoot";
// ../../node_modules/@c15t/react/dist/components/consent-widget/atoms/accordion.js
var h$2 = (0, import_react.createContext)(null);
var p$2 = (0, import_react.forwardRef)(({ children: n, ...t }, i) => (0, import_jsx_runtime.jsx)(i$14, {
	ref: i,
	baseClassName: consent_widget_module_default.accordionTrigger,
	...t,
	children: n
}));
var u$5 = y$3;
var A = x;
var w = P;
var C$1 = c$5;
var f$2 = ({ "data-testid": n, children: t, className: i, noStyle: c, onValueChange: d, style: s, type: l = "multiple", value: m, ...g }) => {
	let p = Array.isArray(m) ? m : m ? [m] : [], u = (0, import_react.useCallback)((e, n) => {
		if ("single" === l) return void d?.(n ? e : "");
		let o = n ? [.../* @__PURE__ */ new Set([...p, e])] : p.filter((n) => n !== e);
		d?.(o);
	}, [
		d,
		p,
		l
	]);
	return (0, import_jsx_runtime.jsx)(h$2.Provider, {
		value: {
			onToggleItem: u,
			openValues: p
		},
		children: (0, import_jsx_runtime.jsx)(i$14, {
			className: i,
			"data-testid": n ?? "consent-widget-accordion",
			noStyle: c,
			style: s,
			themeKey: "consentWidgetAccordion",
			baseClassName: consent_widget_module_default.accordionList,
			...g,
			children: t
		})
	});
};
var y$2 = () => {
	let { selectedConsents: t, setSelectedConsent: i, getDisplayedConsents: a } = a$8(), { onToggleItem: g, openValues: f } = function() {
		let e = (0, import_react.useContext)(h$2);
		if (!e) throw Error("ConsentWidgetAccordion components must be used within ConsentWidgetAccordion");
		return e;
	}(), y = (0, import_react.useCallback)((e, n) => {
		i(e, n);
	}, [i]);
	function N(e) {
		return e.replace(/_/g, " ").replace(/\b\w/g, (e) => e.toUpperCase());
	}
	let { consentTypes: S$3 } = e$32();
	return a().map((i) => {
		let r;
		return (0, import_jsx_runtime.jsxs)(I, {
			className: consent_widget_module_default.accordionItem,
			"data-testid": `consent-widget-accordion-item-${i.name}`,
			noStyle: !0,
			onOpenChange: (e) => g(i.name, e),
			open: f.includes(i.name),
			children: [(0, import_jsx_runtime.jsxs)(p$2, {
				"data-testid": `consent-widget-accordion-trigger-${i.name}`,
				children: [(0, import_jsx_runtime.jsxs)(u$5, {
					className: consent_widget_module_default.accordionTriggerInner,
					"data-testid": `consent-widget-accordion-trigger-inner-${i.name}`,
					noStyle: !0,
					children: [(r = t$15({
						title: f.includes(i.name) ? "Close" : "Open",
						iconPath: f.includes(i.name) ? (0, import_jsx_runtime.jsx)("path", { d: "M5 12h14" }) : (0, import_jsx_runtime.jsx)("path", { d: "M5 12h14M12 5v14" })
					}), (0, import_jsx_runtime.jsx)(w, {
						className: consent_widget_module_default.accordionArrow,
						"data-testid": `consent-widget-accordion-arrow-${i.name}`,
						noStyle: !0,
						children: (0, import_jsx_runtime.jsx)(r, { className: consent_widget_module_default.accordionArrowIcon })
					})), (0, import_jsx_runtime.jsx)(h$3, {
						noStyle: !0,
						children: (0, import_jsx_runtime.jsx)(S, {
							className: consent_widget_module_default.accordionTitle,
							noStyle: !0,
							children: S$3[i.name]?.title ?? N(i.name)
						})
					})]
				}), (0, import_jsx_runtime.jsx)(b$2, {
					className: consent_widget_module_default.switch,
					noStyle: !0,
					children: (0, import_jsx_runtime.jsx)(C$1, {
						"aria-label": S$3[i.name]?.title ?? N(i.name),
						checked: t[i.name],
						onCheckedChange: (e) => y(i.name, e),
						disabled: i.disabled,
						size: "small",
						"data-testid": `consent-widget-switch-${i.name}`
					})
				})]
			}), (0, import_jsx_runtime.jsx)(A, {
				className: consent_widget_module_default.accordionContent,
				"data-testid": `consent-widget-accordion-content-${i.name}`,
				children: S$3[i.name]?.description ?? i.description
			})]
		}, i.name);
	});
};
(0, import_react.forwardRef)(({ className: n, ...t }, i) => (0, import_jsx_runtime.jsx)(I, {
	ref: i,
	className: [consent_widget_module_default.accordionItem, n].filter(Boolean).join(" "),
	noStyle: !0,
	...t
}));
// ../../node_modules/@c15t/react/dist/components/consent-widget/atoms/root.js
var c$3 = ({ children: c, noStyle: d = !1, disableAnimation: u = !1, useProvider: a = !0, uiSource: l }) => {
	let { translationConfig: g } = a$8(), p = o$21(g.defaultLanguage), h = o$25(), f = l ?? h.uiSource ?? "widget", x = (0, import_jsx_runtime.jsx)(i$14, {
		baseClassName: consent_widget_module_default.widget,
		"data-testid": "consent-widget-root",
		themeKey: "consentWidget",
		dir: p,
		children: c
	});
	return a ? (0, import_jsx_runtime.jsx)(n$12.Provider, {
		value: { uiSource: f },
		children: (0, import_jsx_runtime.jsx)(t$34.Provider, {
			value: {
				disableAnimation: u,
				noStyle: d
			},
			children: x
		})
	}) : (0, import_jsx_runtime.jsx)(n$12.Provider, {
		value: { uiSource: f },
		children: x
	});
};
// ../../node_modules/@c15t/react/dist/components/consent-widget/atoms/button.js
var c$2 = (0, import_react.forwardRef)(({ children: e, ...c }, s) => {
	let { common: i } = e$32();
	return (0, import_jsx_runtime.jsx)(u$10, {
		ref: s,
		size: "small",
		action: "accept-consent",
		consentAction: "accept",
		...c,
		themeKey: "buttonSecondary",
		"data-testid": "consent-widget-footer-accept-button",
		closeConsentBanner: !0,
		closeConsentDialog: !0,
		children: e ?? i.acceptAll
	});
});
(0, import_react.forwardRef)(({ children: e, ...c }, s) => {
	let { common: i } = e$32();
	return (0, import_jsx_runtime.jsx)(u$10, {
		ref: s,
		action: "open-consent-dialog",
		consentAction: "customize",
		...c,
		themeKey: "buttonSecondary",
		"data-testid": "consent-widget-footer-customize-button",
		children: e ?? i.customize
	});
});
var i$7 = (0, import_react.forwardRef)(({ children: e, ...c }, s) => {
	let { common: i } = e$32();
	return (0, import_jsx_runtime.jsx)(u$10, {
		ref: s,
		action: "custom-consent",
		consentAction: "customize",
		closeConsentDialog: !0,
		...c,
		themeKey: "buttonPrimary",
		"data-testid": "consent-widget-footer-save-button",
		children: e ?? i.save
	});
});
var r$8 = (0, import_react.forwardRef)(({ children: e, ...c }, s) => {
	let { common: i } = e$32();
	return (0, import_jsx_runtime.jsx)(u$10, {
		ref: s,
		size: "small",
		action: "reject-consent",
		consentAction: "reject",
		...c,
		themeKey: "buttonSecondary",
		"data-testid": "consent-widget-reject-button",
		closeConsentBanner: !0,
		closeConsentDialog: !0,
		children: e ?? i.rejectAll
	});
});
// ../../node_modules/@c15t/react/dist/components/consent-widget/atoms/footer.js
var s$5 = (0, import_react.forwardRef)(({ children: t, ...s }, i) => (0, import_jsx_runtime.jsx)(i$14, {
	ref: i,
	baseClassName: consent_widget_module_default.footer,
	"data-testid": "consent-widget-footer",
	...s,
	themeKey: "consentWidgetFooter",
	children: t
}));
var i$6 = (0, import_react.forwardRef)(({ children: t, ...s }, i) => (0, import_jsx_runtime.jsx)(i$14, {
	ref: i,
	baseClassName: consent_widget_module_default.footerSubGroup,
	"data-testid": "consent-widget-footer-sub-group",
	...s,
	themeKey: "consentWidgetFooterSubGroup",
	children: t
}));
// ../../node_modules/@c15t/react/dist/components/consent-widget/policy-actions.js
function a$6(o, e) {
	let { key: n, consentAction: i, ...u } = e;
	switch (o) {
		case "accept": return (0, import_jsx_runtime.jsx)(c$2, {
			consentAction: i,
			"data-testid": "consent-widget-footer-accept-button",
			...u
		}, n);
		case "reject": return (0, import_jsx_runtime.jsx)(r$8, {
			consentAction: i,
			"data-testid": "consent-widget-reject-button",
			...u
		}, n);
		case "customize": return (0, import_jsx_runtime.jsx)(i$7, {
			consentAction: i,
			"data-testid": "consent-widget-footer-save-button",
			...u
		}, n);
		default: throw Error(`Unhandled consent widget action: ${o}`);
	}
}
function l$6({ renderAction: r }) {
	let { dialog: s } = y$4();
	return (0, import_jsx_runtime.jsx)(t$16, {
		state: s,
		Footer: s$5,
		FooterSubGroup: i$6,
		classNames: {
			footerFill: consent_widget_module_default.footerFill,
			footerColumn: consent_widget_module_default.footerColumn,
			footerSubGroupFill: consent_widget_module_default.footerSubGroupFill,
			footerSubGroupColumn: consent_widget_module_default.footerSubGroupColumn
		},
		renderAction: r,
		renderDefaultAction: a$6
	});
}
// ../../node_modules/@c15t/react/dist/components/consent-widget/consent-widget.js
var l$5 = ({ hideBranding: l, noStyle: c, disableAnimation: d, scrollLock: p, trapFocus: g, ...u }) => {
	let [h, y] = (0, import_react.useState)(""), f = n$16();
	return (0, import_jsx_runtime.jsxs)(c$3, {
		noStyle: c ?? f.noStyle,
		disableAnimation: d ?? f.disableAnimation,
		scrollLock: p ?? f.scrollLock,
		trapFocus: g ?? f.trapFocus,
		...u,
		children: [
			(0, import_jsx_runtime.jsx)(f$2, {
				type: "single",
				value: h,
				onValueChange: (o) => {
					y(Array.isArray(o) ? o[0] ?? "" : o ?? "");
				},
				children: (0, import_jsx_runtime.jsx)(y$2, {})
			}),
			(0, import_jsx_runtime.jsx)(l$6, {}),
			(0, import_jsx_runtime.jsx)(j$1, {
				hideBranding: l ?? !0,
				variant: "dialog-tag",
				themeKey: "consentWidgetTag",
				"data-testid": "consent-widget-branding"
			})
		]
	});
};
// ../../node_modules/@c15t/react/dist/components/consent-dialog/atoms/card.js
var c$1 = (0, import_react.forwardRef)(({ children: t, ...i }, o) => (0, import_jsx_runtime.jsx)(i$14, {
	ref: o,
	baseClassName: consent_dialog_module_default.card,
	...i,
	themeKey: "consentDialogCard",
	"data-testid": "consent-dialog-card",
	children: t
}));
var g$1 = (0, import_react.forwardRef)(({ children: t, ...i }, o) => (0, import_jsx_runtime.jsx)(i$14, {
	ref: o,
	baseClassName: consent_dialog_module_default.header,
	...i,
	themeKey: "consentDialogHeader",
	"data-testid": "consent-dialog-header",
	children: t
}));
var m$5 = (0, import_react.forwardRef)(({ children: t, ...i }, o) => {
	let { consentManagerDialog: s } = e$32();
	return (0, import_jsx_runtime.jsx)(i$14, {
		ref: o,
		baseClassName: consent_dialog_module_default.title,
		themeKey: "consentDialogTitle",
		...i,
		id: "consent-dialog-title",
		"data-testid": "consent-dialog-title",
		children: t ?? s.title
	});
});
var h$1 = (0, import_react.forwardRef)(({ children: i, legalLinks: o, asChild: r, ...l }, c) => {
	let { consentManagerDialog: g } = e$32();
	return r ? (0, import_jsx_runtime.jsx)(i$14, {
		ref: c,
		baseClassName: consent_dialog_module_default.description,
		themeKey: "consentDialogDescription",
		asChild: r,
		...l,
		children: i ?? g.description
	}) : (0, import_jsx_runtime.jsxs)(i$14, {
		ref: c,
		baseClassName: consent_dialog_module_default.description,
		themeKey: "consentDialogDescription",
		asChild: r,
		...l,
		"data-testid": "consent-dialog-description",
		children: [i ?? g.description, (0, import_jsx_runtime.jsx)(i$13, {
			links: o,
			themeKey: "consentDialogContent",
			testIdPrefix: "consent-dialog-legal-link"
		})]
	});
});
var C = (0, import_react.forwardRef)(({ children: t, ...i }, o) => (0, import_jsx_runtime.jsx)(i$14, {
	ref: o,
	baseClassName: consent_dialog_module_default.content,
	themeKey: "consentDialogContent",
	"data-testid": "consent-dialog-content",
	...i,
	children: t
}));
var p$1 = (0, import_react.forwardRef)(({ children: t, themeKey: i, hideBranding: o, "data-testid": s, ...r }, d) => (0, import_jsx_runtime.jsx)(i$14, {
	ref: d,
	baseClassName: r$19(consent_dialog_module_default.footer, null == t && !o && consent_dialog_module_default.brandingFooter),
	"data-testid": s ?? "consent-dialog-footer",
	...r,
	themeKey: i ?? "consentDialogFooter",
	children: t ?? (0, import_jsx_runtime.jsx)(D, {
		hideBranding: o ?? !1,
		variant: "dialog-tag",
		themeKey: "consentDialogTag",
		"data-testid": "consent-dialog-branding"
	})
}));
function D(t) {
	return (0, import_jsx_runtime.jsx)(j$1, { ...t });
}
var f$1 = ({ noStyle: n, legalLinks: i, hideBranding: a }) => (0, import_jsx_runtime.jsxs)(c$1, { children: [
	(0, import_jsx_runtime.jsxs)(g$1, { children: [(0, import_jsx_runtime.jsx)(m$5, {}), (0, import_jsx_runtime.jsx)(h$1, { legalLinks: i })] }),
	(0, import_jsx_runtime.jsx)(C, { children: (0, import_jsx_runtime.jsx)(l$5, {
		hideBranding: !0,
		noStyle: n,
		useProvider: !0
	}) }),
	(0, import_jsx_runtime.jsx)(D, {
		hideBranding: a ?? !1,
		variant: "dialog-tag",
		themeKey: "consentDialogTag",
		"data-testid": "consent-dialog-branding"
	})
] });
var u$4 = c$1;
var b$1 = g$1;
var y$1 = m$5;
var K = h$1;
var j = C;
var H = p$1;
// ../../node_modules/@c15t/react/dist/components/consent-dialog/atoms/overlay.js
var m$4 = (0, import_react.forwardRef)(({ className: o, noStyle: m, style: y, ...c }, u) => {
	let d, p, f, { activeUI: g } = a$8(), { disableAnimation: v, noStyle: N } = n$16(), j = "dialog" === g, [h, b] = (0, import_react.useState)(!1);
	(0, import_react.useEffect)(() => {
		if (j) b(!0);
		else if (v) b(!1);
		else {
			let e = setTimeout(() => {
				b(!1);
			}, Number.parseInt(getComputedStyle(document.documentElement).getPropertyValue("--consent-dialog-animation-duration") || "200", 10));
			return () => clearTimeout(e);
		}
	}, [j, v]), "string" == typeof y ? d = y : y && "className" in y && (d = y.className);
	let C = r$19(d, o);
	"object" == typeof y && null !== y && (p = "style" in y || "className" in y ? y.style : y);
	let O = o$26("consentDialogOverlay", {
		baseClassName: !(N || m) && consent_dialog_module_default.overlay,
		className: C,
		noStyle: N || m
	});
	f = N || m || v ? void 0 : h ? consent_dialog_module_default.overlayVisible : consent_dialog_module_default.overlayHidden;
	let k = r$19(O.className, f);
	return (0, import_jsx_runtime.jsx)("div", {
		ref: u,
		...c,
		role: "presentation",
		"aria-hidden": "true",
		style: {
			...O.style,
			...p
		},
		className: k,
		"data-testid": "consent-dialog-overlay"
	});
});
m$4.displayName = "ConsentDialogOverlay";
var y = m$4;
// ../../node_modules/@c15t/react/dist/hooks/use-consent-dialog-trigger.js
function r$6(t = {}) {
	let { showWhen: i = "after-consent", onClick: s } = t, { activeUI: a, hasConsented: g, setActiveUI: c } = a$8();
	return {
		isVisible: (0, import_react.useMemo)(() => "never" !== i && ("after-consent" !== i || g()), [g, i]) && "none" === a,
		openDialog: (0, import_react.useCallback)(() => {
			s?.(), c("dialog");
		}, [s, c])
	};
}
// ../../node_modules/@c15t/react/dist/components/consent-dialog/atoms/root.js
var k = ({ children: k, open: v, models: x = ["opt-in", "opt-out"], noStyle: y$7, disableAnimation: N, scrollLock: L, trapFocus: S = !0, overlay: A, uiSource: C, className: D, style: F, ...H }) => {
	let I = n$16(), P = N ?? I.disableAnimation ?? !1, R = y$7 ?? I.noStyle ?? !1, { activeUI: T, translationConfig: V, model: q, policyDialog: w } = a$8(), z = L ?? w.scrollLock ?? !0, B = S ?? I.trapFocus ?? !0, E = o$21(V.defaultLanguage), G = x.includes(q) && (v ?? "dialog" === T), [J, K] = (0, import_react.useState)(!1), M = (0, import_react.useRef)(null), O = (0, import_react.useRef)(null), [Q, U] = (0, import_react.useState)(!1);
	(0, import_react.useEffect)(() => {
		U(!0);
	}, []);
	let W = I.theme?.motion?.duration?.normal;
	(0, import_react.useEffect)(() => {
		if (G) K(!0);
		else if (P) K(!1);
		else {
			let o = setTimeout(() => K(!1), Number.parseInt((W || "200ms").replace("ms", ""), 10));
			return () => clearTimeout(o);
		}
	}, [
		G,
		P,
		W
	]), o$31(G && B, M), t$23(G && z);
	let X = o$26("consentDialog", {
		baseClassName: void 0,
		className: r$19(consent_dialog_module_default.root, !P && (J ? consent_dialog_module_default.dialogVisible : consent_dialog_module_default.dialogHidden), D),
		style: F,
		noStyle: R
	}), Y = e$36(X), Z = {
		disableAnimation: P,
		noStyle: R,
		scrollLock: z,
		trapFocus: B,
		theme: I.theme
	}, $ = (0, import_jsx_runtime.jsx)(n$12.Provider, {
		value: { uiSource: C ?? "dialog" },
		children: (0, import_jsx_runtime.jsx)(t$34.Provider, {
			value: Z,
			children: G && (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [!1 === A ? null : A ?? (0, import_jsx_runtime.jsx)(y, {}), (0, import_jsx_runtime.jsx)("dialog", {
				ref: M,
				...H,
				...Y,
				className: X.className,
				"aria-labelledby": "consent-dialog-title",
				tabIndex: -1,
				dir: E,
				"data-testid": "consent-dialog-root",
				open: !0,
				children: (0, import_jsx_runtime.jsx)("div", {
					ref: O,
					className: R ? void 0 : r$19(consent_dialog_module_default.container, P ? void 0 : J ? consent_dialog_module_default.contentVisible : consent_dialog_module_default.contentHidden),
					children: k
				})
			})] })
		})
	});
	return Q ? (0, import_react_dom.createPortal)($, document.body) : null;
};
var v$1 = k;
// ../../node_modules/@c15t/ui/dist/styles/components/consent-dialog-trigger.module.js
var consent_dialog_trigger_module_default = {
	trigger: "c15t-ui-trigger-BryZ5",
	dragging: "c15t-ui-dragging-HLEr2",
	sm: "c15t-ui-sm-meEur",
	md: "c15t-ui-md-lnKl5",
	lg: "c15t-ui-lg-vVljq",
	icon: "c15t-ui-icon-QeBf0",
	text: "c15t-ui-text-Q2Rdp",
	bottomRight: "c15t-ui-bottomRight-uY0Me",
	bottomLeft: "c15t-ui-bottomLeft-w0x9m",
	topRight: "c15t-ui-topRight-yHVfA",
	topLeft: "c15t-ui-topLeft-wGrIZ",
	snapping: "c15t-ui-snapping-dPWx_",
	hidden: "c15t-ui-hidden-QnkHi",
	toolbar: "c15t-ui-toolbar-tkhyV",
	toolbarVertical: "c15t-ui-toolbarVertical-azGG_",
	toolbarItem: "c15t-ui-toolbarItem-MTJ7c",
	toolbarIcon: "c15t-ui-toolbarIcon-g2j9z"
};
// ../../node_modules/@c15t/react/dist/components/consent-dialog-trigger/use-draggable.js
function u$3(c = {}) {
	let { defaultPosition: s = "bottom-right", persistPosition: l = !0, onPositionChange: g } = c, [p, X] = (0, import_react.useState)(() => {
		if (l && "u" > typeof window) {
			let t = l$11();
			if (t) return t;
		}
		return s;
	}), [Y, f] = (0, import_react.useState)(s$12), [D, P] = (0, import_react.useState)(!1), m = (0, import_react.useRef)(!1), b = (0, import_react.useRef)(null), d = (0, import_react.useRef)(0), w = (0, import_react.useCallback)((t) => {
		X(t), l && a$9(t), g?.(t);
	}, [l, g]), h = (0, import_react.useCallback)((t) => {
		0 === t.button && (t.target.setPointerCapture(t.pointerId), b.current = t.target, m.current = !1, d.current = Date.now(), f({
			isDragging: !0,
			startX: t.clientX,
			startY: t.clientY,
			currentX: t.clientX,
			currentY: t.clientY
		}), P(!1));
	}, []), C = (0, import_react.useCallback)((t) => {
		f((r) => {
			if (!r.isDragging) return r;
			let e = Math.abs(t.clientX - r.startX), n = Math.abs(t.clientY - r.startY);
			return (e > 5 || n > 5) && (m.current = !0), {
				...r,
				currentX: t.clientX,
				currentY: t.clientY
			};
		});
	}, []), v = (0, import_react.useCallback)((e) => {
		b.current && b.current.releasePointerCapture(e.pointerId), f((n) => {
			if (!n.isDragging) return n;
			if (m.current) {
				let r = e.clientX - n.startX, i = e.clientY - n.startY, a = Date.now() - d.current, o = i$15(p, r, i, {
					velocityX: a > 0 ? r / a : 0,
					velocityY: a > 0 ? i / a : 0
				});
				o !== p && (P(!0), setTimeout(() => P(!1), 300), w(o));
			}
			return s$12();
		});
	}, [p, w]), x = (0, import_react.useCallback)((t) => {
		b.current && b.current.releasePointerCapture(t.pointerId), f(s$12());
	}, []), y = Y.isDragging ? {
		transform: `translate(${Y.currentX - Y.startX}px, ${Y.currentY - Y.startY}px)`,
		transition: "none"
	} : {}, I = (0, import_react.useCallback)(() => m.current, []);
	return {
		corner: p,
		isDragging: Y.isDragging,
		isSnapping: D,
		wasDragged: I,
		handlers: {
			onPointerDown: h,
			onPointerMove: C,
			onPointerUp: v,
			onPointerCancel: x
		},
		dragStyle: y
	};
}
// ../../node_modules/@c15t/react/dist/components/consent-dialog-trigger/atoms/root.js
var a$4 = (0, import_react.createContext)(null);
function l$2() {
	let o = (0, import_react.useContext)(a$4);
	if (!o) throw Error("ConsentDialogTrigger components must be used within a ConsentDialogTrigger.Root");
	return o;
}
function u$2({ children: r, defaultPosition: t = "bottom-right", persistPosition: l = !0, showWhen: c = "after-consent", onPositionChange: p, onClick: f }) {
	let { branding: d } = a$8(), { isVisible: h, openDialog: T } = r$6({
		showWhen: c,
		onClick: f
	}), { corner: C, isDragging: b, isSnapping: j, wasDragged: x, handlers: D, dragStyle: P } = u$3({
		defaultPosition: t,
		persistPosition: l,
		onPositionChange: p
	}), [R, k] = (0, import_react.useState)(!1);
	return ((0, import_react.useEffect)(() => (k(!0), () => k(!1)), []), R && h) ? (0, import_react_dom.createPortal)((0, import_jsx_runtime.jsx)(a$4.Provider, {
		value: {
			corner: C,
			isDragging: b,
			isSnapping: j,
			wasDragged: x,
			handlers: D,
			dragStyle: P,
			branding: d,
			openDialog: T,
			isVisible: h
		},
		children: r
	}), document.body) : null;
}
u$2.displayName = "ConsentDialogTrigger.Root";
// ../../node_modules/@c15t/react/dist/components/consent-dialog-trigger/atoms/button.js
var i$2 = {
	"bottom-right": consent_dialog_trigger_module_default.bottomRight,
	"bottom-left": consent_dialog_trigger_module_default.bottomLeft,
	"top-right": consent_dialog_trigger_module_default.topRight,
	"top-left": consent_dialog_trigger_module_default.topLeft
};
var g = {
	sm: consent_dialog_trigger_module_default.sm,
	md: consent_dialog_trigger_module_default.md,
	lg: consent_dialog_trigger_module_default.lg
};
var m$2 = (0, import_react.forwardRef)(({ children: e, size: m = "md", ariaLabel: n = "Open privacy settings", className: l, noStyle: a = !1 }, s) => {
	let { corner: p, isDragging: c, isSnapping: d, wasDragged: f, handlers: u, dragStyle: b, openDialog: h } = l$2();
	return (0, import_jsx_runtime.jsx)("button", {
		ref: s,
		type: "button",
		className: a ? l : [
			consent_dialog_trigger_module_default.trigger,
			i$2[p],
			g[m],
			c && consent_dialog_trigger_module_default.dragging,
			d && consent_dialog_trigger_module_default.snapping,
			l
		].filter(Boolean).join(" "),
		"data-c15t-trigger": "true",
		"aria-label": n,
		onClick: (t) => {
			0 !== t.detail && f() || h();
		},
		style: b,
		...u,
		children: e
	});
});
m$2.displayName = "ConsentDialogTrigger.Button";
// ../../node_modules/@c15t/react/dist/components/consent-dialog-trigger/atoms/icon.js
function a$3({ icon: m = "branding", className: c, noStyle: g = !1 }) {
	let l, { branding: p } = l$2(), d = g ? c : [consent_dialog_trigger_module_default.icon, c].filter(Boolean).join(" ");
	if ((0, import_react.isValidElement)(m)) return (0, import_jsx_runtime.jsx)("span", {
		className: d,
		children: m
	});
	switch (m) {
		case "fingerprint":
			l = (0, import_jsx_runtime.jsx)(d$2, {});
			break;
		case "settings":
			l = (0, import_jsx_runtime.jsx)(h$5, {});
			break;
		default: l = (0, import_jsx_runtime.jsx)(b$3, { branding: p });
	}
	return (0, import_jsx_runtime.jsx)("span", {
		className: d,
		children: l
	});
}
a$3.displayName = "ConsentDialogTrigger.Icon";
// ../../node_modules/@c15t/react/dist/components/consent-dialog-trigger/atoms/text.js
function r$3({ children: o, className: i, noStyle: n = !1 }) {
	return (0, import_jsx_runtime.jsx)("span", {
		className: n ? i : [consent_dialog_trigger_module_default.text, i].filter(Boolean).join(" "),
		children: o
	});
}
r$3.displayName = "ConsentDialogTrigger.Text";
// ../../node_modules/@c15t/react/dist/components/consent-dialog-trigger/consent-dialog-trigger.js
function s$2({ icon: e = "branding", defaultPosition: n = "bottom-right", persistPosition: a = !0, ariaLabel: g = "Open privacy settings", showWhen: m = "always", size: l = "md", className: c, noStyle: p = !1, onClick: T, onPositionChange: u }) {
	return (0, import_jsx_runtime.jsx)(u$2, {
		defaultPosition: n,
		persistPosition: a,
		showWhen: m,
		onClick: T,
		onPositionChange: u,
		children: (0, import_jsx_runtime.jsx)(m$2, {
			size: l,
			ariaLabel: g,
			className: c,
			noStyle: p,
			children: (0, import_jsx_runtime.jsx)(a$3, {
				icon: e,
				noStyle: p
			})
		})
	});
}
s$2.displayName = "ConsentDialogTrigger";
var a$2 = Object.assign(s$2, {
	Root: u$2,
	Button: m$2,
	Icon: a$3,
	Text: r$3
});
// ../../node_modules/@c15t/react/dist/components/consent-dialog/consent-dialog.js
var m$1 = ({ open: m, noStyle: a, disableAnimation: c, scrollLock: p, trapFocus: d = !0, hideBranding: g, legalLinks: f, showTrigger: u = !1, models: j, uiSource: k }) => {
	let { activeUI: h, policyDialog: y } = a$8(), L = {
		open: m ?? "dialog" === h,
		...e$20({
			noStyle: a,
			disableAnimation: c,
			scrollLock: p ?? y.scrollLock ?? !0,
			trapFocus: d
		}),
		models: j,
		uiSource: k
	}, S = !0 === u ? {} : !1 === u ? null : u;
	return (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [S && (0, import_jsx_runtime.jsx)(a$2, { ...S }), (0, import_jsx_runtime.jsx)(v$1, {
		...L,
		children: (0, import_jsx_runtime.jsx)(f$1, {
			noStyle: L.noStyle,
			legalLinks: f,
			hideBranding: g
		})
	})] });
};
// ../../node_modules/@c15t/react/dist/components/consent-dialog/index.js
var f = Object.assign(m$1, {
	Card: u$4,
	Header: b$1,
	HeaderTitle: y$1,
	HeaderDescription: K,
	Content: j,
	Footer: H,
	ConsentCustomizationCard: f$1,
	ConsentDialogFooter: p$1,
	ConsentDialogHeader: g$1,
	ConsentDialogHeaderTitle: m$5,
	ConsentDialogHeaderDescription: h$1,
	ConsentDialogContent: C,
	Overlay: y,
	Root: v$1
});
// ../../node_modules/@c15t/react/dist/hooks/use-color-scheme.js
function t$1(t) {
	(0, import_react.useEffect)(() => {
		if (null !== t) return e$40(t);
	}, [t]);
}
var e$2 = {
	colors: {
		primary: "hsl(228, 100%, 60%)",
		primaryHover: "hsl(228, 100%, 55%)",
		surface: "hsl(0, 0%, 100%)",
		surfaceHover: "hsl(0, 0%, 98%)",
		border: "hsl(0, 0%, 90%)",
		borderHover: "hsl(0, 0%, 85%)",
		text: "hsl(0, 0%, 10%)",
		textMuted: "hsl(0, 0%, 40%)",
		textOnPrimary: "hsl(0, 0%, 100%)",
		overlay: "hsla(0, 0%, 0%, 0.5)",
		switchTrack: "hsl(0, 0%, 85%)",
		switchTrackActive: "hsl(228, 100%, 60%)",
		switchThumb: "hsl(0, 0%, 100%)"
	},
	dark: {
		primary: "hsl(228, 100%, 70%)",
		primaryHover: "hsl(228, 100%, 65%)",
		surface: "hsl(0, 0%, 7%)",
		surfaceHover: "hsl(0, 0%, 10%)",
		border: "hsl(0, 0%, 20%)",
		borderHover: "hsl(0, 0%, 25%)",
		text: "hsl(0, 0%, 93%)",
		textMuted: "hsl(0, 0%, 60%)",
		textOnPrimary: "hsl(0, 0%, 100%)",
		overlay: "hsla(0, 0%, 0%, 0.7)",
		switchTrack: "hsl(0, 0%, 25%)",
		switchTrackActive: "hsl(228, 100%, 70%)",
		switchThumb: "hsl(0, 0%, 93%)"
	},
	typography: {
		fontFamily: "system-ui, -apple-system, sans-serif",
		fontSize: {
			sm: "0.875rem",
			base: "1rem",
			lg: "1.125rem"
		},
		fontWeight: {
			normal: 400,
			medium: 500,
			semibold: 600
		},
		lineHeight: {
			tight: "1.25",
			normal: "1.5",
			relaxed: "1.75"
		}
	},
	spacing: {
		xs: "0.25rem",
		sm: "0.5rem",
		md: "1rem",
		lg: "1.5rem",
		xl: "2rem"
	},
	radius: {
		sm: "0.25rem",
		md: "0.5rem",
		lg: "0.75rem",
		full: "9999px"
	},
	shadows: {
		sm: "0 1px 2px hsla(0, 0%, 0%, 0.05)",
		md: "0 4px 12px hsla(0, 0%, 0%, 0.08)",
		lg: "0 8px 24px hsla(0, 0%, 0%, 0.12)"
	},
	consentActions: {},
	motion: {
		duration: {
			fast: "80ms",
			normal: "150ms",
			slow: "200ms"
		},
		easing: "cubic-bezier(0.4, 0, 0.2, 1)",
		easingOut: "cubic-bezier(0.215, 0.61, 0.355, 1)",
		easingInOut: "cubic-bezier(0.645, 0.045, 0.355, 1)",
		easingSpring: "cubic-bezier(0.34, 1.56, 0.64, 1)"
	}
};
function r$1(t, e, r) {
	return Math.min(Math.max(t, e), r);
}
function i$1(t) {
	if (!t.trim().endsWith("%")) return null;
	let e = Number.parseFloat(t);
	return Number.isFinite(e) ? r$1(e / 100, 0, 1) : null;
}
function n$1(t) {
	let e = i$1(t);
	if (null !== e) return Math.round(255 * e);
	let n = Number.parseFloat(t);
	return Number.isFinite(n) ? r$1(n, 0, 255) : null;
}
function s$1(t) {
	let e = t.split("/")[0] ?? "";
	return e.includes(",") ? e.split(/\s*,\s*/) : e.trim().split(/\s+/);
}
function o(t) {
	return function(t) {
		let e = t.trim(), r = e.startsWith("#") ? e.slice(1) : e;
		if (!/^[\da-f]{3,4}$|^[\da-f]{6}$|^[\da-f]{8}$/i.test(r)) return null;
		let i = r.length <= 4 ? r.slice(0, 3).split("").map((t) => `${t}${t}`).join("") : r.slice(0, 6);
		return {
			r: Number.parseInt(i.slice(0, 2), 16),
			g: Number.parseInt(i.slice(2, 4), 16),
			b: Number.parseInt(i.slice(4, 6), 16)
		};
	}(t) ?? function(t) {
		let e = t.trim().match(/^rgba?\((.+)\)$/i);
		if (!e) return null;
		let r = s$1(e[1] ?? "").slice(0, 3);
		if (3 !== r.length) return null;
		let [i, o, a] = r.map(n$1);
		return [
			i,
			o,
			a
		].some((t) => null === t) ? null : {
			r: i ?? 0,
			g: o ?? 0,
			b: a ?? 0
		};
	}(t) ?? function(t) {
		let e, n, o = t.trim().match(/^hsla?\((.+)\)$/i);
		if (!o) return null;
		let a = s$1(o[1] ?? "").slice(0, 3);
		if (3 !== a.length) return null;
		let l = Number.isFinite(n = Number.parseFloat(e = (a[0] ?? "").trim().toLowerCase())) ? e.endsWith("turn") ? 360 * n : e.endsWith("rad") ? 180 * n / Math.PI : e.endsWith("grad") ? .9 * n : n : null, c = i$1(a[1] ?? ""), m = i$1(a[2] ?? "");
		return null === l || null === c || null === m ? null : function(t, e, i) {
			let n = r$1(e, 0, 1), s = r$1(i, 0, 1);
			if (0 === n) {
				let t = Math.round(255 * s);
				return {
					r: t,
					g: t,
					b: t
				};
			}
			let o = (1 - Math.abs(2 * s - 1)) * n, a = (t % 360 + 360) % 360 / 60, l = o * (1 - Math.abs(a % 2 - 1)), c = 0, m = 0, h = 0;
			a >= 0 && a < 1 ? (c = o, m = l) : a >= 1 && a < 2 ? (c = l, m = o) : a >= 2 && a < 3 ? (m = o, h = l) : a >= 3 && a < 4 ? (m = l, h = o) : a >= 4 && a < 5 ? (c = l, h = o) : (c = o, h = l);
			let u = s - o / 2;
			return {
				r: Math.round((c + u) * 255),
				g: Math.round((m + u) * 255),
				b: Math.round((h + u) * 255)
			};
		}(l, c, m);
	}(t);
}
function a$1(t) {
	let e = t / 255;
	return e <= .04045 ? e / 12.92 : ((e + .055) / 1.055) ** 2.4;
}
function l$1(t) {
	return .2126 * a$1(t.r) + .7152 * a$1(t.g) + .0722 * a$1(t.b);
}
function c(t, e) {
	let r = l$1(t), i = l$1(e);
	return (Math.max(r, i) + .05) / (Math.min(r, i) + .05);
}
function m(t, { light: e = "#ffffff", dark: r = "#000000" } = {}) {
	let i = o(t), n = o(e), s = o(r);
	return i && n && s && c(s, i) >= c(n, i) ? r : e;
}
var h = {
	"--c15t-primary": (t, e) => e?.primary,
	"--c15t-primary-hover": (t, e) => e?.primaryHover,
	"--c15t-surface": (t, e) => e?.surface,
	"--c15t-surface-hover": (t, e) => e?.surfaceHover,
	"--c15t-border": (t, e) => e?.border,
	"--c15t-border-hover": (t, e) => e?.borderHover,
	"--c15t-text": (t, e) => e?.text,
	"--c15t-text-muted": (t, e) => e?.textMuted,
	"--c15t-text-on-primary": (t, e) => e?.textOnPrimary ?? (e?.primary ? m(e.primary) : void 0),
	"--c15t-overlay": (t, e) => e?.overlay,
	"--c15t-switch-track": (t, e) => e?.switchTrack,
	"--c15t-switch-track-active": (t, e) => e?.switchTrackActive,
	"--c15t-switch-thumb": (t, e) => e?.switchThumb,
	"--c15t-font-family": (t) => t.typography?.fontFamily,
	"--c15t-font-size-sm": (t) => t.typography?.fontSize?.sm,
	"--c15t-font-size-base": (t) => t.typography?.fontSize?.base,
	"--c15t-font-size-lg": (t) => t.typography?.fontSize?.lg,
	"--c15t-font-weight-normal": (t) => t.typography?.fontWeight?.normal ? String(t.typography.fontWeight.normal) : void 0,
	"--c15t-font-weight-medium": (t) => t.typography?.fontWeight?.medium ? String(t.typography.fontWeight.medium) : void 0,
	"--c15t-font-weight-semibold": (t) => t.typography?.fontWeight?.semibold ? String(t.typography.fontWeight.semibold) : void 0,
	"--c15t-line-height-tight": (t) => t.typography?.lineHeight?.tight,
	"--c15t-line-height-normal": (t) => t.typography?.lineHeight?.normal,
	"--c15t-line-height-relaxed": (t) => t.typography?.lineHeight?.relaxed,
	"--c15t-space-xs": (t) => t.spacing?.xs,
	"--c15t-space-sm": (t) => t.spacing?.sm,
	"--c15t-space-md": (t) => t.spacing?.md,
	"--c15t-space-lg": (t) => t.spacing?.lg,
	"--c15t-space-xl": (t) => t.spacing?.xl,
	"--c15t-radius-sm": (t) => t.radius?.sm,
	"--c15t-radius-md": (t) => t.radius?.md,
	"--c15t-radius-lg": (t) => t.radius?.lg,
	"--c15t-radius-full": (t) => t.radius?.full,
	"--c15t-shadow-sm": (t) => t.shadows?.sm,
	"--c15t-shadow-md": (t) => t.shadows?.md,
	"--c15t-shadow-lg": (t) => t.shadows?.lg,
	"--c15t-duration-fast": (t) => t.motion?.duration?.fast,
	"--c15t-duration-normal": (t) => t.motion?.duration?.normal,
	"--c15t-duration-slow": (t) => t.motion?.duration?.slow,
	"--c15t-easing": (t) => t.motion?.easing,
	"--c15t-easing-out": (t) => t.motion?.easingOut,
	"--c15t-easing-in-out": (t) => t.motion?.easingInOut,
	"--c15t-easing-spring": (t) => t.motion?.easingSpring
};
function u$1(t, e = !1) {
	let r = {}, i = e ? {
		...t.colors,
		...t.dark
	} : t.colors;
	for (let [e, n] of Object.entries(h)) {
		let s = n(t, i);
		s && (r[e] = s);
	}
	return r;
}
function d(t) {
	let e = u$1(t, !1), r = u$1(t, !0);
	return `
:root, .c15t-theme-root {
${Object.entries(e).filter(([, t]) => void 0 !== t).map(([t, e]) => `${t}: ${e};`).join("\n")}
}

:root.dark, .dark .c15t-theme-root, :root.c15t-dark, .c15t-dark .c15t-theme-root {
${Object.entries(r).filter(([, t]) => void 0 !== t).map(([t, e]) => `${t}: ${e};`).join("\n")}
}

/*
 * Utility class to disable transitions during theme switching.
 * Apply this class to the root element before switching themes,
 * then remove it after a short delay to prevent flash of
 * animated content during the color scheme change.
 *
 * Example usage:
 *   document.documentElement.classList.add('c15t-no-transitions');
 *   // Switch theme...
 *   requestAnimationFrame(() => {
 *     document.documentElement.classList.remove('c15t-no-transitions');
 *   });
 */
.c15t-no-transitions,
.c15t-no-transitions *,
.c15t-no-transitions *::before,
.c15t-no-transitions *::after {
	transition: none !important;
	animation: none !important;
}
	`.trim();
}
// ../../node_modules/@c15t/react/dist/utils/theme-utils.js
var r = e$2;
// ../../node_modules/@c15t/react/dist/version.js
var e$1 = "2.2.1";
// ../../node_modules/@c15t/react/dist/providers/consent-manager-provider.js
var v = [
	"onBannerFetched",
	"onConsentSet",
	"onConsentChanged",
	"onError",
	"onBeforeConsentRevocationReload"
];
function p(e) {
	return {
		onBannerFetched: e?.onBannerFetched,
		onConsentSet: e?.onConsentSet,
		onConsentChanged: e?.onConsentChanged,
		onError: e?.onError,
		onBeforeConsentRevocationReload: e?.onBeforeConsentRevocationReload
	};
}
function b({ children: o, options: C }) {
	let { consentManager: k, consentStore: S } = (0, import_react.useMemo)(() => getOrCreateConsentRuntime(C, {
		pkg: "@c15t/react",
		version: e$1
	}), [C]), [R, B] = (0, import_react.useState)(() => S ? S.getState() : {}), x = (0, import_react.useRef)(!1), y = (0, import_react.useRef)(p(C.callbacks));
	(0, import_react.useEffect)(() => {
		if (!S) return;
		let e = S.subscribe(B);
		if (!x.current) {
			let e = S.getState();
			(0, import_react.startTransition)(() => {
				B((n) => n !== e ? (x.current = !0, e) : (x.current = !0, n));
			});
		}
		return e;
	}, [S]), (0, import_react.useEffect)(() => {
		if (!S) return;
		let e = S.getState().overrides ?? {}, n = C.overrides ?? {};
		(e.country !== n.country || e.region !== n.region || e.language !== n.language || e.gpc !== n.gpc) && S.getState().setOverrides({
			country: n.country,
			region: n.region,
			language: n.language,
			gpc: n.gpc
		});
	}, [
		S,
		C.overrides?.country,
		C.overrides?.region,
		C.overrides?.language,
		C.overrides?.gpc
	]), (0, import_react.useEffect)(() => {
		if (!S) return;
		let e = p(C.callbacks), n = y.current;
		v.some((t) => n[t] !== e[t]) && (S.setState((n) => ({ callbacks: {
			...n.callbacks,
			...e
		} })), y.current = e);
	}, [
		S,
		C.callbacks?.onBannerFetched,
		C.callbacks?.onConsentSet,
		C.callbacks?.onConsentChanged,
		C.callbacks?.onError,
		C.callbacks?.onBeforeConsentRevocationReload
	]);
	let j = (0, import_react.useMemo)(() => {
		let { theme: e = {}, noStyle: n, disableAnimation: t, trapFocus: o = !0, colorScheme: c } = C;
		return {
			theme: e$37(r, e),
			noStyle: n,
			disableAnimation: t,
			trapFocus: o,
			colorScheme: c
		};
	}, [C]), E = (0, import_react.useMemo)(() => d(j.theme), [j.theme]), _ = C.nonce ?? C.store?.nonce;
	t$1(C.colorScheme);
	let F = (0, import_react.useMemo)(() => {
		if (!S) throw Error("Consent store must be initialized before creating context value");
		return {
			state: R,
			store: S,
			manager: k
		};
	}, [
		R,
		S,
		k
	]);
	return (0, import_jsx_runtime.jsx)(e$33.Provider, {
		value: F,
		children: (0, import_jsx_runtime.jsxs)(o$30.Provider, {
			value: j,
			children: [E ? (0, import_jsx_runtime.jsx)("style", {
				id: "c15t-theme",
				nonce: _,
				dangerouslySetInnerHTML: { __html: E }
			}) : null, o]
		})
	});
}
// ../../packages/shared/src/consent.ts
/**
* The consent domain (docs/rules.md#consent): categories, the consent conditions
* c15t evaluates, Do Not Track / Global Privacy Control, and Google Consent Mode.
* Pure functions, shared by the API and the web.
*/
/** The five categories, in GDPR-type order (docs/rules.md#consent). */
var CONSENT_CATEGORIES = [
	"necessary",
	"functionality",
	"experience",
	"measurement",
	"marketing"
];
/** The categories the product shows in its banner and dialog (docs/rules.md#consent); configurable. */
var DEFAULT_DISPLAYED_CONSENT_CATEGORIES = ["necessary", "measurement"];
/** The widget's language for a page or Accept-Language code: ours by its first two letters, else the default. */
function consentLanguageOf(code) {
	const twoLetters = (code ?? "").slice(0, 2).toLowerCase();
	return isSupportedLanguage(twoLetters) ? twoLetters : "en";
}
function isOn(signal) {
	return signal === true || signal === 1 || signal === "1" || signal === "yes";
}
function hasPrivacySignal(signals) {
	return isOn(signals.doNotTrack) || isOn(signals.globalPrivacyControl);
}
/** Category → the Consent Mode types it switches (the same table as @c15t/scripts'). */
var CONSENT_MODE_MAPPING = {
	necessary: ["security_storage"],
	functionality: ["functionality_storage"],
	measurement: ["analytics_storage"],
	marketing: [
		"ad_storage",
		"ad_user_data",
		"ad_personalization"
	],
	experience: ["personalization_storage"]
};
/** The object for `gtag('consent', 'update', …)`; a missing category is denied. */
function toGtagConsent(consents) {
	const state = {};
	for (const category of CONSENT_CATEGORIES) for (const type of CONSENT_MODE_MAPPING[category]) state[type] = consents[category] === true ? "granted" : "denied";
	return state;
}
/**
* The product's own analytics rule (docs/rules.md#consent): measurement switches both
* analytics and ad storage; analytics then runs without an automatic page view
* and with an anonymized IP.
*/
function measurementConsentUpdate(measurementGranted) {
	const value = measurementGranted ? "granted" : "denied";
	return {
		analytics_storage: value,
		ad_storage: value
	};
}
var ANALYTICS_CONFIG = {
	send_page_view: false,
	anonymize_ip: true
};
var GTM_CONTAINER_ID_MESSAGE = "GTM container ID is required and must be a non-empty string";
/** A Tag Manager set-up needs a container id (docs/rules.md#consent). */
function assertGtmContainerId(id) {
	if (typeof id !== "string" || id.trim() === "") throw new Error(GTM_CONTAINER_ID_MESSAGE);
}
// src/features/consent/api/site-config.ts
/**
* GET /api/v1/site-config: this deployment's analytics, read at run time. The server
* serializes it through the shared schema; parsing it again here would put zod (~25 KB)
* on every first visit, where the banner loads.
*/
function fetchSiteConfig(signal) {
	return apiFetch("/api/v1/site-config", { signal });
}
function siteConfigQueryOptions() {
	return queryOptions({
		queryKey: ["site-config"],
		queryFn: ({ signal }) => fetchSiteConfig(signal),
		staleTime: Infinity
	});
}
/** The site configuration once known; undefined while loading or when it could not be read. */
function useSiteConfig() {
	return useQuery(siteConfigQueryOptions()).data;
}
// src/features/consent/utils/analytics-scripts.ts
var ANALYTICS_SCRIPT_ID = "town-google-analytics";
var TAG_MANAGER_SCRIPT_ID = "town-google-tag-manager";
/** Google's queue: calls made before gtag.js arrives wait in dataLayer (it reads `arguments` objects). */
function gtagOf(win) {
	win.dataLayer ??= [];
	win.gtag ??= function gtag() {
		win.dataLayer.push(arguments);
	};
	return win.gtag;
}
function scriptUrl(base, path, id) {
	return `${base.replace(/\/+$/, "")}${path}?id=${encodeURIComponent(id)}`;
}
/**
* Google Analytics (gtag.js) behind measurement consent: no tag and no request before it.
* docs/rules.md#consent: measurement switches analytics and ad storage together; no automatic page
* view, IP anonymized.
*/
function googleAnalyticsScript(gaId, base, win = window) {
	return {
		id: ANALYTICS_SCRIPT_ID,
		src: scriptUrl(base, "/gtag/js", gaId),
		category: "measurement",
		async: true,
		anonymizeId: false,
		onBeforeLoad: ({ consents }) => {
			const gtag = gtagOf(win);
			gtag("consent", "default", measurementConsentUpdate(false));
			gtag("consent", "update", measurementConsentUpdate(consents.measurement === true));
			gtag("js", /* @__PURE__ */ new Date());
			gtag("config", gaId, { ...ANALYTICS_CONFIG });
		},
		onConsentChange: ({ consents }) => {
			gtagOf(win)("consent", "update", measurementConsentUpdate(consents.measurement === true));
		}
	};
}
/**
* Google Tag Manager behind measurement consent, told every category through Consent
* Mode v2 (the mapping of docs/rules.md#consent). Refuses a blank container id (docs/rules.md#consent).
*/
function tagManagerScript(gtmId, base, win = window) {
	assertGtmContainerId(gtmId);
	const update = (consents) => gtagOf(win)("consent", "update", toGtagConsent(consents));
	return {
		id: TAG_MANAGER_SCRIPT_ID,
		src: scriptUrl(base, "/gtm.js", gtmId),
		category: "measurement",
		async: true,
		anonymizeId: false,
		onBeforeLoad: ({ consents }) => {
			gtagOf(win)("consent", "default", toGtagConsent({}));
			update(consents);
			win.dataLayer.push({
				"gtm.start": Date.now(),
				event: "gtm.js"
			});
		},
		onConsentChange: ({ consents }) => {
			update(consents);
			win.dataLayer.push({ event: "consent-update" });
		}
	};
}
/**
* The scripts this deployment configures. None when the browser sends Do Not Track or
* Global Privacy Control: only necessary counts as granted then (docs/rules.md#consent).
*/
function analyticsScripts(config, privacySignal, win) {
	if (!config?.scriptUrl || privacySignal) return [];
	const scripts = [];
	if (config.gaId !== void 0) scripts.push(googleAnalyticsScript(config.gaId, config.scriptUrl, win));
	if (config.gtmId !== void 0) scripts.push(tagManagerScript(config.gtmId, config.scriptUrl, win));
	return scripts;
}
// src/features/consent/hooks/use-consent-bridge.ts
/**
* Connects c15t to the page: the footer link's requests open the dialog, Escape closes
* it, and the deployment's analytics scripts are handed to c15t's script loader (which
* loads them only once measurement is granted).
*/
function useConsentBridge(siteConfig, privacySignal) {
	const { activeUI, setActiveUI, hasConsented, setScripts } = a$8();
	const requests = useConsentSettingsStore((s) => s.requests);
	const handled = (0, import_react.useRef)(0);
	(0, import_react.useEffect)(() => {
		if (requests === handled.current) return;
		handled.current = requests;
		setActiveUI("dialog");
	}, [requests, setActiveUI]);
	(0, import_react.useLayoutEffect)(() => {
		if (activeUI !== "dialog") return;
		const onKeyDown = (event) => {
			if (event.key !== "Escape") return;
			event.preventDefault();
			setActiveUI(hasConsented() ? "none" : "banner");
		};
		document.addEventListener("keydown", onKeyDown);
		return () => document.removeEventListener("keydown", onKeyDown);
	}, [
		activeUI,
		setActiveUI,
		hasConsented
	]);
	(0, import_react.useEffect)(() => {
		try {
			setScripts(analyticsScripts(siteConfig?.analytics, privacySignal));
		} catch (error) {
			console.warn("[consent] analytics not set up:", error.message);
		}
	}, [
		siteConfig,
		privacySignal,
		setScripts
	]);
}
// ../../packages/shared/src/consent-domains.ts
/**
* Well-known third-party domains and the consent category a request to them needs
* (docs/rules.md#consent). A subdomain needs what its parent needs. No entry sits
* under a parent entry of another category, so "the most specific entry" (ours) and
* "every matching rule" (c15t's network blocker) agree. Domains not listed are allowed.
*/
var CONSENT_DOMAINS = {
	"google-analytics.com": "measurement",
	"analytics.google.com": "measurement",
	"googletagmanager.com": "measurement",
	"hotjar.com": "measurement",
	"hotjar.io": "measurement",
	"clarity.ms": "measurement",
	"mixpanel.com": "measurement",
	"mxpnl.com": "measurement",
	"segment.com": "measurement",
	"segment.io": "measurement",
	"amplitude.com": "measurement",
	"heap.io": "measurement",
	"heapanalytics.com": "measurement",
	"fullstory.com": "measurement",
	"logrocket.com": "measurement",
	"lr-ingest.io": "measurement",
	"mouseflow.com": "measurement",
	"crazyegg.com": "measurement",
	"matomo.cloud": "measurement",
	"plausible.io": "measurement",
	"usefathom.com": "measurement",
	"simpleanalyticscdn.com": "measurement",
	"cloudflareinsights.com": "measurement",
	"nr-data.net": "measurement",
	"browser-intake-datadoghq.com": "measurement",
	"chartbeat.com": "measurement",
	"scorecardresearch.com": "measurement",
	"parsely.com": "measurement",
	"statcounter.com": "measurement",
	"posthog.com": "measurement",
	"pendo.io": "measurement",
	"mc.yandex.ru": "measurement",
	"adobedtm.com": "measurement",
	"omtrdc.net": "measurement",
	"contentsquare.net": "measurement",
	"tiqcdn.com": "measurement",
	"hs-analytics.net": "measurement",
	"doubleclick.net": "marketing",
	"googlesyndication.com": "marketing",
	"googleadservices.com": "marketing",
	"googletagservices.com": "marketing",
	"adservice.google.com": "marketing",
	"2mdn.net": "marketing",
	"facebook.net": "marketing",
	"facebook.com": "marketing",
	"ads-twitter.com": "marketing",
	"analytics.twitter.com": "marketing",
	"ads.linkedin.com": "marketing",
	"snap.licdn.com": "marketing",
	"analytics.tiktok.com": "marketing",
	"ads.tiktok.com": "marketing",
	"sc-static.net": "marketing",
	"tr.snapchat.com": "marketing",
	"ct.pinterest.com": "marketing",
	"alb.reddit.com": "marketing",
	"bat.bing.com": "marketing",
	"criteo.com": "marketing",
	"criteo.net": "marketing",
	"taboola.com": "marketing",
	"outbrain.com": "marketing",
	"adnxs.com": "marketing",
	"adsrvr.org": "marketing",
	"amazon-adsystem.com": "marketing",
	"rubiconproject.com": "marketing",
	"pubmatic.com": "marketing",
	"openx.net": "marketing",
	"casalemedia.com": "marketing",
	"smartadserver.com": "marketing",
	"adform.net": "marketing",
	"quantserve.com": "marketing",
	"moatads.com": "marketing",
	"doubleverify.com": "marketing",
	"adsafeprotected.com": "marketing",
	"teads.tv": "marketing",
	"media.net": "marketing",
	"rlcdn.com": "marketing",
	"bluekai.com": "marketing",
	"demdex.net": "marketing",
	"serving-sys.com": "marketing",
	"adroll.com": "marketing",
	"ads.yahoo.com": "marketing",
	"analytics.yahoo.com": "marketing",
	"hs-scripts.com": "marketing",
	"munchkin.marketo.net": "marketing",
	"chimpstatic.com": "marketing",
	"klaviyo.com": "marketing",
	"maps.googleapis.com": "functionality",
	"maps.gstatic.com": "functionality",
	"fonts.googleapis.com": "functionality",
	"fonts.gstatic.com": "functionality",
	"translate.googleapis.com": "functionality",
	"recaptcha.net": "functionality",
	"hcaptcha.com": "functionality",
	"mapbox.com": "functionality",
	"maptiler.com": "functionality",
	"intercom.io": "functionality",
	"intercomcdn.com": "functionality",
	"zdassets.com": "functionality",
	"zendesk.com": "functionality",
	"zopim.com": "functionality",
	"drift.com": "functionality",
	"driftt.com": "functionality",
	"crisp.chat": "functionality",
	"tawk.to": "functionality",
	"livechatinc.com": "functionality",
	"freshchat.com": "functionality",
	"tidio.co": "functionality",
	"tidiochat.com": "functionality",
	"helpscout.net": "functionality",
	"typekit.net": "functionality",
	"calendly.com": "functionality",
	"typeform.com": "functionality",
	"disqus.com": "functionality",
	"disquscdn.com": "functionality",
	"youtube.com": "experience",
	"youtube-nocookie.com": "experience",
	"ytimg.com": "experience",
	"googlevideo.com": "experience",
	"vimeo.com": "experience",
	"vimeocdn.com": "experience",
	"dailymotion.com": "experience",
	"wistia.com": "experience",
	"wistia.net": "experience",
	"jwplayer.com": "experience",
	"jwpcdn.com": "experience",
	"twitch.tv": "experience",
	"instagram.com": "experience",
	"cdninstagram.com": "experience",
	"platform.twitter.com": "experience",
	"syndication.twitter.com": "experience",
	"twimg.com": "experience",
	"www.tiktok.com": "experience",
	"tiktokcdn.com": "experience",
	"platform.linkedin.com": "experience",
	"assets.pinterest.com": "experience",
	"widgets.pinterest.com": "experience",
	"pinimg.com": "experience",
	"flickr.com": "experience",
	"staticflickr.com": "experience",
	"spotify.com": "experience",
	"soundcloud.com": "experience",
	"sndcdn.com": "experience",
	"tripadvisor.com": "experience",
	"tacdn.com": "experience",
	"trustpilot.com": "experience",
	"matterport.com": "experience",
	"kuula.co": "experience",
	"windy.com": "experience",
	"skylinewebcams.com": "experience",
	"optimizely.com": "experience",
	"visualwebsiteoptimizer.com": "experience",
	"abtasty.com": "experience",
	"launchdarkly.com": "experience",
	"dynamicyield.com": "experience",
	"qualtrics.com": "experience"
};
var ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#\\]*@)?(\[[^\]]*\]|[^:/?#\\]*)/i;
var BARE_HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\.?$/i;
function hostnameOf(target) {
	if (typeof target !== "string") return target.hostname;
	const text = target.trim();
	if (text.startsWith("//")) return hostnameOf(`https:${text}`);
	const match = ABSOLUTE_URL.exec(text);
	if (match) return match[1] || void 0;
	return BARE_HOST.test(text) ? text : void 0;
}
/**
* The category a request to `url` needs, or null when it needs none (our own
* origin, a relative URL, an unlisted domain). Subdomains match their parent.
*/
function requiredCategoryFor(url) {
	const hostname = hostnameOf(url)?.toLowerCase().replace(/\.$/, "");
	if (!hostname) return null;
	const labels = hostname.split(".");
	for (let i = 0; i < labels.length - 1; i++) {
		const candidate = labels.slice(i).join(".");
		if (Object.hasOwn(CONSENT_DOMAINS, candidate)) return CONSENT_DOMAINS[candidate];
	}
	return null;
}
/** The error text of a blocked request (docs/rules.md#consent). */
function blockedRequestMessage(url) {
	return `Request to ${url} blocked due to missing consent`;
}
/** The table as c15t's `networkBlocker.rules` ({ id, domain, category }). */
function networkBlockerRules() {
	return Object.entries(CONSENT_DOMAINS).map(([domain, category]) => ({
		id: `town:${domain}`,
		domain,
		category
	}));
}
// src/features/consent/utils/network-blocker.ts
/** The event a blocked request raises on window (docs/rules.md#consent). */
var CONSENT_BLOCKED_REQUEST_EVENT = "ConsentBlockedRequest";
/** What fetch and XMLHttpRequest throw for a request the visitor has not consented to. */
var ConsentBlockedRequestError = class extends Error {
	detail;
	constructor(detail) {
		super(detail.message);
		this.detail = detail;
		this.name = "ConsentBlockedRequestError";
	}
};
/** A condition nobody can meet: necessary is always granted, so "not necessary" never is. */
var NEVER = { not: "necessary" };
/**
* c15t's network blocker with the ~150 known third-party domains. A blocked request is
* logged, raises ConsentBlockedRequest on window and throws the error of docs/rules.md#consent (c15t on
* its own answers a 451). With Do Not Track or Global Privacy Control on, every listed
* domain stays blocked whatever the visitor chose. Unlisted domains are allowed.
*/
function consentNetworkBlocker(privacySignal, win = window) {
	return {
		enabled: true,
		logBlockedRequests: false,
		rules: networkBlockerRules().map((rule) => privacySignal ? {
			...rule,
			category: { and: [rule.category, NEVER] }
		} : rule),
		onRequestBlocked: ({ method, url }) => {
			const detail = {
				url,
				method,
				category: requiredCategoryFor(url),
				message: blockedRequestMessage(url)
			};
			console.warn(`[consent] ${detail.message}`);
			win.dispatchEvent(new CustomEvent(CONSENT_BLOCKED_REQUEST_EVENT, { detail }));
			throw new ConsentBlockedRequestError(detail);
		}
	};
}
// src/features/consent/utils/privacy-signals.ts
/** Do Not Track and Global Privacy Control as this browser reports them (docs/rules.md#consent). */
function browserPrivacySignals() {
	if (typeof navigator === "undefined") return {};
	const nav = navigator;
	const win = typeof window === "undefined" ? void 0 : window;
	return {
		doNotTrack: nav.doNotTrack ?? win?.doNotTrack ?? nav.msDoNotTrack ?? null,
		globalPrivacyControl: nav.globalPrivacyControl ?? null
	};
}
/** With either signal on, only necessary counts as granted, whatever the visitor chose. */
function browserAsksNotToTrack() {
	return hasPrivacySignal(browserPrivacySignals());
}
// src/features/consent/components/consent-theme.ts
/**
* The consent widget in the guide's colours (src/lib/mui-theme.ts), light and dark;
* text and buttons keep at least WCAG AA contrast on their surfaces.
*/
var CONSENT_THEME = {
	colors: {
		primary: "#0b5c8a",
		primaryHover: "#084a70",
		textOnPrimary: "#ffffff",
		surface: "#ffffff",
		surfaceHover: "#f7f5f0",
		border: "#d6d1c4",
		borderHover: "#b3ab99",
		text: "#1d1d1b",
		textMuted: "#4f4b43",
		switchTrack: "#77736a",
		switchTrackActive: "#0b5c8a",
		switchThumb: "#ffffff"
	},
	dark: {
		primary: "#7cc4f0",
		primaryHover: "#a3d6f5",
		textOnPrimary: "#0f1a22",
		surface: "#16242f",
		surfaceHover: "#1d2f3c",
		border: "#34495a",
		borderHover: "#4b6477",
		text: "#f1f4f6",
		textMuted: "#b9c6cf",
		switchTrack: "#6b7f8d",
		switchTrackActive: "#7cc4f0",
		switchThumb: "#0f1a22"
	},
	typography: { fontFamily: "system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif" },
	slots: { consentWidgetFooterSubGroup: "town-consent-actions" }
};
// src/features/consent/components/town-consent-banner.tsx
/** The privacy page, which the provider's options point to. */
var LEGAL_LINKS = ["privacyPolicy"];
var CARD_SHELL = {
	width: "min(100%, var(--consent-banner-max-width, 32rem), 32rem)",
	display: "flex",
	flexDirection: "column",
	pointerEvents: "auto"
};
/**
* c15t's root is a fixed box as wide as the window (with padding around the card). Left to
* itself it takes every click over the bottom of the page, so buttons beside the card
* would do nothing: only the card may catch the pointer.
*/
var PASS_THROUGH_ROOT = { pointerEvents: "none" };
/**
* The banner of docs/product.md#consent: title, description, reject all, accept all, customize. Composed
* from c15t's parts rather than its ready-made banner, whose own error boundary would
* show an untranslated message: ours (ConsentErrorBoundary) shows the page's language.
* A non-modal card (no focus trap, no overlay): the page stays usable behind it.
* Reject and accept weigh the same, as the GDPR expects of a fair choice.
*/
function TownConsentBanner() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(z.Root, {
		trapFocus: false,
		scrollLock: false,
		style: PASS_THROUGH_ROOT,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			style: CARD_SHELL,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(z.Card, {
				role: "region",
				tabIndex: -1,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(z.Header, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(z.Title, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(z.Description, { legalLinks: [...LEGAL_LINKS] })] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(z.Footer, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(z.FooterSubGroup, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(z.RejectButton, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(z.AcceptButton, {})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(z.CustomizeButton, {})] })]
			})
		})
	});
}
// src/features/consent/components/consent-manager.tsx
/** c15t answers through our own API (docs/decisions/004-consent.md): same origin, no third party. */
var CONSENT_BACKEND_URL = "/api/c15t";
/** The privacy policy in the page's language: a link without the prefix would leave it. */
function privacyPolicyPath(siteLanguage) {
	return `/${isRouteLanguage(siteLanguage) ? siteLanguage : "es"}/info/privacity`;
}
var privacyLinks = (siteLanguage) => ({ privacyPolicy: {
	href: privacyPolicyPath(siteLanguage),
	target: "_self"
} });
/**
* c15t reads its legal links once, when it makes its store (which it exposes as
* `window.c15tStore`, its default namespace); the privacy link must follow the page's
* language when the visitor switches it.
*/
function useLegalLinksFollow(siteLanguage) {
	(0, import_react.useEffect)(() => {
		window.c15tStore?.setState({ legalLinks: privacyLinks(siteLanguage) });
	}, [siteLanguage]);
}
function ConsentUi({ privacySignal }) {
	useConsentBridge(useSiteConfig(), privacySignal);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TownConsentBanner, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(f, {
		hideBranding: true,
		legalLinks: [...LEGAL_LINKS]
	})] });
}
/**
* The consent banner and settings dialog (docs/product.md#consent), in a chunk of its own so the
* first download stays small. They follow the site's language and theme.
*/
function ConsentManager() {
	const { i18n } = useTranslation();
	const siteLanguage = i18n.resolvedLanguage ?? i18n.language;
	const language = consentLanguageOf(siteLanguage);
	const colorScheme = useThemeStore((s) => s.mode);
	const [initialLanguage] = (0, import_react.useState)(language);
	const { t } = useTranslation("consent", { lng: initialLanguage });
	const [initialTexts] = (0, import_react.useState)(() => t("widget", { returnObjects: true }));
	const [privacySignal] = (0, import_react.useState)(browserAsksNotToTrack);
	const [initialSiteLanguage] = (0, import_react.useState)(siteLanguage);
	useLegalLinksFollow(siteLanguage);
	const options = (0, import_react.useMemo)(() => ({
		mode: "hosted",
		backendURL: CONSENT_BACKEND_URL,
		consentCategories: [...DEFAULT_DISPLAYED_CONSENT_CATEGORIES],
		i18n: {
			locale: initialLanguage,
			detectBrowserLanguage: false,
			messages: { [initialLanguage]: initialTexts }
		},
		overrides: { language },
		networkBlocker: consentNetworkBlocker(privacySignal),
		colorScheme,
		theme: CONSENT_THEME,
		legalLinks: privacyLinks(initialSiteLanguage),
		callbacks: { onError: ({ error }) => console.warn(`[consent] ${error}`) }
	}), [
		initialLanguage,
		initialTexts,
		language,
		initialSiteLanguage,
		privacySignal,
		colorScheme
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(b, {
		options,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConsentUi, { privacySignal })
	});
}
export { ConsentManager as default, privacyPolicyPath };
