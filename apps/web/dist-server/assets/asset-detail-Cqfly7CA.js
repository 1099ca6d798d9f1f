import { i as __toESM, n as __exportAll } from "./rolldown-runtime-DYf_mQCB.js";
import { _ as useParams, c as data, f as useLocation, m as useNavigate, n as PAGE_SECTIONS, r as Link, t as ASSET_LISTS, y as useSearchParams } from "./asset-types-CNV3WNaR.js";
import "./languages-CqGr3DKn.js";
import { A as Link$1, K as useTranslation, N as Box, O as Button, U as canonicalAssetPagePath, _ as useLocalePath, d as visuallyHidden, f as useMediaQuery, g as useLang, it as useQueryClient, n as getQueryClient, p as MenuItem, r as STALE_TIMES, t as useAbsoluteUrl } from "../entry-server.js";
import { t as LocationMap } from "./location-map-BXLgbY13.js";
import { a as assetQueryOptions, i as JsonLd, n as assetStructuredData, o as useAsset, r as FallbackNote, t as PageBreadcrumbs } from "./page-breadcrumbs-cGyIMpTa.js";
import { t as queryOptions } from "./queryOptions-BjJLq5r4.js";
import { t as useQuery } from "./useQuery-CVD0r-J_.js";
import { o as useSessionStore, r as apiFetch, s as ERROR_CODES, t as ApiError } from "./api-client-Ba84igAR.js";
import { a as srcsetAttribute, i as WEEKDAYS, o as catalogueKeys } from "./catalogue-codes-B1j8rhh5.js";
import { t as createSvgIcon } from "./createSvgIcon-2Z0OS6ZB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { d as getReducedMotionStyles, r as Paper } from "./useReducedMotion-DNKmSelM.js";
import { t as Typography } from "./Typography-Cd2Ejhtg.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { n as shareImageOf, t as PageMeta } from "./page-meta-D-kHJtEM.js";
import { n as formatNumber } from "./format-BavoGXU7.js";
import { i as usePriceText, n as StarRating, t as AssetPicture } from "./asset-picture-CFeEpeOh.js";
import { a as css, o as keyframes, t as ButtonBase } from "./ButtonBase-BhjtITTp.js";
import { n as IconButton, t as Alert } from "./Alert-B2OUS1du.js";
import { t as LoadError } from "./load-error-DR0LKYoY.js";
import { i as weekdayName } from "./town-dates-D171u_7M.js";
import { _ as expandAvailability, a as bookedNightsOf, c as canCheckIn, d as formatStayDay, f as guestLimits, g as dayInTimeZone, h as addDays$1, i as availabilityAnswerSchema, l as createBookingSchema, m as quoteStay, n as BOOKING_RULES, p as isCalendarDay, r as NOTES_MAX_LENGTH, s as bookingSchema, t as bookingsKeys, u as formatEuros } from "./query-keys-Dta6QSIq.js";
import { t as clsx } from "./clsx-DSZSqzKR.js";
import { C as generateUtilityClass, S as generateUtilityClasses, V as require_prop_types, h as composeClasses, n as useDefaultProps, r as styled, t as memoTheme } from "./memoTheme-Bs4JE_oI.js";
import { C as TZDate, S as constructFrom, _ as normalizeDates, b as getDefaultOptions, g as startOfDay, h as differenceInCalendarDays, i as enUS$1, m as isDate, n as getWeek, p as startOfYear, r as getISOWeek, t as format, v as startOfISOWeek, x as toDate, y as startOfWeek } from "./format-BX-tUghg.js";
import { t as CheckCircle_default } from "./CheckCircle-BcuvqbEo.js";
import { f as object, h as string } from "./schemas-J8q5Yb95.js";
import { i as Dialog, n as DialogContent, r as DialogActions, t as DialogTitle } from "./DialogTitle-DNS3nufr.js";
import { t as TextField } from "./TextField-CH3yq_ZU.js";
import { i as Controller, o as useForm, r as u } from "./readable-errors-C4sV7A4s.js";
import { t as FormTextField } from "./form-text-field-h-0T5pnn.js";
import { t as useMutation } from "./useMutation--Q4XzZf_.js";
// ../../node_modules/@mui/material/styles/cssUtils.mjs
function getUnit(input) {
	return String(input).match(/[\d.\-+]*\s*(.*)/)[1] || "";
}
function toUnitless(length) {
	return parseFloat(length);
}
// src/features/catalogue/api/asset-description.ts
/** GET /api/v1/assets_description: the description in `lang`, else es, else en (`fallback` says so). */
function fetchAssetDescription(assetId, lang, signal) {
	return apiFetch("/api/v1/assets_description", {
		query: {
			asset_id: assetId,
			lang
		},
		signal
	});
}
function assetDescriptionQueryOptions(assetId, lang) {
	return queryOptions({
		queryKey: catalogueKeys.description(assetId, lang),
		queryFn: ({ signal }) => fetchAssetDescription(assetId, lang, signal),
		staleTime: STALE_TIMES.description
	});
}
/** A failed description leaves the rest of the page standing (docs/product.md#asset-pages), so it is not suspended on. */
function useAssetDescription(assetId, lang) {
	return useQuery(assetDescriptionQueryOptions(assetId, lang));
}
// ../../node_modules/@mui/icons-material/RestaurantMenu.mjs
var import_jsx_runtime = require_jsx_runtime();
var RestaurantMenu_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m8.1 13.34 2.83-2.83L3.91 3.5c-1.56 1.56-1.56 4.09 0 5.66zm6.78-1.81c1.53.71 3.68.21 5.27-1.38 1.91-1.91 2.28-4.65.81-6.12-1.46-1.46-4.2-1.1-6.12.81-1.59 1.59-2.09 3.74-1.38 5.27L3.7 19.87l1.41 1.41L12 14.41l6.88 6.88 1.41-1.41L13.41 13z" }), "RestaurantMenu");
// ../../node_modules/date-fns/addDays.js
/**
* The {@link addDays} function options.
*/
/**
* @name addDays
* @category Day Helpers
* @summary Add the specified number of days to the given date.
*
* @description
* Add the specified number of days to the given date.
*
* **You don't need date-fns\***:
*
* Temporal has a built-in `add` method on all its classes:
*
* - [`Temporal.Instant.prototype.add()`](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Temporal/Instant/add)
* - [`Temporal.PlainDate.prototype.add()`](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Temporal/PlainDate/add)
* - [`Temporal.PlainDateTime.prototype.add()`](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Temporal/PlainDateTime/add)
* - [`Temporal.PlainTime.prototype.add()`](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Temporal/PlainTime/add)
* - [`Temporal.PlainYearMonth.prototype.add()`](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Temporal/PlainYearMonth/add)
* - [`Temporal.ZonedDateTime.prototype.add()`](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Temporal/ZonedDateTime/add)
*
* \* **Not really**, see: https://date-fns.org/you-dont-need-date-fns
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type, it is the type returned from the context function if it is passed, or inferred from the arguments.
*
* @param date - The date to be changed
* @param amount - The amount of days to be added.
* @param options - An object with options
*
* @returns The new date with the days added
*
* @example
* // Add 10 days to 1 September 2014:
* const result = addDays(new Date(2014, 8, 1), 10)
* //=> Thu Sep 11 2014 00:00:00
*
* @example
* // Using Temporal:
* // Add 10 days to 1 September 2014:
* Temporal.PlainDate.from("2014-09-01").add({ days: 10 }).toString();
* //=> "2014-09-11"
*/
function addDays(date, amount, options) {
	const _date = toDate(date, options?.in);
	if (isNaN(amount)) return constructFrom(options?.in || date, NaN);
	if (!amount) return _date;
	_date.setDate(_date.getDate() + amount);
	return _date;
}
// ../../node_modules/date-fns/addMonths.js
/**
* The {@link addMonths} function options.
*/
/**
* @name addMonths
* @category Month Helpers
* @summary Add the specified number of months to the given date.
*
* @description
* Add the specified number of months to the given date.
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type, it is the type returned from the context function if it is passed, or inferred from the arguments.
*
* @param date - The date to be changed
* @param amount - The amount of months to be added.
* @param options - The options object
*
* @returns The new date with the months added
*
* @example
* // Add 5 months to 1 September 2014:
* const result = addMonths(new Date(2014, 8, 1), 5)
* //=> Sun Feb 01 2015 00:00:00
*
* // Add one month to 30 January 2023:
* const result = addMonths(new Date(2023, 0, 30), 1)
* //=> Tue Feb 28 2023 00:00:00
*/
function addMonths(date, amount, options) {
	const _date = toDate(date, options?.in);
	if (isNaN(amount)) return constructFrom(options?.in || date, NaN);
	if (!amount) return _date;
	const dayOfMonth = _date.getDate();
	const endOfDesiredMonth = constructFrom(options?.in || date, _date.getTime());
	endOfDesiredMonth.setMonth(_date.getMonth() + amount + 1, 0);
	if (dayOfMonth >= endOfDesiredMonth.getDate()) return endOfDesiredMonth;
	else {
		_date.setFullYear(endOfDesiredMonth.getFullYear(), endOfDesiredMonth.getMonth(), dayOfMonth);
		return _date;
	}
}
// ../../node_modules/date-fns/addWeeks.js
/**
* The {@link addWeeks} function options.
*/
/**
* @name addWeeks
* @category Week Helpers
* @summary Add the specified number of weeks to the given date.
*
* @description
* Add the specified number of weeks to the given date.
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type, it is the type returned from the context function if it is passed, or inferred from the arguments.
*
* @param date - The date to be changed
* @param amount - The amount of weeks to be added.
* @param options - An object with options
*
* @returns The new date with the weeks added
*
* @example
* // Add 4 weeks to 1 September 2014:
* const result = addWeeks(new Date(2014, 8, 1), 4)
* //=> Mon Sep 29 2014 00:00:00
*/
function addWeeks(date, amount, options) {
	return addDays(date, amount * 7, options);
}
// ../../node_modules/date-fns/addYears.js
/**
* The {@link addYears} function options.
*/
/**
* @name addYears
* @category Year Helpers
* @summary Add the specified number of years to the given date.
*
* @description
* Add the specified number of years to the given date.
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type.
*
* @param date - The date to be changed
* @param amount - The amount of years to be added.
* @param options - The options
*
* @returns The new date with the years added
*
* @example
* // Add 5 years to 1 September 2014:
* const result = addYears(new Date(2014, 8, 1), 5)
* //=> Sun Sep 01 2019 00:00:00
*/
function addYears(date, amount, options) {
	return addMonths(date, amount * 12, options);
}
// ../../node_modules/date-fns/max.js
/**
* The {@link max} function options.
*/
/**
* @name max
* @category Common Helpers
* @summary Return the latest of the given dates.
*
* @description
* Return the latest of the given dates.
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type, it is the type returned from the context function if it is passed, or inferred from the arguments.
*
* @param dates - The dates to compare
*
* @returns The latest of the dates
*
* @example
* // Which of these dates is the latest?
* const result = max([
*   new Date(1989, 6, 10),
*   new Date(1987, 1, 11),
*   new Date(1995, 6, 2),
*   new Date(1990, 0, 1)
* ])
* //=> Sun Jul 02 1995 00:00:00
*/
function max(dates, options) {
	let result;
	let context = options?.in;
	dates.forEach((date) => {
		if (!context && typeof date === "object") context = constructFrom.bind(null, date);
		const date_ = toDate(date, context);
		if (!result || result < date_ || isNaN(+date_)) result = date_;
	});
	return constructFrom(context, result || NaN);
}
// ../../node_modules/date-fns/min.js
/**
* The {@link min} function options.
*/
/**
* @name min
* @category Common Helpers
* @summary Returns the earliest of the given dates.
*
* @description
* Returns the earliest of the given dates.
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type, it is the type returned from the context function if it is passed, or inferred from the arguments.
*
* @param dates - The dates to compare
*
* @returns The earliest of the dates
*
* @example
* // Which of these dates is the earliest?
* const result = min([
*   new Date(1989, 6, 10),
*   new Date(1987, 1, 11),
*   new Date(1995, 6, 2),
*   new Date(1990, 0, 1)
* ])
* //=> Wed Feb 11 1987 00:00:00
*/
function min(dates, options) {
	let result;
	let context = options?.in;
	dates.forEach((date) => {
		if (!context && typeof date === "object") context = constructFrom.bind(null, date);
		const date_ = toDate(date, context);
		if (!result || result > date_ || isNaN(+date_)) result = date_;
	});
	return constructFrom(context, result || NaN);
}
// ../../node_modules/date-fns/isSameDay.js
/**
* The {@link isSameDay} function options.
*/
/**
* @name isSameDay
* @category Day Helpers
* @summary Are the given dates in the same day (and year and month)?
*
* @description
* Are the given dates in the same day (and year and month)?
*
* @param laterDate - The first date to check
* @param earlierDate - The second date to check
* @param options - An object with options
*
* @returns The dates are in the same day (and year and month)
*
* @example
* // Are 4 September 06:00:00 and 4 September 18:00:00 in the same day?
* const result = isSameDay(new Date(2014, 8, 4, 6, 0), new Date(2014, 8, 4, 18, 0))
* //=> true
*
* @example
* // Are 4 September and 4 October in the same day?
* const result = isSameDay(new Date(2014, 8, 4), new Date(2014, 9, 4))
* //=> false
*
* @example
* // Are 4 September, 2014 and 4 September, 2015 in the same day?
* const result = isSameDay(new Date(2014, 8, 4), new Date(2015, 8, 4))
* //=> false
*/
function isSameDay(laterDate, earlierDate, options) {
	const [dateLeft_, dateRight_] = normalizeDates(options?.in, laterDate, earlierDate);
	return +startOfDay(dateLeft_) === +startOfDay(dateRight_);
}
// ../../node_modules/date-fns/differenceInCalendarMonths.js
/**
* The {@link differenceInCalendarMonths} function options.
*/
/**
* @name differenceInCalendarMonths
* @category Month Helpers
* @summary Get the number of calendar months between the given dates.
*
* @description
* Get the number of calendar months between the given dates.
*
* @param laterDate - The later date
* @param earlierDate - The earlier date
* @param options - An object with options
*
* @returns The number of calendar months
*
* @example
* // How many calendar months are between 31 January 2014 and 1 September 2014?
* const result = differenceInCalendarMonths(
*   new Date(2014, 8, 1),
*   new Date(2014, 0, 31)
* )
* //=> 8
*/
function differenceInCalendarMonths(laterDate, earlierDate, options) {
	const [laterDate_, earlierDate_] = normalizeDates(options?.in, laterDate, earlierDate);
	const yearsDiff = laterDate_.getFullYear() - earlierDate_.getFullYear();
	const monthsDiff = laterDate_.getMonth() - earlierDate_.getMonth();
	return yearsDiff * 12 + monthsDiff;
}
// ../../node_modules/date-fns/endOfMonth.js
/**
* The {@link endOfMonth} function options.
*/
/**
* @name endOfMonth
* @category Month Helpers
* @summary Return the end of a month for the given date.
*
* @description
* Return the end of a month for the given date.
* The result will be in the local timezone.
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type, it is the type returned from the context function if it is passed, or inferred from the arguments.
*
* @param date - The original date
* @param options - An object with options
*
* @returns The end of a month
*
* @example
* // The end of a month for 2 September 2014 11:55:00:
* const result = endOfMonth(new Date(2014, 8, 2, 11, 55, 0))
* //=> Tue Sep 30 2014 23:59:59.999
*/
function endOfMonth(date, options) {
	const _date = toDate(date, options?.in);
	const month = _date.getMonth();
	_date.setFullYear(_date.getFullYear(), month + 1, 0);
	_date.setHours(23, 59, 59, 999);
	return _date;
}
// ../../node_modules/date-fns/_lib/normalizeInterval.js
function normalizeInterval(context, interval) {
	const [start, end] = normalizeDates(context, interval.start, interval.end);
	return {
		start,
		end
	};
}
// ../../node_modules/date-fns/eachMonthOfInterval.js
/**
* The {@link eachMonthOfInterval} function options.
*/
/**
* The {@link eachMonthOfInterval} function result type. It resolves the proper data type.
*/
/**
* @name eachMonthOfInterval
* @category Interval Helpers
* @summary Return the array of months within the specified time interval.
*
* @description
* Return the array of months within the specified time interval.
*
* @typeParam IntervalType - Interval type.
* @typeParam Options - Options type.
*
* @param interval - The interval.
* @param options - An object with options.
*
* @returns The array with starts of months from the month of the interval start to the month of the interval end
*
* @example
* // Each month between 6 February 2014 and 10 August 2014:
* const result = eachMonthOfInterval({
*   start: new Date(2014, 1, 6),
*   end: new Date(2014, 7, 10)
* })
* //=> [
* //   Sat Feb 01 2014 00:00:00,
* //   Sat Mar 01 2014 00:00:00,
* //   Tue Apr 01 2014 00:00:00,
* //   Thu May 01 2014 00:00:00,
* //   Sun Jun 01 2014 00:00:00,
* //   Tue Jul 01 2014 00:00:00,
* //   Fri Aug 01 2014 00:00:00
* // ]
*/
function eachMonthOfInterval(interval, options) {
	const { start, end } = normalizeInterval(options?.in, interval);
	let reversed = +start > +end;
	const endTime = reversed ? +start : +end;
	const date = reversed ? end : start;
	date.setHours(0, 0, 0, 0);
	date.setDate(1);
	let step = options?.step ?? 1;
	if (!step) return [];
	if (step < 0) {
		step = -step;
		reversed = !reversed;
	}
	const dates = [];
	while (+date <= endTime) {
		dates.push(constructFrom(start, date));
		date.setMonth(date.getMonth() + step);
	}
	return reversed ? dates.reverse() : dates;
}
// ../../node_modules/date-fns/startOfMonth.js
/**
* The {@link startOfMonth} function options.
*/
/**
* @name startOfMonth
* @category Month Helpers
* @summary Return the start of a month for the given date.
*
* @description
* Return the start of a month for the given date. The result will be in the local timezone.
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments.
* Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type, it is the type returned from the context function if it is passed,
* or inferred from the arguments.
*
* @param date - The original date
* @param options - An object with options
*
* @returns The start of a month
*
* @example
* // The start of a month for 2 September 2014 11:55:00:
* const result = startOfMonth(new Date(2014, 8, 2, 11, 55, 0))
* //=> Mon Sep 01 2014 00:00:00
*/
function startOfMonth(date, options) {
	const _date = toDate(date, options?.in);
	_date.setDate(1);
	_date.setHours(0, 0, 0, 0);
	return _date;
}
// ../../node_modules/date-fns/endOfYear.js
/**
* The {@link endOfYear} function options.
*/
/**
* @name endOfYear
* @category Year Helpers
* @summary Return the end of a year for the given date.
*
* @description
* Return the end of a year for the given date.
* The result will be in the local timezone.
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type, it is the type returned from the context function if it is passed, or inferred from the arguments.
*
* @param date - The original date
* @param options - The options
*
* @returns The end of a year
*
* @example
* // The end of a year for 2 September 2014 11:55:00:
* const result = endOfYear(new Date(2014, 8, 2, 11, 55, 0))
* //=> Wed Dec 31 2014 23:59:59.999
*/
function endOfYear(date, options) {
	const _date = toDate(date, options?.in);
	const year = _date.getFullYear();
	_date.setFullYear(year + 1, 0, 0);
	_date.setHours(23, 59, 59, 999);
	return _date;
}
// ../../node_modules/date-fns/eachYearOfInterval.js
/**
* The {@link eachYearOfInterval} function options.
*/
/**
* The {@link eachYearOfInterval} function result type. It resolves the proper data type.
* It uses the first argument date object type, starting from the date argument,
* then the start interval date, and finally the end interval date. If
* a context function is passed, it uses the context function return type.
*/
/**
* @name eachYearOfInterval
* @category Interval Helpers
* @summary Return the array of yearly timestamps within the specified time interval.
*
* @description
* Return the array of yearly timestamps within the specified time interval.
*
* @typeParam IntervalType - Interval type.
* @typeParam Options - Options type.
*
* @param interval - The interval.
* @param options - An object with options.
*
* @returns The array with starts of yearly timestamps from the month of the interval start to the month of the interval end
*
* @example
* // Each year between 6 February 2014 and 10 August 2017:
* const result = eachYearOfInterval({
*   start: new Date(2014, 1, 6),
*   end: new Date(2017, 7, 10)
* })
* //=> [
* //   Wed Jan 01 2014 00:00:00,
* //   Thu Jan 01 2015 00:00:00,
* //   Fri Jan 01 2016 00:00:00,
* //   Sun Jan 01 2017 00:00:00
* // ]
*/
function eachYearOfInterval(interval, options) {
	const { start, end } = normalizeInterval(options?.in, interval);
	let reversed = +start > +end;
	const endTime = reversed ? +start : +end;
	const date = reversed ? end : start;
	date.setHours(0, 0, 0, 0);
	date.setMonth(0, 1);
	let step = options?.step ?? 1;
	if (!step) return [];
	if (step < 0) {
		step = -step;
		reversed = !reversed;
	}
	const dates = [];
	while (+date <= endTime) {
		dates.push(constructFrom(start, date));
		date.setFullYear(date.getFullYear() + step);
	}
	return reversed ? dates.reverse() : dates;
}
// ../../node_modules/date-fns/endOfWeek.js
/**
* The {@link endOfWeek} function options.
*/
/**
* @name endOfWeek
* @category Week Helpers
* @summary Return the end of a week for the given date.
*
* @description
* Return the end of a week for the given date.
* The result will be in the local timezone.
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type, it is the type returned from the context function if it is passed, or inferred from the arguments.
*
* @param date - The original date
* @param options - An object with options
*
* @returns The end of a week
*
* @example
* // The end of a week for 2 September 2014 11:55:00:
* const result = endOfWeek(new Date(2014, 8, 2, 11, 55, 0))
* //=> Sat Sep 06 2014 23:59:59.999
*
* @example
* // If the week starts on Monday, the end of the week for 2 September 2014 11:55:00:
* const result = endOfWeek(new Date(2014, 8, 2, 11, 55, 0), { weekStartsOn: 1 })
* //=> Sun Sep 07 2014 23:59:59.999
*/
function endOfWeek(date, options) {
	const defaultOptions = getDefaultOptions();
	const weekStartsOn = options?.weekStartsOn ?? options?.locale?.options?.weekStartsOn ?? defaultOptions.weekStartsOn ?? defaultOptions.locale?.options?.weekStartsOn ?? 0;
	const _date = toDate(date, options?.in);
	const day = _date.getDay();
	const diff = (day < weekStartsOn ? -7 : 0) + 6 - (day - weekStartsOn);
	_date.setDate(_date.getDate() + diff);
	_date.setHours(23, 59, 59, 999);
	return _date;
}
// ../../node_modules/date-fns/endOfISOWeek.js
/**
* The {@link endOfISOWeek} function options.
*/
/**
* @name endOfISOWeek
* @category ISO Week Helpers
* @summary Return the end of an ISO week for the given date.
*
* @description
* Return the end of an ISO week for the given date.
* The result will be in the local timezone.
*
* ISO week-numbering year: http://en.wikipedia.org/wiki/ISO_week_date
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type, it is the type returned from the context function if it is passed, or inferred from the arguments.
*
* @param date - The original date
* @param options - An object with options
*
* @returns The end of an ISO week
*
* @example
* // The end of an ISO week for 2 September 2014 11:55:00:
* const result = endOfISOWeek(new Date(2014, 8, 2, 11, 55, 0))
* //=> Sun Sep 07 2014 23:59:59.999
*/
function endOfISOWeek(date, options) {
	return endOfWeek(date, {
		...options,
		weekStartsOn: 1
	});
}
// ../../node_modules/date-fns/getDaysInMonth.js
/**
* The {@link getDaysInMonth} function options.
*/
/**
* @name getDaysInMonth
* @category Month Helpers
* @summary Get the number of days in a month of the given date.
*
* @description
* Get the number of days in a month of the given date, considering the context if provided.
*
* @param date - The given date
* @param options - An object with options
*
* @returns The number of days in a month
*
* @example
* // How many days are in February 2000?
* const result = getDaysInMonth(new Date(2000, 1))
* //=> 29
*/
function getDaysInMonth(date, options) {
	const _date = toDate(date, options?.in);
	const year = _date.getFullYear();
	const monthIndex = _date.getMonth();
	const lastDayOfMonth = constructFrom(_date, 0);
	lastDayOfMonth.setFullYear(year, monthIndex + 1, 0);
	lastDayOfMonth.setHours(0, 0, 0, 0);
	return lastDayOfMonth.getDate();
}
// ../../node_modules/date-fns/getMonth.js
/**
* The {@link getMonth} function options.
*/
/**
* @name getMonth
* @category Month Helpers
* @summary Get the month of the given date.
*
* @description
* Get the month of the given date.
*
* @param date - The given date
* @param options - An object with options
*
* @returns The month index (0-11)
*
* @example
* // Which month is 29 February 2012?
* const result = getMonth(new Date(2012, 1, 29))
* //=> 1
*/
function getMonth(date, options) {
	return toDate(date, options?.in).getMonth();
}
// ../../node_modules/date-fns/getYear.js
/**
* The {@link getYear} function options.
*/
/**
* @name getYear
* @category Year Helpers
* @summary Get the year of the given date.
*
* @description
* Get the year of the given date.
*
* @param date - The given date
* @param options - An object with options
*
* @returns The year
*
* @example
* // Which year is 2 July 2014?
* const result = getYear(new Date(2014, 6, 2))
* //=> 2014
*/
function getYear(date, options) {
	return toDate(date, options?.in).getFullYear();
}
// ../../node_modules/date-fns/isAfter.js
/**
* @name isAfter
* @category Common Helpers
* @summary Is the first date after the second one?
*
* @description
* Is the first date after the second one?
*
* @param date - The date that should be after the other one to return true
* @param dateToCompare - The date to compare with
*
* @returns The first date is after the second date
*
* @example
* // Is 10 July 1989 after 11 February 1987?
* const result = isAfter(new Date(1989, 6, 10), new Date(1987, 1, 11))
* //=> true
*/
function isAfter(date, dateToCompare) {
	return +toDate(date) > +toDate(dateToCompare);
}
// ../../node_modules/date-fns/isBefore.js
/**
* @name isBefore
* @category Common Helpers
* @summary Is the first date before the second one?
*
* @description
* Is the first date before the second one?
*
* @param date - The date that should be before the other one to return true
* @param dateToCompare - The date to compare with
*
* @returns The first date is before the second date
*
* @example
* // Is 10 July 1989 before 11 February 1987?
* const result = isBefore(new Date(1989, 6, 10), new Date(1987, 1, 11))
* //=> false
*/
function isBefore(date, dateToCompare) {
	return +toDate(date) < +toDate(dateToCompare);
}
// ../../node_modules/date-fns/isSameMonth.js
/**
* The {@link isSameMonth} function options.
*/
/**
* @name isSameMonth
* @category Month Helpers
* @summary Are the given dates in the same month (and year)?
*
* @description
* Are the given dates in the same month (and year)?
*
* @param laterDate - The first date to check
* @param earlierDate - The second date to check
* @param options - An object with options
*
* @returns The dates are in the same month (and year)
*
* @example
* // Are 2 September 2014 and 25 September 2014 in the same month?
* const result = isSameMonth(new Date(2014, 8, 2), new Date(2014, 8, 25))
* //=> true
*
* @example
* // Are 2 September 2014 and 25 September 2015 in the same month?
* const result = isSameMonth(new Date(2014, 8, 2), new Date(2015, 8, 25))
* //=> false
*/
function isSameMonth(laterDate, earlierDate, options) {
	const [laterDate_, earlierDate_] = normalizeDates(options?.in, laterDate, earlierDate);
	return laterDate_.getFullYear() === earlierDate_.getFullYear() && laterDate_.getMonth() === earlierDate_.getMonth();
}
// ../../node_modules/date-fns/isSameYear.js
/**
* The {@link isSameYear} function options.
*/
/**
* @name isSameYear
* @category Year Helpers
* @summary Are the given dates in the same year?
*
* @description
* Are the given dates in the same year?
*
* @param laterDate - The first date to check
* @param earlierDate - The second date to check
* @param options - An object with options
*
* @returns The dates are in the same year
*
* @example
* // Are 2 September 2014 and 25 September 2014 in the same year?
* const result = isSameYear(new Date(2014, 8, 2), new Date(2014, 8, 25))
* //=> true
*/
function isSameYear(laterDate, earlierDate, options) {
	const [laterDate_, earlierDate_] = normalizeDates(options?.in, laterDate, earlierDate);
	return laterDate_.getFullYear() === earlierDate_.getFullYear();
}
// ../../node_modules/date-fns/setMonth.js
/**
* The {@link setMonth} function options.
*/
/**
* @name setMonth
* @category Month Helpers
* @summary Set the month to the given date.
*
* @description
* Set the month to the given date.
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type, it is the type returned from the context function if it is passed, or inferred from the arguments.
*
* @param date - The date to be changed
* @param month - The month index to set (0-11)
* @param options - The options
*
* @returns The new date with the month set
*
* @example
* // Set February to 1 September 2014:
* const result = setMonth(new Date(2014, 8, 1), 1)
* //=> Sat Feb 01 2014 00:00:00
*/
function setMonth(date, month, options) {
	const _date = toDate(date, options?.in);
	const year = _date.getFullYear();
	const day = _date.getDate();
	const midMonth = constructFrom(options?.in || date, 0);
	midMonth.setFullYear(year, month, 15);
	midMonth.setHours(0, 0, 0, 0);
	const daysInMonth = getDaysInMonth(midMonth);
	_date.setMonth(month, Math.min(day, daysInMonth));
	return _date;
}
// ../../node_modules/date-fns/setYear.js
/**
* The {@link setYear} function options.
*/
/**
* @name setYear
* @category Year Helpers
* @summary Set the year to the given date.
*
* @description
* Set the year to the given date.
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type, it is the type returned from the context function if it is passed, or inferred from the arguments.
*
* @param date - The date to be changed
* @param year - The year of the new date
* @param options - An object with options.
*
* @returns The new date with the year set
*
* @example
* // Set year 2013 to 1 September 2014:
* const result = setYear(new Date(2014, 8, 1), 2013)
* //=> Sun Sep 01 2013 00:00:00
*/
function setYear(date, year, options) {
	const date_ = toDate(date, options?.in);
	if (isNaN(+date_)) return constructFrom(options?.in || date, NaN);
	date_.setFullYear(year);
	return date_;
}
// src/features/catalogue/components/asset-facts.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The asset's key facts as a definition list: prices, capacity, rooms, size, stars and licence. */
function AssetFacts({ asset }) {
	const { t, i18n } = useTranslation(["catalogue", "listofval"]);
	const priceText = usePriceText();
	const facts = [];
	if (asset.prices.length > 0) facts.push({
		key: "price",
		term: t("facts.price", { count: asset.prices.length }),
		value: asset.prices.map((price) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: priceText(asset.type, price) }, price.unit))
	});
	if (asset.capacity) {
		const { adults, children } = asset.capacity;
		facts.push({
			key: "capacity",
			term: t("facts.capacity"),
			value: children > 0 ? t("facts.adultsAndChildren", {
				adults: t("facts.adults", { count: adults }),
				children: t("facts.children", { count: children })
			}) : t("facts.adults", { count: adults })
		});
	}
	if (asset.type === "property" && asset.bedrooms !== null) facts.push({
		key: "bedrooms",
		term: t("facts.rooms"),
		value: [asset.bedrooms === 0 ? t("facts.studio") : t("facts.bedrooms", { count: asset.bedrooms }), asset.bathrooms !== null ? t("facts.bathrooms", { count: asset.bathrooms }) : null].filter(Boolean).join(" · ")
	});
	if (asset.areaM2 !== null) facts.push({
		key: "area",
		term: t("facts.area"),
		value: t("facts.areaValue", { area: formatNumber(asset.areaM2, i18n.language) })
	});
	if (asset.hotelType) facts.push({
		key: "hotelType",
		term: t("facts.hotelType"),
		value: t(`listofval:hotelType.${asset.hotelType}`)
	});
	if (asset.stars !== null) facts.push({
		key: "stars",
		term: t("facts.category"),
		value: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StarRating, { stars: asset.stars })
	});
	if (asset.licence) facts.push({
		key: "licence",
		term: t("facts.licence"),
		value: asset.licence
	});
	if (facts.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "dl",
		sx: {
			m: 0,
			display: "grid",
			gridTemplateColumns: "minmax(0, auto) minmax(0, 1fr)",
			columnGap: 2,
			rowGap: 1
		},
		children: facts.map((fact) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: { display: "contents" },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "dt",
				sx: { color: "text.secondary" },
				children: fact.term
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "dd",
				sx: {
					m: 0,
					fontWeight: 600
				},
				children: fact.value
			})]
		}, fact.key))
	});
}
// ../../node_modules/@mui/icons-material/ChevronLeft.mjs
var ChevronLeft_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" }), "ChevronLeft");
// ../../node_modules/@mui/icons-material/ChevronRight.mjs
var ChevronRight_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" }), "ChevronRight");
// src/features/catalogue/components/asset-gallery.tsx
/**
* An asset's photos: one large, with previous/next buttons (and the arrow keys while focus is
* in the gallery), and a row of thumbnails, each a button.
*/
function AssetGallery({ images }) {
	const { t } = useTranslation("catalogue");
	const [index, setIndex] = (0, import_react.useState)(0);
	if (images.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssetPicture, {
		image: null,
		sizes: "100vw"
	});
	const current = images[Math.min(index, images.length - 1)];
	const go = (next) => setIndex((next + images.length) % images.length);
	const onKeyDown = (event) => {
		if (event.key === "ArrowLeft") go(index - 1);
		else if (event.key === "ArrowRight") go(index + 1);
		else return;
		event.preventDefault();
	};
	const several = images.length > 1;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-label": t("gallery.label"),
		onKeyDown,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				position: "relative",
				borderRadius: 2,
				overflow: "hidden"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssetPicture, {
				image: current,
				eager: index === 0,
				sizes: "(min-width: 1080px) 720px, 100vw",
				sx: {
					aspectRatio: "3 / 2",
					maxHeight: 520
				}
			}), several && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: ["previous", "next"].map((direction) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				onClick: () => go(direction === "previous" ? index - 1 : index + 1),
				"aria-label": t(`gallery.${direction}`),
				sx: {
					position: "absolute",
					top: "50%",
					transform: "translateY(-50%)",
					[direction === "previous" ? "left" : "right"]: 8,
					bgcolor: "rgba(0, 0, 0, 0.6)",
					color: "#fff",
					"&:hover, &:focus-visible": { bgcolor: "rgba(0, 0, 0, 0.8)" },
					"&:focus-visible": { outline: "3px solid #fff" }
				},
				children: direction === "previous" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronLeft_default, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight_default, {})
			}, direction)) })]
		}), several && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "body2",
			color: "text.secondary",
			"aria-live": "polite",
			sx: { mt: 1 },
			children: t("gallery.position", {
				current: index + 1,
				total: images.length
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			sx: {
				listStyle: "none",
				p: 0,
				m: 0,
				mt: 1,
				display: "flex",
				gap: 1,
				overflowX: "auto",
				pb: .5
			},
			children: images.map((image, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonBase, {
				onClick: () => setIndex(i),
				"aria-label": t("gallery.show", {
					number: i + 1,
					alt: image.alt
				}),
				"aria-current": i === index ? "true" : void 0,
				sx: {
					borderRadius: 1,
					overflow: "hidden",
					outline: i === index ? "3px solid" : "none",
					outlineColor: "primary.main",
					outlineOffset: -3,
					"&.Mui-focusVisible": {
						outline: "3px solid",
						outlineColor: "secondary.main",
						outlineOffset: 0
					}
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "img",
					src: (image.thumbnails.at(-1) ?? image.srcset[0])?.url ?? image.src,
					srcSet: srcsetAttribute(image.thumbnails),
					sizes: "64px",
					width: 64,
					height: 64,
					alt: "",
					loading: "lazy",
					sx: {
						display: "block",
						width: 64,
						height: 64,
						objectFit: "cover"
					}
				})
			}) }, image.id))
		})] })]
	});
}
// ../../node_modules/@mui/icons-material/EmailOutlined.mjs
var EmailOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M22 6c0-1.1-.9-2-2-2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2zm-2 0-8 5-8-5zm0 12H4V8l8 5 8-5z" }), "EmailOutlined");
// ../../node_modules/@mui/icons-material/Language.mjs
var Language_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2m6.93 6h-2.95c-.32-1.25-.78-2.45-1.38-3.56 1.84.63 3.37 1.91 4.33 3.56M12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96M4.26 14C4.1 13.36 4 12.69 4 12s.1-1.36.26-2h3.38c-.08.66-.14 1.32-.14 2s.06 1.34.14 2zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56-1.84-.63-3.37-1.9-4.33-3.56m2.95-8H5.08c.96-1.66 2.49-2.93 4.33-3.56C8.81 5.55 8.35 6.75 8.03 8M12 19.96c-.83-1.2-1.48-2.53-1.91-3.96h3.82c-.43 1.43-1.08 2.76-1.91 3.96M14.34 14H9.66c-.09-.66-.16-1.32-.16-2s.07-1.35.16-2h4.68c.09.65.16 1.32.16 2s-.07 1.34-.16 2m.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95c-.96 1.65-2.49 2.93-4.33 3.56M16.36 14c.08-.66.14-1.32.14-2s-.06-1.34-.14-2h3.38c.16.64.26 1.31.26 2s-.1 1.36-.26 2z" }), "Language");
// ../../node_modules/@mui/icons-material/LocationOnOutlined.mjs
var LocationOnOutlined_default = createSvgIcon([/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7M7 9c0-2.76 2.24-5 5-5s5 2.24 5 5c0 2.88-2.88 7.19-5 9.88C9.92 16.21 7 11.85 7 9" }, "0"), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
	cx: "12",
	cy: "9",
	r: "2.5"
}, "1")], "LocationOnOutlined");
// ../../node_modules/@mui/icons-material/PhoneOutlined.mjs
var PhoneOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M6.54 5c.06.89.21 1.76.45 2.59l-1.2 1.2c-.41-1.2-.67-2.47-.76-3.79zm9.86 12.02c.85.24 1.72.39 2.6.45v1.49c-1.32-.09-2.59-.35-3.8-.75zM7.5 3H4c-.55 0-1 .45-1 1 0 9.39 7.61 17 17 17 .55 0 1-.45 1-1v-3.49c0-.55-.45-1-1-1-1.24 0-2.45-.2-3.57-.57-.1-.04-.21-.05-.31-.05-.26 0-.51.1-.71.29l-2.2 2.2c-2.83-1.45-5.15-3.76-6.59-6.59l2.2-2.2c.28-.28.36-.67.25-1.02C8.7 6.45 8.5 5.25 8.5 4c0-.55-.45-1-1-1" }), "PhoneOutlined");
// src/features/catalogue/components/contact-details.tsx
/** "+34 962 555 010" → "+34962555010", as a tel: link wants it. */
function telHref(phone) {
	return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
/** The host of a web address, as a short link text ("www.example.com"); the address itself if unreadable. */
function webLabel(web) {
	try {
		return new URL(web).host;
	} catch {
		return web;
	}
}
function Row({ icon, label, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "li",
		sx: {
			display: "flex",
			gap: 1.5,
			alignItems: "flex-start",
			py: .5
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			"aria-hidden": true,
			sx: {
				color: "text.secondary",
				display: "flex",
				pt: .25
			},
			children: icon
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				minWidth: 0,
				overflowWrap: "anywhere"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				sx: {
					display: "block",
					typography: "caption",
					color: "text.secondary"
				},
				children: label
			}), children]
		})]
	});
}
/** Address, phone (tel:), e-mail (mailto:) and web (a new tab, without handing over this page). */
function ContactDetails({ asset }) {
	const { t } = useTranslation("catalogue");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "ul",
		sx: {
			listStyle: "none",
			p: 0,
			m: 0
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocationOnOutlined_default, {}),
				label: t("contact.address"),
				children: asset.address
			}),
			asset.phone && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneOutlined_default, {}),
				label: t("contact.phone"),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
					href: telHref(asset.phone),
					children: asset.phone
				})
			}),
			asset.email && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailOutlined_default, {}),
				label: t("contact.email"),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
					href: `mailto:${asset.email}`,
					children: asset.email
				})
			}),
			asset.web && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Language_default, {}),
				label: t("contact.web"),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link$1, {
					href: asset.web,
					target: "_blank",
					rel: "noopener noreferrer",
					children: [webLabel(asset.web), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "span",
						sx: visuallyHidden,
						children: ` (${t("contact.newTab")})`
					})]
				})
			})
		]
	});
}
// src/features/catalogue/components/description-sections.tsx
/**
* The description's sections in the order docs/rules.md#page-sections gives for the asset's type (main,
* location, kitchen…), each under its heading. The text keeps its own language on `lang`,
* so a screen reader pronounces a fallback text correctly.
*/
function DescriptionSections({ description, type }) {
	const { t } = useTranslation("catalogue");
	const sections = PAGE_SECTIONS[type].map((key) => description.sections.find((section) => section.key === key)).filter((section) => section !== void 0 && section.text.trim() !== "");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: sections.map((section) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": `section-${section.key}`,
		sx: { mb: 3 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "h2",
			id: `section-${section.key}`,
			sx: {
				fontSize: "1.35rem",
				mb: 1
			},
			children: t(`sections.${section.key}`)
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			lang: description.lang,
			children: section.text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim()).map((paragraph, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					mb: 1.5,
					maxWidth: "70ch"
				},
				children: paragraph.trim()
			}, i))
		})]
	}, section.key)) });
}
// src/features/catalogue/components/opening-hours.tsx
/** Every one of our languages writes hours on the 24-hour clock: "9:00", "20:30". */
function timeText(hhmm) {
	const [h, m] = hhmm.split(":").map(Number);
	return `${h % 24}:${String(m).padStart(2, "0")}`;
}
/** The week's opening hours, a line per day, in the page's language; days with none say "Closed". */
function OpeningHours({ periods }) {
	const { t, i18n } = useTranslation("catalogue");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "dl",
		sx: {
			display: "grid",
			gridTemplateColumns: "auto 1fr",
			columnGap: 2,
			rowGap: .5,
			m: 0
		},
		children: WEEKDAYS.map((day, i) => {
			const today = periods.filter((period) => period.day === day);
			const name = weekdayName(i, i18n.language);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: { display: "contents" },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "dt",
					sx: {
						fontWeight: 600,
						"&::first-letter": { textTransform: "uppercase" }
					},
					children: name
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "dd",
					sx: { m: 0 },
					children: today.length === 0 ? t("hours.closed") : today.map((period) => `${timeText(period.opens)}–${timeText(period.closes)}`).join(", ")
				})]
			}, day);
		})
	});
}
// src/features/catalogue/components/asset-detail-page.tsx
/** The list an asset page leads back to: the one named in its URL, else the first its type belongs to. */
function listOfAsset(asset, configType) {
	return ASSET_LISTS.find((list) => list.configType === configType && list.type === asset.type) ?? ASSET_LISTS.find((list) => list.type === asset.type && (!("flag" in list) || asset[list.flag])) ?? ASSET_LISTS.find((list) => list.type === asset.type);
}
function Panel({ title, children }) {
	const headingId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		variant: "outlined",
		"aria-labelledby": headingId,
		sx: { p: 2 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "h2",
			id: headingId,
			sx: {
				fontSize: "1.15rem",
				mb: 1.5
			},
			children: title
		}), children]
	});
}
/** An asset's page: photos, its description sections, key facts, contact, hours and location. */
function AssetDetailPage({ id, lang, configType, locationMap, availabilityCalendar }) {
	const { t } = useTranslation([
		"catalogue",
		"listofval",
		"metatags"
	]);
	const localePath = useLocalePath();
	const asset = useAsset(id, lang);
	const description = useAssetDescription(id, lang);
	const list = listOfAsset(asset, configType);
	const category = t(`listofval:category.${asset.category}`);
	const absoluteUrl = useAbsoluteUrl();
	const structuredData = assetStructuredData(asset, {
		lang,
		absolute: absoluteUrl,
		cuisineName: (code) => t(`listofval:cuisine.${code}`)
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(JsonLd, { data: structuredData }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			page: "asset",
			title: asset.name,
			description: asset.summary,
			image: shareImageOf(asset.images[0] ?? asset.image),
			type: "article",
			canonicalPage: canonicalAssetPagePath(asset)
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBreadcrumbs, { crumbs: [...list ? [{
			label: t(`metatags:list.${list.key}.title`),
			to: `assets/${list.route}`
		}] : [], { label: asset.name }] }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "h1",
			component: "h1",
			lang: asset.lang === lang ? void 0 : asset.lang,
			children: asset.name
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			color: "text.secondary",
			sx: { mt: .5 },
			children: [category, asset.address].filter(Boolean).join(" · ")
		}),
		description.data?.fallback && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FallbackNote, {
			subject: "description",
			shownLang: description.data.lang
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				mt: 3,
				display: "grid",
				gap: 3,
				gridTemplateColumns: {
					xs: "minmax(0, 1fr)",
					lg: "minmax(0, 2fr) minmax(0, 1fr)"
				},
				alignItems: "start"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: { minWidth: 0 },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssetGallery, { images: asset.images }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: { mt: 3 },
						children: [description.data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DescriptionSections, {
							description: description.data,
							type: asset.type
						}), description.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadError, {
							message: t("status.descriptionError"),
							onRetry: () => void description.refetch()
						})]
					}),
					configType === "rent" && availabilityCalendar?.(asset)
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "aside",
				"aria-label": t("detail.aside"),
				sx: {
					display: "flex",
					flexDirection: "column",
					gap: 2,
					minWidth: 0
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Panel, {
						title: t("detail.facts"),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssetFacts, { asset }), asset.type === "eat" && asset.productId !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							component: Link,
							to: localePath(`eat/${asset.id}/menu`),
							variant: "contained",
							startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RestaurantMenu_default, {}),
							sx: { mt: 2 },
							children: t("detail.menu")
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
						title: t("detail.contact"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactDetails, { asset })
					}),
					asset.openingHours && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
						title: t("detail.hours"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OpeningHours, { periods: asset.openingHours })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
						title: t("detail.map"),
						children: locationMap(asset)
					})
				]
			})]
		})
	] });
}
// src/features/bookings/api/availability.ts
/** GET /api/v1/assets_availability/{id}: free ranges as stored, and `booked` entries for taken nights. */
function fetchAvailability(assetId, signal) {
	return apiFetch(`/api/v1/assets_availability/${encodeURIComponent(assetId)}`, {
		signal,
		schema: availabilityAnswerSchema
	});
}
/** docs/rules.md#caching: availability is fresh for one second only. */
function availabilityQueryOptions(assetId) {
	return queryOptions({
		queryKey: bookingsKeys.availability(assetId),
		queryFn: ({ signal }) => fetchAvailability(assetId, signal),
		staleTime: STALE_TIMES.availability
	});
}
var useAvailability = (assetId) => useQuery(availabilityQueryOptions(assetId));
// ../../node_modules/@mui/icons-material/EventAvailable.mjs
var EventAvailable_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M16.53 11.06 15.47 10l-4.88 4.88-2.12-2.12-1.06 1.06L10.59 17zM19 3h-1V1h-2v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V8h14z" }), "EventAvailable");
// ../../node_modules/@mui/material/Skeleton/skeletonClasses.mjs
function getSkeletonUtilityClass(slot) {
	return generateUtilityClass("MuiSkeleton", slot);
}
generateUtilityClasses("MuiSkeleton", [
	"root",
	"text",
	"rectangular",
	"rounded",
	"circular",
	"pulse",
	"wave",
	"withChildren",
	"fitContent",
	"heightAuto"
]);
// ../../node_modules/@mui/material/Skeleton/Skeleton.mjs
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
var useUtilityClasses = (ownerState) => {
	const { classes, variant, animation, hasChildren, width, height } = ownerState;
	return composeClasses({ root: [
		"root",
		variant,
		animation,
		hasChildren && "withChildren",
		hasChildren && !width && "fitContent",
		hasChildren && !height && "heightAuto"
	] }, getSkeletonUtilityClass, classes);
};
var pulseKeyframe = keyframes`
  0% {
    opacity: 1;
  }

  50% {
    opacity: 0.4;
  }

  100% {
    opacity: 1;
  }
`;
var waveKeyframe = keyframes`
  0% {
    transform: translateX(-100%);
  }

  50% {
    /* +0.5s of delay between each loop */
    transform: translateX(100%);
  }

  100% {
    transform: translateX(100%);
  }
`;
var pulseAnimation = typeof pulseKeyframe !== "string" ? css`
        animation: ${pulseKeyframe} 2s ease-in-out 0.5s infinite;
      ` : null;
