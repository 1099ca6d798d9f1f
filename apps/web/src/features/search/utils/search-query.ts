/**
 * The fewest characters the API searches for (docs/api.md#search: `q` of 2 to 100
 * characters, else 400); the box asks nothing before.
 */
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 100;

/** What the API searches for: trimmed, inner spaces collapsed (as the API reads `q`), so "a  b" and "a b " share an answer. */
export function searchQuery(typed: string): string {
  return typed.trim().replace(/\s+/g, ' ');
}

/** Whether the API takes this query (trimmed first, as searchQuery() does). */
export function isSearchable(query: string): boolean {
  return query.length >= MIN_QUERY_LENGTH && query.length <= MAX_QUERY_LENGTH;
}
