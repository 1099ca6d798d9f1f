import { E as TOWN_TIME_ZONE, S as HOUR_PATTERN, w as PAGE_LIMIT } from "../entry-server.js";
import { a as array, d as number, f as object, h as string, i as _enum, l as guid, o as boolean, u as literal, v as uuid } from "./schemas-J8q5Yb95.js";
import { n as datetime } from "./iso-B4G9o12K.js";
import { t as pageSchema } from "./errors-B5p9uk82.js";
// ../../packages/shared/src/availability.ts
var day = string().regex(/^\d{4}-\d{2}-\d{2}$/, "Expected a day as YYYY-MM-DD");
var hour = string().regex(new RegExp(HOUR_PATTERN), "Expected an hour as HH:MM");
/**
* An availability entry as the API sends it (docs/rules.md#availability). `start` and `end` are the first
* and last nights of the range (both included): a stay may begin on any of those days.
*/
var availabilityEntrySchema = object({
	type: string(),
	start: day,
	end: day,
	asset_id: string(),
	checkInHour: hour,
	checkOutHour: hour,
	minDays: number().int().min(1),
	startDay: number().int().min(0).max(6).nullable(),
	endDay: number().int().min(0).max(6).nullable(),
	price: number().nonnegative(),
	updatedAt: string()
});
var MS_PER_DAY = 864e5;
/** Calendar arithmetic on dates without a time of day: UTC midnight, so DST never shifts a day. */
function addDays(date, days) {
	const [y, m, d] = date.split("-").map(Number);
	return new Date(Date.UTC(y, m - 1, d) + days * MS_PER_DAY).toISOString().slice(0, 10);
}
function daysBetween(from, to) {
	const toUtc = (s) => {
		const [y, m, d] = s.split("-").map(Number);
		return Date.UTC(y, m - 1, d);
	};
	return Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);
}
var dayFormatters = /* @__PURE__ */ new Map();
/** The calendar day of an instant in a time zone, YYYY-MM-DD. */
function dayInTimeZone(instant, timeZone = TOWN_TIME_ZONE) {
	let formatter = dayFormatters.get(timeZone);
	if (!formatter) {
		formatter = new Intl.DateTimeFormat("en-CA", {
			timeZone,
			year: "numeric",
			month: "2-digit",
			day: "2-digit"
		});
		dayFormatters.set(timeZone, formatter);
	}
	return formatter.format(instant);
}
/**
* Expands availability entries into one all-day entry per free day, as docs/rules.md#availability says:
* only `free` ranges; days from each range's start to its end, capped at one year after
* today; only days after today at 00:01 (so from tomorrow on); ordered by day; where two
* entries cover the same day, the one with the later `updatedAt` wins. "Today" is the
* town's day (Europe/Madrid).
*/
function expandAvailability(entries, now = /* @__PURE__ */ new Date(), timeZone = TOWN_TIME_ZONE) {
	const today = dayInTimeZone(now, timeZone);
	const first = addDays(today, 1);
	const last = addDays(today, 365);
	const byDay = /* @__PURE__ */ new Map();
	for (const entry of entries) {
		if (entry.type !== "free") continue;
		const from = entry.start > first ? entry.start : first;
		const count = daysBetween(from, entry.end < last ? entry.end : last);
		for (let i = 0; i <= count; i++) {
			const date = addDays(from, i);
			const existing = byDay.get(date);
			if (existing && Date.parse(existing.updatedAt) >= Date.parse(entry.updatedAt)) continue;
			byDay.set(date, {
				id: `${entry.asset_id}-${date}`,
				asset_id: entry.asset_id,
				start: date,
				end: date,
				allDay: true,
				month: date.slice(0, 7),
				duration: 1,
				price: entry.price,
				minDays: entry.minDays,
				checkInHour: entry.checkInHour,
				checkOutHour: entry.checkOutHour,
				startDay: entry.startDay,
				endDay: entry.endDay,
				updatedAt: entry.updatedAt
			});
		}
	}
	return [...byDay.values()].sort((a, b) => a.start < b.start ? -1 : a.start > b.start ? 1 : 0);
}
// ../../packages/shared/src/bookings.ts
/**
* - `pending`: waiting for a decision; kept for a payment or owner-approval step the town
*   does not have yet, so no booking is created in it today.
* - `confirmed`: the town has no payment step, so a booking is confirmed when it is made.
* - `cancelled`: cancelled by its guest before check-in; its dates are free again.
* - `completed`: a confirmed stay whose check-out time (12:00 in Madrid) has passed. It is
*   derived when read, never stored, so it holds the moment the time comes, on every server.
*/
var BOOKING_STATUSES = [
	"pending",
	"confirmed",
	"cancelled",
	"completed"
];
var NOTES_MAX_LENGTH = 1e3;
/**
* One stable key per broken stay rule: the API names them in a 400's `details` (as the
* detail's `message`), and the web translates each (`bookings:rules.<key>`).
*/
var BOOKING_RULES = [
	"booking.invalidDay",
	"booking.checkOutNotAfterCheckIn",
	"booking.tooLong",
	"booking.tooShort",
	"booking.checkInPast",
	"booking.notOffered",
	"booking.datesTaken",
	"booking.checkInWeekday",
	"booking.checkOutWeekday",
	"booking.tooManyAdults",
	"booking.tooManyChildren"
];
/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
function isCalendarDay(value) {
	return /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= "1970-01-01" && addDays(value, 0) === value;
}
var daySchema = string().refine(isCalendarDay, "booking.invalidDay");
/** 0 = Sunday … 6 = Saturday, as availability's startDay and endDay count them. */
function weekdayOf(day) {
	const [y, m, d] = day.split("-").map(Number);
	return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}
