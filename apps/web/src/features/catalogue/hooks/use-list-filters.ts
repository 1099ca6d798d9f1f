import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useNavigationType, useSearchParams } from 'react-router';
import {
  listFiltersToSearchParams,
  parseListFilters,
  type AssetListDefinition,
  type ListFilters,
} from '../utils/list-filters.ts';

/**
 * A list's filters, kept in the URL's query: a filtered list can be shared, survives a
 * reload, and the route loader reads the same values. `anchor`, when a change loads the page
 * whole (docs/decisions/021-islands.md), is the id of the element the next page opens on.
 */
export function useListFilters(list: AssetListDefinition, anchor?: string) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const filters = useMemo(() => parseListFilters(list, searchParams), [list, searchParams]);

  // The query last asked for. The page may not show it yet (its loader is fetching, or the
  // router's render is still pending), and a second change must build on it, not on the
  // URL of the last render, or the first change would be lost.
  const requested = useRef<string | null>(null);
  useEffect(() => {
    if (navigationType === 'POP' || requested.current === searchParams.toString()) requested.current = null;
  }, [searchParams, navigationType]);

  /** Applies some filters on top of the latest ones, back on page 1. */
  const changeFilters = useCallback(
    (changes: Partial<ListFilters>) => {
      const latest = parseListFilters(list, new URLSearchParams(requested.current ?? window.location.search));
      const next = listFiltersToSearchParams(list, { ...latest, page: 1, ...changes });
      requested.current = next.toString();
      navigate({ search: `?${requested.current}`, hash: anchor }, { replace: true, preventScrollReset: true });
    },
    [list, navigate, anchor],
  );
  return { filters, changeFilters };
}
