import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { A as Link, D as Stack, K as useTranslation, N as Box, O as Button, g as useLang, n as getQueryClient } from "../entry-server.js";
import { t as PageHeading } from "./page-heading-DZ1DFSmw.js";
import { t as queryOptions } from "./queryOptions-BjJLq5r4.js";
import { t as useQuery } from "./useQuery-CVD0r-J_.js";
import { a as isSupportedLanguage, r as SUPPORTED_LANGUAGES } from "./languages-CqGr3DKn.js";
import { r as apiFetch, t as ApiError } from "./api-client-Ba84igAR.js";
import { t as Alert } from "./Alert-B2OUS1du.js";
import { t as Typography } from "./Typography-Cd2Ejhtg.js";
import { t as LoadError } from "./load-error-DR0LKYoY.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { n as formatTownTime, r as numberLocale, t as formatTownDate } from "./town-dates-D171u_7M.js";
import { r as Paper } from "./useReducedMotion-DNKmSelM.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { t as createSvgIcon } from "./createSvgIcon-2Z0OS6ZB.js";
import { t as CardGrid } from "./card-grid-CXiKouCP.js";
import { _ as url, a as array, d as number, f as object, h as string, i as _enum, o as boolean } from "./schemas-J8q5Yb95.js";
import { n as datetime, t as date } from "./iso-B4G9o12K.js";
import { a as Table, i as Tablelvl2Context, n as TableCell, r as TableBody, t as TableRow } from "./TableRow-CiC7et5S.js";
import { C as generateUtilityClass, S as generateUtilityClasses, V as require_prop_types, h as composeClasses, n as useDefaultProps, r as styled } from "./memoTheme-Bs4JE_oI.js";
import { t as clsx } from "./clsx-DSZSqzKR.js";
// ../../packages/shared/src/weather.ts
/**
* The few conditions the web draws an icon for and translates. WMO codes (what
* Open-Meteo reports) are many more; `conditionOf` folds them into these.
*/
var WEATHER_CONDITIONS = [
	"clear",
	"partly-cloudy",
	"cloudy",
	"fog",
	"drizzle",
	"rain",
	"snow",
	"showers",
	"thunderstorm"
];
object({ lang: _enum(SUPPORTED_LANGUAGES).optional() });
/** A full timestamp with the town's offset, e.g. 2026-07-14T15:00:00+02:00. */
var instant = datetime({ offset: true });
var nullableNumber = number().nullable();
var currentWeatherSchema = object({
	time: instant,
	temperature: number(),
	apparentTemperature: number(),
	humidity: number(),
	precipitation: number(),
	weatherCode: number().int(),
	condition: _enum(WEATHER_CONDITIONS),
	description: string(),
	isDay: boolean(),
	cloudCover: nullableNumber,
	pressure: nullableNumber,
	windSpeed: number(),
	windDirection: number(),
	windGusts: nullableNumber,
	/** Sea figures come from the marine forecast; null when it did not answer. */
	seaTemperature: nullableNumber,
	waveHeight: nullableNumber,
	waveDirection: nullableNumber,
	wavePeriod: nullableNumber
});
var hourlyWeatherSchema = object({
	time: instant,
	temperature: number(),
	precipitationProbability: nullableNumber,
	precipitation: number(),
	weatherCode: number().int(),
	condition: _enum(WEATHER_CONDITIONS),
	isDay: boolean(),
	windSpeed: number(),
	windDirection: number(),
	windGusts: nullableNumber
});
var dailyWeatherSchema = object({
	/** The town's calendar day. */
	date: date(),
	weatherCode: number().int(),
	condition: _enum(WEATHER_CONDITIONS),
	description: string(),
	temperatureMax: number(),
	temperatureMin: number(),
	precipitationSum: number(),
	precipitationProbabilityMax: nullableNumber,
	sunrise: instant,
	sunset: instant,
	uvIndexMax: nullableNumber,
	windSpeedMax: number(),
	windGustsMax: nullableNumber,
	windDirectionDominant: nullableNumber,
	waveHeightMax: nullableNumber,
	waveDirectionDominant: nullableNumber,
	wavePeriodMax: nullableNumber
});
var weatherSchema = object({
	location: object({
		name: string(),
		latitude: number(),
		longitude: number(),
		timezone: string()
	}),
	lang: _enum(SUPPORTED_LANGUAGES),
	current: currentWeatherSchema,
	/** The next 24 hours, starting with the current one. */
	hourly: array(hourlyWeatherSchema).max(24),
	/** Seven days, starting today. */
	daily: array(dailyWeatherSchema).max(7),
	units: object({
		temperature: string(),
		humidity: string(),
		precipitation: string(),
		precipitationProbability: string(),
		cloudCover: string(),
		pressure: string(),
		windSpeed: string(),
		windDirection: string(),
		uvIndex: string(),
		waveHeight: string(),
		wavePeriod: string()
	}),
	/** Whether sea figures (waves, sea temperature) are part of this forecast. */
	marine: boolean(),
	fetchedAt: instant,
	/** True when the provider did not answer and this is the last forecast we had. */
	stale: boolean(),
	attribution: object({
		name: string(),
		url: url()
	})
});
// src/features/weather/api/query-keys.ts
/** The weather feature's query keys. */
var weatherKeys = {
	all: ["weather"],
	forecast: (lang) => [
		...weatherKeys.all,
		"forecast",
		lang
	]
};
// src/features/weather/api/get-weather.ts
/** The server keeps the forecast 30 minutes; the page asks again after five. */
var WEATHER_STALE_TIME_MS = 3e5;
function getWeather(lang, signal) {
	return apiFetch("/api/v1/weather", {
		query: { lang },
		schema: weatherSchema,
		signal
	});
}
/** `xx` (the pseudo-locale) is not a language the API knows: it asks in English. */
function weatherQueryOptions(lang) {
	const apiLang = isSupportedLanguage(lang) ? lang : "en";
	return queryOptions({
		queryKey: weatherKeys.forecast(apiLang),
		queryFn: ({ signal }) => getWeather(apiLang, signal),
		staleTime: WEATHER_STALE_TIME_MS,
		retry: (failures, error) => !(error instanceof ApiError) && failures < 2,
		retryOnMount: false
	});
}
var useWeather = (lang) => useQuery(weatherQueryOptions(lang));
// src/features/weather/hooks/use-weather-format.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Numbers, units, hours and days in the page's language. Times are the town's
* (Europe/Madrid): the forecast is for the town, wherever the visitor reads it from.
*/
function useWeatherFormat(lang) {
	const { t } = useTranslation("weather");
	const dayMonthPattern = t("dateFormats.dayMonth");
	const dateTimePattern = t("dateFormats.dateTime");
	return (0, import_react.useMemo)(() => {
		const locale = numberLocale(lang);
		const unit = (name, digits = 0) => new Intl.NumberFormat(locale, {
			style: "unit",
			unit: name,
			maximumFractionDigits: digits
		});
		const temperature = unit("celsius");
		const speed = unit("kilometer-per-hour");
		const millimetres = unit("millimeter", 1);
		const metres = unit("meter", 1);
		const seconds = unit("second");
		const percent = new Intl.NumberFormat(locale, {
			style: "percent",
			maximumFractionDigits: 0
		});
		const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
		const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
		return {
			temperature: (celsius) => temperature.format(Math.round(celsius)),
			speed: (kmh) => speed.format(Math.round(kmh)),
			millimetres: (mm) => millimetres.format(mm),
			metres: (m) => metres.format(m),
			seconds: (s) => seconds.format(Math.round(s)),
			percent: (value) => percent.format(value / 100),
			pressure: (hpa) => `${number.format(Math.round(hpa))} hPa`,
			uv: (index) => decimal.format(index),
			time: (iso) => formatTownTime(iso),
			dateTime: (iso) => formatTownDate(iso, lang, {
				weekday: "long",
				day: "numeric",
				month: "long",
				hour: "2-digit",
				minute: "2-digit"
			}, dateTimePattern),
			weekday: (day) => formatTownDate(day, lang, { weekday: "long" }, "EEEE"),
			dayMonth: (day) => formatTownDate(day, lang, {
				day: "numeric",
				month: "long"
			}, dayMonthPattern)
		};
	}, [
		lang,
		dayMonthPattern,
		dateTimePattern
	]);
}
/** The eight compass points, clockwise from north. */
var COMPASS_POINTS = [
	"N",
	"NE",
	"E",
	"SE",
	"S",
	"SW",
	"W",
	"NW"
];
var compassPoint = (degrees) => COMPASS_POINTS[Math.round((degrees % 360 + 360) % 360 / 45) % 8];
/** The WHO's UV index bands. */
function uvLevel(index) {
	if (index < 3) return "low";
	if (index < 6) return "moderate";
	if (index < 8) return "high";
	if (index < 11) return "veryHigh";
	return "extreme";
}
// src/features/weather/components/figure-list.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Labelled figures as a description list (each pair in its own group), in as many columns as fit. */
function FigureList({ figures }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "dl",
		sx: {
			m: 0,
			display: "grid",
			gap: 1.5,
			gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 150px), 1fr))"
		},
		children: figures.map((figure) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			component: "dt",
			variant: "body2",
			color: "text.secondary",
			children: figure.label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			component: "dd",
			sx: {
				m: 0,
				fontWeight: 600
			},
			children: figure.value
		})] }, figure.key))
	});
}
// ../../node_modules/@mui/icons-material/AcUnit.mjs
var AcUnit_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M22 11h-4.17l3.24-3.24-1.41-1.42L15 11h-2V9l4.66-4.66-1.42-1.41L13 6.17V2h-2v4.17L7.76 2.93 6.34 4.34 11 9v2H9L4.34 6.34 2.93 7.76 6.17 11H2v2h4.17l-3.24 3.24 1.41 1.42L9 13h2v2l-4.66 4.66 1.42 1.41L11 17.83V22h2v-4.17l3.24 3.24 1.42-1.41L13 15v-2h2l4.66 4.66 1.41-1.42L17.83 13H22z" }), "AcUnit");
// ../../node_modules/@mui/icons-material/Cloud.mjs
var Cloud_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19.35 10.04C18.67 6.59 15.64 4 12 4 9.11 4 6.6 5.64 5.35 8.04 2.34 8.36 0 10.91 0 14c0 3.31 2.69 6 6 6h13c2.76 0 5-2.24 5-5 0-2.64-2.05-4.78-4.65-4.96" }), "Cloud");
// ../../node_modules/@mui/icons-material/FilterDrama.mjs
var FilterDrama_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19.35 10.04C18.67 6.59 15.64 4 12 4 9.11 4 6.61 5.64 5.36 8.04 2.35 8.36 0 10.9 0 14c0 3.31 2.69 6 6 6h13c2.76 0 5-2.24 5-5 0-2.64-2.05-4.78-4.65-4.96M19 18H6c-2.21 0-4-1.79-4-4s1.79-4 4-4 4 1.79 4 4h2c0-2.76-1.86-5.08-4.4-5.78C8.61 6.88 10.2 6 12 6c3.03 0 5.5 2.47 5.5 5.5v.5H19c1.65 0 3 1.35 3 3s-1.35 3-3 3" }), "FilterDrama");
// ../../node_modules/@mui/icons-material/Foggy.mjs
var Foggy_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M17.92 7.02C17.45 4.18 14.97 2 12 2 9.82 2 7.83 3.18 6.78 5.06 4.09 5.41 2 7.74 2 10.5 2 13.53 4.47 16 7.5 16h10c2.48 0 4.5-2.02 4.5-4.5 0-2.34-1.79-4.27-4.08-4.48m.08 9.99c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1m-11 3c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1m-1-3h9c.55 0 1 .45 1 1s-.45 1-1 1H6c-.55 0-1-.45-1-1s.45-1 1-1m4 3h7c.55 0 1 .45 1 1s-.45 1-1 1h-7c-.55 0-1-.45-1-1s.45-1 1-1" }), "Foggy");
// ../../node_modules/@mui/icons-material/Grain.mjs
var Grain_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M10 12c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2M6 8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m12-8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m-4 8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m4-4c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m-4-4c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m-4-4c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2" }), "Grain");
// ../../node_modules/@mui/icons-material/NightsStay.mjs
var NightsStay_default = createSvgIcon([/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M11.1 12.08c-2.33-4.51-.5-8.48.53-10.07C6.27 2.2 1.98 6.59 1.98 12c0 .14.02.28.02.42.62-.27 1.29-.42 2-.42 1.66 0 3.18.83 4.1 2.15 1.67.48 2.9 2.02 2.9 3.85 0 1.52-.87 2.83-2.12 3.51.98.32 2.03.5 3.11.5 3.5 0 6.58-1.8 8.37-4.52-2.36.23-6.98-.97-9.26-5.41" }, "0"), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M7 16h-.18C6.4 14.84 5.3 14 4 14c-1.66 0-3 1.34-3 3s1.34 3 3 3h3c1.1 0 2-.9 2-2s-.9-2-2-2" }, "1")], "NightsStay");
// ../../node_modules/@mui/icons-material/Thunderstorm.mjs
var Thunderstorm_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M17.92 7.02C17.45 4.18 14.97 2 12 2 9.82 2 7.83 3.18 6.78 5.06 4.09 5.41 2 7.74 2 10.5 2 13.53 4.47 16 7.5 16h10c2.48 0 4.5-2.02 4.5-4.5 0-2.34-1.79-4.27-4.08-4.48M14.8 17l-2.9 3.32 2 1L11.55 24h2.65l2.9-3.32-2-1L17.45 17zm-6 0-2.9 3.32 2 1L5.55 24H8.2l2.9-3.32-2-1L11.45 17z" }), "Thunderstorm");
// ../../node_modules/@mui/icons-material/Umbrella.mjs
var Umbrella_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M14.5 6.92 13 5.77V3.4c0-.26.22-.48.5-.48s.5.21.5.48V4h2v-.6C16 2.07 14.88 1 13.5 1S11 2.07 11 3.4v2.37L9.5 6.92 6 6.07l5.05 15.25c.15.45.55.68.95.68s.8-.23.95-.69L18 6.07zM13.28 8.5l.76.58.92-.23L13 14.8V8.29zm-3.32.59.76-.58.28-.22v6.51L9.03 8.86z" }), "Umbrella");
// ../../node_modules/@mui/icons-material/WaterDrop.mjs
var WaterDrop_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2c-5.33 4.55-8 8.48-8 11.8 0 4.98 3.8 8.2 8 8.2s8-3.22 8-8.2c0-3.32-2.67-7.25-8-11.8M7.83 14c.37 0 .67.26.74.62.41 2.22 2.28 2.98 3.64 2.87.43-.02.79.32.79.75 0 .4-.32.73-.72.75-2.13.13-4.62-1.09-5.19-4.12-.08-.45.28-.87.74-.87" }), "WaterDrop");
// src/features/weather/components/weather-icon.tsx
var ICONS = {
	clear: createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m6.76 4.84-1.8-1.79-1.41 1.41 1.79 1.79zM4 10.5H1v2h3zm9-9.95h-2V3.5h2zm7.45 3.91-1.41-1.41-1.79 1.79 1.41 1.41zm-3.21 13.7 1.79 1.8 1.41-1.41-1.8-1.79zM20 10.5v2h3v-2zm-8-5c-3.31 0-6 2.69-6 6s2.69 6 6 6 6-2.69 6-6-2.69-6-6-6m-1 16.95h2V19.5h-2zm-7.45-3.91 1.41 1.41 1.79-1.8-1.41-1.41z" }), "WbSunny"),
	"partly-cloudy": FilterDrama_default,
	cloudy: Cloud_default,
	fog: Foggy_default,
	drizzle: Grain_default,
	rain: WaterDrop_default,
	showers: Umbrella_default,
	snow: AcUnit_default,
	thunderstorm: Thunderstorm_default
};
var COLOURS = {
	clear: "warning",
	"partly-cloudy": "warning",
	cloudy: "action",
	fog: "action",
	drizzle: "info",
	rain: "info",
	showers: "info",
	snow: "info",
	thunderstorm: "secondary"
};
/** A condition's icon; decorative, since its words are always written next to it. */
function WeatherIcon({ condition, isDay = true, ...props }) {
	const night = condition === "clear" && !isDay;
	const Icon = night ? NightsStay_default : ICONS[condition];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
		"aria-hidden": true,
		color: night ? "primary" : COLOURS[condition],
		...props
	});
}
// ../../node_modules/@mui/icons-material/Navigation.mjs
var Navigation_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2 4.5 20.29l.71.71L12 18l6.79 3 .71-.71z" }), "Navigation");
// src/features/weather/components/wind-direction.tsx
/**
* Where the wind comes from, in words, with an arrow pointing where it blows to
* (the arrow is decorative: the words say it all).
*/
function WindDirection({ degrees, speed }) {
	const { t } = useTranslation("weather");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "span",
		sx: {
			display: "inline-flex",
			alignItems: "center",
			gap: .5,
			flexWrap: "wrap"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigation_default, {
			"aria-hidden": true,
			fontSize: "small",
			sx: { transform: `rotate(${degrees + 180}deg)` }
		}), t("windValue", {
			speed,
			direction: t(`windFrom.${compassPoint(degrees)}`)
		})]
	});
}
// src/features/weather/components/current-conditions.tsx
/** The weather now: temperature and sky, then every figure the forecast has, sea included. */
function CurrentConditions({ weather, format }) {
	const { t } = useTranslation("weather");
	const { current } = weather;
	const today = weather.daily[0];
	const figures = [{
		key: "humidity",
		label: t("figures.humidity"),
		value: format.percent(current.humidity)
	}, {
		key: "wind",
		label: t("figures.wind"),
		value: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WindDirection, {
			degrees: current.windDirection,
			speed: format.speed(current.windSpeed)
		})
	}];
	if (current.windGusts !== null) figures.push({
		key: "gusts",
		label: t("figures.gusts"),
		value: format.speed(current.windGusts)
	});
	figures.push({
		key: "precipitation",
		label: t("figures.precipitation"),
		value: format.millimetres(current.precipitation)
	});
	if (current.cloudCover !== null) figures.push({
		key: "cloudCover",
		label: t("figures.cloudCover"),
		value: format.percent(current.cloudCover)
	});
	if (current.pressure !== null) figures.push({
		key: "pressure",
		label: t("figures.pressure"),
		value: format.pressure(current.pressure)
	});
	if (today) {
		figures.push({
			key: "sunrise",
			label: t("figures.sunrise"),
			value: format.time(today.sunrise)
		}, {
			key: "sunset",
			label: t("figures.sunset"),
			value: format.time(today.sunset)
		});
		if (today.uvIndexMax !== null) figures.push({
			key: "uv",
			label: t("figures.uvToday"),
			value: t("uvValue", {
				index: format.uv(today.uvIndexMax),
				level: t(`uvLevel.${uvLevel(today.uvIndexMax)}`)
			})
		});
	}
	if (current.seaTemperature !== null) figures.push({
		key: "sea",
		label: t("figures.seaTemperature"),
		value: format.temperature(current.seaTemperature)
	});
	if (current.waveHeight !== null) figures.push({
		key: "waves",
		label: t("figures.waves"),
		value: current.wavePeriod === null ? format.metres(current.waveHeight) : t("waveValue", {
			height: format.metres(current.waveHeight),
			period: format.seconds(current.wavePeriod)
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		variant: "outlined",
		"aria-labelledby": "weather-now",
		sx: {
			p: {
				xs: 2,
				sm: 3
			},
			mb: 3
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h2",
				id: "weather-now",
				sx: { mb: 2 },
				children: t("now")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				sx: {
					alignItems: "center",
					gap: 2,
					mb: 3,
					flexWrap: "wrap"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(WeatherIcon, {
					condition: current.condition,
					isDay: current.isDay,
					sx: { fontSize: 64 }
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "div",
						sx: {
							fontSize: "3rem",
							fontWeight: 700,
							lineHeight: 1.1
						},
						children: format.temperature(current.temperature)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: { fontSize: "1.15rem" },
						children: t(`conditions.${current.condition}`)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						color: "text.secondary",
						children: t("feelsLike", { temperature: format.temperature(current.apparentTemperature) })
					})
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FigureList, { figures })
		]
	});
}
// src/features/weather/components/daily-forecast.tsx
function DayCard({ day, index, format }) {
	const { t } = useTranslation("weather");
	const name = index === 0 ? t("today") : index === 1 ? t("tomorrow") : format.weekday(day.date);
	const heading = name.charAt(0).toLocaleUpperCase() + name.slice(1);
	const figures = [{
		key: "rain",
		label: t("figures.rain"),
		value: day.precipitationProbabilityMax === null ? format.millimetres(day.precipitationSum) : t("rainValue", {
			chance: format.percent(day.precipitationProbabilityMax),
			amount: format.millimetres(day.precipitationSum)
		})
	}, {
		key: "wind",
		label: t("figures.windMax"),
		value: day.windDirectionDominant === null ? format.speed(day.windSpeedMax) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WindDirection, {
			degrees: day.windDirectionDominant,
			speed: format.speed(day.windSpeedMax)
		})
	}];
	if (day.uvIndexMax !== null) figures.push({
		key: "uv",
		label: t("figures.uv"),
		value: t("uvValue", {
			index: format.uv(day.uvIndexMax),
			level: t(`uvLevel.${uvLevel(day.uvIndexMax)}`)
		})
	});
	if (day.waveHeightMax !== null) figures.push({
		key: "waves",
		label: t("figures.wavesMax"),
		value: format.metres(day.waveHeightMax)
	});
	figures.push({
		key: "sun",
		label: t("figures.sun"),
		value: t("sunValue", {
			sunrise: format.time(day.sunrise),
			sunset: format.time(day.sunset)
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "li",
		variant: "outlined",
		sx: {
			p: 2,
			display: "flex",
			flexDirection: "column",
			gap: 1.5
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h3",
				children: heading
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				color: "text.secondary",
				children: format.dayMonth(day.date)
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					alignItems: "center",
					gap: 1.5
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(WeatherIcon, {
					condition: day.condition,
					sx: { fontSize: 44 }
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "div",
					sx: { fontWeight: 600 },
					children: t(`conditions.${day.condition}`)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("maxMin", {
					max: format.temperature(day.temperatureMax),
					min: format.temperature(day.temperatureMin)
				}) })] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FigureList, { figures })
		]
	});
}
/** The week ahead, one card a day. */
function DailyForecast({ days, format }) {
	const { t } = useTranslation("weather");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": "weather-days",
		sx: { mb: 3 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "h2",
			id: "weather-days",
			sx: { mb: 2 },
			children: t("days")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardGrid, {
			minCardWidth: 240,
			children: days.map((day, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DayCard, {
				day,
				index,
				format
			}, day.date))
		})]
	});
}
// ../../node_modules/@mui/material/TableContainer/tableContainerClasses.mjs
function getTableContainerUtilityClass(slot) {
	return generateUtilityClass("MuiTableContainer", slot);
}
generateUtilityClasses("MuiTableContainer", ["root"]);
// ../../node_modules/@mui/material/TableContainer/TableContainer.mjs
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
var useUtilityClasses$1 = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({ root: ["root"] }, getTableContainerUtilityClass, classes);
};
var TableContainerRoot = styled("div", {
	name: "MuiTableContainer",
	slot: "Root"
})({
	width: "100%",
	overflowX: "auto"
});
var TableContainer = /*#__PURE__*/ import_react.forwardRef(function TableContainer(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTableContainer"
	});
	const { className, component = "div", ...other } = props;
	const ownerState = {
		...props,
		component
	};
	const classes = useUtilityClasses$1(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TableContainerRoot, {
		ref,
		as: component,
		className: clsx(classes.root, className),
		ownerState,
		...other
	});
});
process.env.NODE_ENV !== "production" && (TableContainer.propTypes = {
	/**
	* The content of the component, normally `Table`.
	*/
	children: import_prop_types.default.node,
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* @ignore
	*/
	className: import_prop_types.default.string,
	/**
	* The component used for the root node.
	* Either a string to use a HTML element or a component.
	*/
	component: import_prop_types.default.elementType,
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	])
});
// ../../node_modules/@mui/material/TableHead/tableHeadClasses.mjs
function getTableHeadUtilityClass(slot) {
	return generateUtilityClass("MuiTableHead", slot);
}
generateUtilityClasses("MuiTableHead", ["root"]);
// ../../node_modules/@mui/material/TableHead/TableHead.mjs
var useUtilityClasses = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({ root: ["root"] }, getTableHeadUtilityClass, classes);
};
var TableHeadRoot = styled("thead", {
	name: "MuiTableHead",
	slot: "Root"
})({ display: "table-header-group" });
var tablelvl2 = { variant: "head" };
var defaultComponent = "thead";
var TableHead = /*#__PURE__*/ import_react.forwardRef(function TableHead(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTableHead"
	});
	const { className, component = defaultComponent, ...other } = props;
	const ownerState = {
		...props,
		component
	};
	const classes = useUtilityClasses(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Tablelvl2Context.Provider, {
		value: tablelvl2,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TableHeadRoot, {
			as: component,
			className: clsx(classes.root, className),
			ref,
			role: component === defaultComponent ? null : "rowgroup",
			ownerState,
			...other
		})
	});
});
process.env.NODE_ENV !== "production" && (TableHead.propTypes = {
	/**
	* The content of the component, normally `TableRow`.
	*/
	children: import_prop_types.default.node,
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* @ignore
	*/
	className: import_prop_types.default.string,
	/**
	* The component used for the root node.
	* Either a string to use a HTML element or a component.
	*/
	component: import_prop_types.default.elementType,
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	])
});
// src/features/weather/components/hourly-chart.tsx
var WIDTH = 720;
var HEIGHT = 260;
var MARGIN = {
	top: 24,
	right: 48,
	bottom: 36,
	left: 48
};
var PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
var PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;
var LABEL_EVERY = 3;
/** Nice whole-degree bounds around the temperatures, at least 6 °C apart. */
function temperatureScale(values) {
	let low = Math.floor(Math.min(...values)) - 1;
	let high = Math.ceil(Math.max(...values)) + 1;
	if (high - low < 6) {
		const grow = (6 - (high - low)) / 2;
		low = Math.floor(low - grow);
		high = Math.ceil(high + grow);
	}
	return {
		low,
		high,
		y: (t) => MARGIN.top + PLOT_H - (t - low) / (high - low) * PLOT_H
	};
}
/**
* The drawing's colours per scheme, as CSS variables set on the chart's box: the server's
* markup is the same for both schemes, body's data-theme picks one (docs/product.md#theme).
*/
function chartColours(theme) {
	const { palette } = theme.vars ?? theme;
	return {
		"--chart-line": palette.secondary.main,
		"--chart-bar": palette.info.light,
		"--chart-text": palette.text.secondary,
		"--chart-label": palette.text.primary,
		"--chart-grid": palette.divider,
		"--chart-focus": palette.primary.main,
		...theme.applyStyles("dark", {
			"--chart-line": palette.warning.light,
			"--chart-bar": palette.info.dark
		})
	};
}
var lineColour = "var(--chart-line)";
var barColour = "var(--chart-bar)";
var textColour = "var(--chart-text)";
/**
* The next 24 hours: temperature as a line, chance of rain as bars. The drawing says
* in words what it shows (its title and description), and the same figures are one
* click away as a table.
*/
function HourlyChart({ hours, format }) {
	const { t } = useTranslation("weather");
	const id = (0, import_react.useId)();
	const [showTable, setShowTable] = (0, import_react.useState)(false);
	if (hours.length === 0) return null;
	const scale = temperatureScale(hours.map((h) => h.temperature));
	const band = PLOT_W / hours.length;
	const x = (i) => MARGIN.left + band * i + band / 2;
	const rainY = (p) => MARGIN.top + PLOT_H - p / 100 * PLOT_H;
	const line = hours.map((h, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)} ${scale.y(h.temperature).toFixed(1)}`).join(" ");
	const warmest = hours.reduce((a, b) => b.temperature > a.temperature ? b : a);
	const coolest = hours.reduce((a, b) => b.temperature < a.temperature ? b : a);
	const wettest = hours.reduce((a, b) => (b.precipitationProbability ?? 0) > (a.precipitationProbability ?? 0) ? b : a);
	const summary = [t("chart.summaryTemperature", {
		min: format.temperature(coolest.temperature),
		minTime: format.time(coolest.time),
		max: format.temperature(warmest.temperature),
		maxTime: format.time(warmest.time)
	}), (wettest.precipitationProbability ?? 0) > 0 ? t("chart.summaryRain", {
		chance: format.percent(wettest.precipitationProbability ?? 0),
		time: format.time(wettest.time)
	}) : t("chart.summaryDry")].join(" ");
	const ticks = Array.from({ length: 5 }, (_, i) => scale.low + (scale.high - scale.low) * i / 4);
	const tableId = `${id}-table`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		variant: "outlined",
		"aria-labelledby": "weather-hours",
		sx: [{
			p: {
				xs: 2,
				sm: 3
			},
			mb: 3
		}, chartColours],
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h2",
				id: "weather-hours",
				sx: { mb: 1 },
				children: t("hours")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "ul",
				sx: {
					display: "flex",
					gap: 2,
					flexWrap: "wrap",
					listStyle: "none",
					p: 0,
					m: 0,
					mb: 1
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "li",
					sx: {
						display: "flex",
						alignItems: "center",
						gap: 1
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						"aria-hidden": true,
						sx: {
							width: 24,
							height: 4,
							borderRadius: 2,
							bgcolor: lineColour
						}
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						children: t("chart.temperature")
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "li",
					sx: {
						display: "flex",
						alignItems: "center",
						gap: 1
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						"aria-hidden": true,
						sx: {
							width: 14,
							height: 14,
							bgcolor: barColour
						}
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						children: t("chart.rainChance")
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				tabIndex: 0,
				role: "group",
				"aria-label": t("chart.scrollable"),
				sx: {
					overflowX: "auto",
					borderRadius: 1,
					"&:focus-visible": {
						outline: "2px solid var(--chart-focus)",
						outlineOffset: 2
					}
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "svg",
					viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
					role: "img",
					"aria-labelledby": `${id}-title ${id}-desc`,
					sx: {
						display: "block",
						width: "100%",
						minWidth: 560,
						height: "auto"
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", {
							id: `${id}-title`,
							children: t("chart.title")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("desc", {
							id: `${id}-desc`,
							children: summary
						}),
						ticks.map((tick) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("g", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("line", {
							x1: MARGIN.left,
							x2: WIDTH - MARGIN.right,
							y1: scale.y(tick),
							y2: scale.y(tick),
							style: { stroke: "var(--chart-grid)" }
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
							x: MARGIN.left - 6,
							y: scale.y(tick) + 4,
							textAnchor: "end",
							fontSize: 12,
							style: { fill: textColour },
							children: format.temperature(tick)
						})] }, tick)),
						[
							0,
							50,
							100
						].map((p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
							x: WIDTH - MARGIN.right + 6,
							y: rainY(p) + 4,
							fontSize: 12,
							style: { fill: textColour },
							children: format.percent(p)
						}, p)),
						hours.map((h, i) => {
							const chance = h.precipitationProbability ?? 0;
							return chance > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
								x: x(i) - band * .35,
								width: band * .7,
								y: rainY(chance),
								height: MARGIN.top + PLOT_H - rainY(chance),
								style: { fill: barColour },
								opacity: .85
							}, `rain-${h.time}`) : null;
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
							d: line,
							fill: "none",
							style: { stroke: lineColour },
							strokeWidth: 3,
							strokeLinejoin: "round"
						}),
						hours.map((h, i) => i % LABEL_EVERY === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("g", { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
								cx: x(i),
								cy: scale.y(h.temperature),
								r: 4,
								style: { fill: lineColour }
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
								x: x(i),
								y: scale.y(h.temperature) - 10,
								textAnchor: "middle",
								fontSize: 13,
								fontWeight: 600,
								style: { fill: "var(--chart-label)" },
								children: format.temperature(h.temperature)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
								x: x(i),
								y: HEIGHT - MARGIN.bottom + 20,
								textAnchor: "middle",
								fontSize: 12,
								style: { fill: textColour },
								children: format.time(h.time)
							})
						] }, `label-${h.time}`) : null)
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				sx: { mt: 1 },
				"aria-expanded": showTable,
				"aria-controls": tableId,
				onClick: () => setShowTable((shown) => !shown),
				children: showTable ? t("chart.hideTable") : t("chart.showTable")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableContainer, {
				id: tableId,
				hidden: !showTable,
				sx: { mt: 1 },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
					size: "small",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("caption", { children: t("chart.tableCaption") }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								component: "th",
								scope: "col",
								children: t("table.hour")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								component: "th",
								scope: "col",
								children: t("table.sky")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								component: "th",
								scope: "col",
								align: "right",
								children: t("table.temperature")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								component: "th",
								scope: "col",
								align: "right",
								children: t("table.rainChance")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								component: "th",
								scope: "col",
								align: "right",
								children: t("table.rain")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								component: "th",
								scope: "col",
								children: t("table.wind")
							})
						] }) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: hours.map((h) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								component: "th",
								scope: "row",
								children: format.time(h.time)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: t(`conditions.${h.condition}`) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								align: "right",
								children: format.temperature(h.temperature)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								align: "right",
								children: h.precipitationProbability === null ? "—" : format.percent(h.precipitationProbability)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								align: "right",
								children: format.millimetres(h.precipitation)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WindDirection, {
								degrees: h.windDirection,
								speed: format.speed(h.windSpeed)
							}) })
						] }, h.time)) })
					]
				})
			})
		]
	});
}
// src/features/weather/components/weather-report.tsx
/**
* The town's weather: now, the next 24 hours and the week. Says so plainly when the
* forecast is an old one (the provider did not answer) or when there is none at all.
*/
function WeatherReport({ lang }) {
	const { t } = useTranslation("weather");
	const format = useWeatherFormat(lang);
	const { data: weather, isError, isFetching, refetch } = useWeather(lang);
	if (!weather) {
		if (!isError) return null;
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadError, {
			message: t("unavailable"),
			onRetry: () => void refetch(),
			retrying: isFetching
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		weather.stale ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "warning",
			sx: { mb: 2 },
			children: t("stale", { time: format.dateTime(weather.fetchedAt) })
		}) : null,
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "body2",
			color: "text.secondary",
			sx: { mb: 2 },
			children: t("intro", {
				place: weather.location.name,
				time: format.dateTime(weather.fetchedAt)
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CurrentConditions, {
			weather,
			format
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HourlyChart, {
			hours: weather.hourly,
			format
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DailyForecast, {
			days: weather.daily,
			format
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			variant: "body2",
			color: "text.secondary",
			children: [
				t("source"),
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					href: weather.attribution.url,
					target: "_blank",
					rel: "noopener noreferrer",
					"aria-label": `${weather.attribution.name} (${t("newTab")})`,
					children: weather.attribution.name
				})
			]
		})
	] });
}
// src/app/routes/weather.tsx
/** Starts the forecast early; a failure is the page's to explain, not the error page's. */
async function loader({ params }) {
	await getQueryClient().prefetchQuery(weatherQueryOptions(params.lang ?? ""));
	return null;
}
function Component() {
	const lang = useLang();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { page: "weather" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WeatherReport, { lang })] });
}
export { Component, loader };
