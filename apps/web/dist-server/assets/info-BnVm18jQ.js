import { _ as useParams, c as data } from "./asset-types-CNV3WNaR.js";
import { A as Link, K as useTranslation, N as Box, V as INFO_PAGES, _ as useLocalePath, g as useLang, h as LangLink, v as CHECK_IN_HOUR, y as CHECK_OUT_HOUR } from "../entry-server.js";
import { t as PageHeading } from "./page-heading-DZ1DFSmw.js";
import { t as Typography } from "./Typography-Cd2Ejhtg.js";
import { t as CardGrid } from "./card-grid-CXiKouCP.js";
import { t as LinkCard } from "./link-card-DwiBCY5R.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { t as createSvgIcon } from "./createSvgIcon-2Z0OS6ZB.js";
import { t as PageMeta } from "./page-meta-D-kHJtEM.js";
import { t as formatTownDate } from "./town-dates-D171u_7M.js";
import "./accounts-CoPv0CkY.js";
import { i as detectionOptions, r as currentI18n } from "./i18n-D-2hjoPE.js";
// src/features/info/info-pages.ts
var isInfoPage = (value) => INFO_PAGES.includes(value ?? "");
var infoNamespace = (page) => `legal_${page}`;
/** Sections as i18next returns them; anything malformed is left out rather than shown broken. */
function toSections(value) {
	if (!Array.isArray(value)) return [];
	return value.filter((s) => !!s && typeof s === "object" && typeof s.heading === "string" && Array.isArray(s.paragraphs));
}
// src/features/info/components/info-footer.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Where to ask, and who publishes the guide: under every info page. */
function InfoFooter() {
	const { t } = useTranslation(["legal", "metatags"]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			borderTop: 1,
			borderColor: "divider",
			pt: 2,
			display: "grid",
			gap: 1,
			maxWidth: 760
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
			t("questions"),
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LangLink, {
				to: "contact",
				children: t("metatags:contact.title")
			})
		] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "body2",
			color: "text.secondary",
			children: t("publisher")
		})]
	});
}
// src/features/info/components/info-index.tsx
/** /{lang}/info: every info page with a line about what it says. */
function InfoIndex() {
	const { t } = useTranslation("legal");
	const localePath = useLocalePath();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			sx: {
				mb: 3,
				maxWidth: 760,
				fontSize: "1.1rem"
			},
			children: t("intro")
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardGrid, {
			minCardWidth: 260,
			sx: { mb: 4 },
			children: INFO_PAGES.map((page) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCard, {
				to: localePath(`info/${page}`),
				title: t(`pages.${page}.title`),
				description: t(`pages.${page}.summary`),
				headingComponent: "h2"
			}, page))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(InfoFooter, {})
	] });
}
// ../../node_modules/@mui/icons-material/ArrowBack.mjs
var ArrowBack_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" }), "ArrowBack");
// src/features/info/rule-values.ts
/**
* The product's rules that the info pages state, taken from the constants the code enforces
* (docs/rules.md). The texts write `{{name}}` where a rule goes, never its number.
*/
var INFO_RULES = {
	checkInHour: CHECK_IN_HOUR,
	checkOutHour: CHECK_OUT_HOUR,
	maxNights: {
		count: 100,
		unit: "nights"
	},
	sessionDays: {
		count: 30,
		unit: "days"
	},
	resetLinkHours: {
		count: 1,
		unit: "hours"
	},
	languageCookieMinutes: {
		count: detectionOptions.cookieMinutes,
		unit: "minutes"
	},
	contactMessageYears: {
		count: 2,
		unit: "years"
	},
	sentMailYears: {
		count: 1,
		unit: "years"
	},
	consentRecordYears: {
		count: 3,
		unit: "years"
	},
	consentChoiceDays: {
		count: 365,
		unit: "days"
	},
	serverLogDays: {
		count: 30,
		unit: "days"
	}
};
/**
* The interpolation values of every info page: each rule as the page's language writes it
* ("100 nights", "100 Nächte"). Counts go through the plural forms of `legal:units`, because
* i18next cannot pick plural forms inside the sections that pages read with returnObjects.
*/
function ruleValues(t, rules = INFO_RULES) {
	const entries = Object.entries(rules).map(([name, rule]) => [name, typeof rule === "string" ? rule : t(`units.${rule.unit}`, {
		ns: "legal",
		count: rule.count
	})]);
	return Object.fromEntries(entries);
}
// src/features/info/components/info-page.tsx
/** "2026-11-21" in the page's language; anything else as written. */
function formatDay(value, lang) {
	const day = /\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
	if (!day) return value;
	return formatTownDate(day, lang, { dateStyle: "long" }, "PPP");
}
/** Anchors come from the section ids; the pseudo-locale rewrites those, so fall back to the position. */
var anchorOf = (id, index) => `info-${/^[\w-]+$/.test(id) ? id : index}`;
/** One info page, rendered from its own namespace: title, summary, contents, sections. */
function InfoPage({ page, lang }) {
	const ns = infoNamespace(page);
	const { t } = useTranslation([ns, "legal"]);
	const rules = ruleValues(t);
	const title = t("title", {
		ns,
		...rules
	});
	const summary = t("summary", {
		ns,
		...rules
	});
	const sections = toSections(t("sections", {
		ns,
		returnObjects: true,
		...rules
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "article",
		sx: { maxWidth: 760 },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
				page: "info",
				title,
				description: summary,
				type: "article"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(LangLink, {
				to: "info",
				sx: {
					display: "inline-flex",
					alignItems: "center",
					gap: .5,
					mb: 2
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowBack_default, {
					fontSize: "small",
					"aria-hidden": true
				}), t("backToIndex", { ns: "legal" })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h1",
				sx: { mb: 1 },
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					fontSize: "1.15rem",
					mb: 1
				},
				children: summary
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				color: "text.secondary",
				sx: { mb: 3 },
				children: t("updated", {
					ns: "legal",
					date: formatDay(t("updated", { ns }), lang)
				})
			}),
			sections.length > 1 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "nav",
				"aria-labelledby": "info-contents",
				sx: {
					mb: 4,
					p: 2,
					borderRadius: 2,
					bgcolor: "action.hover"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "info-contents",
					variant: "h2",
					sx: {
						fontSize: "1.1rem",
						mb: 1
					},
					children: t("contents", { ns: "legal" })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "ol",
					sx: {
						m: 0,
						pl: 3,
						display: "grid",
						gap: .5
					},
					children: sections.map((section, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						href: `#${anchorOf(section.id, i)}`,
						children: section.heading
					}) }, anchorOf(section.id, i)))
				})]
			}) : null,
			sections.map((section, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "section",
				"aria-labelledby": anchorOf(section.id, i),
				sx: { mb: 3 },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h2",
					id: anchorOf(section.id, i),
					sx: {
						mb: 1.5,
						scrollMarginTop: 16
					},
					tabIndex: -1,
					children: section.heading
				}), section.paragraphs.map((paragraph, j) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						mb: 1.5,
						lineHeight: 1.7
					},
					children: paragraph
				}, j))]
			}, anchorOf(section.id, i))),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(InfoFooter, {})
		]
	});
}
// src/app/routes/info.tsx
/** An unknown page is a 404; a known one has its texts loaded before it shows. */
async function loader({ params }) {
	const { index } = params;
	if (index === void 0) {
		await currentI18n().loadNamespaces(["legal"]);
		return null;
	}
	if (!isInfoPage(index)) throw data(null, { status: 404 });
	await currentI18n().loadNamespaces(["legal", infoNamespace(index)]);
	return null;
}
function Component() {
	const { index } = useParams();
	const lang = useLang();
	if (isInfoPage(index)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InfoPage, {
		page: index,
		lang
	}, index);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { page: "info" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InfoIndex, {})] });
}
export { Component, loader };
