import { b as _isoDate, n as ZodISODateTime, t as ZodISODate, x as _isoDateTime } from "./schemas-J8q5Yb95.js";
// ../../node_modules/zod/v4/classic/iso.js
function datetime(params) {
	return _isoDateTime(ZodISODateTime, params);
}
function date(params) {
	return _isoDate(ZodISODate, params);
}
export { datetime as n, date as t };
