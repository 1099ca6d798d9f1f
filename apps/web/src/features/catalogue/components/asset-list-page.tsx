import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PAGE_LIMIT } from '@town/shared/constants';
import { useHydrated } from '../../../components/client-only.tsx';
import { useLang } from '../../../components/lang-link.tsx';
import { useAssetList } from '../api/asset-list.ts';
import { useListFilters } from '../hooks/use-list-filters.ts';
import { formatNumber } from '../utils/format.ts';
import { hasActiveFilters, pageCount, type AssetListDefinition } from '../utils/list-filters.ts';
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
  const { filters, changeFilters, pageSearch } = useListFilters(list);
  const { data, isError, isFetching, refetch } = useAssetList(list, filters, lang);
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
        <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
          {data && data.items.length > 0 && data.items.length < data.total
            ? t('results.range', {
                from: formatNumber((filters.page - 1) * PAGE_LIMIT.default + 1, lang),
                to: formatNumber((filters.page - 1) * PAGE_LIMIT.default + data.items.length, lang),
                total: formatNumber(data.total, lang),
              })
            : data
              ? t('results.count', { count: data.total })
              : ''}
        </Typography>
        {isError && !data && <LoadError message={t('status.listError')} onRetry={() => void refetch()} />}
        {data && data.total === 0 && (
          <Box sx={{ py: 4 }}>
            <Typography sx={{ mb: 2 }}>{active ? t('results.emptyFiltered') : t('results.empty')}</Typography>
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
        {data && data.items.length > 0 && <AssetGrid assets={data.items} list={list} />}
        {data && <ListPagination page={filters.page} count={pageCount(data.total)} pageSearch={pageSearch} />}
      </Box>
    </Box>
  );
}
