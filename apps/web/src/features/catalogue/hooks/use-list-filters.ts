import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';
import {
  listFiltersToSearchParams,
  parseListFilters,
  type AssetListDefinition,
  type ListFilters,
} from '../utils/list-filters.ts';

/**
 * A list's filters, kept in the URL's query: a filtered list can be shared, survives a
 * reload, and the route loader reads the same values.
 */
export function useListFilters(list: AssetListDefinition) {
  const [searchParams, setSearchParams] = useSearchParams();
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
      setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [list, setSearchParams],
  );

  /** The query of another page of the same filtered list, for a link. */
  const pageSearch = useCallback(
    (page: number) => {
      const query = listFiltersToSearchParams(list, { ...filters, page }).toString();
      return query ? `?${query}` : '';
    },
    [list, filters],
  );
  return { filters, changeFilters, pageSearch };
}
