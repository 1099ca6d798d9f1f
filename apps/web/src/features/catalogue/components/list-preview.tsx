import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLang, useLocalePath } from '../../../components/lang-link.tsx';
import { assetListQueryOptions } from '../api/asset-list.ts';
import { defaultListFilters, type AssetListDefinition } from '../utils/list-filters.ts';
import { Island } from '../../../components/island.tsx';
import { AssetGrid } from './asset-grid.tsx';
import { ListRetry } from './list-results.tsx';

/** How many cards each list shows on the overview. */
const PREVIEW_SIZE = 4;

/** A list's first few cards and a link to all of it (the overview of /{lang}/assets). */
export function ListPreview({ list }: { list: AssetListDefinition }) {
  const { t } = useTranslation(['catalogue', 'metatags']);
  const lang = useLang();
  const localePath = useLocalePath();
  const { data, isError } = useQuery(assetListQueryOptions(list, defaultListFilters(list), lang));
  const headingId = `list-${list.key}`;
  const title = t(`metatags:list.${list.key}.title`);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography variant="h2" id={headingId}>
          {title}
        </Typography>
        <Button
          component={RouterLink}
          to={localePath(`assets/${list.route}`)}
          endIcon={<ArrowForwardIcon />}
          aria-describedby={headingId}
        >
          {data ? t('catalogue:overview.seeAll', { number: data.total }) : t('catalogue:overview.open')}
        </Button>
      </Box>
      {isError && !data && <Island name="listRetry" component={ListRetry} props={{}} />}
      {data && data.items.length === 0 && (
        <Typography color="text.secondary">{t('catalogue:overview.empty')}</Typography>
      )}
      {data && data.items.length > 0 && <AssetGrid assets={data.items.slice(0, PREVIEW_SIZE)} list={list} />}
    </Box>
  );
}