var waveAnimation = typeof waveKeyframe !== "string" ? css`
        &::after {
          animation: ${waveKeyframe} 2s linear 0.5s infinite;
        }
      ` : null;
var SkeletonRoot = styled("span", {
	name: "MuiSkeleton",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			styles[ownerState.variant],
			ownerState.animation !== false && styles[ownerState.animation],
			ownerState.hasChildren && styles.withChildren,
			ownerState.hasChildren && !ownerState.width && styles.fitContent,
			ownerState.hasChildren && !ownerState.height && styles.heightAuto
		];
	}
})(memoTheme(({ theme }) => {
	const radiusUnit = getUnit(theme.shape.borderRadius) || "px";
	const radiusValue = toUnitless(theme.shape.borderRadius);
	const reducedMotionPulseStyles = getReducedMotionStyles(theme, { animation: "none" });
	const reducedMotionWaveStyles = getReducedMotionStyles(theme, { "&::after": {
		animation: "none",
		display: "none"
	} });
	return {
		display: "block",
		backgroundColor: theme.vars ? theme.vars.palette.Skeleton.bg : theme.alpha(theme.palette.text.primary, theme.palette.mode === "light" ? .11 : .13),
		height: "1.2em",
		variants: [
			{
				props: { variant: "text" },
				style: {
					marginTop: 0,
					marginBottom: 0,
					height: "auto",
					transformOrigin: "0 55%",
					transform: "scale(1, 0.60)",
					borderRadius: `${radiusValue}${radiusUnit}/${Math.round(radiusValue / .6 * 10) / 10}${radiusUnit}`,
					"&:empty:before": { content: "\"\\00a0\"" }
				}
			},
			{
				props: { variant: "circular" },
				style: { borderRadius: "50%" }
			},
			{
				props: { variant: "rounded" },
				style: { borderRadius: (theme.vars || theme).shape.borderRadius }
			},
			{
				props: ({ ownerState }) => ownerState.hasChildren,
				style: { "& > *": { visibility: "hidden" } }
			},
			{
				props: ({ ownerState }) => ownerState.hasChildren && !ownerState.width,
				style: { maxWidth: "fit-content" }
			},
			{
				props: ({ ownerState }) => ownerState.hasChildren && !ownerState.height,
				style: { height: "auto" }
			},
			{
				props: { animation: "pulse" },
				style: pulseAnimation || { animation: `${pulseKeyframe} 2s ease-in-out 0.5s infinite` }
			},
			...reducedMotionPulseStyles ? [{
				props: { animation: "pulse" },
				style: reducedMotionPulseStyles
			}] : [],
			{
				props: { animation: "wave" },
				style: {
					position: "relative",
					overflow: "hidden",
					WebkitMaskImage: "-webkit-radial-gradient(white, black)",
					"&::after": {
						background: `linear-gradient(
                90deg,
                transparent,
                ${(theme.vars || theme).palette.action.hover},
                transparent
              )`,
						content: "\"\"",
						position: "absolute",
						transform: "translateX(-100%)",
						bottom: 0,
						left: 0,
						right: 0,
						top: 0
					}
				}
			},
			{
				props: { animation: "wave" },
				style: waveAnimation || { "&::after": { animation: `${waveKeyframe} 2s linear 0.5s infinite` } }
			},
			...reducedMotionWaveStyles ? [{
				props: { animation: "wave" },
				style: reducedMotionWaveStyles
			}] : []
		]
	};
}));
var Skeleton = /*#__PURE__*/ import_react.forwardRef(function Skeleton(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiSkeleton"
	});
	const { animation = "pulse", className, component = "span", height, style, variant = "text", width, ...other } = props;
	const ownerState = {
		...props,
		animation,
		component,
		variant,
		hasChildren: Boolean(other.children)
	};
	const classes = useUtilityClasses(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(SkeletonRoot, {
		as: component,
		ref,
		className: clsx(classes.root, className),
		ownerState,
		...other,
		style: {
			width,
			height,
			...style
		}
	});
});
process.env.NODE_ENV !== "production" && (Skeleton.propTypes = {
	/**
	* The animation.
	* If `false` the animation effect is disabled.
	* @default 'pulse'
	*/
	animation: import_prop_types.default.oneOf([
		"pulse",
		"wave",
		false
	]),
	/**
	* Optional children to infer width and height from.
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
	* Height of the skeleton.
	* Useful when you don't want to adapt the skeleton to a text element but for instance a card.
	*/
	height: import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.string]),
	/**
	* @ignore
	*/
	style: import_prop_types.default.object,
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
	]),
	/**
	* The type of content that will be rendered.
	* @default 'text'
	*/
	variant: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
		"circular",
		"rectangular",
		"rounded",
		"text"
	]), import_prop_types.default.string]),
	/**
	* Width of the skeleton.
	* Useful when the skeleton is inside an inline element with no width of its own.
	*/
	width: import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.string])
});
// ../../node_modules/react-day-picker/dist/esm/helpers/getBroadcastWeeksInMonth.js
var FIVE_WEEKS = 5;
var FOUR_WEEKS = 4;
/**
* Returns the number of weeks to display in the broadcast calendar for a given
* month.
*
* The broadcast calendar may have either 4 or 5 weeks in a month, depending on
* the start and end dates of the broadcast weeks.
*
* @since 9.4.0
* @param month The month for which to calculate the number of weeks.
* @param dateLib The date library to use for date manipulation.
* @returns The number of weeks in the broadcast calendar (4 or 5).
*/
function getBroadcastWeeksInMonth(month, dateLib) {
	const firstDayOfMonth = dateLib.startOfMonth(month);
	const firstDayOfWeek = firstDayOfMonth.getDay() > 0 ? firstDayOfMonth.getDay() : 7;
	const broadcastStartDate = dateLib.addDays(month, -firstDayOfWeek + 1);
	const lastDateOfLastWeek = dateLib.addDays(broadcastStartDate, 34);
	return dateLib.getMonth(month) === dateLib.getMonth(lastDateOfLastWeek) ? FIVE_WEEKS : FOUR_WEEKS;
}
// ../../node_modules/react-day-picker/dist/esm/helpers/startOfBroadcastWeek.js
/**
* Returns the start date of the week in the broadcast calendar.
*
* The broadcast week starts on Monday. If the first day of the month is not a
* Monday, this function calculates the previous Monday as the start of the
* broadcast week.
*
* @since 9.4.0
* @param date The date for which to calculate the start of the broadcast week.
* @param dateLib The date library to use for date manipulation.
* @returns The start date of the broadcast week.
*/
function startOfBroadcastWeek(date, dateLib) {
	const firstOfMonth = dateLib.startOfMonth(date);
	const dayOfWeek = firstOfMonth.getDay();
	if (dayOfWeek === 1) return firstOfMonth;
	else if (dayOfWeek === 0) return dateLib.addDays(firstOfMonth, -6);
	else return dateLib.addDays(firstOfMonth, -1 * (dayOfWeek - 1));
}
// ../../node_modules/react-day-picker/dist/esm/helpers/endOfBroadcastWeek.js
/**
* Returns the end date of the week in the broadcast calendar.
*
* The broadcast week ends on the last day of the last broadcast week for the
* given date.
*
* @since 9.4.0
* @param date The date for which to calculate the end of the broadcast week.
* @param dateLib The date library to use for date manipulation.
* @returns The end date of the broadcast week.
*/
function endOfBroadcastWeek(date, dateLib) {
	const startDate = startOfBroadcastWeek(date, dateLib);
	const numberOfWeeks = getBroadcastWeeksInMonth(date, dateLib);
	return dateLib.addDays(startDate, numberOfWeeks * 7 - 1);
}
// ../../node_modules/react-day-picker/dist/esm/locale/en-US.js
/** English (United States) locale extended with DayPicker-specific translations. */
var enUS = {
	...enUS$1,
	labels: {
		labelDayButton: (date, modifiers, options, dateLib) => {
			let formatDate;
			if (dateLib && typeof dateLib.format === "function") formatDate = dateLib.format.bind(dateLib);
			else formatDate = (d, pattern) => format(d, pattern, {
				locale: enUS$1,
				...options
			});
			let label = formatDate(date, "PPPP");
			if (modifiers.today) label = `Today, ${label}`;
			if (modifiers.selected) label = `${label}, selected`;
			return label;
		},
		labelMonthDropdown: "Choose the Month",
		labelNext: "Go to the Next Month",
		labelPrevious: "Go to the Previous Month",
		labelWeekNumber: (weekNumber) => `Week ${weekNumber}`,
		labelYearDropdown: "Choose the Year",
		labelGrid: (date, options, dateLib) => {
			let formatDate;
			if (dateLib && typeof dateLib.format === "function") formatDate = dateLib.format.bind(dateLib);
			else formatDate = (d, pattern) => format(d, pattern, {
				locale: enUS$1,
				...options
			});
			return formatDate(date, "LLLL yyyy");
		},
		labelGridcell: (date, modifiers, options, dateLib) => {
			let formatDate;
			if (dateLib && typeof dateLib.format === "function") formatDate = dateLib.format.bind(dateLib);
			else formatDate = (d, pattern) => format(d, pattern, {
				locale: enUS$1,
				...options
			});
			let label = formatDate(date, "PPPP");
			if (modifiers?.today) label = `Today, ${label}`;
			return label;
		},
		labelNav: "Navigation bar",
		labelWeekNumberHeader: "Week Number",
		labelWeekday: (date, options, dateLib) => {
			let formatDate;
			if (dateLib && typeof dateLib.format === "function") formatDate = dateLib.format.bind(dateLib);
			else formatDate = (d, pattern) => format(d, pattern, {
				locale: enUS$1,
				...options
			});
			return formatDate(date, "cccc");
		}
	}
};
// ../../node_modules/react-day-picker/dist/esm/classes/DateLib.js
/**
* A wrapper class around [date-fns](http://date-fns.org) that provides utility
* methods for date manipulation and formatting.
*
* @since 9.2.0
* @example
*   const dateLib = new DateLib({ locale: es });
*   const newDate = dateLib.addDays(new Date(), 5);
*/
var DateLib = class DateLib {
	/**
	* Creates an instance of `DateLib`.
	*
	* @param options Configuration options for the date library.
	* @param overrides Custom overrides for the date library functions.
	*/
	constructor(options, overrides) {
		/**
		* Creates a new `Date` object representing today's date.
		*
		* @since 9.5.0
		* @returns A `Date` object for today's date.
		*/
		this.today = () => {
			if (this.overrides?.today) return this.overrides.today();
			if (this.options.timeZone) return TZDate.tz(this.options.timeZone);
			return new (this.options.Date ?? Date)();
		};
		/**
		* Creates a new `Date` object with the specified year, month, and day.
		*
		* @since 9.5.0
		* @param year The year.
		* @param monthIndex The month (0-11).
		* @param date The day of the month.
		* @returns A new `Date` object.
		*/
		this.newDate = (year, monthIndex, date) => {
			if (this.overrides?.newDate) return this.overrides.newDate(year, monthIndex, date);
			if (this.options.timeZone) return new TZDate(year, monthIndex, date, this.options.timeZone);
			return new Date(year, monthIndex, date);
		};
		/**
		* Adds the specified number of days to the given date.
		*
		* @param date The date to add days to.
		* @param amount The number of days to add.
		* @returns The new date with the days added.
		*/
		this.addDays = (date, amount) => {
			return this.overrides?.addDays ? this.overrides.addDays(date, amount) : addDays(date, amount);
		};
		/**
		* Adds the specified number of months to the given date.
		*
		* @param date The date to add months to.
		* @param amount The number of months to add.
		* @returns The new date with the months added.
		*/
		this.addMonths = (date, amount) => {
			return this.overrides?.addMonths ? this.overrides.addMonths(date, amount) : addMonths(date, amount);
		};
		/**
		* Adds the specified number of weeks to the given date.
		*
		* @param date The date to add weeks to.
		* @param amount The number of weeks to add.
		* @returns The new date with the weeks added.
		*/
		this.addWeeks = (date, amount) => {
			return this.overrides?.addWeeks ? this.overrides.addWeeks(date, amount) : addWeeks(date, amount);
		};
		/**
		* Adds the specified number of years to the given date.
		*
		* @param date The date to add years to.
		* @param amount The number of years to add.
		* @returns The new date with the years added.
		*/
		this.addYears = (date, amount) => {
			return this.overrides?.addYears ? this.overrides.addYears(date, amount) : addYears(date, amount);
		};
		/**
		* Returns the number of calendar days between the given dates.
		*
		* @param dateLeft The later date.
		* @param dateRight The earlier date.
		* @returns The number of calendar days between the dates.
		*/
		this.differenceInCalendarDays = (dateLeft, dateRight) => {
			return this.overrides?.differenceInCalendarDays ? this.overrides.differenceInCalendarDays(dateLeft, dateRight) : differenceInCalendarDays(dateLeft, dateRight);
		};
		/**
		* Returns the number of calendar months between the given dates.
		*
		* @param dateLeft The later date.
		* @param dateRight The earlier date.
		* @returns The number of calendar months between the dates.
		*/
		this.differenceInCalendarMonths = (dateLeft, dateRight) => {
			return this.overrides?.differenceInCalendarMonths ? this.overrides.differenceInCalendarMonths(dateLeft, dateRight) : differenceInCalendarMonths(dateLeft, dateRight);
		};
		/**
		* Returns the months between the given dates.
		*
		* @param interval The interval to get the months for.
		*/
		this.eachMonthOfInterval = (interval) => {
			return this.overrides?.eachMonthOfInterval ? this.overrides.eachMonthOfInterval(interval) : eachMonthOfInterval(interval);
		};
		/**
		* Returns the years between the given dates.
		*
		* @since 9.11.1
		* @param interval The interval to get the years for.
		* @returns The array of years in the interval.
		*/
		this.eachYearOfInterval = (interval) => {
			const years = this.overrides?.eachYearOfInterval ? this.overrides.eachYearOfInterval(interval) : eachYearOfInterval(interval);
			const uniqueYears = new Set(years.map((d) => this.getYear(d)));
			if (uniqueYears.size === years.length) return years;
			const yearsArray = [];
			uniqueYears.forEach((y) => {
				yearsArray.push(new Date(y, 0, 1));
			});
			return yearsArray;
		};
		/**
		* Returns the end of the broadcast week for the given date.
		*
		* @param date The original date.
		* @returns The end of the broadcast week.
		*/
		this.endOfBroadcastWeek = (date) => {
			return this.overrides?.endOfBroadcastWeek ? this.overrides.endOfBroadcastWeek(date) : endOfBroadcastWeek(date, this);
		};
		/**
		* Returns the end of the ISO week for the given date.
		*
		* @param date The original date.
		* @returns The end of the ISO week.
		*/
		this.endOfISOWeek = (date) => {
			return this.overrides?.endOfISOWeek ? this.overrides.endOfISOWeek(date) : endOfISOWeek(date);
		};
		/**
		* Returns the end of the month for the given date.
		*
		* @param date The original date.
		* @returns The end of the month.
		*/
		this.endOfMonth = (date) => {
			return this.overrides?.endOfMonth ? this.overrides.endOfMonth(date) : endOfMonth(date);
		};
		/**
		* Returns the end of the week for the given date.
		*
		* @param date The original date.
		* @returns The end of the week.
		*/
		this.endOfWeek = (date, options) => {
			return this.overrides?.endOfWeek ? this.overrides.endOfWeek(date, options) : endOfWeek(date, this.options);
		};
		/**
		* Returns the end of the year for the given date.
		*
		* @param date The original date.
		* @returns The end of the year.
		*/
		this.endOfYear = (date) => {
			return this.overrides?.endOfYear ? this.overrides.endOfYear(date) : endOfYear(date);
		};
		/**
		* Formats the given date using the specified format string.
		*
		* @param date The date to format.
		* @param formatStr The format string.
		* @returns The formatted date string.
		*/
		this.format = (date, formatStr, _options) => {
			const formatted = this.overrides?.format ? this.overrides.format(date, formatStr, this.options) : format(date, formatStr, this.options);
			if (this.options.numerals && this.options.numerals !== "latn") return this.replaceDigits(formatted);
			return formatted;
		};
		/**
		* Returns the ISO week number for the given date.
		*
		* @param date The date to get the ISO week number for.
		* @returns The ISO week number.
		*/
		this.getISOWeek = (date) => {
			return this.overrides?.getISOWeek ? this.overrides.getISOWeek(date) : getISOWeek(date);
		};
		/**
		* Returns the month of the given date.
		*
		* @param date The date to get the month for.
		* @returns The month.
		*/
		this.getMonth = (date, _options) => {
			return this.overrides?.getMonth ? this.overrides.getMonth(date, this.options) : getMonth(date, this.options);
		};
		/**
		* Returns the year of the given date.
		*
		* @param date The date to get the year for.
		* @returns The year.
		*/
		this.getYear = (date, _options) => {
			return this.overrides?.getYear ? this.overrides.getYear(date, this.options) : getYear(date, this.options);
		};
		/**
		* Returns the local week number for the given date.
		*
		* @param date The date to get the week number for.
		* @returns The week number.
		*/
		this.getWeek = (date, _options) => {
			return this.overrides?.getWeek ? this.overrides.getWeek(date, this.options) : getWeek(date, this.options);
		};
		/**
		* Checks if the first date is after the second date.
		*
		* @param date The date to compare.
		* @param dateToCompare The date to compare with.
		* @returns True if the first date is after the second date.
		*/
		this.isAfter = (date, dateToCompare) => {
			return this.overrides?.isAfter ? this.overrides.isAfter(date, dateToCompare) : isAfter(date, dateToCompare);
		};
		/**
		* Checks if the first date is before the second date.
		*
		* @param date The date to compare.
		* @param dateToCompare The date to compare with.
		* @returns True if the first date is before the second date.
		*/
		this.isBefore = (date, dateToCompare) => {
			return this.overrides?.isBefore ? this.overrides.isBefore(date, dateToCompare) : isBefore(date, dateToCompare);
		};
		/**
		* Checks if the given value is a Date object.
		*
		* @param value The value to check.
		* @returns True if the value is a Date object.
		*/
		this.isDate = (value) => {
			return this.overrides?.isDate ? this.overrides.isDate(value) : isDate(value);
		};
		/**
		* Checks if the given dates are on the same day.
		*
		* @param dateLeft The first date to compare.
		* @param dateRight The second date to compare.
		* @returns True if the dates are on the same day.
		*/
		this.isSameDay = (dateLeft, dateRight) => {
			return this.overrides?.isSameDay ? this.overrides.isSameDay(dateLeft, dateRight) : isSameDay(dateLeft, dateRight);
		};
		/**
		* Checks if the given dates are in the same month.
		*
		* @param dateLeft The first date to compare.
		* @param dateRight The second date to compare.
		* @returns True if the dates are in the same month.
		*/
		this.isSameMonth = (dateLeft, dateRight) => {
			return this.overrides?.isSameMonth ? this.overrides.isSameMonth(dateLeft, dateRight) : isSameMonth(dateLeft, dateRight);
		};
		/**
		* Checks if the given dates are in the same year.
		*
		* @param dateLeft The first date to compare.
		* @param dateRight The second date to compare.
		* @returns True if the dates are in the same year.
		*/
		this.isSameYear = (dateLeft, dateRight) => {
			return this.overrides?.isSameYear ? this.overrides.isSameYear(dateLeft, dateRight) : isSameYear(dateLeft, dateRight);
		};
		/**
		* Returns the latest date in the given array of dates.
		*
		* @param dates The array of dates to compare.
		* @returns The latest date.
		*/
		this.max = (dates) => {
			return this.overrides?.max ? this.overrides.max(dates) : max(dates);
		};
		/**
		* Returns the earliest date in the given array of dates.
		*
		* @param dates The array of dates to compare.
		* @returns The earliest date.
		*/
		this.min = (dates) => {
			return this.overrides?.min ? this.overrides.min(dates) : min(dates);
		};
		/**
		* Sets the month of the given date.
		*
		* @param date The date to set the month on.
		* @param month The month to set (0-11).
		* @returns The new date with the month set.
		*/
		this.setMonth = (date, month) => {
			return this.overrides?.setMonth ? this.overrides.setMonth(date, month) : setMonth(date, month);
		};
		/**
		* Sets the year of the given date.
		*
		* @param date The date to set the year on.
		* @param year The year to set.
		* @returns The new date with the year set.
		*/
		this.setYear = (date, year) => {
			return this.overrides?.setYear ? this.overrides.setYear(date, year) : setYear(date, year);
		};
		/**
		* Returns the start of the broadcast week for the given date.
		*
		* @param date The original date.
		* @returns The start of the broadcast week.
		*/
		this.startOfBroadcastWeek = (date, _dateLib) => {
			return this.overrides?.startOfBroadcastWeek ? this.overrides.startOfBroadcastWeek(date, this) : startOfBroadcastWeek(date, this);
		};
		/**
		* Returns the start of the day for the given date.
		*
		* @param date The original date.
		* @returns The start of the day.
		*/
		this.startOfDay = (date) => {
			return this.overrides?.startOfDay ? this.overrides.startOfDay(date) : startOfDay(date);
		};
		/**
		* Returns the start of the ISO week for the given date.
		*
		* @param date The original date.
		* @returns The start of the ISO week.
		*/
		this.startOfISOWeek = (date) => {
			return this.overrides?.startOfISOWeek ? this.overrides.startOfISOWeek(date) : startOfISOWeek(date);
		};
		/**
		* Returns the start of the month for the given date.
		*
		* @param date The original date.
		* @returns The start of the month.
		*/
		this.startOfMonth = (date) => {
			return this.overrides?.startOfMonth ? this.overrides.startOfMonth(date) : startOfMonth(date);
		};
		/**
		* Returns the start of the week for the given date.
		*
		* @param date The original date.
		* @returns The start of the week.
		*/
		this.startOfWeek = (date, _options) => {
			return this.overrides?.startOfWeek ? this.overrides.startOfWeek(date, this.options) : startOfWeek(date, this.options);
		};
		/**
		* Returns the start of the year for the given date.
		*
		* @param date The original date.
		* @returns The start of the year.
		*/
		this.startOfYear = (date) => {
			return this.overrides?.startOfYear ? this.overrides.startOfYear(date) : startOfYear(date);
		};
		this.options = {
			locale: enUS,
			...options
		};
		this.overrides = overrides;
	}
	/**
	* Generates a mapping of Arabic digits (0-9) to the target numbering system
	* digits.
	*
	* @since 9.5.0
	* @returns A record mapping Arabic digits to the target numerals.
	*/
	getDigitMap() {
		const { numerals = "latn" } = this.options;
		const formatter = new Intl.NumberFormat("en-US", { numberingSystem: numerals });
		const digitMap = {};
		for (let i = 0; i < 10; i++) digitMap[i.toString()] = formatter.format(i);
		return digitMap;
	}
	/**
	* Replaces Arabic digits in a string with the target numbering system digits.
	*
	* @since 9.5.0
	* @param input The string containing Arabic digits.
	* @returns The string with digits replaced.
	*/
	replaceDigits(input) {
		const digitMap = this.getDigitMap();
		return input.replace(/\d/g, (digit) => digitMap[digit] || digit);
	}
	/**
	* Formats a number using the configured numbering system.
	*
	* @since 9.5.0
	* @param value The number to format.
	* @returns The formatted number as a string.
	*/
	formatNumber(value) {
		return this.replaceDigits(value.toString());
	}
	/**
	* Returns the preferred ordering for month and year labels for the current
	* locale.
	*/
	getMonthYearOrder() {
		const code = this.options.locale?.code;
		if (!code) return "month-first";
		return DateLib.yearFirstLocales.has(code) ? "year-first" : "month-first";
	}
	/**
	* Formats the month/year pair respecting locale conventions.
	*
	* @since 9.11.0
	*/
	formatMonthYear(date) {
		const { locale, timeZone, numerals } = this.options;
		const localeCode = locale?.code;
		if (localeCode && DateLib.yearFirstLocales.has(localeCode)) try {
			return new Intl.DateTimeFormat(localeCode, {
				month: "long",
				year: "numeric",
				timeZone,
				numberingSystem: numerals
			}).format(date);
		} catch {}
		const pattern = this.getMonthYearOrder() === "year-first" ? "y LLLL" : "LLLL y";
		return this.format(date, pattern);
	}
};
DateLib.yearFirstLocales = /* @__PURE__ */ new Set([
	"eu",
	"hu",
	"ja",
	"ja-Hira",
	"ja-JP",
	"ko",
	"ko-KR",
	"lt",
	"lt-LT",
	"lv",
	"lv-LV",
	"mn",
	"mn-MN",
	"zh",
	"zh-CN",
	"zh-HK",
	"zh-TW"
]);
/**
* The default date library with English locale.
*
* @since 9.2.0
*/
var defaultDateLib = new DateLib();
// ../../node_modules/react-day-picker/dist/esm/classes/CalendarDay.js
/**
* Represents a day displayed in the calendar.
*
* In DayPicker, a `CalendarDay` is a wrapper around a `Date` object that
* provides additional information about the day, such as whether it belongs to
* the displayed month.
*/
var CalendarDay = class {
	constructor(date, displayMonth, dateLib = defaultDateLib) {
		this.date = date;
		this.displayMonth = displayMonth;
		this.outside = Boolean(displayMonth && !dateLib.isSameMonth(date, displayMonth));
		this.dateLib = dateLib;
		this.isoDate = dateLib.format(date, "yyyy-MM-dd");
		this.displayMonthId = dateLib.format(displayMonth, "yyyy-MM");
		this.dateMonthId = dateLib.format(date, "yyyy-MM");
	}
	/**
	* Checks if this day is equal to another `CalendarDay`, considering both the
	* date and the displayed month.
	*
	* @param day The `CalendarDay` to compare with.
	* @returns `true` if the days are equal, otherwise `false`.
	*/
	isEqualTo(day) {
		return this.dateLib.isSameDay(day.date, this.date) && this.dateLib.isSameMonth(day.displayMonth, this.displayMonth);
	}
};
// ../../node_modules/react-day-picker/dist/esm/classes/CalendarMonth.js
/**
* Represents a month in a calendar year.
*
* A `CalendarMonth` contains the weeks within the month and the date of the
* month.
*/
var CalendarMonth = class {
	constructor(month, weeks) {
		this.date = month;
		this.weeks = weeks;
	}
};
// ../../node_modules/react-day-picker/dist/esm/classes/CalendarWeek.js
/**
* Represents a week in a calendar month.
*
* A `CalendarWeek` contains the days within the week and the week number.
*/
var CalendarWeek = class {
	constructor(weekNumber, days) {
		this.days = days;
		this.weekNumber = weekNumber;
	}
};
// ../../node_modules/react-day-picker/dist/esm/components/CaptionLabel.js
/**
* Render the label in the month caption.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function CaptionLabel(props) {
	return import_react.createElement("span", { ...props });
}
// ../../node_modules/react-day-picker/dist/esm/components/Chevron.js
/**
* Render the chevron icon used in the navigation buttons and dropdowns.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function Chevron(props) {
	const { size = 24, orientation = "left", className, style } = props;
	return import_react.createElement("svg", {
		className,
		style,
		width: size,
		height: size,
		viewBox: "0 0 24 24"
	}, orientation === "up" && import_react.createElement("polygon", { points: "6.77 17 12.5 11.43 18.24 17 20 15.28 12.5 8 5 15.28" }), orientation === "down" && import_react.createElement("polygon", { points: "6.77 8 12.5 13.57 18.24 8 20 9.72 12.5 17 5 9.72" }), orientation === "left" && import_react.createElement("polygon", { points: "16 18.112 9.81111111 12 16 5.87733333 14.0888889 4 6 12 14.0888889 20" }), orientation === "right" && import_react.createElement("polygon", { points: "8 18.112 14.18888889 12 8 5.87733333 9.91111111 4 18 12 9.91111111 20" }));
}
// ../../node_modules/react-day-picker/dist/esm/components/Day.js
/**
* Render a grid cell for a specific day in the calendar.
*
* Handles interaction and focus for the day. If you only need to change the
* content of the day cell, consider swapping the `DayButton` component
* instead.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function Day(props) {
	const { day, modifiers, ...tdProps } = props;
	return import_react.createElement("td", { ...tdProps });
}
// ../../node_modules/react-day-picker/dist/esm/components/DayButton.js
/**
* Render a button for a specific day in the calendar.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function DayButton(props) {
	const { day, modifiers, ...buttonProps } = props;
	const ref = import_react.useRef(null);
	import_react.useEffect(() => {
		if (modifiers.focused) ref.current?.focus();
	}, [modifiers.focused]);
	return import_react.createElement("button", {
		ref,
		...buttonProps
	});
}
// ../../node_modules/react-day-picker/dist/esm/UI.js
/**
* Enum representing the UI elements composing DayPicker. These elements are
* mapped to {@link CustomComponents}, {@link ClassNames}, and {@link Styles}.
*
* Some elements are extended by flags and modifiers.
*/
var UI;
(function(UI) {
	/** The root component displaying the months and the navigation bar. */
	UI["Root"] = "root";
	/** The Chevron SVG element used by navigation buttons and dropdowns. */
	UI["Chevron"] = "chevron";
	/**
	* The grid cell with the day's date. Extended by {@link DayFlag} and
	* {@link SelectionState}.
	*/
	UI["Day"] = "day";
	/** The button containing the formatted day's date, inside the grid cell. */
	UI["DayButton"] = "day_button";
	/** The caption label of the month (when not showing the dropdown navigation). */
	UI["CaptionLabel"] = "caption_label";
	/** The container of the dropdown navigation (when enabled). */
	UI["Dropdowns"] = "dropdowns";
	/** The dropdown element to select for years and months. */
	UI["Dropdown"] = "dropdown";
	/** The container element of the dropdown. */
	UI["DropdownRoot"] = "dropdown_root";
	/** The root element of the footer. */
	UI["Footer"] = "footer";
	/** The month grid. */
	UI["MonthGrid"] = "month_grid";
	/** Contains the dropdown navigation or the caption label. */
	UI["MonthCaption"] = "month_caption";
	/** The dropdown with the months. */
	UI["MonthsDropdown"] = "months_dropdown";
	/** Wrapper of the month grid. */
	UI["Month"] = "month";
	/** The container of the displayed months. */
	UI["Months"] = "months";
	/** The navigation bar with the previous and next buttons. */
	UI["Nav"] = "nav";
	/**
	* The next month button in the navigation. *
	*
	* @since 9.1.0
	*/
	UI["NextMonthButton"] = "button_next";
	/**
	* The previous month button in the navigation.
	*
	* @since 9.1.0
	*/
	UI["PreviousMonthButton"] = "button_previous";
	/** The row containing the week. */
	UI["Week"] = "week";
	/** The group of row weeks in a month (`tbody`). */
	UI["Weeks"] = "weeks";
	/** The column header with the weekday. */
	UI["Weekday"] = "weekday";
	/** The row grouping the weekdays in the column headers. */
	UI["Weekdays"] = "weekdays";
	/** The cell containing the week number. */
	UI["WeekNumber"] = "week_number";
	/** The cell header of the week numbers column. */
	UI["WeekNumberHeader"] = "week_number_header";
	/** The dropdown with the years. */
	UI["YearsDropdown"] = "years_dropdown";
})(UI || (UI = {}));
/** Enum representing flags for the {@link UI | UI.Day} element. */
var DayFlag;
(function(DayFlag) {
	/** The day is disabled. */
	DayFlag["disabled"] = "disabled";
	/** The day is hidden. */
	DayFlag["hidden"] = "hidden";
	/** The day is outside the current month. */
	DayFlag["outside"] = "outside";
	/** The day is focused. */
	DayFlag["focused"] = "focused";
	/** The day is today. */
	DayFlag["today"] = "today";
})(DayFlag || (DayFlag = {}));
/**
* Enum representing selection states that can be applied to the
* {@link UI | UI.Day} element in selection mode.
*/
var SelectionState;
(function(SelectionState) {
	/** The day is at the end of a selected range. */
	SelectionState["range_end"] = "range_end";
	/** The day is at the middle of a selected range. */
	SelectionState["range_middle"] = "range_middle";
	/** The day is at the start of a selected range. */
	SelectionState["range_start"] = "range_start";
	/** The day is selected. */
	SelectionState["selected"] = "selected";
})(SelectionState || (SelectionState = {}));
/**
* Enum representing different animation states for transitioning between
* months.
*/
var Animation;
(function(Animation) {
	/** The entering weeks when they appear before the exiting month. */
	Animation["weeks_before_enter"] = "weeks_before_enter";
	/** The exiting weeks when they disappear before the entering month. */
	Animation["weeks_before_exit"] = "weeks_before_exit";
	/** The entering weeks when they appear after the exiting month. */
	Animation["weeks_after_enter"] = "weeks_after_enter";
	/** The exiting weeks when they disappear after the entering month. */
	Animation["weeks_after_exit"] = "weeks_after_exit";
	/** The entering caption when it appears after the exiting month. */
	Animation["caption_after_enter"] = "caption_after_enter";
	/** The exiting caption when it disappears after the entering month. */
	Animation["caption_after_exit"] = "caption_after_exit";
	/** The entering caption when it appears before the exiting month. */
	Animation["caption_before_enter"] = "caption_before_enter";
	/** The exiting caption when it disappears before the entering month. */
	Animation["caption_before_exit"] = "caption_before_exit";
})(Animation || (Animation = {}));
// ../../node_modules/react-day-picker/dist/esm/useDayPicker.js
/** @ignore */
var dayPickerContext = (0, import_react.createContext)(void 0);
/**
* Provides access to the DayPicker context, which includes properties and
* methods to interact with the DayPicker component. This hook must be used
* within a custom component.
*
* @template T - Use this type to refine the returned context type with a
*   specific selection mode.
* @returns The context to work with DayPicker.
* @throws {Error} If the hook is used outside of a DayPicker provider.
* @group Hooks
* @see https://daypicker.dev/guides/custom-components
*/
function useDayPicker() {
	const context = (0, import_react.useContext)(dayPickerContext);
	if (context === void 0) throw new Error("useDayPicker() must be used within a custom component.");
	return context;
}
// ../../node_modules/react-day-picker/dist/esm/components/Dropdown.js
/**
* Render a dropdown component for navigation in the calendar.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function Dropdown(props) {
	const { options, className, ...selectProps } = props;
	const { classNames, components, styles } = useDayPicker();
	const cssClassSelect = [classNames[UI.Dropdown], className].join(" ");
	const selectedOption = options?.find(({ value }) => value === selectProps.value);
	return import_react.createElement("span", {
		"data-disabled": selectProps.disabled,
		className: classNames[UI.DropdownRoot],
		style: styles?.[UI.DropdownRoot]
	}, import_react.createElement(components.Select, {
		className: cssClassSelect,
		...selectProps
	}, options?.map(({ value, label, disabled }) => import_react.createElement(components.Option, {
		key: value,
		value,
		disabled
	}, label))), import_react.createElement("span", {
		className: classNames[UI.CaptionLabel],
		style: styles?.[UI.CaptionLabel],
		"aria-hidden": true
	}, selectedOption?.label, import_react.createElement(components.Chevron, {
		orientation: "down",
		size: 18,
		className: classNames[UI.Chevron],
		style: styles?.[UI.Chevron]
	})));
}
// ../../node_modules/react-day-picker/dist/esm/components/DropdownNav.js
/**
* Render the navigation dropdowns for the calendar.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function DropdownNav(props) {
	return import_react.createElement("div", { ...props });
}
// ../../node_modules/react-day-picker/dist/esm/components/Footer.js
/**
* Render the footer of the calendar.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function Footer(props) {
	return import_react.createElement("div", { ...props });
}
// ../../node_modules/react-day-picker/dist/esm/components/Month.js
/**
* Render the grid with the weekday header row and the weeks for a specific
* month.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function Month(props) {
	const { calendarMonth, displayIndex, ...divProps } = props;
	return import_react.createElement("div", { ...divProps }, props.children);
}
// ../../node_modules/react-day-picker/dist/esm/components/MonthCaption.js
/**
* Render the caption for a month in the calendar.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function MonthCaption(props) {
	const { calendarMonth, displayIndex, ...divProps } = props;
	return import_react.createElement("div", { ...divProps });
}
// ../../node_modules/react-day-picker/dist/esm/components/MonthGrid.js
/**
* Render the grid of days for a specific month.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function MonthGrid(props) {
	return import_react.createElement("table", { ...props });
}
// ../../node_modules/react-day-picker/dist/esm/components/Months.js
/**
* Render a container wrapping the month grids.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function Months(props) {
	return import_react.createElement("div", { ...props });
}
// ../../node_modules/react-day-picker/dist/esm/components/MonthsDropdown.js
/**
* Render a dropdown to navigate between months in the calendar.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function MonthsDropdown(props) {
	const { components } = useDayPicker();
	return import_react.createElement(components.Dropdown, { ...props });
}
// ../../node_modules/react-day-picker/dist/esm/components/Nav.js
/**
* Render the navigation toolbar with buttons to navigate between months.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function Nav(props) {
	const { onPreviousClick, onNextClick, previousMonth, nextMonth, ...navProps } = props;
	const { components, classNames, styles, labels: { labelPrevious, labelNext } } = useDayPicker();
	const handleNextClick = (0, import_react.useCallback)((e) => {
		if (nextMonth) onNextClick?.(e);
	}, [nextMonth, onNextClick]);
	const handlePreviousClick = (0, import_react.useCallback)((e) => {
		if (previousMonth) onPreviousClick?.(e);
	}, [previousMonth, onPreviousClick]);
	return import_react.createElement("nav", { ...navProps }, import_react.createElement(components.PreviousMonthButton, {
		type: "button",
		className: classNames[UI.PreviousMonthButton],
		style: styles?.[UI.PreviousMonthButton],
		tabIndex: previousMonth ? void 0 : -1,
		"aria-disabled": previousMonth ? void 0 : true,
		"aria-label": labelPrevious(previousMonth),
		onClick: handlePreviousClick
	}, import_react.createElement(components.Chevron, {
		disabled: previousMonth ? void 0 : true,
		className: classNames[UI.Chevron],
		style: styles?.[UI.Chevron],
		orientation: "left"
	})), import_react.createElement(components.NextMonthButton, {
		type: "button",
		className: classNames[UI.NextMonthButton],
		style: styles?.[UI.NextMonthButton],
		tabIndex: nextMonth ? void 0 : -1,
		"aria-disabled": nextMonth ? void 0 : true,
		"aria-label": labelNext(nextMonth),
		onClick: handleNextClick
	}, import_react.createElement(components.Chevron, {
		disabled: nextMonth ? void 0 : true,
		orientation: "right",
		className: classNames[UI.Chevron],
		style: styles?.[UI.Chevron]
	})));
}
// ../../node_modules/react-day-picker/dist/esm/components/NextMonthButton.js
/**
* Render the button to navigate to the next month in the calendar.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function NextMonthButton(props) {
	return import_react.createElement("button", { ...props });
}
// ../../node_modules/react-day-picker/dist/esm/components/Option.js
/**
* Render an `option` element.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function Option(props) {
	return import_react.createElement("option", { ...props });
}
// ../../node_modules/react-day-picker/dist/esm/components/PreviousMonthButton.js
/**
* Render the button to navigate to the previous month in the calendar.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function PreviousMonthButton(props) {
	return import_react.createElement("button", { ...props });
}
// ../../node_modules/react-day-picker/dist/esm/components/Root.js
/**
* Render the root element of the calendar.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function Root(props) {
	const { rootRef, ...rest } = props;
	return import_react.createElement("div", {
		...rest,
		ref: rootRef
	});
}
// ../../node_modules/react-day-picker/dist/esm/components/Select.js
/**
* Render a `select` element.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function Select(props) {
	return import_react.createElement("select", { ...props });
}
// ../../node_modules/react-day-picker/dist/esm/components/Week.js
/**
* Render a table row representing a week in the calendar.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function Week(props) {
	const { week, ...trProps } = props;
	return import_react.createElement("tr", { ...trProps });
}
// ../../node_modules/react-day-picker/dist/esm/components/Weekday.js
/**
* Render a table header cell with the name of a weekday (e.g., "Mo", "Tu").
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function Weekday(props) {
	return import_react.createElement("th", { ...props });
}
// ../../node_modules/react-day-picker/dist/esm/components/Weekdays.js
/**
* Render the table row containing the weekday names.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function Weekdays(props) {
	return import_react.createElement("thead", { "aria-hidden": true }, import_react.createElement("tr", { ...props }));
}
// ../../node_modules/react-day-picker/dist/esm/components/WeekNumber.js
/**
* Render a table cell displaying the number of the week.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function WeekNumber(props) {
	const { week, ...thProps } = props;
	return import_react.createElement("th", { ...thProps });
}
// ../../node_modules/react-day-picker/dist/esm/components/WeekNumberHeader.js
/**
* Render the header cell for the week numbers column.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function WeekNumberHeader(props) {
	return import_react.createElement("th", { ...props });
}
// ../../node_modules/react-day-picker/dist/esm/components/Weeks.js
/**
* Render the container for the weeks in the month grid.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function Weeks(props) {
	return import_react.createElement("tbody", { ...props });
}
// ../../node_modules/react-day-picker/dist/esm/components/YearsDropdown.js
/**
* Render a dropdown to navigate between years in the calendar.
*
* @group Components
* @see https://daypicker.dev/guides/custom-components
*/
function YearsDropdown(props) {
	const { components } = useDayPicker();
	return import_react.createElement(components.Dropdown, { ...props });
}
// ../../node_modules/react-day-picker/dist/esm/components/custom-components.js
var custom_components_exports = /* @__PURE__ */ __exportAll({
	CaptionLabel: () => CaptionLabel,
	Chevron: () => Chevron,
	Day: () => Day,
	DayButton: () => DayButton,
	Dropdown: () => Dropdown,
	DropdownNav: () => DropdownNav,
	Footer: () => Footer,
	Month: () => Month,
	MonthCaption: () => MonthCaption,
	MonthGrid: () => MonthGrid,
	Months: () => Months,
	MonthsDropdown: () => MonthsDropdown,
	Nav: () => Nav,
	NextMonthButton: () => NextMonthButton,
	Option: () => Option,
	PreviousMonthButton: () => PreviousMonthButton,
	Root: () => Root,
	Select: () => Select,
	Week: () => Week,
	WeekNumber: () => WeekNumber,
	WeekNumberHeader: () => WeekNumberHeader,
	Weekday: () => Weekday,
	Weekdays: () => Weekdays,
	Weeks: () => Weeks,
	YearsDropdown: () => YearsDropdown
});
// ../../node_modules/react-day-picker/dist/esm/utils/rangeIncludesDate.js
/**
* Checks if a given date is within a specified date range.
*
* @since 9.0.0
* @param range - The date range to check against.
* @param date - The date to check.
* @param excludeEnds - If `true`, the range's start and end dates are excluded.
* @param dateLib - The date utility library instance.
* @returns `true` if the date is within the range, otherwise `false`.
* @group Utilities
*/
function rangeIncludesDate(range, date, excludeEnds = false, dateLib = defaultDateLib) {
	let { from, to } = range;
	const { differenceInCalendarDays, isSameDay } = dateLib;
	if (from && to) {
		if (differenceInCalendarDays(to, from) < 0) [from, to] = [to, from];
		return differenceInCalendarDays(date, from) >= (excludeEnds ? 1 : 0) && differenceInCalendarDays(to, date) >= (excludeEnds ? 1 : 0);
	}
	if (!excludeEnds && to) return isSameDay(to, date);
	if (!excludeEnds && from) return isSameDay(from, date);
	return false;
}
// ../../node_modules/react-day-picker/dist/esm/utils/typeguards.js
/**
* Checks if the given value is of type {@link DateInterval}.
*
* @param matcher - The value to check.
* @returns `true` if the value is a {@link DateInterval}, otherwise `false`.
* @group Utilities
*/
function isDateInterval(matcher) {
	return Boolean(matcher && typeof matcher === "object" && "before" in matcher && "after" in matcher);
}
/**
* Checks if the given value is of type {@link DateRange}.
*
* @param value - The value to check.
* @returns `true` if the value is a {@link DateRange}, otherwise `false`.
* @group Utilities
*/
function isDateRange(value) {
	return Boolean(value && typeof value === "object" && "from" in value);
}
/**
* Checks if the given value is of type {@link DateAfter}.
*
* @param value - The value to check.
* @returns `true` if the value is a {@link DateAfter}, otherwise `false`.
* @group Utilities
*/
function isDateAfterType(value) {
	return Boolean(value && typeof value === "object" && "after" in value);
}
/**
* Checks if the given value is of type {@link DateBefore}.
*
* @param value - The value to check.
* @returns `true` if the value is a {@link DateBefore}, otherwise `false`.
* @group Utilities
*/
function isDateBeforeType(value) {
	return Boolean(value && typeof value === "object" && "before" in value);
}
/**
* Checks if the given value is of type {@link DayOfWeek}.
*
* @param value - The value to check.
* @returns `true` if the value is a {@link DayOfWeek}, otherwise `false`.
* @group Utilities
*/
function isDayOfWeekType(value) {
	return Boolean(value && typeof value === "object" && "dayOfWeek" in value);
}
/**
* Checks if the given value is an array of valid dates.
*
* @private
* @param value - The value to check.
* @param dateLib - The date utility library instance.
* @returns `true` if the value is an array of valid dates, otherwise `false`.
*/
function isDatesArray(value, dateLib) {
	return Array.isArray(value) && value.every(dateLib.isDate);
}
// ../../node_modules/react-day-picker/dist/esm/utils/dateMatchModifiers.js
/**
* Checks if a given date matches at least one of the specified {@link Matcher}.
*
* @param date - The date to check.
* @param matchers - The matchers to check against.
* @param dateLib - The date utility library instance.
* @returns `true` if the date matches any of the matchers, otherwise `false`.
* @group Utilities
*/
function dateMatchModifiers(date, matchers, dateLib = defaultDateLib) {
	const matchersArr = !Array.isArray(matchers) ? [matchers] : matchers;
	const { isSameDay, differenceInCalendarDays, isAfter } = dateLib;
	return matchersArr.some((matcher) => {
		if (typeof matcher === "boolean") return matcher;
		if (dateLib.isDate(matcher)) return isSameDay(date, matcher);
		if (isDatesArray(matcher, dateLib)) return matcher.some((matcherDate) => isSameDay(date, matcherDate));
		if (isDateRange(matcher)) return rangeIncludesDate(matcher, date, false, dateLib);
		if (isDayOfWeekType(matcher)) {
			if (!Array.isArray(matcher.dayOfWeek)) return matcher.dayOfWeek === date.getDay();
			return matcher.dayOfWeek.includes(date.getDay());
		}
		if (isDateInterval(matcher)) {
			const diffBefore = differenceInCalendarDays(matcher.before, date);
			const diffAfter = differenceInCalendarDays(matcher.after, date);
			const isDayBefore = diffBefore > 0;
			const isDayAfter = diffAfter < 0;
			if (isAfter(matcher.before, matcher.after)) return isDayAfter && isDayBefore;
			else return isDayBefore || isDayAfter;
		}
		if (isDateAfterType(matcher)) return differenceInCalendarDays(date, matcher.after) > 0;
		if (isDateBeforeType(matcher)) return differenceInCalendarDays(matcher.before, date) > 0;
		if (typeof matcher === "function") return matcher(date);
		return false;
	});
}
// ../../node_modules/react-day-picker/dist/esm/helpers/createGetModifiers.js
/**
* Creates a function to retrieve the modifiers for a given day.
*
* This function calculates both internal and custom modifiers for each day
* based on the provided calendar days and DayPicker props.
*
* @private
* @param days The array of `CalendarDay` objects to process.
* @param props The DayPicker props, including modifiers and configuration
*   options.
* @param dateLib The date library to use for date manipulation.
* @returns A function that retrieves the modifiers for a given `CalendarDay`.
*/
function createGetModifiers(days, props, navStart, navEnd, dateLib) {
	const { disabled, hidden, modifiers, showOutsideDays, broadcastCalendar, today = dateLib.today() } = props;
	const { isSameDay, isSameMonth, startOfMonth, isBefore, endOfMonth, isAfter } = dateLib;
	const computedNavStart = navStart && startOfMonth(navStart);
	const computedNavEnd = navEnd && endOfMonth(navEnd);
	const internalModifiersMap = {
		[DayFlag.focused]: [],
		[DayFlag.outside]: [],
		[DayFlag.disabled]: [],
		[DayFlag.hidden]: [],
		[DayFlag.today]: []
	};
	const customModifiersMap = {};
	for (const day of days) {
		const { date, displayMonth } = day;
		const isOutside = Boolean(displayMonth && !isSameMonth(date, displayMonth));
		const isBeforeNavStart = Boolean(computedNavStart && isBefore(date, computedNavStart));
		const isAfterNavEnd = Boolean(computedNavEnd && isAfter(date, computedNavEnd));
		const isDisabled = Boolean(disabled && dateMatchModifiers(date, disabled, dateLib));
		const isHidden = Boolean(hidden && dateMatchModifiers(date, hidden, dateLib)) || isBeforeNavStart || isAfterNavEnd || !broadcastCalendar && !showOutsideDays && isOutside || broadcastCalendar && showOutsideDays === false && isOutside;
		const isToday = isSameDay(date, today);
		if (isOutside) internalModifiersMap.outside.push(day);
		if (isDisabled) internalModifiersMap.disabled.push(day);
		if (isHidden) internalModifiersMap.hidden.push(day);
		if (isToday) internalModifiersMap.today.push(day);
		if (modifiers) Object.keys(modifiers).forEach((name) => {
			const modifierValue = modifiers?.[name];
			if (!(modifierValue ? dateMatchModifiers(date, modifierValue, dateLib) : false)) return;
			if (customModifiersMap[name]) customModifiersMap[name].push(day);
			else customModifiersMap[name] = [day];
		});
	}
	return (day) => {
		const dayFlags = {
			[DayFlag.focused]: false,
			[DayFlag.disabled]: false,
			[DayFlag.hidden]: false,
			[DayFlag.outside]: false,
			[DayFlag.today]: false
		};
		const customModifiers = {};
		for (const name in internalModifiersMap) dayFlags[name] = internalModifiersMap[name].some((d) => d === day);
		for (const name in customModifiersMap) customModifiers[name] = customModifiersMap[name].some((d) => d === day);
		return {
			...dayFlags,
			...customModifiers
		};
	};
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getClassNamesForModifiers.js
/**
* Returns the class names for a day based on its modifiers.
*
* This function combines the base class name for the day with any class names
* associated with active modifiers.
*
* @param modifiers The modifiers applied to the day.
* @param classNames The base class names for the calendar elements.
* @param modifiersClassNames The class names associated with specific
*   modifiers.
* @returns An array of class names for the day.
*/
function getClassNamesForModifiers(modifiers, classNames, modifiersClassNames = {}) {
	return Object.entries(modifiers).filter(([, active]) => active === true).reduce((previousValue, [key]) => {
		if (modifiersClassNames[key]) previousValue.push(modifiersClassNames[key]);
		else if (classNames[DayFlag[key]]) previousValue.push(classNames[DayFlag[key]]);
		else if (classNames[SelectionState[key]]) previousValue.push(classNames[SelectionState[key]]);
		return previousValue;
	}, [classNames[UI.Day]]);
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getComponents.js
/**
* Merges custom components from the props with the default components.
*
* This function ensures that any custom components provided in the props
* override the default components.
*
* @param customComponents The custom components provided in the DayPicker
*   props.
* @returns An object containing the merged components.
*/
function getComponents(customComponents) {
	return {
		...custom_components_exports,
		...customComponents
	};
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getDataAttributes.js
/**
* Extracts `data-` attributes from the DayPicker props.
*
* This function collects all `data-` attributes from the props and adds
* additional attributes based on the DayPicker configuration.
*
* @param props The DayPicker props.
* @returns An object containing the `data-` attributes.
*/
function getDataAttributes(props) {
	const dataAttributes = {
		"data-mode": props.mode ?? void 0,
		"data-required": "required" in props ? props.required : void 0,
		"data-multiple-months": props.numberOfMonths && props.numberOfMonths > 1 || void 0,
		"data-week-numbers": props.showWeekNumber || void 0,
		"data-broadcast-calendar": props.broadcastCalendar || void 0,
		"data-nav-layout": props.navLayout || void 0
	};
	Object.entries(props).forEach(([key, val]) => {
		if (key.startsWith("data-")) dataAttributes[key] = val;
	});
	return dataAttributes;
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getDefaultClassNames.js
/**
* Returns the default class names for the UI elements.
*
* This function generates a mapping of default class names for various UI
* elements, day flags, selection states, and animations.
*
* @returns An object containing the default class names.
* @group Utilities
*/
function getDefaultClassNames() {
	const classNames = {};
	for (const key in UI) classNames[UI[key]] = `rdp-${UI[key]}`;
	for (const key in DayFlag) classNames[DayFlag[key]] = `rdp-${DayFlag[key]}`;
	for (const key in SelectionState) classNames[SelectionState[key]] = `rdp-${SelectionState[key]}`;
	for (const key in Animation) classNames[Animation[key]] = `rdp-${Animation[key]}`;
	return classNames;
}
// ../../node_modules/react-day-picker/dist/esm/formatters/formatCaption.js
/**
* Formats the caption of the month.
*
* @defaultValue Locale-specific month/year order (e.g., "November 2022").
* @param month The date representing the month.
* @param options Configuration options for the date library.
* @param dateLib The date library to use for formatting. If not provided, a new
*   instance is created.
* @returns The formatted caption as a string.
* @group Formatters
* @see https://daypicker.dev/docs/translation#custom-formatters
*/
function formatCaption(month, options, dateLib) {
	return (dateLib ?? new DateLib(options)).formatMonthYear(month);
}
// ../../node_modules/react-day-picker/dist/esm/formatters/formatDay.js
/**
* Formats the day date shown in the day cell.
*
* @defaultValue `d` (e.g., "1").
* @param date The date to format.
* @param options Configuration options for the date library.
* @param dateLib The date library to use for formatting. If not provided, a new
*   instance is created.
* @returns The formatted day as a string.
* @group Formatters
* @see https://daypicker.dev/docs/translation#custom-formatters
*/
function formatDay(date, options, dateLib) {
	return (dateLib ?? new DateLib(options)).format(date, "d");
}
// ../../node_modules/react-day-picker/dist/esm/formatters/formatMonthDropdown.js
/**
* Formats the month for the dropdown option label.
*
* @defaultValue The localized full month name.
* @param month The date representing the month.
* @param dateLib The date library to use for formatting. Defaults to
*   `defaultDateLib`.
* @returns The formatted month name as a string.
* @group Formatters
* @see https://daypicker.dev/docs/translation#custom-formatters
*/
function formatMonthDropdown(month, dateLib = defaultDateLib) {
	return dateLib.format(month, "LLLL");
}
// ../../node_modules/react-day-picker/dist/esm/formatters/formatWeekdayName.js
/**
* Formats the name of a weekday to be displayed in the weekdays header.
*
* @defaultValue `cccccc` (e.g., "Mo" for Monday).
* @param weekday The date representing the weekday.
* @param options Configuration options for the date library.
* @param dateLib The date library to use for formatting. If not provided, a new
*   instance is created.
* @returns The formatted weekday name as a string.
* @group Formatters
* @see https://daypicker.dev/docs/translation#custom-formatters
*/
function formatWeekdayName(weekday, options, dateLib) {
	return (dateLib ?? new DateLib(options)).format(weekday, "cccccc");
}
// ../../node_modules/react-day-picker/dist/esm/formatters/formatWeekNumber.js
/**
* Formats the week number.
*
* @defaultValue The week number as a string, with a leading zero for single-digit numbers.
* @param weekNumber The week number to format.
* @param dateLib The date library to use for formatting. Defaults to
*   `defaultDateLib`.
* @returns The formatted week number as a string.
* @group Formatters
* @see https://daypicker.dev/docs/translation#custom-formatters
*/
function formatWeekNumber(weekNumber, dateLib = defaultDateLib) {
	if (weekNumber < 10) return dateLib.formatNumber(`0${weekNumber.toLocaleString()}`);
	return dateLib.formatNumber(`${weekNumber.toLocaleString()}`);
}
// ../../node_modules/react-day-picker/dist/esm/formatters/formatWeekNumberHeader.js
/**
* Formats the header for the week number column.
*
* @defaultValue An empty string `""`.
* @returns The formatted week number header as a string.
* @group Formatters
* @see https://daypicker.dev/docs/translation#custom-formatters
*/
function formatWeekNumberHeader() {
	return ``;
}
// ../../node_modules/react-day-picker/dist/esm/formatters/formatYearDropdown.js
/**
* Formats the year for the dropdown option label.
*
* @param year The year to format.
* @param dateLib The date library to use for formatting. Defaults to
*   `defaultDateLib`.
* @returns The formatted year as a string.
* @group Formatters
* @see https://daypicker.dev/docs/translation#custom-formatters
*/
function formatYearDropdown(year, dateLib = defaultDateLib) {
	return dateLib.format(year, "yyyy");
}
// ../../node_modules/react-day-picker/dist/esm/formatters/index.js
var formatters_exports = /* @__PURE__ */ __exportAll({
	formatCaption: () => formatCaption,
	formatDay: () => formatDay,
	formatMonthDropdown: () => formatMonthDropdown,
	formatWeekNumber: () => formatWeekNumber,
	formatWeekNumberHeader: () => formatWeekNumberHeader,
	formatWeekdayName: () => formatWeekdayName,
	formatYearDropdown: () => formatYearDropdown
});
// ../../node_modules/react-day-picker/dist/esm/helpers/getFormatters.js
/**
* Merges custom formatters from the props with the default formatters.
*
* @param customFormatters The custom formatters provided in the DayPicker
*   props.
* @returns The merged formatters object.
*/
function getFormatters(customFormatters) {
	return {
		...formatters_exports,
		...customFormatters
	};
}
// ../../node_modules/react-day-picker/dist/esm/labels/labelDayButton.js
/**
* Generates the ARIA label for a day button.
*
* Use the `modifiers` argument to provide additional context for the label,
* such as indicating if the day is "today" or "selected."
*
* @defaultValue The formatted date.
* @param date - The date to format.
* @param modifiers - The modifiers providing context for the day.
* @param options - Optional configuration for the date formatting library.
* @param dateLib - An optional instance of the date formatting library.
* @returns The ARIA label for the day button.
* @group Labels
* @see https://daypicker.dev/docs/translation#aria-labels
*/
function labelDayButton(date, modifiers, options, dateLib) {
	let label = (dateLib ?? new DateLib(options)).format(date, "PPPP");
	if (modifiers.today) label = `Today, ${label}`;
	if (modifiers.selected) label = `${label}, selected`;
	return label;
}
// ../../node_modules/react-day-picker/dist/esm/labels/labelGrid.js
/**
* Generates the ARIA label for the month grid, which is announced when entering
* the grid.
*
* @defaultValue Locale-specific month/year order (e.g., "November 2022").
* @param date - The date representing the month.
* @param options - Optional configuration for the date formatting library.
* @param dateLib - An optional instance of the date formatting library.
* @returns The ARIA label for the month grid.
* @group Labels
* @see https://daypicker.dev/docs/translation#aria-labels
*/
function labelGrid(date, options, dateLib) {
	return (dateLib ?? new DateLib(options)).formatMonthYear(date);
}
// ../../node_modules/react-day-picker/dist/esm/labels/labelGridcell.js
/**
* Generates the label for a day grid cell when the calendar is not interactive.
*
* @param date - The date to format.
* @param modifiers - Optional modifiers providing context for the day.
* @param options - Optional configuration for the date formatting library.
* @param dateLib - An optional instance of the date formatting library.
* @returns The label for the day grid cell.
* @group Labels
* @see https://daypicker.dev/docs/translation#aria-labels
*/
function labelGridcell(date, modifiers, options, dateLib) {
	let label = (dateLib ?? new DateLib(options)).format(date, "PPPP");
	if (modifiers?.today) label = `Today, ${label}`;
	return label;
}
// ../../node_modules/react-day-picker/dist/esm/labels/labelMonthDropdown.js
/**
* Generates the ARIA label for the months dropdown.
*
* @defaultValue `"Choose the Month"`
* @param options - Optional configuration for the date formatting library.
* @returns The ARIA label for the months dropdown.
* @group Labels
* @see https://daypicker.dev/docs/translation#aria-labels
*/
function labelMonthDropdown(_options) {
	return "Choose the Month";
}
// ../../node_modules/react-day-picker/dist/esm/labels/labelNav.js
/**
* Generates the ARIA label for the navigation toolbar.
*
* @defaultValue `""`
* @returns The ARIA label for the navigation toolbar.
* @group Labels
* @see https://daypicker.dev/docs/translation#aria-labels
*/
function labelNav() {
	return "";
}
// ../../node_modules/react-day-picker/dist/esm/labels/labelNext.js
var defaultLabel = "Go to the Next Month";
/**
* Generates the ARIA label for the "next month" button.
*
* @defaultValue `"Go to the Next Month"`
* @param month - The date representing the next month, or `undefined` if there
*   is no next month.
* @returns The ARIA label for the "next month" button.
* @group Labels
* @see https://daypicker.dev/docs/translation#aria-labels
*/
function labelNext(_month, _options) {
	return defaultLabel;
}
// ../../node_modules/react-day-picker/dist/esm/labels/labelPrevious.js
/**
* Generates the ARIA label for the "previous month" button.
*
* @defaultValue `"Go to the Previous Month"`
* @param month - The date representing the previous month, or `undefined` if
*   there is no previous month.
* @returns The ARIA label for the "previous month" button.
* @group Labels
* @see https://daypicker.dev/docs/translation#aria-labels
*/
function labelPrevious(_month) {
	return "Go to the Previous Month";
}
// ../../node_modules/react-day-picker/dist/esm/labels/labelWeekday.js
/**
* Generates the ARIA label for a weekday column header.
*
* @defaultValue `"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"`
* @param date - The date representing the weekday.
* @param options - Optional configuration for the date formatting library.
* @param dateLib - An optional instance of the date formatting library.
* @returns The ARIA label for the weekday column header.
* @group Labels
* @see https://daypicker.dev/docs/translation#aria-labels
*/
function labelWeekday(date, options, dateLib) {
	return (dateLib ?? new DateLib(options)).format(date, "cccc");
}
// ../../node_modules/react-day-picker/dist/esm/labels/labelWeekNumber.js
/**
* Generates the ARIA label for the week number cell (the first cell in a row).
*
* @defaultValue `Week ${weekNumber}`
* @param weekNumber - The number of the week.
* @param options - Optional configuration for the date formatting library.
* @returns The ARIA label for the week number cell.
* @group Labels
* @see https://daypicker.dev/docs/translation#aria-labels
*/
function labelWeekNumber(weekNumber, _options) {
	return `Week ${weekNumber}`;
}
// ../../node_modules/react-day-picker/dist/esm/labels/labelWeekNumberHeader.js
/**
* Generates the ARIA label for the week number header element.
*
* @defaultValue `"Week Number"`
* @param options - Optional configuration for the date formatting library.
* @returns The ARIA label for the week number header.
* @group Labels
* @see https://daypicker.dev/docs/translation#aria-labels
*/
function labelWeekNumberHeader(_options) {
	return "Week Number";
}
// ../../node_modules/react-day-picker/dist/esm/labels/labelYearDropdown.js
/**
* Generates the ARIA label for the years dropdown.
*
* @defaultValue `"Choose the Year"`
* @param options - Optional configuration for the date formatting library.
* @returns The ARIA label for the years dropdown.
* @group Labels
* @see https://daypicker.dev/docs/translation#aria-labels
*/
function labelYearDropdown(_options) {
	return "Choose the Year";
}
// ../../node_modules/react-day-picker/dist/esm/labels/index.js
var labels_exports = /* @__PURE__ */ __exportAll({
	labelDayButton: () => labelDayButton,
	labelGrid: () => labelGrid,
	labelGridcell: () => labelGridcell,
	labelMonthDropdown: () => labelMonthDropdown,
	labelNav: () => labelNav,
	labelNext: () => labelNext,
	labelPrevious: () => labelPrevious,
	labelWeekNumber: () => labelWeekNumber,
	labelWeekNumberHeader: () => labelWeekNumberHeader,
	labelWeekday: () => labelWeekday,
	labelYearDropdown: () => labelYearDropdown
});
// ../../node_modules/react-day-picker/dist/esm/helpers/getLabels.js
var resolveLabel = (defaultLabel, customLabel, localeLabel) => {
	if (customLabel) return customLabel;
	if (localeLabel) return typeof localeLabel === "function" ? localeLabel : (..._args) => localeLabel;
	return defaultLabel;
};
/**
* Merges custom labels from the props with the default labels.
*
* When available, uses the locale-provided translation for `labelNext`.
*
* @param customLabels The custom labels provided in the DayPicker props.
* @param options Options from the date library, used to resolve locale
*   translations.
* @returns The merged labels object with locale-aware defaults.
*/
function getLabels(customLabels, options) {
	const localeLabels = options.locale?.labels ?? {};
	return {
		...labels_exports,
		...customLabels ?? {},
		labelDayButton: resolveLabel(labelDayButton, customLabels?.labelDayButton, localeLabels.labelDayButton),
		labelMonthDropdown: resolveLabel(labelMonthDropdown, customLabels?.labelMonthDropdown, localeLabels.labelMonthDropdown),
		labelNext: resolveLabel(labelNext, customLabels?.labelNext, localeLabels.labelNext),
		labelPrevious: resolveLabel(labelPrevious, customLabels?.labelPrevious, localeLabels.labelPrevious),
		labelWeekNumber: resolveLabel(labelWeekNumber, customLabels?.labelWeekNumber, localeLabels.labelWeekNumber),
		labelYearDropdown: resolveLabel(labelYearDropdown, customLabels?.labelYearDropdown, localeLabels.labelYearDropdown),
		labelGrid: resolveLabel(labelGrid, customLabels?.labelGrid, localeLabels.labelGrid),
		labelGridcell: resolveLabel(labelGridcell, customLabels?.labelGridcell, localeLabels.labelGridcell),
		labelNav: resolveLabel(labelNav, customLabels?.labelNav, localeLabels.labelNav),
		labelWeekNumberHeader: resolveLabel(labelWeekNumberHeader, customLabels?.labelWeekNumberHeader, localeLabels.labelWeekNumberHeader),
		labelWeekday: resolveLabel(labelWeekday, customLabels?.labelWeekday, localeLabels.labelWeekday)
	};
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getMonthOptions.js
/**
* Returns the months to show in the dropdown.
*
* This function generates a list of months for the current year, formatted
* using the provided formatter, and determines whether each month should be
* disabled based on the navigation range.
*
* @param displayMonth The currently displayed month.
* @param navStart The start date for navigation.
* @param navEnd The end date for navigation.
* @param formatters The formatters to use for formatting the month labels.
* @param dateLib The date library to use for date manipulation.
* @returns An array of dropdown options representing the months, or `undefined`
*   if no months are available.
*/
function getMonthOptions(displayMonth, navStart, navEnd, formatters, dateLib) {
	const { startOfMonth, startOfYear, endOfYear, eachMonthOfInterval, getMonth } = dateLib;
	return eachMonthOfInterval({
		start: startOfYear(displayMonth),
		end: endOfYear(displayMonth)
	}).map((month) => {
		const label = formatters.formatMonthDropdown(month, dateLib);
		return {
			value: getMonth(month),
			label,
			disabled: navStart && month < startOfMonth(navStart) || navEnd && month > startOfMonth(navEnd) || false
		};
	});
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getStyleForModifiers.js
/**
* Returns the computed style for a day based on its modifiers.
*
* This function merges the base styles for the day with any styles associated
* with active modifiers.
*
* @param dayModifiers The modifiers applied to the day.
* @param styles The base styles for the calendar elements.
* @param modifiersStyles The styles associated with specific modifiers.
* @returns The computed style for the day.
*/
function getStyleForModifiers(dayModifiers, styles = {}, modifiersStyles = {}) {
	let style = { ...styles?.[UI.Day] };
	Object.entries(dayModifiers).filter(([, active]) => active === true).forEach(([modifier]) => {
		style = {
			...style,
			...modifiersStyles?.[modifier]
		};
	});
	return style;
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getWeekdays.js
/**
* Generates a series of 7 days, starting from the beginning of the week, to use
* for formatting weekday names (e.g., Monday, Tuesday, etc.).
*
* @param dateLib The date library to use for date manipulation.
* @param ISOWeek Whether to use ISO week numbering (weeks start on Monday).
* @param broadcastCalendar Whether to use the broadcast calendar (weeks start
*   on Monday, but may include adjustments for broadcast-specific rules).
* @returns An array of 7 dates representing the weekdays.
*/
function getWeekdays(dateLib, ISOWeek, broadcastCalendar, today) {
	const referenceToday = today ?? dateLib.today();
	const start = broadcastCalendar ? dateLib.startOfBroadcastWeek(referenceToday, dateLib) : ISOWeek ? dateLib.startOfISOWeek(referenceToday) : dateLib.startOfWeek(referenceToday);
	const days = [];
	for (let i = 0; i < 7; i++) {
		const day = dateLib.addDays(start, i);
		days.push(day);
	}
	return days;
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getYearOptions.js
/**
* Returns the years to display in the dropdown.
*
* This function generates a list of years between the navigation start and end
* dates, formatted using the provided formatter.
*
* @param navStart The start date for navigation.
* @param navEnd The end date for navigation.
* @param formatters The formatters to use for formatting the year labels.
* @param dateLib The date library to use for date manipulation.
* @param reverse If true, reverses the order of the years (descending).
* @returns An array of dropdown options representing the years, or `undefined`
*   if `navStart` or `navEnd` is not provided.
*/
function getYearOptions(navStart, navEnd, formatters, dateLib, reverse = false) {
	if (!navStart) return void 0;
	if (!navEnd) return void 0;
	const { startOfYear, endOfYear, eachYearOfInterval, getYear } = dateLib;
	const years = eachYearOfInterval({
		start: startOfYear(navStart),
		end: endOfYear(navEnd)
	});
	if (reverse) years.reverse();
	return years.map((year) => {
		const label = formatters.formatYearDropdown(year, dateLib);
		return {
			value: getYear(year),
			label,
			disabled: false
		};
	});
}
// ../../node_modules/react-day-picker/dist/esm/noonDateLib.js
/**
* Creates `dateLib` overrides that keep all calendar math at noon in the target
* time zone. This avoids second-level offset changes (e.g., historical zones
* with +03:41:12) from pushing dates backward across midnight.
*/
function createNoonOverrides(timeZone, options = {}) {
	const { weekStartsOn, locale } = options;
	const fallbackWeekStartsOn = weekStartsOn ?? locale?.options?.weekStartsOn ?? 0;
	const toNoonTZDate = (date) => {
		const normalizedDate = typeof date === "number" || typeof date === "string" ? new Date(date) : date;
		return new TZDate(normalizedDate.getFullYear(), normalizedDate.getMonth(), normalizedDate.getDate(), 12, 0, 0, timeZone);
	};
	const toCalendarDate = (date) => {
		const zoned = toNoonTZDate(date);
		return new Date(zoned.getFullYear(), zoned.getMonth(), zoned.getDate(), 0, 0, 0, 0);
	};
	return {
		today: () => {
			return toNoonTZDate(TZDate.tz(timeZone));
		},
		newDate: (year, monthIndex, date) => {
			return new TZDate(year, monthIndex, date, 12, 0, 0, timeZone);
		},
		startOfDay: (date) => {
			return toNoonTZDate(date);
		},
		startOfWeek: (date, options) => {
			const base = toNoonTZDate(date);
			const weekStartsOnValue = options?.weekStartsOn ?? fallbackWeekStartsOn;
			const diff = (base.getDay() - weekStartsOnValue + 7) % 7;
			base.setDate(base.getDate() - diff);
			return base;
		},
		startOfISOWeek: (date) => {
			const base = toNoonTZDate(date);
			const diff = (base.getDay() - 1 + 7) % 7;
			base.setDate(base.getDate() - diff);
			return base;
		},
		startOfMonth: (date) => {
			const base = toNoonTZDate(date);
			base.setDate(1);
			return base;
		},
		startOfYear: (date) => {
			const base = toNoonTZDate(date);
			base.setMonth(0, 1);
			return base;
		},
		endOfWeek: (date, options) => {
			const base = toNoonTZDate(date);
			const diff = (((options?.weekStartsOn ?? fallbackWeekStartsOn) + 6) % 7 - base.getDay() + 7) % 7;
			base.setDate(base.getDate() + diff);
			return base;
		},
		endOfISOWeek: (date) => {
			const base = toNoonTZDate(date);
			const diff = (7 - base.getDay()) % 7;
			base.setDate(base.getDate() + diff);
			return base;
		},
		endOfMonth: (date) => {
			const base = toNoonTZDate(date);
			base.setMonth(base.getMonth() + 1, 0);
			return base;
		},
		endOfYear: (date) => {
			const base = toNoonTZDate(date);
			base.setMonth(11, 31);
			return base;
		},
		eachMonthOfInterval: (interval) => {
			const start = toNoonTZDate(interval.start);
			const end = toNoonTZDate(interval.end);
			const result = [];
			const cursor = new TZDate(start.getFullYear(), start.getMonth(), 1, 12, 0, 0, timeZone);
			const endKey = end.getFullYear() * 12 + end.getMonth();
			while (cursor.getFullYear() * 12 + cursor.getMonth() <= endKey) {
				result.push(new TZDate(cursor, timeZone));
				cursor.setMonth(cursor.getMonth() + 1, 1);
			}
			return result;
		},
		addDays: (date, amount) => {
			const base = toNoonTZDate(date);
			base.setDate(base.getDate() + amount);
			return base;
		},
		addWeeks: (date, amount) => {
			const base = toNoonTZDate(date);
			base.setDate(base.getDate() + amount * 7);
			return base;
		},
		addMonths: (date, amount) => {
			const base = toNoonTZDate(date);
			base.setMonth(base.getMonth() + amount);
			return base;
		},
		addYears: (date, amount) => {
			const base = toNoonTZDate(date);
			base.setFullYear(base.getFullYear() + amount);
			return base;
		},
		eachYearOfInterval: (interval) => {
			const start = toNoonTZDate(interval.start);
			const end = toNoonTZDate(interval.end);
			const years = [];
			const cursor = new TZDate(start.getFullYear(), 0, 1, 12, 0, 0, timeZone);
			while (cursor.getFullYear() <= end.getFullYear()) {
				years.push(new TZDate(cursor, timeZone));
				cursor.setFullYear(cursor.getFullYear() + 1, 0, 1);
			}
			return years;
		},
		getWeek: (date, options) => {
			const base = toCalendarDate(date);
			return getWeek(base, {
				weekStartsOn: options?.weekStartsOn ?? fallbackWeekStartsOn,
				firstWeekContainsDate: options?.firstWeekContainsDate ?? locale?.options?.firstWeekContainsDate ?? 1
			});
		},
		getISOWeek: (date) => {
			const base = toCalendarDate(date);
			return getISOWeek(base);
		},
		differenceInCalendarDays: (dateLeft, dateRight) => {
			const left = toCalendarDate(dateLeft);
			const right = toCalendarDate(dateRight);
			return differenceInCalendarDays(left, right);
		},
		differenceInCalendarMonths: (dateLeft, dateRight) => {
			return differenceInCalendarMonths(toCalendarDate(dateLeft), toCalendarDate(dateRight));
		}
	};
}
// ../../node_modules/react-day-picker/dist/esm/useAnimation.js
var asHtmlElement = (element) => {
	if (element instanceof HTMLElement) return element;
	return null;
};
var queryMonthEls = (element) => [...element.querySelectorAll("[data-animated-month]") ?? []];
var queryMonthEl = (element) => asHtmlElement(element.querySelector("[data-animated-month]"));
var queryCaptionEl = (element) => asHtmlElement(element.querySelector("[data-animated-caption]"));
var queryWeeksEl = (element) => asHtmlElement(element.querySelector("[data-animated-weeks]"));
var queryNavEl = (element) => asHtmlElement(element.querySelector("[data-animated-nav]"));
var queryWeekdaysEl = (element) => asHtmlElement(element.querySelector("[data-animated-weekdays]"));
/**
* Handles animations for transitioning between months in the DayPicker
* component.
*
* @private
* @param rootElRef - A reference to the root element of the DayPicker
*   component.
* @param enabled - Whether animations are enabled.
* @param options - Configuration options for the animation, including class
*   names, months, focused day, and the date utility library.
*/
function useAnimation(rootElRef, enabled, { classNames, months, focused, dateLib }) {
	const previousRootElSnapshotRef = (0, import_react.useRef)(null);
	const previousMonthsRef = (0, import_react.useRef)(months);
	const animatingRef = (0, import_react.useRef)(false);
	(0, import_react.useLayoutEffect)(() => {
		const previousMonths = previousMonthsRef.current;
		previousMonthsRef.current = months;
		if (!enabled || !rootElRef.current || !(rootElRef.current instanceof HTMLElement) || months.length === 0 || previousMonths.length === 0 || months.length !== previousMonths.length) return;
		const isSameMonth = dateLib.isSameMonth(months[0].date, previousMonths[0].date);
		const isAfterPreviousMonth = dateLib.isAfter(months[0].date, previousMonths[0].date);
		const captionAnimationClass = isAfterPreviousMonth ? classNames[Animation.caption_after_enter] : classNames[Animation.caption_before_enter];
		const weeksAnimationClass = isAfterPreviousMonth ? classNames[Animation.weeks_after_enter] : classNames[Animation.weeks_before_enter];
		const previousRootElSnapshot = previousRootElSnapshotRef.current;
		const rootElSnapshot = rootElRef.current.cloneNode(true);
		if (rootElSnapshot instanceof HTMLElement) {
			queryMonthEls(rootElSnapshot).forEach((currentMonthElSnapshot) => {
				if (!(currentMonthElSnapshot instanceof HTMLElement)) return;
				const previousMonthElSnapshot = queryMonthEl(currentMonthElSnapshot);
				if (previousMonthElSnapshot && currentMonthElSnapshot.contains(previousMonthElSnapshot)) currentMonthElSnapshot.removeChild(previousMonthElSnapshot);
				const captionEl = queryCaptionEl(currentMonthElSnapshot);
				if (captionEl) captionEl.classList.remove(captionAnimationClass);
				const weeksEl = queryWeeksEl(currentMonthElSnapshot);
				if (weeksEl) weeksEl.classList.remove(weeksAnimationClass);
			});
			previousRootElSnapshotRef.current = rootElSnapshot;
		} else previousRootElSnapshotRef.current = null;
		if (animatingRef.current || isSameMonth || focused) return;
		const previousMonthEls = previousRootElSnapshot instanceof HTMLElement ? queryMonthEls(previousRootElSnapshot) : [];
		const currentMonthEls = queryMonthEls(rootElRef.current);
		if (currentMonthEls?.every((el) => el instanceof HTMLElement) && previousMonthEls?.every((el) => el instanceof HTMLElement)) {
			animatingRef.current = true;
			const cleanUpFunctions = [];
			rootElRef.current.style.isolation = "isolate";
			const navEl = queryNavEl(rootElRef.current);
			if (navEl) navEl.style.zIndex = "1";
			currentMonthEls.forEach((currentMonthEl, index) => {
				const previousMonthEl = previousMonthEls[index];
				if (!previousMonthEl) return;
				currentMonthEl.style.position = "relative";
				currentMonthEl.style.overflow = "hidden";
				const captionEl = queryCaptionEl(currentMonthEl);
				if (captionEl) captionEl.classList.add(captionAnimationClass);
				const weeksEl = queryWeeksEl(currentMonthEl);
				if (weeksEl) weeksEl.classList.add(weeksAnimationClass);
				const cleanUp = () => {
					animatingRef.current = false;
					if (rootElRef.current) rootElRef.current.style.isolation = "";
					if (navEl) navEl.style.zIndex = "";
					if (captionEl) captionEl.classList.remove(captionAnimationClass);
					if (weeksEl) weeksEl.classList.remove(weeksAnimationClass);
					currentMonthEl.style.position = "";
					currentMonthEl.style.overflow = "";
					if (currentMonthEl.contains(previousMonthEl)) currentMonthEl.removeChild(previousMonthEl);
				};
				cleanUpFunctions.push(cleanUp);
				previousMonthEl.style.pointerEvents = "none";
				previousMonthEl.style.position = "absolute";
				previousMonthEl.style.overflow = "hidden";
				previousMonthEl.setAttribute("aria-hidden", "true");
				const previousWeekdaysEl = queryWeekdaysEl(previousMonthEl);
				if (previousWeekdaysEl) previousWeekdaysEl.style.opacity = "0";
				const previousCaptionEl = queryCaptionEl(previousMonthEl);
				if (previousCaptionEl) {
					previousCaptionEl.classList.add(isAfterPreviousMonth ? classNames[Animation.caption_before_exit] : classNames[Animation.caption_after_exit]);
					previousCaptionEl.addEventListener("animationend", cleanUp);
				}
				const previousWeeksEl = queryWeeksEl(previousMonthEl);
				if (previousWeeksEl) previousWeeksEl.classList.add(isAfterPreviousMonth ? classNames[Animation.weeks_before_exit] : classNames[Animation.weeks_after_exit]);
				currentMonthEl.insertBefore(previousMonthEl, currentMonthEl.firstChild);
			});
		}
	});
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getDates.js
/**
* Returns all the dates to display in the calendar.
*
* This function calculates the range of dates to display based on the provided
* display months, constraints, and calendar configuration.
*
* @param displayMonths The months to display in the calendar.
* @param maxDate The maximum date to include in the range.
* @param props The DayPicker props, including calendar configuration options.
* @param dateLib The date library to use for date manipulation.
* @returns An array of dates to display in the calendar.
*/
function getDates(displayMonths, maxDate, props, dateLib) {
	const firstMonth = displayMonths[0];
	const lastMonth = displayMonths[displayMonths.length - 1];
	const { ISOWeek, fixedWeeks, broadcastCalendar } = props ?? {};
	const { addDays, differenceInCalendarDays, differenceInCalendarMonths, endOfBroadcastWeek, endOfISOWeek, endOfMonth, endOfWeek, isAfter, startOfBroadcastWeek, startOfISOWeek, startOfWeek } = dateLib;
	const startWeekFirstDate = broadcastCalendar ? startOfBroadcastWeek(firstMonth, dateLib) : ISOWeek ? startOfISOWeek(firstMonth) : startOfWeek(firstMonth);
	const displayMonthsWeekEnd = broadcastCalendar ? endOfBroadcastWeek(lastMonth) : ISOWeek ? endOfISOWeek(endOfMonth(lastMonth)) : endOfWeek(endOfMonth(lastMonth));
	const constraintWeekEnd = maxDate && (broadcastCalendar ? endOfBroadcastWeek(maxDate) : ISOWeek ? endOfISOWeek(maxDate) : endOfWeek(maxDate));
	const nOfDays = differenceInCalendarDays(constraintWeekEnd && isAfter(displayMonthsWeekEnd, constraintWeekEnd) ? constraintWeekEnd : displayMonthsWeekEnd, startWeekFirstDate);
	const nOfMonths = differenceInCalendarMonths(lastMonth, firstMonth) + 1;
	const dates = [];
	for (let i = 0; i <= nOfDays; i++) {
		const date = addDays(startWeekFirstDate, i);
		dates.push(date);
	}
	const extraDates = (broadcastCalendar ? 35 : 42) * nOfMonths;
	if (fixedWeeks && dates.length < extraDates) {
		const daysToAdd = extraDates - dates.length;
		for (let i = 0; i < daysToAdd; i++) {
			const date = addDays(dates[dates.length - 1], 1);
			dates.push(date);
		}
	}
	return dates;
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getDays.js
/**
* Returns all the days belonging to the calendar by merging the days in the
* weeks for each month.
*
* @param calendarMonths The array of calendar months.
* @returns An array of `CalendarDay` objects representing all the days in the
*   calendar.
*/
function getDays(calendarMonths) {
	const initialDays = [];
	return calendarMonths.reduce((days, month) => {
		const weekDays = month.weeks.reduce((weekDays, week) => {
			return weekDays.concat(week.days.slice());
		}, initialDays.slice());
		return days.concat(weekDays.slice());
	}, initialDays.slice());
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getDisplayMonths.js
/**
* Returns the months to display in the calendar.
*
* @param firstDisplayedMonth The first month currently displayed in the
*   calendar.
* @param calendarEndMonth The latest month the user can navigate to.
* @param props The DayPicker props, including `numberOfMonths`.
* @param dateLib The date library to use for date manipulation.
* @returns An array of dates representing the months to display.
*/
function getDisplayMonths(firstDisplayedMonth, calendarEndMonth, props, dateLib) {
	const { numberOfMonths = 1 } = props;
	const months = [];
	for (let i = 0; i < numberOfMonths; i++) {
		const month = dateLib.addMonths(firstDisplayedMonth, i);
		if (calendarEndMonth && month > calendarEndMonth) break;
		months.push(month);
	}
	return months;
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getInitialMonth.js
/**
* Determines the initial month to display in the calendar based on the provided
* props.
*
* This function calculates the starting month, considering constraints such as
* `startMonth`, `endMonth`, and the number of months to display.
*
* @param props The DayPicker props, including navigation and date constraints.
* @param dateLib The date library to use for date manipulation.
* @returns The initial month to display.
*/
function getInitialMonth(props, navStart, navEnd, dateLib) {
	const { month, defaultMonth, today = dateLib.today(), numberOfMonths = 1 } = props;
	let initialMonth = month || defaultMonth || today;
	const { differenceInCalendarMonths, addMonths, startOfMonth } = dateLib;
	if (navEnd && differenceInCalendarMonths(navEnd, initialMonth) < numberOfMonths - 1) initialMonth = addMonths(navEnd, -1 * (numberOfMonths - 1));
	if (navStart && differenceInCalendarMonths(initialMonth, navStart) < 0) initialMonth = navStart;
	return startOfMonth(initialMonth);
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getMonths.js
/**
* Returns the months to display in the calendar.
*
* This function generates `CalendarMonth` objects for each month to be
* displayed, including their weeks and days, based on the provided display
* months and dates.
*
* @param displayMonths The months (as dates) to display in the calendar.
* @param dates The dates to display in the calendar.
* @param props Options from the DayPicker props context.
* @param dateLib The date library to use for date manipulation.
* @returns An array of `CalendarMonth` objects representing the months to
*   display.
*/
function getMonths(displayMonths, dates, props, dateLib) {
	const { addDays, endOfBroadcastWeek, endOfISOWeek, endOfMonth, endOfWeek, getISOWeek, getWeek, startOfBroadcastWeek, startOfISOWeek, startOfWeek } = dateLib;
	const dayPickerMonths = displayMonths.reduce((months, month) => {
		const firstDateOfFirstWeek = props.broadcastCalendar ? startOfBroadcastWeek(month, dateLib) : props.ISOWeek ? startOfISOWeek(month) : startOfWeek(month);
		const lastDateOfLastWeek = props.broadcastCalendar ? endOfBroadcastWeek(month) : props.ISOWeek ? endOfISOWeek(endOfMonth(month)) : endOfWeek(endOfMonth(month));
		/** The dates to display in the month. */
		const monthDates = dates.filter((date) => {
			return date >= firstDateOfFirstWeek && date <= lastDateOfLastWeek;
		});
		const nrOfDaysWithFixedWeeks = props.broadcastCalendar ? 35 : 42;
		if (props.fixedWeeks && monthDates.length < nrOfDaysWithFixedWeeks) {
			const extraDates = dates.filter((date) => {
				const daysToAdd = nrOfDaysWithFixedWeeks - monthDates.length;
				return date > lastDateOfLastWeek && date <= addDays(lastDateOfLastWeek, daysToAdd);
			});
			monthDates.push(...extraDates);
		}
		const dayPickerMonth = new CalendarMonth(month, monthDates.reduce((weeks, date) => {
			const weekNumber = props.ISOWeek ? getISOWeek(date) : getWeek(date);
			const week = weeks.find((week) => week.weekNumber === weekNumber);
			const day = new CalendarDay(date, month, dateLib);
			if (!week) weeks.push(new CalendarWeek(weekNumber, [day]));
			else week.days.push(day);
			return weeks;
		}, []));
		months.push(dayPickerMonth);
		return months;
	}, []);
	if (!props.reverseMonths) return dayPickerMonths;
	else return dayPickerMonths.reverse();
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getNavMonth.js
/**
* Returns the start and end months for calendar navigation.
*
* @param props The DayPicker props, including navigation and layout options.
* @param dateLib The date library to use for date manipulation.
* @returns A tuple containing the start and end months for navigation.
*/
function getNavMonths(props, dateLib) {
	let { startMonth, endMonth } = props;
	const { startOfYear, startOfDay, startOfMonth, endOfMonth, addYears, endOfYear, today } = dateLib;
	const hasYearDropdown = props.captionLayout === "dropdown" || props.captionLayout === "dropdown-years";
	if (startMonth) startMonth = startOfMonth(startMonth);
	else if (!startMonth && hasYearDropdown) startMonth = startOfYear(addYears(props.today ?? today(), -100));
	if (endMonth) endMonth = endOfMonth(endMonth);
	else if (!endMonth && hasYearDropdown) endMonth = endOfYear(props.today ?? today());
	return [startMonth ? startOfDay(startMonth) : startMonth, endMonth ? startOfDay(endMonth) : endMonth];
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getNextMonth.js
/**
* Returns the next month the user can navigate to, based on the given options.
*
* The next month is not always the next calendar month:
*
* - If it is after the `calendarEndMonth`, it returns `undefined`.
* - If paged navigation is enabled, it skips forward by the number of displayed
*   months.
*
* @param firstDisplayedMonth The first month currently displayed in the
*   calendar.
* @param calendarEndMonth The latest month the user can navigate to.
* @param options Navigation options, including `numberOfMonths` and
*   `pagedNavigation`.
* @param dateLib The date library to use for date manipulation.
* @returns The next month, or `undefined` if navigation is not possible.
*/
function getNextMonth(firstDisplayedMonth, calendarEndMonth, options, dateLib) {
	if (options.disableNavigation) return;
	const { pagedNavigation, numberOfMonths = 1 } = options;
	const { startOfMonth, addMonths, differenceInCalendarMonths } = dateLib;
	const offset = pagedNavigation ? numberOfMonths : 1;
	const month = startOfMonth(firstDisplayedMonth);
	if (!calendarEndMonth) return addMonths(month, offset);
	if (differenceInCalendarMonths(calendarEndMonth, firstDisplayedMonth) < numberOfMonths) return;
	return addMonths(month, offset);
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getPreviousMonth.js
/**
* Returns the previous month the user can navigate to, based on the given
* options.
*
* The previous month is not always the previous calendar month:
*
* - If it is before the `calendarStartMonth`, it returns `undefined`.
* - If paged navigation is enabled, it skips back by the number of displayed
*   months.
*
* @param firstDisplayedMonth The first month currently displayed in the
*   calendar.
* @param calendarStartMonth The earliest month the user can navigate to.
* @param options Navigation options, including `numberOfMonths` and
*   `pagedNavigation`.
* @param dateLib The date library to use for date manipulation.
* @returns The previous month, or `undefined` if navigation is not possible.
*/
function getPreviousMonth(firstDisplayedMonth, calendarStartMonth, options, dateLib) {
	if (options.disableNavigation) return;
	const { pagedNavigation, numberOfMonths } = options;
	const { startOfMonth, addMonths, differenceInCalendarMonths } = dateLib;
	const offset = pagedNavigation ? numberOfMonths ?? 1 : 1;
	const month = startOfMonth(firstDisplayedMonth);
	if (!calendarStartMonth) return addMonths(month, -offset);
	if (differenceInCalendarMonths(month, calendarStartMonth) <= 0) return;
	return addMonths(month, -offset);
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getWeeks.js
/**
* Returns an array of calendar weeks from an array of calendar months.
*
* @param months The array of calendar months.
* @returns An array of calendar weeks.
*/
function getWeeks(months) {
	return months.reduce((weeks, month) => {
		return weeks.concat(month.weeks.slice());
	}, [].slice());
}
// ../../node_modules/react-day-picker/dist/esm/helpers/useControlledValue.js
/**
* A custom hook for managing both controlled and uncontrolled component states.
*
* This hook allows a component to support both controlled and uncontrolled
* states by determining whether the `controlledValue` is provided. If it is
* undefined, the hook falls back to using the internal state.
*
* @example
*   // Uncontrolled usage
*   const [value, setValue] = useControlledValue(0, undefined);
*
*   // Controlled usage
*   const [value, setValue] = useControlledValue(0, props.value);
*
* @template T - The type of the value.
* @param defaultValue The initial value for the uncontrolled state.
* @param controlledValue The value for the controlled state. If undefined, the
*   component will use the uncontrolled state.
* @returns A tuple where the first element is the current value (either
*   controlled or uncontrolled) and the second element is a setter function to
*   update the value.
*/
function useControlledValue(defaultValue, controlledValue) {
	const [uncontrolledValue, setValue] = (0, import_react.useState)(defaultValue);
	return [controlledValue === void 0 ? uncontrolledValue : controlledValue, setValue];
}
// ../../node_modules/react-day-picker/dist/esm/useCalendar.js
/**
* Provides the calendar object to work with the calendar in custom components.
*
* @private
* @param props - The DayPicker props related to calendar configuration.
* @param dateLib - The date utility library instance.
* @returns The calendar object containing displayed days, weeks, months, and
*   navigation methods.
*/
function useCalendar(props, dateLib) {
	const [navStart, navEnd] = getNavMonths(props, dateLib);
	const { startOfMonth, endOfMonth } = dateLib;
	const initialMonth = getInitialMonth(props, navStart, navEnd, dateLib);
	const [firstMonth, setFirstMonth] = useControlledValue(initialMonth, props.month ? initialMonth : void 0);
	(0, import_react.useEffect)(() => {
		const newInitialMonth = getInitialMonth(props, navStart, navEnd, dateLib);
		setFirstMonth(newInitialMonth);
	}, [props.timeZone]);
	/** The months displayed in the calendar. */
	const { months, weeks, days, previousMonth, nextMonth } = (0, import_react.useMemo)(() => {
		const displayMonths = getDisplayMonths(firstMonth, navEnd, { numberOfMonths: props.numberOfMonths }, dateLib);
		const months = getMonths(displayMonths, getDates(displayMonths, props.endMonth ? endOfMonth(props.endMonth) : void 0, {
			ISOWeek: props.ISOWeek,
			fixedWeeks: props.fixedWeeks,
			broadcastCalendar: props.broadcastCalendar
		}, dateLib), {
			broadcastCalendar: props.broadcastCalendar,
			fixedWeeks: props.fixedWeeks,
			ISOWeek: props.ISOWeek,
			reverseMonths: props.reverseMonths
		}, dateLib);
		return {
			months,
			weeks: getWeeks(months),
			days: getDays(months),
			previousMonth: getPreviousMonth(firstMonth, navStart, props, dateLib),
			nextMonth: getNextMonth(firstMonth, navEnd, props, dateLib)
		};
	}, [
		dateLib,
		firstMonth.getTime(),
		navEnd?.getTime(),
		navStart?.getTime(),
		props.disableNavigation,
		props.broadcastCalendar,
		props.endMonth?.getTime(),
		props.fixedWeeks,
		props.ISOWeek,
		props.numberOfMonths,
		props.pagedNavigation,
		props.reverseMonths
	]);
	const { disableNavigation, onMonthChange } = props;
	const isDayInCalendar = (day) => weeks.some((week) => week.days.some((d) => d.isEqualTo(day)));
	const goToMonth = (date) => {
		if (disableNavigation) return;
		let newMonth = startOfMonth(date);
		if (navStart && newMonth < startOfMonth(navStart)) newMonth = startOfMonth(navStart);
		if (navEnd && newMonth > startOfMonth(navEnd)) newMonth = startOfMonth(navEnd);
		setFirstMonth(newMonth);
		onMonthChange?.(newMonth);
	};
	const goToDay = (day) => {
		if (isDayInCalendar(day)) return;
		goToMonth(day.date);
	};
	return {
		months,
		weeks,
		days,
		navStart,
		navEnd,
		previousMonth,
		nextMonth,
		goToMonth,
		goToDay
	};
}
// ../../node_modules/react-day-picker/dist/esm/helpers/calculateFocusTarget.js
var FocusTargetPriority;
(function(FocusTargetPriority) {
	FocusTargetPriority[FocusTargetPriority["Today"] = 0] = "Today";
	FocusTargetPriority[FocusTargetPriority["Selected"] = 1] = "Selected";
	FocusTargetPriority[FocusTargetPriority["LastFocused"] = 2] = "LastFocused";
	FocusTargetPriority[FocusTargetPriority["FocusedModifier"] = 3] = "FocusedModifier";
})(FocusTargetPriority || (FocusTargetPriority = {}));
/**
* Determines if a day is focusable based on its modifiers.
*
* A day is considered focusable if it is not disabled, hidden, or outside the
* displayed month.
*
* @param modifiers The modifiers applied to the day.
* @returns `true` if the day is focusable, otherwise `false`.
*/
function isFocusableDay(modifiers) {
	return !modifiers[DayFlag.disabled] && !modifiers[DayFlag.hidden] && !modifiers[DayFlag.outside];
}
/**
* Calculates the focus target day based on priority.
*
* This function determines the day that should receive focus in the calendar,
* prioritizing days with specific modifiers (e.g., "focused", "today") or
* selection states.
*
* @param days The array of `CalendarDay` objects to evaluate.
* @param getModifiers A function to retrieve the modifiers for a given day.
* @param isSelected A function to determine if a day is selected.
* @param lastFocused The last focused day, if any.
* @returns The `CalendarDay` that should receive focus, or `undefined` if no
*   focusable day is found.
*/
function calculateFocusTarget(days, getModifiers, isSelected, lastFocused) {
	let focusTarget;
	let foundFocusTargetPriority = -1;
	for (const day of days) {
		const modifiers = getModifiers(day);
		if (isFocusableDay(modifiers)) {
			if (modifiers[DayFlag.focused] && foundFocusTargetPriority < FocusTargetPriority.FocusedModifier) {
				focusTarget = day;
				foundFocusTargetPriority = FocusTargetPriority.FocusedModifier;
			} else if (lastFocused?.isEqualTo(day) && foundFocusTargetPriority < FocusTargetPriority.LastFocused) {
				focusTarget = day;
				foundFocusTargetPriority = FocusTargetPriority.LastFocused;
			} else if (isSelected(day.date) && foundFocusTargetPriority < FocusTargetPriority.Selected) {
				focusTarget = day;
				foundFocusTargetPriority = FocusTargetPriority.Selected;
			} else if (modifiers[DayFlag.today] && foundFocusTargetPriority < FocusTargetPriority.Today) {
				focusTarget = day;
				foundFocusTargetPriority = FocusTargetPriority.Today;
			}
		}
	}
	if (!focusTarget) focusTarget = days.find((day) => isFocusableDay(getModifiers(day)));
	return focusTarget;
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getFocusableDate.js
/**
* Calculates the next date that should be focused in the calendar.
*
* This function determines the next focusable date based on the movement
* direction, constraints, and calendar configuration.
*
* @param moveBy The unit of movement (e.g., "day", "week").
* @param moveDir The direction of movement ("before" or "after").
* @param refDate The reference date from which to calculate the next focusable
*   date.
* @param navStart The earliest date the user can navigate to.
* @param navEnd The latest date the user can navigate to.
* @param props The DayPicker props, including calendar configuration options.
* @param dateLib The date library to use for date manipulation.
* @returns The next focusable date.
*/
function getFocusableDate(moveBy, moveDir, refDate, navStart, navEnd, props, dateLib) {
	const { ISOWeek, broadcastCalendar } = props;
	const { addDays, addMonths, addWeeks, addYears, endOfBroadcastWeek, endOfISOWeek, endOfWeek, max, min, startOfBroadcastWeek, startOfISOWeek, startOfWeek } = dateLib;
	let focusableDate = {
		day: addDays,
		week: addWeeks,
		month: addMonths,
		year: addYears,
		startOfWeek: (date) => broadcastCalendar ? startOfBroadcastWeek(date, dateLib) : ISOWeek ? startOfISOWeek(date) : startOfWeek(date),
		endOfWeek: (date) => broadcastCalendar ? endOfBroadcastWeek(date) : ISOWeek ? endOfISOWeek(date) : endOfWeek(date)
	}[moveBy](refDate, moveDir === "after" ? 1 : -1);
	if (moveDir === "before" && navStart) focusableDate = max([navStart, focusableDate]);
	else if (moveDir === "after" && navEnd) focusableDate = min([navEnd, focusableDate]);
	return focusableDate;
}
// ../../node_modules/react-day-picker/dist/esm/helpers/getNextFocus.js
/**
* Determines the next focusable day in the calendar.
*
* This function recursively calculates the next focusable day based on the
* movement direction and modifiers applied to the days.
*
* @param moveBy The unit of movement (e.g., "day", "week").
* @param moveDir The direction of movement ("before" or "after").
* @param refDay The currently focused day.
* @param calendarStartMonth The earliest month the user can navigate to.
* @param calendarEndMonth The latest month the user can navigate to.
* @param props The DayPicker props, including modifiers and configuration
*   options.
* @param dateLib The date library to use for date manipulation.
* @param attempt The current recursion attempt (used to limit recursion depth).
* @returns The next focusable day, or `undefined` if no focusable day is found.
*/
function getNextFocus(moveBy, moveDir, refDay, calendarStartMonth, calendarEndMonth, props, dateLib, attempt = 0) {
	if (attempt > 365) return;
	const focusableDate = getFocusableDate(moveBy, moveDir, refDay.date, calendarStartMonth, calendarEndMonth, props, dateLib);
	const isDisabled = Boolean(props.disabled && dateMatchModifiers(focusableDate, props.disabled, dateLib));
	const isHidden = Boolean(props.hidden && dateMatchModifiers(focusableDate, props.hidden, dateLib));
	const focusDay = new CalendarDay(focusableDate, focusableDate, dateLib);
	if (!isDisabled && !isHidden) return focusDay;
	return getNextFocus(moveBy, moveDir, focusDay, calendarStartMonth, calendarEndMonth, props, dateLib, attempt + 1);
}
// ../../node_modules/react-day-picker/dist/esm/useFocus.js
/**
* Manages focus behavior for the DayPicker component, including setting,
* moving, and blurring focus on calendar days.
*
* @template T - The type of DayPicker props.
* @param props - The DayPicker props.
* @param calendar - The calendar object containing the displayed days and
*   months.
* @param getModifiers - A function to retrieve modifiers for a given day.
* @param isSelected - A function to check if a date is selected.
* @param dateLib - The date utility library instance.
* @returns An object containing focus-related methods and the currently focused
*   day.
*/
function useFocus(props, calendar, getModifiers, isSelected, dateLib) {
	const { autoFocus } = props;
	const [lastFocused, setLastFocused] = (0, import_react.useState)();
	const focusTarget = calculateFocusTarget(calendar.days, getModifiers, isSelected || (() => false), lastFocused);
	const [focusedDay, setFocused] = (0, import_react.useState)(autoFocus ? focusTarget : void 0);
	(0, import_react.useEffect)(() => {
		if (!focusedDay || !focusTarget) return;
		if (!calendar.days.some((day) => day.isEqualTo(focusedDay))) setFocused(focusTarget);
	}, [
		calendar.days,
		focusedDay,
		focusTarget
	]);
	const blur = () => {
		setLastFocused(focusedDay);
		setFocused(void 0);
	};
	const moveFocus = (moveBy, moveDir) => {
		if (!focusedDay) return;
		const nextFocus = getNextFocus(moveBy, moveDir, focusedDay, calendar.navStart, calendar.navEnd, props, dateLib);
		if (!nextFocus) return;
		if (props.disableNavigation) {
			if (!calendar.days.some((day) => day.isEqualTo(nextFocus))) return;
		}
		calendar.goToDay(nextFocus);
		setFocused(nextFocus);
	};
	const isFocusTarget = (day) => {
		return Boolean(focusTarget?.isEqualTo(day));
	};
	return {
		isFocusTarget,
		setFocused,
		focused: focusedDay,
		blur,
		moveFocus
	};
}
// ../../node_modules/react-day-picker/dist/esm/selection/useMulti.js
/**
* Hook to manage multiple-date selection in the DayPicker component.
*
* @template T - The type of DayPicker props.
* @param props - The DayPicker props.
* @param dateLib - The date utility library instance.
* @returns An object containing the selected dates, a function to select dates,
*   and a function to check if a date is selected.
*/
function useMulti(props, dateLib) {
	const { selected: initiallySelected, required, onSelect } = props;
	const [internallySelected, setSelected] = useControlledValue(initiallySelected, onSelect ? initiallySelected : void 0);
	const selected = !onSelect ? internallySelected : initiallySelected;
	const { isSameDay } = dateLib;
	const isSelected = (date) => {
		return selected?.some((d) => isSameDay(d, date)) ?? false;
	};
	const { min, max } = props;
	const select = (triggerDate, modifiers, e) => {
		let newDates = [...selected ?? []];
		if (isSelected(triggerDate)) {
			if (selected?.length === min) return;
			if (required && selected?.length === 1) return;
			newDates = selected?.filter((d) => !isSameDay(d, triggerDate));
		} else if (selected?.length === max) newDates = [triggerDate];
		else newDates = [...newDates, triggerDate];
		if (!onSelect) setSelected(newDates);
		onSelect?.(newDates, triggerDate, modifiers, e);
		return newDates;
	};
	return {
		selected,
		select,
		isSelected
	};
}
// ../../node_modules/react-day-picker/dist/esm/utils/addToRange.js
/**
* Adds a date to an existing range, considering constraints like minimum and
* maximum range size.
*
* @param date - The date to add to the range.
* @param initialRange - The initial range to which the date will be added.
* @param min - The minimum number of days in the range.
* @param max - The maximum number of days in the range.
* @param required - Whether the range must always include at least one date.
* @param dateLib - The date utility library instance.
* @returns The updated date range, or `undefined` if the range is cleared.
* @group Utilities
*/
function addToRange(date, initialRange, min = 0, max = 0, required = false, dateLib = defaultDateLib) {
	const { from, to } = initialRange || {};
	const { isSameDay, isAfter, isBefore } = dateLib;
	let range;
	if (!from && !to) range = {
		from: date,
		to: min > 0 ? void 0 : date
	};
	else if (from && !to) {
		if (isSameDay(from, date)) {
			if (min === 0) range = {
				from,
				to: date
			};
			else if (required) range = {
				from,
				to: void 0
			};
			else range = void 0;
		} else if (isBefore(date, from)) range = {
			from: date,
			to: from
		};
		else range = {
			from,
			to: date
		};
	} else if (from && to) {
		if (isSameDay(from, date) && isSameDay(to, date)) {
			if (required) range = {
				from,
				to
			};
			else range = void 0;
		} else if (isSameDay(from, date)) range = {
			from,
			to: min > 0 ? void 0 : date
		};
		else if (isSameDay(to, date)) range = {
			from: date,
			to: min > 0 ? void 0 : date
		};
		else if (isBefore(date, from)) range = {
			from: date,
			to
		};
		else if (isAfter(date, from)) range = {
			from,
			to: date
		};
		else if (isAfter(date, to)) range = {
			from,
			to: date
		};
		else throw new Error("Invalid range");
	}
	if (range?.from && range?.to) {
		const diff = dateLib.differenceInCalendarDays(range.to, range.from);
		if (max > 0 && diff > max) range = {
			from: date,
			to: void 0
		};
		else if (min > 1 && diff < min) range = {
			from: date,
			to: void 0
		};
	}
	return range;
}
// ../../node_modules/react-day-picker/dist/esm/utils/rangeContainsDayOfWeek.js
/**
* Checks if a date range contains one or more specified days of the week.
*
* @since 9.2.2
* @param range - The date range to check.
* @param dayOfWeek - The day(s) of the week to check for (`0-6`, where `0` is
*   Sunday).
* @param dateLib - The date utility library instance.
* @returns `true` if the range contains the specified day(s) of the week,
*   otherwise `false`.
* @group Utilities
*/
function rangeContainsDayOfWeek(range, dayOfWeek, dateLib = defaultDateLib) {
	const dayOfWeekArr = !Array.isArray(dayOfWeek) ? [dayOfWeek] : dayOfWeek;
	let date = range.from;
	const totalDays = dateLib.differenceInCalendarDays(range.to, range.from);
	const totalDaysLimit = Math.min(totalDays, 6);
	for (let i = 0; i <= totalDaysLimit; i++) {
		if (dayOfWeekArr.includes(date.getDay())) return true;
		date = dateLib.addDays(date, 1);
	}
	return false;
}
// ../../node_modules/react-day-picker/dist/esm/utils/rangeOverlaps.js
/**
* Determines if two date ranges overlap.
*
* @since 9.2.2
* @param rangeLeft - The first date range.
* @param rangeRight - The second date range.
* @param dateLib - The date utility library instance.
* @returns `true` if the ranges overlap, otherwise `false`.
* @group Utilities
*/
function rangeOverlaps(rangeLeft, rangeRight, dateLib = defaultDateLib) {
	return rangeIncludesDate(rangeLeft, rangeRight.from, false, dateLib) || rangeIncludesDate(rangeLeft, rangeRight.to, false, dateLib) || rangeIncludesDate(rangeRight, rangeLeft.from, false, dateLib) || rangeIncludesDate(rangeRight, rangeLeft.to, false, dateLib);
}
// ../../node_modules/react-day-picker/dist/esm/utils/rangeContainsModifiers.js
/**
* Checks if a date range contains dates that match the given modifiers.
*
* @since 9.2.2
* @param range - The date range to check.
* @param modifiers - The modifiers to match against.
* @param dateLib - The date utility library instance.
* @returns `true` if the range contains matching dates, otherwise `false`.
* @group Utilities
*/
function rangeContainsModifiers(range, modifiers, dateLib = defaultDateLib) {
	const matchers = Array.isArray(modifiers) ? modifiers : [modifiers];
	if (matchers.filter((matcher) => typeof matcher !== "function").some((matcher) => {
		if (typeof matcher === "boolean") return matcher;
		if (dateLib.isDate(matcher)) return rangeIncludesDate(range, matcher, false, dateLib);
		if (isDatesArray(matcher, dateLib)) return matcher.some((date) => rangeIncludesDate(range, date, false, dateLib));
		if (isDateRange(matcher)) {
			if (matcher.from && matcher.to) return rangeOverlaps(range, {
				from: matcher.from,
				to: matcher.to
			}, dateLib);
			return false;
		}
		if (isDayOfWeekType(matcher)) return rangeContainsDayOfWeek(range, matcher.dayOfWeek, dateLib);
		if (isDateInterval(matcher)) {
			if (dateLib.isAfter(matcher.before, matcher.after)) return rangeOverlaps(range, {
				from: dateLib.addDays(matcher.after, 1),
				to: dateLib.addDays(matcher.before, -1)
			}, dateLib);
			return dateMatchModifiers(range.from, matcher, dateLib) || dateMatchModifiers(range.to, matcher, dateLib);
		}
		if (isDateAfterType(matcher) || isDateBeforeType(matcher)) return dateMatchModifiers(range.from, matcher, dateLib) || dateMatchModifiers(range.to, matcher, dateLib);
		return false;
	})) return true;
	const functionMatchers = matchers.filter((matcher) => typeof matcher === "function");
	if (functionMatchers.length) {
		let date = range.from;
		const totalDays = dateLib.differenceInCalendarDays(range.to, range.from);
		for (let i = 0; i <= totalDays; i++) {
			if (functionMatchers.some((matcher) => matcher(date))) return true;
			date = dateLib.addDays(date, 1);
		}
	}
	return false;
}
// ../../node_modules/react-day-picker/dist/esm/selection/useRange.js
/**
* Hook to manage range selection in the DayPicker component.
*
* @template T - The type of DayPicker props.
* @param props - The DayPicker props.
* @param dateLib - The date utility library instance.
* @returns An object containing the selected range, a function to select a
*   range, and a function to check if a date is within the range.
*/
function useRange(props, dateLib) {
	const { disabled, excludeDisabled, resetOnSelect, selected: initiallySelected, required, onSelect } = props;
	const [internallySelected, setSelected] = useControlledValue(initiallySelected, onSelect ? initiallySelected : void 0);
	const selected = !onSelect ? internallySelected : initiallySelected;
	const isSelected = (date) => selected && rangeIncludesDate(selected, date, false, dateLib);
	const select = (triggerDate, modifiers, e) => {
		const { min, max } = props;
		let newRange;
		if (triggerDate) {
			const selectedFrom = selected?.from;
			const selectedTo = selected?.to;
			const hasFullRange = !!selectedFrom && !!selectedTo;
			const isClickingSingleDayRange = !!selectedFrom && !!selectedTo && dateLib.isSameDay(selectedFrom, selectedTo) && dateLib.isSameDay(triggerDate, selectedFrom);
			if (resetOnSelect && (hasFullRange || !selected?.from)) {
				if (!required && isClickingSingleDayRange) newRange = void 0;
				else newRange = {
					from: triggerDate,
					to: void 0
				};
			} else newRange = addToRange(triggerDate, selected, min, max, required, dateLib);
		}
		if (excludeDisabled && disabled && newRange?.from && newRange.to) {
			if (rangeContainsModifiers({
				from: newRange.from,
				to: newRange.to
			}, disabled, dateLib)) {
				newRange.from = triggerDate;
				newRange.to = void 0;
			}
		}
		if (!onSelect) setSelected(newRange);
		onSelect?.(newRange, triggerDate, modifiers, e);
		return newRange;
	};
	return {
		selected,
		select,
		isSelected
	};
}
// ../../node_modules/react-day-picker/dist/esm/selection/useSingle.js
/**
* Hook to manage single-date selection in the DayPicker component.
*
* @template T - The type of DayPicker props.
* @param props - The DayPicker props.
* @param dateLib - The date utility library instance.
* @returns An object containing the selected date, a function to select a date,
*   and a function to check if a date is selected.
*/
function useSingle(props, dateLib) {
	const { selected: initiallySelected, required, onSelect } = props;
	const [internallySelected, setSelected] = useControlledValue(initiallySelected, onSelect ? initiallySelected : void 0);
	const selected = !onSelect ? internallySelected : initiallySelected;
	const { isSameDay } = dateLib;
	const isSelected = (compareDate) => {
		return selected ? isSameDay(selected, compareDate) : false;
	};
	const select = (triggerDate, modifiers, e) => {
		let newDate = triggerDate;
		if (!required && selected && selected && isSameDay(triggerDate, selected)) newDate = void 0;
		if (!onSelect) setSelected(newDate);
		if (required) onSelect?.(newDate, triggerDate, modifiers, e);
		else onSelect?.(newDate, triggerDate, modifiers, e);
		return newDate;
	};
	return {
		selected,
		select,
		isSelected
	};
}
// ../../node_modules/react-day-picker/dist/esm/useSelection.js
/**
* Determines the appropriate selection hook to use based on the selection mode
* and returns the corresponding selection object.
*
* @template T - The type of DayPicker props.
* @param props - The DayPicker props.
* @param dateLib - The date utility library instance.
* @returns The selection object for the specified mode, or `undefined` if no
*   mode is set.
*/
function useSelection(props, dateLib) {
	const single = useSingle(props, dateLib);
	const multi = useMulti(props, dateLib);
	const range = useRange(props, dateLib);
	switch (props.mode) {
		case "single": return single;
		case "multiple": return multi;
		case "range": return range;
		default: return;
	}
}
// ../../node_modules/react-day-picker/dist/esm/utils/toTimeZone.js
/**
* Convert a {@link Date} or {@link TZDate} instance to the given time zone.
* Reuses the same instance when it is already a {@link TZDate} using the target
* time zone to avoid extra allocations.
*/
function toTimeZone(date, timeZone) {
	if (date instanceof TZDate && date.timeZone === timeZone) return date;
	return new TZDate(date, timeZone);
}
// ../../node_modules/react-day-picker/dist/esm/utils/convertMatchersToTimeZone.js
function toZoneNoon(date, timeZone, noonSafe) {
	if (!noonSafe) return toTimeZone(date, timeZone);
	const zoned = toTimeZone(date, timeZone);
	const noonZoned = new TZDate(zoned.getFullYear(), zoned.getMonth(), zoned.getDate(), 12, 0, 0, timeZone);
	return new Date(noonZoned.getTime());
}
function convertMatcher(matcher, timeZone, noonSafe) {
	if (typeof matcher === "boolean" || typeof matcher === "function") return matcher;
	if (matcher instanceof Date) return toZoneNoon(matcher, timeZone, noonSafe);
	if (Array.isArray(matcher)) return matcher.map((value) => value instanceof Date ? toZoneNoon(value, timeZone, noonSafe) : value);
	if (isDateRange(matcher)) return {
		...matcher,
		from: matcher.from ? toTimeZone(matcher.from, timeZone) : matcher.from,
		to: matcher.to ? toTimeZone(matcher.to, timeZone) : matcher.to
	};
	if (isDateInterval(matcher)) return {
		before: toZoneNoon(matcher.before, timeZone, noonSafe),
		after: toZoneNoon(matcher.after, timeZone, noonSafe)
	};
	if (isDateAfterType(matcher)) return { after: toZoneNoon(matcher.after, timeZone, noonSafe) };
	if (isDateBeforeType(matcher)) return { before: toZoneNoon(matcher.before, timeZone, noonSafe) };
	return matcher;
}
/**
* Convert any {@link Matcher} or array of matchers to the specified time zone.
*
* @param matchers - The matcher or matchers to convert.
* @param timeZone - The target IANA time zone.
* @returns The converted matcher(s).
* @group Utilities
*/
function convertMatchersToTimeZone(matchers, timeZone, noonSafe) {
	if (!matchers) return matchers;
	if (Array.isArray(matchers)) return matchers.map((matcher) => convertMatcher(matcher, timeZone, noonSafe));
	return convertMatcher(matchers, timeZone, noonSafe);
}
// ../../node_modules/react-day-picker/dist/esm/DayPicker.js
/**
* Renders the DayPicker calendar component.
*
* @param initialProps - The props for the DayPicker component.
* @returns The rendered DayPicker component.
* @group DayPicker
* @see https://daypicker.dev
*/
function DayPicker(initialProps) {
	let props = initialProps;
	const timeZone = props.timeZone;
	if (timeZone) {
		props = {
			...initialProps,
			timeZone
		};
		if (props.today) props.today = toTimeZone(props.today, timeZone);
		if (props.month) props.month = toTimeZone(props.month, timeZone);
		if (props.defaultMonth) props.defaultMonth = toTimeZone(props.defaultMonth, timeZone);
		if (props.startMonth) props.startMonth = toTimeZone(props.startMonth, timeZone);
		if (props.endMonth) props.endMonth = toTimeZone(props.endMonth, timeZone);
		if (props.mode === "single" && props.selected) props.selected = toTimeZone(props.selected, timeZone);
		else if (props.mode === "multiple" && props.selected) props.selected = props.selected?.map((date) => toTimeZone(date, timeZone));
		else if (props.mode === "range" && props.selected) props.selected = {
			from: props.selected.from ? toTimeZone(props.selected.from, timeZone) : props.selected.from,
			to: props.selected.to ? toTimeZone(props.selected.to, timeZone) : props.selected.to
		};
		if (props.disabled !== void 0) props.disabled = convertMatchersToTimeZone(props.disabled, timeZone);
		if (props.hidden !== void 0) props.hidden = convertMatchersToTimeZone(props.hidden, timeZone);
		if (props.modifiers) {
			const nextModifiers = {};
			Object.keys(props.modifiers).forEach((key) => {
				nextModifiers[key] = convertMatchersToTimeZone(props.modifiers?.[key], timeZone);
			});
			props.modifiers = nextModifiers;
		}
	}
	const { components, formatters, labels, dateLib, locale, classNames } = (0, import_react.useMemo)(() => {
		const locale = {
			...enUS,
			...props.locale
		};
		const weekStartsOn = props.broadcastCalendar ? 1 : props.weekStartsOn;
		const noonOverrides = props.noonSafe && props.timeZone ? createNoonOverrides(props.timeZone, {
			weekStartsOn,
			locale
		}) : void 0;
		const overrides = props.dateLib && noonOverrides ? {
			...noonOverrides,
			...props.dateLib
		} : props.dateLib ?? noonOverrides;
		const dateLib = new DateLib({
			locale,
			weekStartsOn,
			firstWeekContainsDate: props.firstWeekContainsDate,
			useAdditionalWeekYearTokens: props.useAdditionalWeekYearTokens,
			useAdditionalDayOfYearTokens: props.useAdditionalDayOfYearTokens,
			timeZone: props.timeZone,
			numerals: props.numerals
		}, overrides);
		return {
			dateLib,
			components: getComponents(props.components),
			formatters: getFormatters(props.formatters),
			labels: getLabels(props.labels, dateLib.options),
			locale,
			classNames: {
				...getDefaultClassNames(),
				...props.classNames
			}
		};
	}, [
		props.locale,
		props.broadcastCalendar,
		props.weekStartsOn,
		props.firstWeekContainsDate,
		props.useAdditionalWeekYearTokens,
		props.useAdditionalDayOfYearTokens,
		props.timeZone,
		props.numerals,
		props.dateLib,
		props.noonSafe,
		props.components,
		props.formatters,
		props.labels,
		props.classNames
	]);
	if (!props.today) props = {
		...props,
		today: dateLib.today()
	};
	const { captionLayout, mode, navLayout, numberOfMonths = 1, onDayBlur, onDayClick, onDayFocus, onDayKeyDown, onDayMouseEnter, onDayMouseLeave, onNextClick, onPrevClick, showWeekNumber, styles } = props;
	const { formatCaption, formatDay, formatMonthDropdown, formatWeekNumber, formatWeekNumberHeader, formatWeekdayName, formatYearDropdown } = formatters;
	const calendar = useCalendar(props, dateLib);
	const { days, months, navStart, navEnd, previousMonth, nextMonth, goToMonth } = calendar;
	const getModifiers = createGetModifiers(days, props, navStart, navEnd, dateLib);
	const { isSelected, select, selected: selectedValue } = useSelection(props, dateLib) ?? {};
	const { blur, focused, isFocusTarget, moveFocus, setFocused } = useFocus(props, calendar, getModifiers, isSelected ?? (() => false), dateLib);
	const { labelDayButton, labelGridcell, labelGrid, labelMonthDropdown, labelNav, labelPrevious, labelNext, labelWeekday, labelWeekNumber, labelWeekNumberHeader, labelYearDropdown } = labels;
	const weekdays = (0, import_react.useMemo)(() => getWeekdays(dateLib, props.ISOWeek, props.broadcastCalendar, props.today), [
		dateLib,
		props.ISOWeek,
		props.broadcastCalendar,
		props.today
	]);
	const isInteractive = mode !== void 0 || onDayClick !== void 0;
	const handlePreviousClick = (0, import_react.useCallback)(() => {
		if (!previousMonth) return;
		goToMonth(previousMonth);
		onPrevClick?.(previousMonth);
	}, [
		previousMonth,
		goToMonth,
		onPrevClick
	]);
	const handleNextClick = (0, import_react.useCallback)(() => {
		if (!nextMonth) return;
		goToMonth(nextMonth);
		onNextClick?.(nextMonth);
	}, [
		goToMonth,
		nextMonth,
		onNextClick
	]);
	const handleDayClick = (0, import_react.useCallback)((day, m) => (e) => {
		e.preventDefault();
		e.stopPropagation();
		setFocused(day);
		if (m.disabled) return;
		select?.(day.date, m, e);
		onDayClick?.(day.date, m, e);
	}, [
		select,
		onDayClick,
		setFocused
	]);
	const handleDayFocus = (0, import_react.useCallback)((day, m) => (e) => {
		setFocused(day);
		onDayFocus?.(day.date, m, e);
	}, [onDayFocus, setFocused]);
	const handleDayBlur = (0, import_react.useCallback)((day, m) => (e) => {
		blur();
		onDayBlur?.(day.date, m, e);
	}, [blur, onDayBlur]);
	const handleDayKeyDown = (0, import_react.useCallback)((day, modifiers) => (e) => {
		const keyMap = {
			ArrowLeft: [e.shiftKey ? "month" : "day", props.dir === "rtl" ? "after" : "before"],
			ArrowRight: [e.shiftKey ? "month" : "day", props.dir === "rtl" ? "before" : "after"],
			ArrowDown: [e.shiftKey ? "year" : "week", "after"],
			ArrowUp: [e.shiftKey ? "year" : "week", "before"],
			PageUp: [e.shiftKey ? "year" : "month", "before"],
			PageDown: [e.shiftKey ? "year" : "month", "after"],
			Home: ["startOfWeek", "before"],
			End: ["endOfWeek", "after"]
		};
		if (keyMap[e.key]) {
			e.preventDefault();
			e.stopPropagation();
			const [moveBy, moveDir] = keyMap[e.key];
			moveFocus(moveBy, moveDir);
		}
		onDayKeyDown?.(day.date, modifiers, e);
	}, [
		moveFocus,
		onDayKeyDown,
		props.dir
	]);
	const handleDayMouseEnter = (0, import_react.useCallback)((day, modifiers) => (e) => {
		onDayMouseEnter?.(day.date, modifiers, e);
	}, [onDayMouseEnter]);
	const handleDayMouseLeave = (0, import_react.useCallback)((day, modifiers) => (e) => {
		onDayMouseLeave?.(day.date, modifiers, e);
	}, [onDayMouseLeave]);
	const handleMonthChange = (0, import_react.useCallback)((date, monthOffset) => (e) => {
		const selectedMonth = Number(e.target.value);
		const month = dateLib.setMonth(dateLib.startOfMonth(date), selectedMonth);
		goToMonth(dateLib.addMonths(month, -monthOffset));
	}, [dateLib, goToMonth]);
	const handleYearChange = (0, import_react.useCallback)((date, monthOffset) => (e) => {
		const selectedYear = Number(e.target.value);
		const month = dateLib.setYear(dateLib.startOfMonth(date), selectedYear);
		goToMonth(dateLib.addMonths(month, -monthOffset));
	}, [dateLib, goToMonth]);
	const { className, style } = (0, import_react.useMemo)(() => ({
		className: [classNames[UI.Root], props.className].filter(Boolean).join(" "),
		style: {
			...styles?.[UI.Root],
			...props.style
		}
	}), [
		classNames,
		props.className,
		props.style,
		styles
	]);
	const dataAttributes = getDataAttributes(props);
	const getDropdownStyle = (dropdown) => {
		const dropdownStyle = styles?.[UI.Dropdown];
		const specificDropdownStyle = styles?.[dropdown];
		if (!dropdownStyle && !specificDropdownStyle) return;
		return {
			...dropdownStyle,
			...specificDropdownStyle
		};
	};
	const rootElRef = (0, import_react.useRef)(null);
	useAnimation(rootElRef, Boolean(props.animate), {
		classNames,
		months,
		focused,
		dateLib
	});
	const contextValue = {
		dayPickerProps: props,
		selected: selectedValue,
		select,
		isSelected,
		months,
		nextMonth,
		previousMonth,
		goToMonth,
		getModifiers,
		components,
		classNames,
		styles,
		labels,
		formatters
	};
	return import_react.createElement(dayPickerContext.Provider, { value: contextValue }, import_react.createElement(components.Root, {
		rootRef: props.animate ? rootElRef : void 0,
		className,
		style,
		dir: props.dir,
		id: props.id,
		lang: props.lang ?? locale.code,
		nonce: props.nonce,
		title: props.title,
		role: props.role,
		"aria-label": props["aria-label"],
		"aria-labelledby": props["aria-labelledby"],
		...dataAttributes
	}, import_react.createElement(components.Months, {
		className: classNames[UI.Months],
		style: styles?.[UI.Months]
	}, !props.hideNavigation && !navLayout && import_react.createElement(components.Nav, {
		"data-animated-nav": props.animate ? "true" : void 0,
		className: classNames[UI.Nav],
		style: styles?.[UI.Nav],
		"aria-label": labelNav(),
		onPreviousClick: handlePreviousClick,
		onNextClick: handleNextClick,
		previousMonth,
		nextMonth
	}), months.map((calendarMonth, displayIndex) => {
		const monthOffset = props.reverseMonths ? months.length - 1 - displayIndex : displayIndex;
		return import_react.createElement(components.Month, {
			"data-animated-month": props.animate ? "true" : void 0,
			className: classNames[UI.Month],
			style: styles?.[UI.Month],
			key: displayIndex,
			displayIndex,
			calendarMonth
		}, navLayout === "around" && !props.hideNavigation && displayIndex === 0 && import_react.createElement(components.PreviousMonthButton, {
			type: "button",
			className: classNames[UI.PreviousMonthButton],
			style: styles?.[UI.PreviousMonthButton],
			tabIndex: previousMonth ? void 0 : -1,
			"aria-disabled": previousMonth ? void 0 : true,
			"aria-label": labelPrevious(previousMonth),
			onClick: handlePreviousClick,
			"data-animated-button": props.animate ? "true" : void 0
		}, import_react.createElement(components.Chevron, {
			disabled: previousMonth ? void 0 : true,
			className: classNames[UI.Chevron],
			style: styles?.[UI.Chevron],
			orientation: props.dir === "rtl" ? "right" : "left"
		})), import_react.createElement(components.MonthCaption, {
			"data-animated-caption": props.animate ? "true" : void 0,
			className: classNames[UI.MonthCaption],
			style: styles?.[UI.MonthCaption],
			calendarMonth,
			displayIndex
		}, captionLayout?.startsWith("dropdown") ? import_react.createElement(components.DropdownNav, {
			className: classNames[UI.Dropdowns],
			style: styles?.[UI.Dropdowns]
		}, (() => {
			const monthControl = captionLayout === "dropdown" || captionLayout === "dropdown-months" ? import_react.createElement(components.MonthsDropdown, {
				key: "month",
				className: classNames[UI.MonthsDropdown],
				"aria-label": labelMonthDropdown(),
				disabled: Boolean(props.disableNavigation),
				onChange: handleMonthChange(calendarMonth.date, monthOffset),
				options: getMonthOptions(calendarMonth.date, navStart, navEnd, formatters, dateLib),
				style: getDropdownStyle(UI.MonthsDropdown),
				value: dateLib.getMonth(calendarMonth.date)
			}) : import_react.createElement("span", { key: "month" }, formatMonthDropdown(calendarMonth.date, dateLib));
			const yearControl = captionLayout === "dropdown" || captionLayout === "dropdown-years" ? import_react.createElement(components.YearsDropdown, {
				key: "year",
				className: classNames[UI.YearsDropdown],
				"aria-label": labelYearDropdown(dateLib.options),
				disabled: Boolean(props.disableNavigation),
				onChange: handleYearChange(calendarMonth.date, monthOffset),
				options: getYearOptions(navStart, navEnd, formatters, dateLib, Boolean(props.reverseYears)),
				style: getDropdownStyle(UI.YearsDropdown),
				value: dateLib.getYear(calendarMonth.date)
			}) : import_react.createElement("span", { key: "year" }, formatYearDropdown(calendarMonth.date, dateLib));
			return dateLib.getMonthYearOrder() === "year-first" ? [yearControl, monthControl] : [monthControl, yearControl];
		})(), import_react.createElement("span", {
			role: "status",
			"aria-live": "polite",
			style: {
				border: 0,
				clip: "rect(0 0 0 0)",
				height: "1px",
				margin: "-1px",
				overflow: "hidden",
				padding: 0,
				position: "absolute",
				width: "1px",
				whiteSpace: "nowrap",
				wordWrap: "normal"
			}
		}, formatCaption(calendarMonth.date, dateLib.options, dateLib))) : import_react.createElement(components.CaptionLabel, {
			className: classNames[UI.CaptionLabel],
			style: styles?.[UI.CaptionLabel],
			role: "status",
			"aria-live": "polite"
		}, formatCaption(calendarMonth.date, dateLib.options, dateLib))), navLayout === "around" && !props.hideNavigation && displayIndex === numberOfMonths - 1 && import_react.createElement(components.NextMonthButton, {
			type: "button",
			className: classNames[UI.NextMonthButton],
			style: styles?.[UI.NextMonthButton],
			tabIndex: nextMonth ? void 0 : -1,
			"aria-disabled": nextMonth ? void 0 : true,
			"aria-label": labelNext(nextMonth),
			onClick: handleNextClick,
			"data-animated-button": props.animate ? "true" : void 0
		}, import_react.createElement(components.Chevron, {
			disabled: nextMonth ? void 0 : true,
			className: classNames[UI.Chevron],
			style: styles?.[UI.Chevron],
			orientation: props.dir === "rtl" ? "left" : "right"
		})), displayIndex === numberOfMonths - 1 && navLayout === "after" && !props.hideNavigation && import_react.createElement(components.Nav, {
			"data-animated-nav": props.animate ? "true" : void 0,
			className: classNames[UI.Nav],
			style: styles?.[UI.Nav],
			"aria-label": labelNav(),
			onPreviousClick: handlePreviousClick,
			onNextClick: handleNextClick,
			previousMonth,
			nextMonth
		}), import_react.createElement(components.MonthGrid, {
			role: "grid",
			"aria-multiselectable": mode === "multiple" || mode === "range",
			"aria-label": labelGrid(calendarMonth.date, dateLib.options, dateLib) || void 0,
			className: classNames[UI.MonthGrid],
			style: styles?.[UI.MonthGrid]
		}, !props.hideWeekdays && import_react.createElement(components.Weekdays, {
			"data-animated-weekdays": props.animate ? "true" : void 0,
			className: classNames[UI.Weekdays],
			style: styles?.[UI.Weekdays]
		}, showWeekNumber && import_react.createElement(components.WeekNumberHeader, {
			"aria-label": labelWeekNumberHeader(dateLib.options),
			className: classNames[UI.WeekNumberHeader],
			style: styles?.[UI.WeekNumberHeader],
			scope: "col"
		}, formatWeekNumberHeader()), weekdays.map((weekday) => import_react.createElement(components.Weekday, {
			"aria-label": labelWeekday(weekday, dateLib.options, dateLib),
			className: classNames[UI.Weekday],
			key: String(weekday),
			style: styles?.[UI.Weekday],
			scope: "col"
		}, formatWeekdayName(weekday, dateLib.options, dateLib)))), import_react.createElement(components.Weeks, {
			"data-animated-weeks": props.animate ? "true" : void 0,
			className: classNames[UI.Weeks],
			style: styles?.[UI.Weeks]
		}, calendarMonth.weeks.map((week) => {
			return import_react.createElement(components.Week, {
				className: classNames[UI.Week],
				key: week.weekNumber,
				style: styles?.[UI.Week],
				week
			}, showWeekNumber && import_react.createElement(components.WeekNumber, {
				week,
				style: styles?.[UI.WeekNumber],
				"aria-label": labelWeekNumber(week.weekNumber, { locale }),
				className: classNames[UI.WeekNumber],
				scope: "row",
				role: "rowheader"
			}, formatWeekNumber(week.weekNumber, dateLib)), week.days.map((day) => {
				const { date } = day;
				const modifiers = getModifiers(day);
				modifiers[DayFlag.focused] = !modifiers.hidden && Boolean(focused?.isEqualTo(day));
				modifiers[SelectionState.selected] = isSelected?.(date) || modifiers.selected;
				if (isDateRange(selectedValue)) {
					const { from, to } = selectedValue;
					modifiers[SelectionState.range_start] = Boolean(from && to && dateLib.isSameDay(date, from));
					modifiers[SelectionState.range_end] = Boolean(from && to && dateLib.isSameDay(date, to));
					modifiers[SelectionState.range_middle] = rangeIncludesDate(selectedValue, date, true, dateLib);
				}
				const style = getStyleForModifiers(modifiers, styles, props.modifiersStyles);
				const className = getClassNamesForModifiers(modifiers, classNames, props.modifiersClassNames);
				const ariaLabel = !isInteractive && !modifiers.hidden ? labelGridcell(date, modifiers, dateLib.options, dateLib) : void 0;
				return import_react.createElement(components.Day, {
					key: `${day.isoDate}_${day.displayMonthId}`,
					day,
					modifiers,
					className: className.join(" "),
					style,
					role: "gridcell",
					"aria-selected": modifiers.selected || void 0,
					"aria-label": ariaLabel,
					"data-day": day.isoDate,
					"data-month": day.outside ? day.dateMonthId : void 0,
					"data-selected": modifiers.selected || void 0,
					"data-disabled": modifiers.disabled || void 0,
					"data-hidden": modifiers.hidden || void 0,
					"data-outside": day.outside || void 0,
					"data-focused": modifiers.focused || void 0,
					"data-today": modifiers.today || void 0
				}, !modifiers.hidden && isInteractive ? import_react.createElement(components.DayButton, {
					className: classNames[UI.DayButton],
					style: styles?.[UI.DayButton],
					type: "button",
					day,
					modifiers,
					disabled: !modifiers.focused && modifiers.disabled || void 0,
					"aria-disabled": modifiers.focused && modifiers.disabled || void 0,
					tabIndex: isFocusTarget(day) ? 0 : -1,
					"aria-label": labelDayButton(date, modifiers, dateLib.options, dateLib),
					onClick: handleDayClick(day, modifiers),
					onBlur: handleDayBlur(day, modifiers),
					onFocus: handleDayFocus(day, modifiers),
					onKeyDown: handleDayKeyDown(day, modifiers),
					onMouseEnter: handleDayMouseEnter(day, modifiers),
					onMouseLeave: handleDayMouseLeave(day, modifiers)
				}, formatDay(date, dateLib.options, dateLib)) : !modifiers.hidden && formatDay(day.date, dateLib.options, dateLib));
			}));
		}))));
	})), props.footer && import_react.createElement(components.Footer, {
		className: classNames[UI.Footer],
		style: styles?.[UI.Footer],
		role: "status",
		"aria-live": "polite"
	}, props.footer)));
}
// src/features/bookings/hooks/use-day-picker-locale.ts
/** Each language's calendar texts (date-fns's locale and DayPicker's labels), loaded when first needed. */
var LOCALES = {
	es: () => import("./es-Dy-1Pk0r.js").then((m) => m.es),
	ca: () => import("./ca-BHSAJCV3.js").then((m) => m.ca),
	eu: () => import("./eu-HjFUP84D.js").then((m) => m.eu),
	gl: () => import("./gl-E5VDbCoB.js").then((m) => m.gl),
	en: () => import("./en-GB-gpMSTunD.js").then((m) => m.enGB),
	fr: () => import("./fr-i5l5AKH1.js").then((m) => m.fr),
	de: () => import("./de-CgBG-TkM.js").then((m) => m.de),
	it: () => import("./it-BURC8th9.js").then((m) => m.it),
	pt: () => import("./pt-pRrJC8JJ.js").then((m) => m.pt)
};
function useDayPickerLocale(lang) {
	const load = LOCALES[lang] ?? LOCALES.en;
	return useQuery({
		queryKey: bookingsKeys.dayPickerLocale(lang),
		queryFn: load,
		staleTime: Infinity
	}).data;
}
// src/features/bookings/hooks/use-element-width.ts
/** The width of an element, kept up to date as it resizes (0 until measured). */
function useElementWidth() {
	const ref = (0, import_react.useRef)(null);
	const [width, setWidth] = (0, import_react.useState)(0);
	(0, import_react.useEffect)(() => {
		const element = ref.current;
		if (!element) return;
		setWidth(element.getBoundingClientRect().width);
		if (typeof ResizeObserver === "undefined") return;
		const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
		observer.observe(element);
		return () => observer.disconnect();
	}, []);
	return [ref, width];
}
// src/features/bookings/hooks/use-stay-rules.ts
/**
* The availability as the calendar needs it: the free days (the expansion of docs/rules.md#availability), the
* booked nights, and the same stay rules the API applies (@town/shared/bookings).
*/
function useStayRules(entries) {
	return (0, import_react.useMemo)(() => {
		const now = /* @__PURE__ */ new Date();
		const today = dayInTimeZone(now);
		const days = new Map(expandAvailability(entries ?? [], now).map((d) => [d.start, d]));
		const booked = bookedNightsOf(entries ?? []);
		const context = {
			days,
			bookedNights: booked,
			today
		};
		const checkIns = /* @__PURE__ */ new Map();
		return {
			today,
			days,
			booked,
			canCheckIn(day) {
				let can = checkIns.get(day);
				if (can === void 0) checkIns.set(day, can = canCheckIn(day, context));
				return can;
			},
			quote: (checkIn, checkOut) => quoteStay({
				checkIn,
				checkOut
			}, context)
		};
	}, [entries]);
}
// src/features/bookings/utils/days.ts
function toDayKey(date) {
	return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}
function fromDayKey(day) {
	const [y, m, d] = day.split("-").map(Number);
	return new Date(y, m - 1, d);
}
// src/features/bookings/api/create-booking.ts
/** POST /api/v1/booking: the server checks the stay again and computes the price. */
function createBooking(input, lang) {
	return apiFetch("/api/v1/booking", {
		method: "POST",
		query: { lang },
		body: input,
		schema: bookingSchema
	});
}
/** Books, then refreshes the calendar (taken nights) and the visitor's bookings, success or conflict alike. */
function useCreateBooking(lang) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (input) => createBooking(input, lang),
		onSettled: (_booking, _error, input) => Promise.all([queryClient.invalidateQueries({ queryKey: bookingsKeys.availability(input.asset_id) }), queryClient.invalidateQueries({ queryKey: bookingsKeys.mine() })])
	});
}
// src/features/bookings/components/price-breakdown.tsx
/** Nights × price per night for each price band, and the total. */
function PriceBreakdown({ bands, total, lang, headingComponent = "h3" }) {
	const { t } = useTranslation("bookings");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "subtitle1",
		component: headingComponent,
		sx: { fontWeight: 600 },
		children: t("price.heading")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "dl",
		sx: {
			m: 0,
			display: "grid",
			gridTemplateColumns: "minmax(0, 1fr) auto",
			rowGap: .5,
			"& dd": { pl: 2 }
		},
		children: [
			bands.map((band) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: { display: "contents" },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "dt",
					sx: {
						m: 0,
						minWidth: 0
					},
					children: [t("price.band", {
						count: band.nights,
						price: formatEuros(band.pricePerNight, lang)
					}), bands.length > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "span",
						variant: "body2",
						color: "text.secondary",
						sx: { display: "block" },
						children: t("price.bandDates", {
							from: formatStayDay(band.from, lang, "short"),
							to: formatStayDay(band.to, lang, "short")
						})
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "dd",
					sx: {
						m: 0,
						textAlign: "end",
						fontVariantNumeric: "tabular-nums"
					},
					children: formatEuros(band.subtotal, lang)
				})]
			}, band.from)),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "dt",
				sx: {
					m: 0,
					pt: 1,
					borderTop: 1,
					borderColor: "divider",
					fontWeight: 700
				},
				children: t("price.total")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "dd",
				"data-testid": "stay-total",
				sx: {
					m: 0,
					pt: 1,
					borderTop: 1,
					borderColor: "divider",
					fontWeight: 700,
					textAlign: "end"
				},
				children: formatEuros(total, lang)
			})
		]
	})] });
}
// src/features/bookings/components/booking-dialog.tsx
/** The dialog's fields, checked by the shared booking schema's own rules; a blank note is no note. */
var bookingFormSchema = object({
	adults: createBookingSchema.shape.adults,
	children: createBookingSchema.shape.children,
	notes: string().transform((text) => text.trim() || void 0).pipe(createBookingSchema.shape.notes)
});
/** The stay's arrival and departure, with their hours, as a description list. */
function StayFacts({ stay, lang, children, sx }) {
	const { t } = useTranslation("bookings");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "dl",
		sx: [{
			display: "grid",
			gridTemplateColumns: "auto minmax(0, 1fr)",
			columnGap: 2,
			rowGap: .5,
			"& dd": { m: 0 }
		}, ...Array.isArray(sx) ? sx : [sx]],
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("dialog.checkIn") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: t("dialog.from", {
				date: formatStayDay(stay.checkIn, lang),
				hour: stay.checkInHour
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("dialog.checkOut") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: t("dialog.until", {
				date: formatStayDay(stay.checkOut, lang),
				hour: stay.checkOutHour
			}) }),
			children
		]
	});
}
var range = (from, to) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
/** The rules the server named in a 400, when they are ours to translate. */
function brokenRules(error) {
	if (!(error instanceof ApiError) || error.code !== ERROR_CODES.validationError || !Array.isArray(error.details)) return [];
	return error.details.map((d) => d.message).filter((m) => BOOKING_RULES.includes(m ?? ""));
}
/**
* The summary before booking: dates, guests within the rental's capacity, optional notes
* (at least NOTES_MIN_LENGTH characters, docs/rules.md) and the price; then the confirmation.
*/
function BookingDialog({ open, assetId, assetName, capacity, checkIn, checkOut, quote, onClose }) {
	const { t } = useTranslation("bookings");
	const lang = useLang();
	const navigate = useNavigate();
	const location = useLocation();
	const email = useSessionStore((s) => s.user?.email);
	const fullScreen = useMediaQuery("(max-width: 599.95px)");
	const create = useCreateBooking(lang);
	const form = useForm({
		resolver: u(bookingFormSchema),
		defaultValues: {
			adults: 1,
			children: 0,
			notes: ""
		},
		mode: "onTouched"
	});
	const [booked, setBooked] = (0, import_react.useState)(null);
	const { adults: maxAdults, children: maxChildren } = guestLimits(capacity);
	const error = create.error;
	const taken = error instanceof ApiError && error.code === ERROR_CODES.datesUnavailable;
	const rules = brokenRules(error);
	const submit = form.handleSubmit(({ adults, children, notes }) => {
		if (create.isPending) return;
		create.mutate({
			asset_id: assetId,
			checkIn,
			checkOut,
			adults,
			children,
			notes
		}, {
			onSuccess: setBooked,
			onError: (e) => {
				if (e instanceof ApiError && e.status === 401) navigate(`/${lang}/auth/signin?redirect=${encodeURIComponent(location.pathname + location.search)}`);
			}
		});
	});
	const close = () => onClose(booked ? "booked" : taken ? "taken" : "closed");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onClose: close,
		fullScreen,
		fullWidth: true,
		maxWidth: "sm",
		"aria-labelledby": "booking-dialog-title",
		children: booked ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogTitle, {
				id: "booking-dialog-title",
				sx: {
					display: "flex",
					alignItems: "center",
					gap: 1
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckCircle_default, {
					color: "success",
					"aria-hidden": "true"
				}), t("dialog.confirmedTitle")]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					role: "status",
					children: t("dialog.confirmedText", { name: booked.assetName || assetName || "" })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(StayFacts, {
					stay: booked,
					lang,
					sx: { my: 2 },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("dialog.reference") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
						style: { overflowWrap: "anywhere" },
						children: booked.id
					})]
				}),
				email && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					children: t("dialog.mailed", { email })
				})
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, {
				sx: {
					flexWrap: "wrap",
					gap: 1
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					onClick: close,
					children: t("dialog.close")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "contained",
					component: Link,
					to: `/${lang}/myBookings`,
					children: t("dialog.seeMyBookings")
				})]
			})
		] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "form",
			noValidate: true,
			onSubmit: submit,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
					id: "booking-dialog-title",
					children: t("dialog.title")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, { children: [
					assetName && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "subtitle1",
						component: "p",
						sx: {
							fontWeight: 600,
							mb: 1
						},
						children: assetName
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(StayFacts, {
						stay: {
							checkIn,
							checkOut,
							...quote
						},
						lang,
						sx: {
							mt: 0,
							mb: 2
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("dialog.nightsLabel") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: quote.nights })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						sx: {
							display: "grid",
							gridTemplateColumns: "1fr 1fr",
							gap: 2,
							mb: 2
						},
						children: ["adults", "children"].map((name) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
							control: form.control,
							name,
							render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
								select: true,
								id: `booking-${name}`,
								label: t(`dialog.${name}`),
								name: field.name,
								value: field.value,
								onChange: (event) => field.onChange(Number(event.target.value)),
								onBlur: field.onBlur,
								inputRef: field.ref,
								children: range(name === "adults" ? 1 : 0, name === "adults" ? maxAdults : maxChildren).map((n) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
									value: n,
									children: n
								}, n))
							})
						}, name))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						control: form.control,
						name: "notes",
						id: "booking-notes",
						label: t("dialog.notes"),
						multiline: true,
						minRows: 2,
						slotProps: { htmlInput: { maxLength: NOTES_MAX_LENGTH } },
						describeError: () => t("dialog.notesTooShort", { count: 10 }),
						hint: t("dialog.notesHelp", { count: 10 }),
						sx: { mb: 2 }
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PriceBreakdown, {
						bands: quote.bands,
						total: quote.total,
						lang,
						headingComponent: "h3"
					}),
					error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						severity: "error",
						sx: { mt: 2 },
						role: "alert",
						children: taken ? t("dialog.errors.taken") : rules.length > 0 ? `${t("dialog.errors.rules")} ${rules.map((r) => t(`rules.${r}`, { max: 100 })).join(" ")}` : error instanceof ApiError && error.code === "NETWORK_ERROR" ? t("dialog.errors.network") : t("dialog.errors.failed")
					})
				] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, {
					sx: {
						flexWrap: "wrap",
						gap: 1
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						onClick: close,
						children: t("dialog.back")
					}), !taken && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						variant: "contained",
						disabled: create.isPending,
						children: create.isPending ? t("dialog.submitting") : t("dialog.confirm")
					})]
				})
			]
		})
	});
}
// src/features/bookings/components/calendar-day-button.tsx
var CalendarDayContext = (0, import_react.createContext)({
	prices: /* @__PURE__ */ new Map(),
	booked: /* @__PURE__ */ new Set(),
	lang: "es"
});
/**
* A day of the calendar with its price per night under the date (free nights only).
* Its name is the whole description (weekday, date, free or not, price), read from hidden
* text rather than an aria-label: the visible day and price are then part of the name, as
* WCAG 2.5.3 (label in name) asks, without reading them twice.
*/
function CalendarDayButton({ day, modifiers, children, ...buttonProps }) {
	const { prices, booked, lang } = (0, import_react.useContext)(CalendarDayContext);
	const ref = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (modifiers.focused) ref.current?.focus();
	}, [modifiers.focused]);
	const key = toDayKey(day.date);
	const price = booked.has(key) ? void 0 : prices.get(key)?.price;
	const { "aria-label": description, ...props } = buttonProps;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		ref,
		...props,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				"aria-hidden": "true",
				children
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "day-price",
				"aria-hidden": "true",
				children: price === void 0 ? "\xA0" : formatEuros(price, lang)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				style: visuallyHidden,
				children: description
			})
		]
	});
}
// src/features/bookings/components/availability-calendar.tsx
/** Search parameters that carry a chosen stay through sign-in and back. */
var PARAMS = {
	checkIn: "checkIn",
	checkOut: "checkOut",
	book: "book"
};
/** Two months side by side need this much room. */
var TWO_MONTHS_MIN_WIDTH = 600;
function stayFromParams(params) {
	const checkIn = params.get(PARAMS.checkIn);
	const checkOut = params.get(PARAMS.checkOut);
	return {
		checkIn: checkIn && isCalendarDay(checkIn) ? checkIn : null,
		checkOut: checkIn && checkOut && isCalendarDay(checkOut) && checkOut > checkIn ? checkOut : null
	};
}
/**
* A holiday rental's availability calendar (docs/product.md#bookings, docs/rules.md#bookings): free and booked
* nights with their prices, in the visitor's language, two months side by side where
* there is room. Picking a check-in and a check-out follows the same rules as the API
* (minimum stay, at most MAX_STAY_DAYS nights, changeover weekdays, booked nights; a check-out day
* may be a booked night's first day), and the price breakdown follows the choice. "Book"
* opens the summary, after signing in when needed.
*/
function AvailabilityCalendar({ assetId, assetName, capacity }) {
	const { t } = useTranslation("bookings");
	const lang = useLang();
	const navigate = useNavigate();
	const location = useLocation();
	const [params, setParams] = useSearchParams();
	const signedIn = useSessionStore((s) => s.token !== null);
	const availability = useAvailability(assetId);
	const locale = useDayPickerLocale(lang);
	const rules = useStayRules(availability.data);
	const [containerRef, width] = useElementWidth();
	const [stay, setStay] = (0, import_react.useState)(() => stayFromParams(params));
	const [summary, setSummary] = (0, import_react.useState)(null);
	const [month, setMonth] = (0, import_react.useState)(() => fromDayKey(stay.checkIn ?? rules.today));
	const quote = stay.checkIn && stay.checkOut ? rules.quote(stay.checkIn, stay.checkOut).quote : void 0;
	const checkInDay = stay.checkIn ? rules.days.get(stay.checkIn) : void 0;
	const wantsToBook = params.get(PARAMS.book) === "1";
	(0, import_react.useEffect)(() => {
		if (!wantsToBook || !availability.data) return;
		if (signedIn && quote && stay.checkIn && stay.checkOut) setSummary({
			checkIn: stay.checkIn,
			checkOut: stay.checkOut,
			quote
		});
		setParams((p) => {
			p.delete(PARAMS.book);
			return p;
		}, {
			replace: true,
			preventScrollReset: true
		});
	}, [
		wantsToBook,
		availability.data,
		signedIn,
		quote,
		stay,
		setParams
	]);
	const validCheckOut = (day) => stay.checkIn !== null && stay.checkOut === null && day > stay.checkIn && !!rules.quote(stay.checkIn, day).quote;
	/**
	* Choosing a check-in: the days a stay can start on. Choosing a check-out: the days that
	* end a valid stay, the check-in itself (to undo it) and earlier days a stay can start on.
	*/
	const selectable = (day) => {
		if (!stay.checkIn || stay.checkOut) return rules.canCheckIn(day);
		if (day > stay.checkIn) return validCheckOut(day);
		return day === stay.checkIn || rules.canCheckIn(day);
	};
	const pick = (day) => {
		if (stay.checkIn && !stay.checkOut) {
			if (day === stay.checkIn) return setStay({
				checkIn: null,
				checkOut: null
			});
			if (validCheckOut(day)) return setStay({
				checkIn: stay.checkIn,
				checkOut: day
			});
		}
		if (rules.canCheckIn(day)) setStay({
			checkIn: day,
			checkOut: null
		});
	};
	const book = () => {
		if (!quote || !stay.checkIn || !stay.checkOut) return;
		if (signedIn) return setSummary({
			checkIn: stay.checkIn,
			checkOut: stay.checkOut,
			quote
		});
		const back = new URLSearchParams(location.search);
		back.set(PARAMS.checkIn, stay.checkIn);
		back.set(PARAMS.checkOut, stay.checkOut);
		back.set(PARAMS.book, "1");
		const redirect = `${location.pathname}?${back.toString()}`;
		navigate(`/${lang}/auth/signin?redirect=${encodeURIComponent(redirect)}`);
	};
	const dayLabel = (0, import_react.useMemo)(() => dayLabeller(rules, lang, t), [
		rules,
		lang,
		t
	]);
	const dayContext = (0, import_react.useMemo)(() => ({
		prices: rules.days,
		booked: rules.booked,
		lang
	}), [rules, lang]);
	const status = (() => {
		if (!stay.checkIn) return t("calendar.pickCheckIn");
		if (!stay.checkOut) return t("calendar.pickCheckOut", { date: formatStayDay(stay.checkIn, lang) });
		return t("calendar.chosen", {
			count: quote?.nights ?? 0,
			checkIn: formatStayDay(stay.checkIn, lang),
			checkOut: formatStayDay(stay.checkOut, lang)
		});
	})();
	const twoMonths = width >= TWO_MONTHS_MIN_WIDTH;
	const cell = Math.max(36, Math.min(52, Math.floor((twoMonths ? (width - 32) / 2 : width) / 7)));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		variant: "outlined",
		"aria-labelledby": "availability-heading",
		sx: {
			mt: 3,
			p: {
				xs: 1.5,
				sm: 2.5
			}
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "availability-heading",
				variant: "h2",
				sx: { mb: 1 },
				children: t("calendar.heading")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				color: "text.secondary",
				sx: { mb: 2 },
				children: t("calendar.intro")
			}),
			availability.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadError, {
				message: t("calendar.error"),
				onRetry: () => void availability.refetch()
			}),
			availability.data && rules.days.size === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "info",
				children: t("calendar.empty")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				ref: containerRef,
				sx: {
					width: "100%",
					minWidth: 0
				},
				children: availability.isPending || !locale || width === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					variant: "rounded",
					height: cell * 7 + 60,
					"aria-label": t("calendar.loading")
				}) : availability.data && rules.days.size > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CalendarDayContext.Provider, {
					value: dayContext,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						sx: (theme) => calendarStyles(theme, cell),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DayPicker, {
							mode: "range",
							locale,
							lang,
							weekStartsOn: 1,
							numberOfMonths: twoMonths ? 2 : 1,
							month,
							onMonthChange: setMonth,
							startMonth: fromDayKey(rules.today),
							endMonth: fromDayKey(addDays$1(rules.today, 365)),
							today: fromDayKey(rules.today),
							showOutsideDays: false,
							selected: {
								from: stay.checkIn ? fromDayKey(stay.checkIn) : void 0,
								to: stay.checkOut ? fromDayKey(stay.checkOut) : void 0
							},
							onSelect: (_range, date) => pick(toDayKey(date)),
							disabled: (date) => !selectable(toDayKey(date)),
							modifiers: {
								free: (date) => {
									const day = toDayKey(date);
									return rules.days.has(day) && !rules.booked.has(day);
								},
								booked: (date) => rules.booked.has(toDayKey(date))
							},
							modifiersClassNames: {
								free: "day-free",
								booked: "day-booked"
							},
							labels: { labelDayButton: dayLabel },
							components: { DayButton: CalendarDayButton },
							footer: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								component: "span",
								variant: "body2",
								sx: {
									display: "block",
									mt: 1
								},
								children: status
							})
						})
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Legend, {}),
			checkInDay && !stay.checkOut && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				variant: "body2",
				sx: { mt: 1 },
				children: [t("calendar.minStay", { count: checkInDay.minDays }), checkInDay.endDay !== null && locale && ` ${t("calendar.changeover", { weekday: locale.localize.day(checkInDay.endDay, { width: "wide" }) })}`]
			}),
			quote && stay.checkIn && stay.checkOut && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					mt: 2,
					maxWidth: 480
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PriceBreakdown, {
					bands: quote.bands,
					total: quote.total,
					lang
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					color: "text.secondary",
					sx: { mt: 1 },
					children: t("price.times", {
						checkIn: quote.checkInHour,
						checkOut: quote.checkOutHour
					})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					mt: 2,
					display: "flex",
					flexWrap: "wrap",
					gap: 1,
					alignItems: "center"
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "contained",
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventAvailable_default, {}),
						disabled: !quote,
						onClick: book,
						children: t("calendar.book")
					}),
					stay.checkIn && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						onClick: () => setStay({
							checkIn: null,
							checkOut: null
						}),
						children: t("calendar.clear")
					}),
					quote && !signedIn && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						color: "text.secondary",
						children: t("calendar.signInHint")
					})
				]
			}),
			summary && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingDialog, {
				open: true,
				assetId,
				assetName,
				capacity: capacity ?? null,
				checkIn: summary.checkIn,
				checkOut: summary.checkOut,
				quote: summary.quote,
				onClose: (outcome) => {
					setSummary(null);
					if (outcome === "booked" || outcome === "taken") setStay({
						checkIn: null,
						checkOut: null
					});
				}
			})
		]
	});
}
function Legend() {
	const { t } = useTranslation("bookings");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		"aria-label": t("calendar.legend.label"),
		sx: (theme) => ({
			listStyle: "none",
			p: 0,
			m: 0,
			mt: 1,
			display: "flex",
			flexWrap: "wrap",
			gap: 2,
			"& li": {
				display: "flex",
				alignItems: "center",
				gap: .75,
				fontSize: "0.875rem"
			},
			"& .swatch": {
				width: 16,
				height: 16,
				borderRadius: "4px",
				border: 1,
				borderColor: "text.secondary"
			},
			"& .legend-free .swatch": { bgcolor: "background.paper" },
			"& .legend-booked .swatch": bookedBackground(theme),
			"& .legend-unavailable .swatch": {
				bgcolor: "action.disabledBackground",
				borderStyle: "dashed"
			},
			"& .legend-selected .swatch": {
				bgcolor: "primary.main",
				borderColor: "primary.main"
			}
		}),
		children: [
			{
				key: "free",
				className: "legend-free"
			},
			{
				key: "booked",
				className: "legend-booked"
			},
			{
				key: "unavailable",
				className: "legend-unavailable"
			},
			{
				key: "selected",
				className: "legend-selected"
			}
		].map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: item.className,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "swatch",
				"aria-hidden": "true"
			}), t(`calendar.legend.${item.key}`)]
		}, item.key))
	});
}
var stripes = (colour) => `repeating-linear-gradient(135deg, ${colour} 0 4px, transparent 4px 8px)`;
/** Both schemes' stripes in the styles; body's data-theme picks one (docs/product.md#theme). */
function bookedBackground(theme) {
	return {
		background: stripes("rgba(198, 40, 40, 0.18)"),
		...theme.applyStyles("dark", { background: stripes("rgba(255, 138, 128, 0.35)") })
	};
}
function calendarStyles(theme, cell) {
	const { primary, text, action } = (theme.vars ?? theme).palette;
	return {
		".rdp-root": {
			"--rdp-accent-color": primary.main,
			"--rdp-accent-background-color": "rgba(11, 92, 138, 0.12)",
			...theme.applyStyles("dark", { "--rdp-accent-background-color": "rgba(124, 196, 240, 0.18)" }),
			"--rdp-day-width": `${cell}px`,
			"--rdp-day-height": `${cell + 6}px`,
			"--rdp-day_button-width": `${cell - 2}px`,
			"--rdp-day_button-height": `${cell + 4}px`,
			"--rdp-day_button-border-radius": "8px",
			"--rdp-disabled-opacity": "0.4",
			"--rdp-months-gap": "32px",
			"--rdp-range_start-color": primary.contrastText,
			"--rdp-range_end-color": primary.contrastText,
			"--rdp-today-color": text.primary,
			width: "fit-content",
			maxWidth: "100%"
		},
		".rdp-months": { maxWidth: "100%" },
		".rdp-month_caption": {
			textTransform: "capitalize",
			fontSize: "1.05rem"
		},
		".rdp-weekday": {
			fontSize: "0.8rem",
			color: text.secondary,
			opacity: 1
		},
		".rdp-day_button": {
			flexDirection: "column",
			gap: "1px",
			lineHeight: 1.1
		},
		".rdp-day_button:focus-visible": {
			outline: `3px solid ${primary.main}`,
			outlineOffset: "1px"
		},
		".rdp-day_button .day-price": {
			fontSize: cell < 44 ? "0.62rem" : "0.7rem",
			color: text.secondary
		},
		".rdp-range_start .day-price, .rdp-range_end .day-price": { color: primary.contrastText },
		".rdp-today:not(.rdp-outside) .rdp-day_button > span:first-of-type": {
			fontWeight: 700,
			textDecoration: "underline"
		},
		".day-booked .rdp-day_button": bookedBackground(theme),
		".day-booked .rdp-day_button > span:first-of-type": { textDecoration: "line-through" },
		".day-free:not(.rdp-disabled) .rdp-day_button:hover": { backgroundColor: action.hover }
	};
}
/** Each day's accessible name: the date, its price or state, and its part in the chosen stay. */
function dayLabeller(rules, lang, t) {
	return (date, modifiers) => {
		const day = toDayKey(date);
		const free = rules.days.get(day);
		const text = formatStayDay(day, lang);
		let label = rules.booked.has(day) ? t("calendar.day.booked", { date: text }) : free ? t("calendar.day.free", {
			date: text,
			price: formatEuros(free.price, lang)
		}) : t("calendar.day.unavailable", { date: text });
		if (modifiers.range_start) label = t("calendar.day.checkIn", { label });
		else if (modifiers.range_end) label = t("calendar.day.checkOut", { label });
		else if (modifiers.range_middle) label = t("calendar.day.inStay", { label });
		return label;
	};
}
// src/app/routes/asset-detail.tsx
var asset_detail_exports = /* @__PURE__ */ __exportAll({
	Component: () => Component,
	loader: () => loader
});
/**
* /{lang}/assets/asset/{id}/{type?}: the asset and its description in the page's language,
* and its availability only when the type is the rent type (docs/product.md#asset-pages). The page stands
* without a description or availability; an unknown asset is a 404.
*/
async function loader({ params }) {
	const id = params.id ?? "";
	const lang = params.lang ?? "es";
	const optional = [getQueryClient().ensureQueryData(assetDescriptionQueryOptions(id, lang)).catch(() => void 0)];
	if (params.type === "rent") optional.push(getQueryClient().ensureQueryData(availabilityQueryOptions(id)).catch(() => void 0));
	try {
		await Promise.all([getQueryClient().ensureQueryData(assetQueryOptions(id, lang)), ...optional]);
	} catch (error) {
		if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
		throw error;
	}
	return null;
}
function Component() {
	const { id = "", type } = useParams();
	const lang = useLang();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssetDetailPage, {
		id,
		lang,
		configType: type,
		locationMap: (asset) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocationMap, {
			lat: asset.location.lat,
			lng: asset.location.lng,
			label: asset.name
		}),
		availabilityCalendar: (asset) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvailabilityCalendar, {
			assetId: asset.id,
			assetName: asset.name,
			capacity: asset.capacity
		})
	}, id);
}
export { Component, loader, DateLib as n, asset_detail_exports as t };
