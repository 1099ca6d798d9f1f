import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { _ as useParams, c as data } from "./asset-types-CNV3WNaR.js";
import { a as isSupportedLanguage } from "./languages-CqGr3DKn.js";
import { K as useTranslation, N as Box, R as MENU_FONT_SCALE, g as useLang, n as getQueryClient, r as STALE_TIMES, t as useAbsoluteUrl } from "../entry-server.js";
import { a as assetQueryOptions, i as JsonLd, n as assetStructuredData, o as useAsset, r as FallbackNote, t as PageBreadcrumbs } from "./page-breadcrumbs-cGyIMpTa.js";
import { t as queryOptions } from "./queryOptions-BjJLq5r4.js";
import { t as useSuspenseQuery } from "./useSuspenseQuery-BsSeP2-N.js";
import { r as apiFetch, t as ApiError } from "./api-client-Ba84igAR.js";
import { o as catalogueKeys, t as ALLERGENS } from "./catalogue-codes-B1j8rhh5.js";
import { r as Paper } from "./useReducedMotion-DNKmSelM.js";
import { t as Typography } from "./Typography-Cd2Ejhtg.js";
import { n as shareImageOf, t as PageMeta } from "./page-meta-D-kHJtEM.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { n as SvgIcon, t as createSvgIcon } from "./createSvgIcon-2Z0OS6ZB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { n as IconButton } from "./Alert-B2OUS1du.js";
import { t as Slider } from "./Slider-sH4odwND.js";
import { r as intlLocale, t as formatEuros } from "./format-BavoGXU7.js";
// src/features/catalogue/api/menu-items.ts
/** GET /api/v1/rest_menu_items: a restaurant's menu by its product_id. */
function fetchMenu(productId, lang, signal) {
	return apiFetch("/api/v1/rest_menu_items", {
		query: {
			product_id: productId,
			lang
		},
		signal
	});
}
function menuQueryOptions(productId, lang) {
	return queryOptions({
		queryKey: catalogueKeys.menu(productId, lang),
		queryFn: ({ signal }) => fetchMenu(productId, lang, signal),
		staleTime: STALE_TIMES.menu
	});
}
/** The menu a route loader has already fetched. */
function useMenu(productId, lang) {
	return useSuspenseQuery(menuQueryOptions(productId, lang)).data;
}
// src/features/catalogue/utils/menu-font.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** docs/rules.md#interface: a scale of 0 to 10 in 16 steps, so the default (5) sits exactly on a step. */
var MENU_FONT_STEP = (MENU_FONT_SCALE.max - MENU_FONT_SCALE.min) / MENU_FONT_SCALE.steps;
/** The nearest step of the scale, inside it. */
function snapMenuFontScale(value) {
	if (!Number.isFinite(value)) return MENU_FONT_SCALE.default;
	const clamped = Math.min(MENU_FONT_SCALE.max, Math.max(MENU_FONT_SCALE.min, value));
	const steps = Math.round((clamped - MENU_FONT_SCALE.min) / MENU_FONT_STEP);
	return MENU_FONT_SCALE.min + steps * MENU_FONT_STEP;
}
/**
* How much larger than normal the menu's text is at a point of the scale: 0 → 0.75,
* the default 5 → 1, 10 → 2 (enlarging matters more to readers than shrinking).
*/
function menuFontFactor(scale) {
	const s = snapMenuFontScale(scale);
	const middle = MENU_FONT_SCALE.default;
	return s <= middle ? .75 + .25 * (s - MENU_FONT_SCALE.min) / (middle - MENU_FONT_SCALE.min) : 1 + (s - middle) / (MENU_FONT_SCALE.max - middle);
}
// src/features/catalogue/hooks/use-menu-font-scale.ts
var STORAGE_KEY = "menuFontScale";
function stored() {
	try {
		const raw = localStorage.getItem(STORAGE_KEY);
		return raw === null ? MENU_FONT_SCALE.default : snapMenuFontScale(Number(raw));
	} catch {
		return MENU_FONT_SCALE.default;
	}
}
/** The menu's text size on the 0–10 scale of docs/rules.md#interface, remembered on this device for the next menu. */
function useMenuFontScale() {
	const [scale, setScaleState] = (0, import_react.useState)(stored);
	return [scale, (0, import_react.useCallback)((value) => {
		const next = snapMenuFontScale(value);
		setScaleState(next);
		try {
			localStorage.setItem(STORAGE_KEY, String(next));
		} catch {}
	}, [])];
}
// ../../node_modules/@mui/icons-material/Add.mjs
var import_jsx_runtime = require_jsx_runtime();
var Add_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" }), "Add");
// ../../node_modules/@mui/icons-material/Remove.mjs
var Remove_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 13H5v-2h14z" }), "Remove");
// src/features/catalogue/components/menu-font-size-control.tsx
var atEnd = { opacity: .4 };
/** The menu's text size: a labelled slider (0–10, 16 steps) between a smaller and a larger button. */
function MenuFontSizeControl({ scale, onChange }) {
	const { t, i18n } = useTranslation("catalogue");
	const labelId = (0, import_react.useId)();
	const percent = (value) => new Intl.NumberFormat(intlLocale(i18n.language), { style: "percent" }).format(menuFontFactor(value));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		role: "group",
		"aria-labelledby": labelId,
		sx: { maxWidth: 420 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: labelId,
			variant: "subtitle2",
			component: "p",
			children: t("menu.fontSize")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				alignItems: "center",
				gap: 1.5
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					"aria-label": t("menu.smaller"),
					onClick: () => onChange(scale - MENU_FONT_STEP),
					"aria-disabled": scale <= MENU_FONT_SCALE.min,
					sx: scale <= MENU_FONT_SCALE.min ? atEnd : void 0,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Remove_default, {})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Slider, {
					value: scale,
					min: MENU_FONT_SCALE.min,
					max: MENU_FONT_SCALE.max,
					step: MENU_FONT_STEP,
					marks: [{ value: MENU_FONT_SCALE.default }],
					onChange: (_event, value) => onChange(value),
					getAriaValueText: percent,
					valueLabelDisplay: "auto",
					valueLabelFormat: percent,
					"aria-labelledby": labelId
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					"aria-label": t("menu.larger"),
					onClick: () => onChange(scale + MENU_FONT_STEP),
					"aria-disabled": scale >= MENU_FONT_SCALE.max,
					sx: scale >= MENU_FONT_SCALE.max ? atEnd : void 0,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, {})
				})
			]
		})]
	});
}
// src/features/catalogue/components/allergen-icon.tsx
var LINE = {
	fill: "none",
	stroke: "currentColor",
	strokeWidth: 1.6,
	strokeLinecap: "round",
	strokeLinejoin: "round"
};
var GRAIN = "c-2.4-.3-3.9-2-3.9-4.4 2.4.3 3.9 2 3.9 4.4zm0 0c2.4-.3 3.9-2 3.9-4.4-2.4.3-3.9 2-3.9 4.4z";
var PICTOGRAMS = {
	gluten: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
		...LINE,
		d: `M12 22V4 M12 9${GRAIN} M12 14${GRAIN} M12 19${GRAIN}`
	}),
	crustaceans: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
		...LINE,
		d: "M7 7.5c3.5-3.2 11-2.6 12.4 3.3 1.2 5-3.2 8.6-8.3 8.2M11 19l-3.2 2.3.8-3.8M13.6 6.8l-1.9 4.4m6-1.5-3.8 2.6m4.3 2.5-4.4-.3M7 7.5C5 6 4 4 4 2m3 5.5C5 7.5 3.3 7 2.2 5.4"
	}),
	eggs: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
		...LINE,
		d: "M12 3c3.6 0 6.5 5.6 6.5 10.2a6.5 6.5 0 0 1-13 0C5.5 8.6 8.4 3 12 3z"
	}),
	fish: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
		...LINE,
		d: "M6.5 12c2.5-3.6 5.6-5.5 9-5.5 3.2 0 5.5 2.2 6.7 5.5-1.2 3.3-3.5 5.5-6.7 5.5-3.4 0-6.5-1.9-9-5.5zm0 0L2 8v8z"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
		cx: "17.5",
		cy: "11",
		r: "1",
		fill: "currentColor"
	})] }),
	peanuts: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
		...LINE,
		d: "M12 2.5a4.2 4.2 0 0 1 3.4 6.7c-.5.7-.5 1.6 0 2.3A5 5 0 1 1 8.6 11.5c.5-.7.5-1.6 0-2.3A4.2 4.2 0 0 1 12 2.5zM10 6.5h.01M14 6.5h.01M9.5 15h.01M14.5 15h.01M12 18h.01"
	}),
	soybeans: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			...LINE,
			d: "M4.5 19.5C4.5 11 11 4.5 19.5 4.5c0 8.5-6.5 15-15 15z"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			...LINE,
			cx: "9",
			cy: "15",
			r: "1.7"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			...LINE,
			cx: "12",
			cy: "12",
			r: "1.7"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			...LINE,
			cx: "15",
			cy: "9",
			r: "1.7"
		})
	] }),
	milk: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
		...LINE,
		d: "M9.5 2.5h5v3l2.5 4v11.5H7V9.5l2.5-4zM7 13h10"
	}),
	nuts: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
		...LINE,
		d: "M4.5 10.5C4.5 6.5 7.8 4 12 4s7.5 2.5 7.5 6.5zM12 4V2M6.5 10.5c0 5.5 2.5 9.8 5.5 11 3-1.2 5.5-5.5 5.5-11"
	}),
	celery: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
		...LINE,
		d: "M9 22V11m3 11V9m3 13V11M7.5 22h9M9 11C6 10 5 7 5.8 4c2.2 1 3.2 3.3 3.2 7zm6 0c3-1 4-4 3.2-7-2.2 1-3.2 3.3-3.2 7zm-3-2c-1.6-2-1.6-4.6 0-6.8 1.6 2.2 1.6 4.8 0 6.8z"
	}),
	mustard: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
		...LINE,
		d: "M10 2h4l1 4H9zM8.5 6h7l-1.2 16H9.7zM9.5 12.5h5"
	}),
	sesame: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ellipse", {
			...LINE,
			cx: "8",
			cy: "7.5",
			rx: "2",
			ry: "3.2",
			transform: "rotate(-25 8 7.5)"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ellipse", {
			...LINE,
			cx: "16",
			cy: "7",
			rx: "2",
			ry: "3.2",
			transform: "rotate(25 16 7)"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ellipse", {
			...LINE,
			cx: "12",
			cy: "14",
			rx: "2",
			ry: "3.2"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ellipse", {
			...LINE,
			cx: "6",
			cy: "17",
			rx: "2",
			ry: "3.2",
			transform: "rotate(-40 6 17)"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ellipse", {
			...LINE,
			cx: "18",
			cy: "16.5",
			rx: "2",
			ry: "3.2",
			transform: "rotate(40 18 16.5)"
		})
	] }),
	sulphites: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
		...LINE,
		d: "M7 2.5h10v5a5 5 0 0 1-10 0zM7 6h10M12 12.5V21M8 21.5h8"
	}),
	lupin: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			...LINE,
			d: "M12 22V9m0 8c-3 0-5-1.5-6-4 3 0 5 1.5 6 4zm0 0c3 0 5-1.5 6-4-3 0-5 1.5-6 4z"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			...LINE,
			cx: "12",
			cy: "3.5",
			r: "1.4"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			...LINE,
			cx: "10",
			cy: "6.8",
			r: "1.5"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			...LINE,
			cx: "14",
			cy: "6.8",
			r: "1.5"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			...LINE,
			cx: "9.4",
			cy: "10.4",
			r: "1.7"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			...LINE,
			cx: "14.6",
			cy: "10.4",
			r: "1.7"
		})
	] }),
	molluscs: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
		...LINE,
		d: "M12 19.5 4 10a8 8 0 0 1 16 0zM12 19.5 8 5.5m4 14V4.2m0 15.3 4-14M12 19.5 5.2 8.2M12 19.5l6.8-11.3M9.5 19.5h5V22h-5z"
	})
};
/** An allergen's pictogram; decorative, since its name is always written beside it. */
function AllergenIcon({ allergen, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SvgIcon, {
		"aria-hidden": true,
		...props,
		children: PICTOGRAMS[allergen]
	});
}
// src/features/catalogue/components/menu-view.tsx
/** A size that follows the reader's chosen text size. */
var scaled = (rem) => `calc(${rem}rem * var(--menu-font-factor, 1))`;
function AllergenList({ allergens, label }) {
	const { t } = useTranslation("listofval");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		"aria-label": label,
		sx: {
			listStyle: "none",
			p: 0,
			m: 0,
			mt: .75,
			display: "flex",
			flexWrap: "wrap",
			gap: 1.25
		},
		children: allergens.map((allergen) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "li",
			sx: {
				display: "inline-flex",
				alignItems: "center",
				gap: .5,
				fontSize: scaled(.875),
				color: "text.secondary"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AllergenIcon, {
				allergen,
				sx: {
					fontSize: scaled(1.25),
					color: "secondary.main"
				}
			}), t(`allergen.${allergen}`)]
		}, allergen))
	});
}
/**
* A restaurant's menu: its sections, each dish with its price and allergens, then the key of
* the 14 allergens. Every size is relative to the chosen text size.
*/
function MenuView({ menu, scale }) {
	const { t, i18n } = useTranslation("catalogue");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: { "--menu-font-factor": menuFontFactor(scale) },
		"data-testid": "menu-text",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			lang: menu.lang,
			children: menu.sections.map((section) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "section",
				"aria-labelledby": `menu-section-${section.id}`,
				sx: { mb: 4 },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h2",
					id: `menu-section-${section.id}`,
					sx: {
						fontSize: scaled(1.5),
						borderBottom: 2,
						borderColor: "divider",
						pb: .5,
						mb: 1.5
					},
					children: section.name
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "ul",
					sx: {
						listStyle: "none",
						p: 0,
						m: 0
					},
					children: section.items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "li",
						sx: {
							py: 1.25,
							borderBottom: 1,
							borderColor: "divider"
						},
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
								sx: {
									display: "flex",
									justifyContent: "space-between",
									alignItems: "baseline",
									gap: 2
								},
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
									component: "p",
									sx: {
										fontWeight: 600,
										fontSize: scaled(1.05)
									},
									children: item.name
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
									component: "p",
									sx: {
										fontWeight: 700,
										fontSize: scaled(1.05),
										whiteSpace: "nowrap"
									},
									lang: i18n.language,
									children: formatEuros(item.price, i18n.language)
								})]
							}),
							item.description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								component: "p",
								color: "text.secondary",
								sx: {
									fontSize: scaled(.95),
									mt: .25
								},
								children: item.description
							}),
							item.allergens.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								lang: i18n.language,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AllergenList, {
									allergens: item.allergens,
									label: t("menu.contains")
								})
							})
						]
					}, item.id))
				})]
			}, section.id))
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "section",
			"aria-labelledby": "menu-allergens",
			sx: { mt: 4 },
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h2",
					id: "menu-allergens",
					sx: {
						fontSize: scaled(1.25),
						mb: 1
					},
					children: t("menu.allergensHeading")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						fontSize: scaled(.95),
						mb: 1.5,
						maxWidth: "70ch"
					},
					children: t("menu.allergensNote")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AllergenList, { allergens: ALLERGENS })
			]
		})]
	});
}
// src/features/catalogue/components/menu-page.tsx
/** A restaurant's menu page, with the text-size control above the menu. */
function MenuPage({ id, lang }) {
	const { t } = useTranslation([
		"catalogue",
		"listofval",
		"metatags"
	]);
	const asset = useAsset(id, lang);
	const menu = useMenu(asset.productId ?? 0, lang);
	const [scale, setScale] = useMenuFontScale();
	const heading = t("menu.heading", { name: asset.name });
	const absoluteUrl = useAbsoluteUrl();
	const structuredData = assetStructuredData(asset, {
		lang,
		absolute: absoluteUrl,
		menu,
		cuisineName: (code) => t(`listofval:cuisine.${code}`)
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(JsonLd, { data: structuredData }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			page: "menu",
			title: heading,
			image: shareImageOf(asset.images[0] ?? asset.image),
			type: "article"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBreadcrumbs, { crumbs: [
			{
				label: t("metatags:list.eat.title"),
				to: "assets/eatList"
			},
			{
				label: asset.name,
				to: `assets/asset/${asset.id}/eat`
			},
			{ label: t("metatags:menu.title") }
		] }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "h1",
			component: "h1",
			sx: { mb: 2 },
			children: heading
		}),
		isSupportedLanguage(lang) && menu.lang !== lang && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FallbackNote, {
			subject: "menu",
			shownLang: menu.lang
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
			variant: "outlined",
			sx: {
				p: 2,
				mb: 3,
				maxWidth: 820,
				position: { sm: "sticky" },
				top: { sm: 64 },
				zIndex: 1
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuFontSizeControl, {
				scale,
				onChange: setScale
			})
		}),
		menu.sections.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("menu.empty") }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: { maxWidth: 820 },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuView, {
				menu,
				scale
			})
		})
	] });
}
// src/app/routes/eat-menu.tsx
/**
* /{lang}/eat/{id}/menu: the restaurant first, then its menu by the restaurant's product_id
* (docs/product.md#menus). Anything that is not a place to eat with a menu is a 404.
*/
async function loader({ params }) {
	const lang = params.lang ?? "es";
	try {
		const asset = await getQueryClient().ensureQueryData(assetQueryOptions(params.id ?? "", lang));
		if (asset.type !== "eat" || asset.productId === null) throw data(null, { status: 404 });
		await getQueryClient().ensureQueryData(menuQueryOptions(asset.productId, lang));
	} catch (error) {
		if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
		throw error;
	}
	return null;
}
function Component() {
	const { id = "" } = useParams();
	const lang = useLang();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuPage, {
		id,
		lang
	}, id);
}
export { Component, loader };
