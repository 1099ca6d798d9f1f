import { a as array, d as number$1, f as object, g as unknown, h as string, r as ZodNumber, y as _coercedNumber } from "./schemas-J8q5Yb95.js";
// ../../node_modules/zod/v4/classic/coerce.js
function number(params) {
	return _coercedNumber(ZodNumber, params);
}
object({ error: object({
	code: string().regex(/^[A-Z][A-Z0-9_]*$/),
	message: string(),
	details: unknown().optional()
}) });
/** A list answer (docs/api.md#lists). */
function pageSchema(item) {
	return object({
		items: array(item),
		total: number$1().int().nonnegative(),
		limit: number$1().int().positive(),
		offset: number$1().int().nonnegative()
	});
}
object({
	limit: number().int().min(1).max(100).default(24),
	offset: number().int().min(0).max(1e6).default(0)
});
export { pageSchema as t };
