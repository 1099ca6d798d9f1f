import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AssetList } from '@town/shared/catalogue';
import { PAGE_LIMIT } from '@town/shared/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLang } from '../../../components/lang-link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { formatNumber } from '../utils/format.ts';
import {
  hasActiveFilters,
  listFiltersToSearchParams,
  pageCount,
  type AssetListDefinition,
  type ListFilters,
} from '../utils/list-filters.ts';
import { AssetGrid } from './asset-grid.tsx';
import { ListPagination } from './list-pagination.tsx';

interface Props {
  list: AssetListDefinition;
  filters: ListFilters;
  data: AssetList | undefined;
  /** Sorted from where the visitor is (their position went with the list's request), not from the centre. */
  fromVisitor?: boolean;
  /** Says that the list could not be loaded, and offers to try again. */
  error?: ReactNode;
  /** Shows another page without loading the document (see ListPagination). */
  onPage?: (page: number) => void;
}

/** One page of a list: how many there are, the cards, and the links to the other pages. */
export function ListResults({ list, filters, data, fromVisitor = false, error, onPage }: Props) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const active = hasActiveFilters(list, filters);
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
  const pageSearch = (page: number) => {
    const query = listFiltersToSearchParams(list, { ...filters, page }).toString();
    return query ? `?${query}` : '';
  };
  const distance = filters.sort === 'distance';
  return (
    <>
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
        {distance && data && ` ${t(fromVisitor ? 'nearMe.sortedFromYou' : 'nearMe.sortedFromCentre')}`}
      </Typography>
      {!data && error}
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
          distanceFrom={distance ? (fromVisitor ? 'you' : 'centre') : undefined}
        />
      )}
      {data && (
        <ListPagination page={filters.page} count={pageCount(data.total)} pageSearch={pageSearch} onPage={onPage} />
      )}
    </>
  );
}

/**
 * A list the server could not load: trying again loads the page again, whose server asks the
 * API again (the cards around are the server's HTML, which only a new page replaces).
 */
export function ListRetry() {
  const { t } = useTranslation('catalogue');
  return <LoadError message={t('status.listError')} onRetry={() => window.location.reload()} />;
}
