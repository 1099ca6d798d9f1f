import FilterListIcon from '@mui/icons-material/FilterList';
import NearMeIcon from '@mui/icons-material/NearMe';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PAGE_LIMIT } from '@town/shared/constants';
import { useHydrated } from '../../../components/client-only.tsx';
import { useLang } from '../../../components/lang-link.tsx';
import { useAssetList } from '../api/asset-list.ts';
import { useListFilters } from '../hooks/use-list-filters.ts';
import { useNearMe } from '../hooks/use-near-me.ts';
import { formatNumber } from '../utils/format.ts';
import { hasActiveFilters, pageCount, type AssetListDefinition, type ListFilters } from '../utils/list-filters.ts';
import { AssetGrid } from './asset-grid.tsx';
import { ListFiltersForm } from './list-filters-form.tsx';
import { ListPagination } from './list-pagination.tsx';
import { LoadError } from '../../../components/load-error.tsx';

/**
 * One list: its filters (kept in the URL), the cards of the current page, and page links.
 * The page's <h1> comes from the route; this is everything under it.
 */
export function AssetListPage({ list }: { list: AssetListDefinition }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const { filters, changeFilters: applyFilters, pageSearch } = useListFilters(list);
  const nearMe = useNearMe();
  // The visitor's position counts only while the list is sorted by distance.
  const near = filters.sort === 'distance' ? nearMe.position : undefined;
  const { data, isError, isFetching, refetch } = useAssetList(list, filters, lang, near);
  const changeFilters = useCallback(
    (changes: Partial<ListFilters>) => {
      // Choosing "nearest first" asks where the visitor is, once; without an answer, from the centre.
      if (changes.sort === 'distance' && useNearMe.getState().state === 'idle') void useNearMe.getState().ask();
      applyFilters(changes);
    },
    [applyFilters],
  );
  const dated = Boolean(filters.checkIn && filters.checkOut);
  // A rental's page opens on the list's stay, for the list's guests (docs/product.md#search).
  const linkSearch = dated
    ? `?${new URLSearchParams({
        checkIn: filters.checkIn!,
        checkOut: filters.checkOut!,
        adults: String(filters.adults ?? 1),
        children: String(filters.children ?? 0),
      }).toString()}`
    : '';
  // The server cannot know the screen: until the page hydrates, the filters are a native
  // disclosure that opens without JavaScript; then wide screens show them, narrow ones fold them.
  const hydrated = useHydrated();
  const wideScreen = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const wide = hydrated && wideScreen;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const active = hasActiveFilters(list, filters);

  // After moving to another page, start reading at the top of the results.
  const shownPage = useRef(filters.page);
  useEffect(() => {
    if (shownPage.current === filters.page) return;
    shownPage.current = filters.page;
    resultsHeading.current?.focus();
  }, [filters.page]);

  const form = <ListFiltersForm list={list} filters={filters} onChange={changeFilters} />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper component="section" variant="outlined" aria-labelledby={`${filtersId}-heading`} sx={{ p: 2 }}>
        {hydrated ? (
          <>
            <Typography variant="h2" id={`${filtersId}-heading`} sx={{ fontSize: '1.15rem', mb: wide ? 2 : 0 }}>
              {wide ? (
                t('filters.heading')
              ) : (
                <Button
                  fullWidth
                  color="inherit"
                  startIcon={<FilterListIcon />}
                  aria-expanded={filtersOpen}
                  aria-controls={filtersId}
                  onClick={() => setFiltersOpen((open) => !open)}
                  sx={{
                    justifyContent: 'flex-start',
                    textTransform: 'none',
                    fontSize: 'inherit',
                    fontWeight: 'inherit',
                  }}
                >
                  {active ? t('filters.headingActive') : t('filters.heading')}
                </Button>
              )}
            </Typography>
            {wide ? (
              form
            ) : (
              <Collapse in={filtersOpen} id={filtersId}>
                <Box sx={{ pt: 2 }}>{form}</Box>
              </Collapse>
            )}
          </>
        ) : (
          <Box
            component="details"
            sx={{ '& > summary': { cursor: 'pointer', py: 0.75 }, '& > summary::marker': { color: 'text.secondary' } }}
          >
            <summary>
              <Typography variant="h2" id={`${filtersId}-heading`} sx={{ fontSize: '1.15rem', display: 'inline' }}>
                {active ? t('filters.headingActive') : t('filters.heading')}
              </Typography>
            </summary>
            <Box sx={{ pt: 2 }}>{form}</Box>
          </Box>
        )}
      </Paper>

      <Box component="section" aria-labelledby={`${filtersId}-results`} aria-busy={isFetching}>
        <Typography
          variant="h2"
          id={`${filtersId}-results`}
          ref={resultsHeading}
          tabIndex={-1}
          sx={{ fontSize: '1.15rem', outline: 'none' }}
        >
          {t('results.heading')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 1 }}>
          <Button
            variant={filters.sort === 'distance' && near ? 'contained' : 'outlined'}
            size="small"
            startIcon={<NearMeIcon />}
            disabled={nearMe.state === 'asking'}
            aria-pressed={filters.sort === 'distance' && !!near}
            onClick={() => {
              void nearMe.ask();
              applyFilters({ sort: 'distance' });
            }}
          >
            {t('nearMe.button')}
          </Button>
        </Box>
        {filters.sort === 'distance' && (nearMe.state === 'denied' || nearMe.state === 'unavailable') && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t(`nearMe.${nearMe.state}`)}
          </Alert>
        )}
        <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
          {data && data.items.length > 0 && data.items.length < data.total
            ? t('results.range', {
                from: formatNumber((filters.page - 1) * PAGE_LIMIT.default + 1, lang),
                to: formatNumber((filters.page - 1) * PAGE_LIMIT.default + data.items.length, lang),
                total: formatNumber(data.total, lang),
              })
            : data
              ? t(dated ? 'results.countDated' : 'results.count', { count: data.total })
              : ''}
          {filters.sort === 'distance' && data && ` ${t(near ? 'nearMe.sortedFromYou' : 'nearMe.sortedFromCentre')}`}
        </Typography>
        {isError && !data && <LoadError message={t('status.listError')} onRetry={() => void refetch()} />}
        {data && data.total === 0 && (
          <Box sx={{ py: 4 }}>
            <Typography sx={{ mb: 2 }}>
              {dated ? t('results.emptyDated') : active ? t('results.emptyFiltered') : t('results.empty')}
            </Typography>
            {active && (
              <Button variant="outlined" component={RouterLink} to={{ search: '' }} replace>
                {t('filters.clear')}
              </Button>
            )}
          </Box>
        )}
        {data && data.total > 0 && data.items.length === 0 && (
          <Typography sx={{ py: 4 }}>
            {t('results.pastEnd')}{' '}
            <Link component={RouterLink} to={{ search: pageSearch(1) }}>
              {t('results.firstPage')}
            </Link>
          </Typography>
        )}
        {data && data.items.length > 0 && (
          <AssetGrid
            assets={data.items}
            list={list}
            linkSearch={linkSearch}
            distanceFrom={filters.sort === 'distance' ? (near ? 'you' : 'centre') : undefined}
          />
        )}
        {data && <ListPagination page={filters.page} count={pageCount(data.total)} pageSearch={pageSearch} />}
      </Box>
    </Box>
  );
}
