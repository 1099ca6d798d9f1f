import NearMeIcon from '@mui/icons-material/NearMe';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { AssetListKey } from '@town/shared/asset-types';
import type { Point } from '@town/shared/distance';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../components/lang-link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { IslandsContext } from '../../../components/island.tsx';
import { useAssetList } from '../api/asset-list.ts';
import { useListFilters } from '../hooks/use-list-filters.ts';
import { useNearMe } from '../hooks/use-near-me.ts';
import {
  assetList,
  listFiltersToSearchParams,
  type AssetListDefinition,
  type ListFilters,
} from '../utils/list-filters.ts';
import { ListResults } from './list-results.tsx';

export interface NearMeProps {
  list: AssetListKey;
  /** The filters of the page's address. */
  filters: ListFilters;
  /** The id of the results' heading, where reading starts again on another page. */
  headingId: string;
}

/**
 * "Near me" (docs/decisions/018-search-state-and-position.md): asks where the visitor is and
 * shows the list nearest them first, in place of the page's own results (hidden while this
 * shows its list: asset-list-page.tsx). The position lives in the tab's memory, which a page
 * loaded whole forgets: on a page of islands (docs/decisions/021-islands.md) the nearby list and
 * its pages stay in this page, the address following without the position; in the whole app
 * the list follows its address, as every filter does.
 */
export function NearMe({ list: key, filters, headingId }: NearMeProps) {
  const { t } = useTranslation('catalogue');
  const list = assetList(key);
  const pageLoads = useContext(IslandsContext);
  const nearMe = useNearMe();
  const { changeFilters } = useListFilters(list);
  /** On a page of islands, the page of the nearby list shown, once the visitor asked for it. */
  const [nearbyPage, setNearbyPage] = useState<number>();
  const shown: ListFilters = nearbyPage === undefined ? filters : { ...filters, sort: 'distance', page: nearbyPage };
  const sorted = shown.sort === 'distance';

  const showNearby = (page: number) => {
    setNearbyPage(page);
    // The address says what is shown, as anywhere else; loaded again, it sorts from the centre.
    const query = listFiltersToSearchParams(list, { ...filters, sort: 'distance', page }).toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 1 }}>
        <Button
          variant={sorted && nearMe.position ? 'contained' : 'outlined'}
          size="small"
          startIcon={<NearMeIcon />}
          disabled={nearMe.state === 'asking'}
          aria-pressed={sorted && !!nearMe.position}
          onClick={() => {
            void nearMe.ask();
            if (pageLoads) showNearby(1);
            else changeFilters({ sort: 'distance' });
          }}
        >
          {t('nearMe.button')}
        </Button>
      </Box>
      {sorted && (nearMe.state === 'denied' || nearMe.state === 'unavailable') && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(`nearMe.${nearMe.state}`)}
        </Alert>
      )}
      {sorted && nearMe.state !== 'idle' && (
        <NearbyResults
          list={list}
          filters={shown}
          near={nearMe.position}
          onPage={
            pageLoads
              ? (page) => {
                  showNearby(page);
                  document.getElementById(headingId)?.focus();
                }
              : undefined
          }
        />
      )}
    </>
  );
}

/** The list sorted by distance: from the visitor once their position is known, else from the centre. */
function NearbyResults({
  list,
  filters,
  near,
  onPage,
}: {
  list: AssetListDefinition;
  filters: ListFilters;
  near?: Point;
  onPage?: (page: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const { data, isError, isFetching, refetch } = useAssetList(list, filters, lang, near);
  return (
    <Box data-nearby aria-busy={isFetching}>
      <ListResults
        list={list}
        filters={filters}
        data={data}
        fromVisitor={Boolean(near)}
        error={isError && <LoadError message={t('status.listError')} onRetry={() => void refetch()} />}
        onPage={onPage}
      />
    </Box>
  );
}
