import { K as useTranslation, T as PRODUCT_NAME, a as DEFAULT_SHARE_IMAGE, c as isUnlistedPath, l as pageAddresses, o as OG_LOCALES, s as defaultCanonicalSearch, t as useAbsoluteUrl, u as pathLanguage } from "../entry-server.js";
import { a as isSupportedLanguage, r as SUPPORTED_LANGUAGES } from "./languages-CqGr3DKn.js";
import { f as useLocation } from "./asset-types-CNV3WNaR.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
// src/components/page-meta.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Sharing previews want a picture about 1,200 px wide: the smallest rendition that wide, else the widest. */
function shareImageOf(image) {
	if (!image) return void 0;
	const sources = [...image.srcset].sort((a, b) => a.width - b.width);
	const source = sources.find((s) => s.width >= 1200) ?? sources.at(-1);
	if (!source) return {
		url: image.src,
		alt: image.alt
	};
	return {
		url: source.url,
		width: source.width,
		height: Math.round(source.width * image.height / image.width),
		alt: image.alt
	};
}
/**
* A page's <head> for search engines and sharing previews (docs/product.md#search-engines-and-sharing):
* title, description, canonical address, the same page in each language (hreflang), Open
* Graph and Twitter card tags, and `noindex` where a page is not for search engines. React
* hoists these elements into <head>, in the browser and in the server's HTML alike.
*/
function PageMeta({ page, values, title: ownTitle, description: ownDescription, image: ownImage, type = "website", canonicalPage, canonicalSearch, noindex = false }) {
	const { t } = useTranslation("metatags");
	const { pathname, search } = useLocation();
	const absolute = useAbsoluteUrl();
	const title = ownTitle ?? t(`${page}.title`, values);
	const description = ownDescription || t(`${page}.description`, values);
	const lang = pathLanguage(pathname);
	const unlisted = noindex || isUnlistedPath(pathname);
	const { canonical, alternates } = pageAddresses(pathname, {
		page: canonicalPage,
		search: canonicalSearch ?? defaultCanonicalSearch(search)
	});
	const image = ownImage ?? {
		...DEFAULT_SHARE_IMAGE,
		alt: t("site.logoAlt", { name: "Costa Guía" })
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${title} · ${PRODUCT_NAME}` }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			name: "description",
			content: description
		}),
		unlisted ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			name: "robots",
			content: "noindex"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("link", {
			rel: "canonical",
			href: absolute(canonical)
		}), alternates.map((alternate) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("link", {
			rel: "alternate",
			hrefLang: alternate.hrefLang,
			href: absolute(alternate.path)
		}, alternate.hrefLang))] }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:site_name",
			content: PRODUCT_NAME
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:type",
			content: type
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:title",
			content: title
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:description",
			content: description
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:url",
			content: absolute(canonical)
		}),
		isSupportedLanguage(lang) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:locale",
			content: OG_LOCALES[lang]
		}), SUPPORTED_LANGUAGES.filter((other) => other !== lang).map((other) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:locale:alternate",
			content: OG_LOCALES[other]
		}, other))] }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:image",
			content: absolute(image.url)
		}),
		image.width !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:image:width",
			content: String(image.width)
		}),
		image.height !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:image:height",
			content: String(image.height)
		}),
		image.alt && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:image:alt",
			content: image.alt
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			name: "twitter:card",
			content: ownImage ? "summary_large_image" : "summary"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			name: "twitter:title",
			content: title
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			name: "twitter:description",
			content: description
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			name: "twitter:image",
			content: absolute(image.url)
		}),
		image.alt && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			name: "twitter:image:alt",
			content: image.alt
		})
	] });
}
export { shareImageOf as n, PageMeta as t };
