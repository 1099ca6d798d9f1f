import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ASSET_LISTS } from '@town/shared/asset-types';
import type { AssetSummary } from '@town/shared/catalogue';
import { listsOf } from '@town/shared/public-pages';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardGrid } from '../../components/card-grid.tsx';
import { useLang, useLocalePath } from '../../components/lang-link.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Loading } from '../../components/loading.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { AssetCard } from '../../features/catalogue/components/asset-card.tsx';
import { favouritesQueryOptions } from '../../features/favourites/api/favourites.ts';
import { useSavedAssets } from '../../features/favourites/api/saved-assets.ts';
import { KeepOnEveryDevice } from '../../features/favourites/components/keep-on-every-device.tsx';
import { useSavedIds } from '../../features/favourites/hooks/use-favourites.ts';
import { useSeenIds } from '../../features/favourites/hooks/use-seen-ids.ts';
import { restoreSession } from '../../lib/api-client.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { useSessionStore } from '../../lib/session-store.ts';

type AssetList = (typeof ASSET_LISTS)[number];

/** The list a saved place is shown under: the first it is in, as its canonical page (a property may be in several). */
const listOf = (asset: AssetSummary): AssetList =>
  listsOf(asset)[0] ?? ASSET_LISTS.find((list) => list.type === asset.type) ?? ASSET_LISTS[0];

/** The places in the lists' order, each list's in the order saved. */
function byList(assets: readonly AssetSummary[]): { list: AssetList; assets: AssetSummary[] }[] {
  return ASSET_LISTS.map((list) => ({ list, assets: assets.filter((asset) => listOf(asset) === list) })).filter(
    (group) => group.assets.length > 0,
  );
}

/**
 * /{lang}/saved (docs/product.md#favourites): open to everyone; a private page, rendered in
 * the browser (its places are the visitor's). Signed in, starts reading the account's list.
 */
export async function loader() {
  if (await restoreSession()) {
    const userId = useSessionStore.getState().user?.id;
    if (userId) void getQueryClient().prefetchQuery(favouritesQueryOptions(userId));
  }
  return null;
}

function NothingSaved() {
  const { t } = useTranslation(['favourites', 'translation']);
  const localePath = useLocalePath();
  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('empty.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('empty.text')}</Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
        {ASSET_LISTS.map((list) => (
          <li key={list.key}>
            <Link component={RouterLink} to={localePath(`assets/${list.route}`)}>
              {t(`translation:nav.${list.key}`)}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export function Component() {
  const { t } = useTranslation(['favourites', 'translation']);
  const lang = useLang();
  const saved = useSavedIds();
  const shown = useSeenIds(saved.ids);
  const cards = useSavedAssets(shown, lang, saved.ready && shown.length > 0);
  const placed = new Map((cards.data ?? []).map((asset) => [asset.id, asset]));
  const assets = shown.flatMap((id) => placed.get(id) ?? []);

  let content;
  if (saved.error) {
    content = <LoadError message={t('loadFailed')} onRetry={saved.retry} retrying={saved.retrying} />;
  } else if (!saved.ready || (shown.length > 0 && cards.isPending)) {
    content = <Loading label={t('loading')} />;
  } else if (cards.isError) {
    content = <LoadError message={t('loadFailed')} onRetry={() => void cards.refetch()} retrying={cards.isFetching} />;
  } else if (assets.length === 0) {
    content = <NothingSaved />;
  } else {
    content = byList(assets).map(({ list, assets: inList }) => (
      <Box component="section" key={list.key} aria-labelledby={`saved-${list.key}`} sx={{ mb: 4 }}>
        <Typography variant="h2" id={`saved-${list.key}`} sx={{ mb: 2 }}>
          {t(`translation:nav.${list.key}`)}
        </Typography>
        <CardGrid minCardWidth={220}>
          {inList.map((asset) => (
            <li key={asset.id}>
              <AssetCard asset={asset} list={list} />
            </li>
          ))}
        </CardGrid>
      </Box>
    ));
  }

  return (
    <>
      <PageHeading page="saved" noindex />
      {saved.ready && !saved.signedIn && <KeepOnEveryDevice nothingHere={shown.length === 0} />}
      {content}
    </>
  );
}