/** The nights of a stay: check-in … the day before check-out. */
function nightsOf(checkIn, checkOut) {
	const count = daysBetween(checkIn, checkOut);
	return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(checkIn, i));
}
/**
* GET /api/v1/assets_availability/{id}: the asset's ranges as stored (type `free`), then
* one `booked` entry per live booking (start = first night, end = last night) so the
* calendar can show taken nights; `booked` entries carry no guest data.
*/
var availabilityAnswerSchema = array(availabilityEntrySchema);
/** The nights held by live bookings, from an availability answer. */
function bookedNightsOf(entries) {
	const nights = /* @__PURE__ */ new Set();
	for (const entry of entries) {
		if (entry.type !== "booked") continue;
		for (let night = entry.start; night <= entry.end; night = addDays(night, 1)) nights.add(night);
	}
	return nights;
}
/** Nights in a row at the same price: `nights × pricePerNight = subtotal`. */
var priceBandSchema = object({
	/** The band's first night. */
	from: string(),
	/** The day after its last night. */
	to: string(),
	nights: number().int().positive(),
	pricePerNight: number().nonnegative(),
	subtotal: number().nonnegative()
});
function dayMap(days) {
	return days instanceof Map ? days : new Map(days.map((d) => [d.start, d]));
}
/** Groups consecutive nights at the same price. */
function priceBands(nights) {
	const bands = [];
	for (const night of nights) {
		const last = bands.at(-1);
		if (last && last.pricePerNight === night.price && last.to === night.start) {
			last.nights += 1;
			last.to = addDays(night.start, 1);
			last.subtotal = last.nights * last.pricePerNight;
		} else bands.push({
			from: night.start,
			to: addDays(night.start, 1),
			nights: 1,
			pricePerNight: night.price,
			subtotal: night.price
		});
	}
	return bands;
}
/**
* Checks a stay against the booking rules (docs/rules.md) and prices it: every night inside a
* free range and not booked, from tomorrow on, at least the check-in night's `minDays`, at
* most MAX_STAY_DAYS nights, starting on the range's `startDay` and ending on its `endDay` when they
* are set. The price is the sum of each night's price. The calendar and the API share it.
*/
function quoteStay(request, context) {
	const { checkIn, checkOut } = request;
	const problems = [];
	if (!isCalendarDay(checkIn)) problems.push({
		rule: "booking.invalidDay",
		field: "checkIn"
	});
	if (!isCalendarDay(checkOut)) problems.push({
		rule: "booking.invalidDay",
		field: "checkOut"
	});
	if (problems.length) return { problems };
	const count = daysBetween(checkIn, checkOut);
	if (count < 1) return { problems: [{
		rule: "booking.checkOutNotAfterCheckIn",
		field: "checkOut"
	}] };
	if (count > 100) return { problems: [{
		rule: "booking.tooLong",
		field: "checkOut"
	}] };
	if (checkIn <= context.today) return { problems: [{
		rule: "booking.checkInPast",
		field: "checkIn"
	}] };
	const days = dayMap(context.days);
	const nights = [];
	for (const night of nightsOf(checkIn, checkOut)) {
		const day = days.get(night);
		if (!day) return { problems: [{
			rule: "booking.notOffered",
			field: night === checkIn ? "checkIn" : "checkOut"
		}] };
		nights.push(day);
	}
	const first = nights[0];
	const last = nights.at(-1);
	if (count < first.minDays) problems.push({
		rule: "booking.tooShort",
		field: "checkOut"
	});
	if (first.startDay !== null && weekdayOf(checkIn) !== first.startDay) problems.push({
		rule: "booking.checkInWeekday",
		field: "checkIn"
	});
	if (last.endDay !== null && weekdayOf(checkOut) !== last.endDay) problems.push({
		rule: "booking.checkOutWeekday",
		field: "checkOut"
	});
	if (context.bookedNights && nights.some((n) => context.bookedNights.has(n.start))) problems.push({
		rule: "booking.datesTaken",
		field: "checkIn"
	});
	if (problems.length) return { problems };
	const bands = priceBands(nights);
	return {
		quote: {
			nights: count,
			bands,
			total: bands.reduce((sum, b) => sum + b.subtotal, 0),
			minDays: first.minDays,
			checkInHour: first.checkInHour,
			checkOutHour: last.checkOutHour
		},
		problems
	};
}
/** The most adults and children one booking may bring: the rental's capacity, never above MAX_GUESTS. */
function guestLimits(capacity) {
	return {
		adults: Math.min(capacity?.adults ?? 20, 20),
		children: Math.min(capacity?.children ?? 20, 20)
	};
}
/**
* Whether a stay may begin on `day`: a free, unbooked night on its range's start weekday,
* from which at least one stay keeps every rule (so a night squeezed between two bookings,
* too short for its minimum, is not offered as a check-in).
*/
function canCheckIn(day, context) {
	const days = dayMap(context.days);
	const first = days.get(day);
	if (!first || context.bookedNights?.has(day)) return false;
	if (first.startDay !== null && weekdayOf(day) !== first.startDay) return false;
	const longest = Math.min(100, first.minDays + 6);
	for (let nights = first.minDays; nights <= longest; nights++) if (quoteStay({
		checkIn: day,
		checkOut: addDays(day, nights)
	}, {
		...context,
		days
	}).quote) return true;
	return false;
}
var guests = (min) => number().int().min(min).max(20);
/** POST /api/v1/booking. The total price is always computed by the API. */
var createBookingSchema = object({
	asset_id: guid(),
	checkIn: daySchema,
	checkOut: daySchema,
	adults: guests(1),
	children: guests(0).default(0),
	/** Optional; when given, at least NOTES_MIN_LENGTH characters (docs/rules.md). */
	notes: string().trim().min(10).max(NOTES_MAX_LENGTH).nullish()
}).superRefine((body, ctx) => {
	if (!isCalendarDay(body.checkIn) || !isCalendarDay(body.checkOut)) return;
	const nights = daysBetween(body.checkIn, body.checkOut);
	if (nights < 1) ctx.addIssue({
		code: "custom",
		path: ["checkOut"],
		message: "booking.checkOutNotAfterCheckIn"
	});
	if (nights > 100) ctx.addIssue({
		code: "custom",
		path: ["checkOut"],
		message: "booking.tooLong"
	});
});
var bookingSchema = object({
	id: uuid(),
	asset_id: uuid(),
	/** The rental's name in the requested language (falling back to es, then en). */
	assetName: string(),
	checkIn: string(),
	checkOut: string(),
	checkInHour: string(),
	checkOutHour: string(),
	timeZone: string(),
	nights: number().int().positive(),
	adults: number().int(),
	children: number().int(),
	notes: string().nullable(),
	status: _enum(BOOKING_STATUSES),
	/** A live stay whose check-in day has not come yet. */
	cancellable: boolean(),
	priceBands: array(priceBandSchema),
	totalPrice: number().nonnegative(),
	currency: literal("EUR"),
	createdAt: datetime({ offset: true }),
	cancelledAt: datetime({ offset: true }).nullable()
});
var bookingListSchema = pageSchema(bookingSchema);
var langParam = string().regex(/^[A-Za-z]{2}([-_][A-Za-z0-9]{1,8})*$/, "Must be a language code such as es or en").transform((v) => v.slice(0, 2).toLowerCase());
var INT_TEXT = /^\d{1,10}$/;
var queryInt = (min, max) => string().regex(INT_TEXT, "Must be a whole number").transform(Number).pipe(number().int().min(min).max(max));
object({
	lang: langParam.optional(),
	limit: queryInt(1, PAGE_LIMIT.max).default(PAGE_LIMIT.default),
	offset: queryInt(0, 1e6).default(0)
});
object({ lang: langParam.optional() });
object({ id: guid() });
/** The locale dates and prices are written in; English as it is read in Europe. */
function intlLocale(lang) {
	return lang === "en" ? "en-GB" : lang;
}
/**
* Basque years take -ko after a vowel and -eko after a consonant, by how the number is read
* (2026 "bi mila eta hogeita sei" → 2026ko, 2025 "… bost" → 2025eko).
*/
function basqueYearSuffix(year) {
	const rest = year % 20;
	return rest === 1 || rest === 5 || rest === 10 || rest === 15 ? "eko" : "ko";
}
/**
* Basque and Galician dates are written here: browsers built with a reduced ICU (Chromium among
* them) have no data for either and fall back to English, and CLDR's Basque leaves "(e)ko" and
* "(a)" for the reader to resolve. Weekdays from Sunday, months from January.
*/
var WRITTEN_DATES = {
	eu: {
		weekdays: [[
			"igandea",
			"astelehena",
			"asteartea",
			"asteazkena",
			"osteguna",
			"ostirala",
			"larunbata"
		], [
			"ig.",
			"al.",
			"ar.",
			"az.",
			"og.",
			"or.",
			"lr."
		]],
		months: [[
			"urtarrilaren",
			"otsailaren",
			"martxoaren",
			"apirilaren",
			"maiatzaren",
			"ekainaren",
			"uztailaren",
			"abuztuaren",
			"irailaren",
			"urriaren",
			"azaroaren",
			"abenduaren"
		], [
			"urt.",
			"ots.",
			"mar.",
			"api.",
			"mai.",
			"eka.",
			"uzt.",
			"abu.",
			"ira.",
			"urr.",
			"aza.",
			"abe."
		]],
		write: ({ long, year, month, day, weekday }) => long ? `${year}${basqueYearSuffix(year)} ${month} ${day}a, ${weekday}` : `${month} ${day}a, ${weekday}`
	},
	gl: {
		weekdays: [[
			"domingo",
			"luns",
			"martes",
			"mércores",
			"xoves",
			"venres",
			"sábado"
		], [
			"dom.",
			"luns",
			"mar.",
			"mér.",
			"xov.",
			"ven.",
			"sáb."
		]],
		months: [[
			"xaneiro",
			"febreiro",
			"marzo",
			"abril",
			"maio",
			"xuño",
			"xullo",
			"agosto",
			"setembro",
			"outubro",
			"novembro",
			"decembro"
		], [
			"xan.",
			"feb.",
			"mar.",
			"abr.",
			"maio",
			"xuño",
			"xul.",
			"ago.",
			"set.",
			"out.",
			"nov.",
			"dec."
		]],
		write: ({ long, year, month, day, weekday }) => long ? `${weekday}, ${day} de ${month} de ${year}` : `${weekday}, ${day} de ${month}`
	}
};
/**
* A day (YYYY-MM-DD) written out: "sábado, 1 de agosto de 2026", "2026ko abuztuaren 1a, larunbata".
* `short` leaves out the year and abbreviates: "sáb, 1 ago".
*/
function formatStayDay(day, lang, style = "long") {
	const [y, m, d] = day.split("-").map(Number);
	const date = new Date(Date.UTC(y, m - 1, d));
	if (lang === "eu" || lang === "gl") {
		const written = WRITTEN_DATES[lang];
		const form = style === "long" ? 0 : 1;
		return written.write({
			long: style === "long",
			year: y,
			month: written.months[form][m - 1],
			day: d,
			weekday: written.weekdays[form][date.getUTCDay()]
		});
	}
	return dayFormat(lang, style).format(date);
}
/** Euros in the reader's language; whole amounts without decimals. */
function formatEuros(amount, lang) {
	const whole = Number.isInteger(amount);
	if (lang === "eu" || lang === "gl") return `${numberFormat("de", whole).format(amount)}\u00a0€`;
	return euroFormat(lang, whole).format(amount);
}
var formats = /* @__PURE__ */ new Map();
function dayFormat(lang, style) {
	const key = `day:${lang}:${style}`;
	let format = formats.get(key);
	if (!format) {
		const options = style === "long" ? {
			weekday: "long",
			day: "numeric",
			month: "long",
			year: "numeric",
			timeZone: "UTC"
		} : {
			weekday: "short",
			day: "numeric",
			month: "short",
			timeZone: "UTC"
		};
		formats.set(key, format = new Intl.DateTimeFormat(intlLocale(lang), options));
	}
	return format;
}
function euroFormat(lang, whole) {
	const key = `eur:${lang}:${whole}`;
	let format = formats.get(key);
	if (!format) {
		const digits = whole ? 0 : 2;
		formats.set(key, format = new Intl.NumberFormat(intlLocale(lang), {
			style: "currency",
			currency: "EUR",
			minimumFractionDigits: digits,
			maximumFractionDigits: digits
		}));
	}
	return format;
}
function numberFormat(locale, whole) {
	const key = `num:${locale}:${whole}`;
	let format = formats.get(key);
	if (!format) {
		const digits = whole ? 0 : 2;
		formats.set(key, format = new Intl.NumberFormat(locale, {
			minimumFractionDigits: digits,
			maximumFractionDigits: digits
		}));
	}
	return format;
}
// src/features/bookings/api/query-keys.ts
/** The bookings feature's query keys: one place builds them, for queries and for invalidations alike. */
var bookingsKeys = {
	all: ["bookings"],
	/** The visitor's bookings, in every language they were fetched in. */
	mine: () => [...bookingsKeys.all, "mine"],
	mineIn: (lang) => [...bookingsKeys.mine(), lang],
	availability: (assetId) => [
		...bookingsKeys.all,
		"availability",
		assetId
	],
	dayPickerLocale: (lang) => [
		...bookingsKeys.all,
		"day-picker-locale",
		lang
	]
};
export { expandAvailability as _, bookedNightsOf as a, canCheckIn as c, formatStayDay as d, guestLimits as f, dayInTimeZone as g, addDays as h, availabilityAnswerSchema as i, createBookingSchema as l, quoteStay as m, BOOKING_RULES as n, bookingListSchema as o, isCalendarDay as p, NOTES_MAX_LENGTH as r, bookingSchema as s, bookingsKeys as t, formatEuros as u };
