import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../components/lang-link.tsx';
import { Island, IslandsContext } from '../../../components/island.tsx';
import { useAssetList } from '../api/asset-list.ts';
import { useListFilters } from '../hooks/use-list-filters.ts';
import { hasActiveFilters, type AssetListDefinition } from '../utils/list-filters.ts';
import { ListFiltersIsland } from './list-filters-form.tsx';
import { ListResults, ListRetry } from './list-results.tsx';
import type { NearMeProps } from './near-me.tsx';

/**
 * One list: its filters (kept in the URL), the cards of the current page, and page links.
 * The page's <h1> comes from the route; this is everything under it. On a page of islands
 * (docs/decisions/021-islands.md) the cards and the page links are the server's HTML; the
 * filters and "near me" are islands, which the route gives "near me" as (`nearMe`: it brings
 * the cards' hearts along).
 */
export function AssetListPage({
  list,
  nearMe,
}: {
  list: AssetListDefinition;
  nearMe: (props: NearMeProps) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const pageLoads = useContext(IslandsContext);
  const { filters } = useListFilters(list);
  const { data, isError, isFetching } = useAssetList(list, filters, lang);
  const id = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const active = hasActiveFilters(list, filters);

  // After moving to another page, start reading at the top of the results (a page loaded whole: `autoFocus`).
  const shownPage = useRef(filters.page);
  useEffect(() => {
    if (shownPage.current === filters.page) return;
    shownPage.current = filters.page;
    resultsHeading.current?.focus();
  }, [filters.page]);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper component="section" variant="outlined" aria-labelledby={`${id}-filters`} sx={{ p: 2 }}>
        {/*
         * A native disclosure, which needs no script: folded on a narrow screen, and on a wide one
         * always open, its summary a plain heading (the server cannot know the screen).
         */}
        <Box
          component="details"
          sx={(theme) => ({
            '& > summary': { cursor: 'pointer', py: 0.75 },
            '& > summary::marker': { color: 'text.secondary' },
            [theme.breakpoints.up('md')]: {
              '&::details-content': { contentVisibility: 'visible' },
              '& > summary': { cursor: 'auto', pointerEvents: 'none', listStyle: 'none', py: 0 },
            },
          })}
        >
          <summary>
            <Typography variant="h2" id={`${id}-filters`} sx={{ fontSize: '1.15rem', display: 'inline' }}>
              {active ? t('filters.headingActive') : t('filters.heading')}
            </Typography>
          </summary>
          <Box sx={{ pt: 2 }}>
            <Island name="listFilters" component={ListFiltersIsland} props={{ list: list.key, filters }} />
          </Box>
        </Box>
      </Paper>

      <Box
        component="section"
        aria-labelledby={`${id}-results`}
        aria-busy={isFetching}
        // While "near me" shows its list (from the visitor, whom the server does not know), the page's own is hidden.
        sx={{ '&:has([data-nearby]) [data-list-results]': { display: 'none' } }}
      >
        <Typography
          variant="h2"
          id={`${id}-results`}
          ref={resultsHeading}
          tabIndex={-1}
          autoFocus={pageLoads && filters.page > 1}
          sx={{ fontSize: '1.15rem', outline: 'none' }}
        >
          {t('results.heading')}
        </Typography>
        {nearMe({ list: list.key, filters, headingId: `${id}-results` })}
        <div data-list-results>
          <ListResults
            list={list}
            filters={filters}
            data={data}
            error={isError && <Island name="listRetry" component={ListRetry} props={{}} />}
          />
        </div>
      </Box>
    </Box>
  );
}
