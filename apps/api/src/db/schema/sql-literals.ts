import { sql, type SQL } from 'drizzle-orm';

/*
 * Constants of @town/shared written into CHECK constraints as SQL text, so that a rule has one
 * source: change the constant and `npm run db:generate -w apps/api` writes the migration that
 * follows it. They must be inlined: drizzle-kit compares a CHECK's text with the last snapshot,
 * and a bound parameter would be stored as `$1`.
 */

/** A number or a string as an SQL literal: 100, 'real-estate'. */
export function sqlLiteral(value: string | number): SQL {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    return sql.raw(String(value));
  }
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}

/** The items of an `in (…)` list: 'a', 'b', 'c'. */
export function sqlList(values: readonly (string | number)[]): SQL {
  return sql.join(values.map(sqlLiteral), sql.raw(', '));
}

/** A test against a list, as a person would write it: `= 'a'` for one value, `in ('a', 'b')` for more. */
export function sqlIsOneOf(values: readonly (string | number)[]): SQL {
  if (values.length === 0) throw new RangeError('An empty list matches nothing');
  return values.length === 1 ? sql`= ${sqlLiteral(values[0]!)}` : sql`in (${sqlList(values)})`;
}
