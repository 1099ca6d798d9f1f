import { useState } from 'react';

/**
 * The ids shown on the Saved page: every one saved while the page is open, new ones first,
 * and those removed meanwhile kept in place (their heart empty), so that a slip can be undone
 * and the focus stays where it was (docs/product.md#favourites).
 */
export function useSeenIds(ids: readonly string[]): readonly string[] {
  const [seen, setSeen] = useState<readonly string[]>(ids);
  const fresh = ids.filter((id) => !seen.includes(id));
  if (fresh.length) {
    // Adjusted while rendering (React's pattern for state derived from props): no extra paint.
    const next = [...fresh, ...seen];
    setSeen(next);
    return next;
  }
  return seen;
}
