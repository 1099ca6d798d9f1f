import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ASSET_TYPE_TRAITS, countsGuests, hasFeature, listsByArea, type AssetType } from '@town/shared/asset-types';
import type { AssetSummary } from '@town/shared/catalogue';
import { distanceFromLandmark, type Landmark } from '@town/shared/distance';
import { assetPagePath as sharedAssetPagePath } from '@town/shared/public-pages';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { useTown } from '../../../lib/town.ts';
import type { AssetListDefinition } from '../utils/list-filters.ts';
import { useAssetActions } from './asset-actions.tsx';
import { AssetPicture } from './asset-picture.tsx';
import { AssetPrice } from './asset-price.tsx';
import { StarRating } from './star-rating.tsx';
import { formatDistance, formatEuros, formatNumber } from '../utils/format.ts';

/** Where an asset's page is, with the list's type so a rental's page knows to load its availability. */
export function assetPagePath(id: string, list: AssetListDefinition): string {
  return sharedAssetPagePath(id, list.configType);
}

/**
 * A place in a list: picture, name (the link), its price (or its stay's total) or cuisine, its
 * size (the guests it sleeps, its bedrooms, a home for sale's floor area) and how far it is:
 * from the visitor when they shared where they are, else from the beach or the town centre
 * (docs/rules.md#distances).
 */
export function AssetCard({
  asset,
  list,
  headingLevel = 'h3',
  priority = false,
  linkSearch = '',
  distanceFrom,
}: {
  asset: AssetSummary;
  list: AssetListDefinition;
  headingLevel?: 'h2' | 'h3';
  /** The list's first card: on a phone its picture is the largest thing on screen, fetched first. */
  priority?: boolean;
  /** What the page link carries (a rental list's stay and guests: "?checkIn=…"). */
  linkSearch?: string;
  /** What the item's `distance` is measured from; without it, the card measures from its landmark. */
  distanceFrom?: 'you' | 'centre';
}) {
  const { t, i18n } = useTranslation(['catalogue', 'listofval']);
  const lang = i18n.language;
  const localePath = useLocalePath();
  const actions = useAssetActions();
  const facts: string[] = [];
  // A stay says how many it sleeps; a home for sale its floor area instead (the list's `byArea`).
  if (countsGuests(list) && asset.capacity)
    facts.push(t('catalogue:facts.sleeps', { count: asset.capacity.adults + asset.capacity.children }));
  // A studio says so in its category; its bedrooms (none) go unsaid.
  if (hasFeature(asset.type, 'rooms') && asset.bedrooms) {
    facts.push(t('catalogue:facts.bedrooms', { count: asset.bedrooms }));
  }
  if (listsByArea(list) && asset.areaM2 !== null) {
    facts.push(t('catalogue:facts.areaValue', { area: formatNumber(asset.areaM2, lang) }));
  }
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        '&:hover': { borderColor: 'primary.main' },
        '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <AssetPicture
        image={asset.image}
        alt=""
        eager={priority}
        sizes="(min-width: 1080px) 300px, (min-width: 640px) 45vw, 100vw"
        sx={{ aspectRatio: '4 / 3' }}
      />
      {actions.card && (
        // Above the card's stretched link, so its buttons take their own clicks.
        <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1, display: 'flex', gap: 0.5 }}>
          {actions.card(asset)}
        </Box>
      )}
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {t(`listofval:category.${asset.category}`)}
          {asset.stars !== null && <StarRating stars={asset.stars} />}
        </Typography>
        <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1.1rem' }}>
          <Link
            component={RouterLink}
            to={localePath(assetPagePath(asset.id, list)) + linkSearch}
            color="inherit"
            underline="hover"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {asset.name}
          </Link>
        </Typography>
        {asset.cuisines.length > 0 && (
          <Typography variant="body2">{asset.cuisines.map((c) => t(`listofval:cuisine.${c}`)).join(' · ')}</Typography>
        )}
        {facts.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {facts.join(' · ')}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" data-testid="card-distance">
          <DistanceText asset={asset} from={distanceFrom} lang={lang} />
        </Typography>
        <Box sx={{ flex: 1 }} />
        {asset.stay ? (
          <Typography sx={{ mt: 1 }} data-testid="card-stay-total">
            <Box component="span" sx={{ fontWeight: 700 }}>
              {formatEuros(asset.stay.total, lang)}
            </Box>{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
              {t('catalogue:stay.total', { count: asset.stay.nights })}
            </Box>
          </Typography>
        ) : (
          asset.price && (
            <Typography sx={{ fontWeight: 700, mt: 1 }}>
              <AssetPrice assetType={asset.type} price={asset.price} />
            </Typography>
          )
        )}
      </CardContent>
    </Card>
  );
}

/** What a card measures from when the visitor has not shared where they are: stays and outings from the beach. */
export function landmarkOf(type: AssetType): Landmark {
  return ASSET_TYPE_TRAITS[type].distanceFrom;
}

function DistanceText({ asset, from, lang }: { asset: AssetSummary; from?: 'you' | 'centre'; lang: string }) {
  const { t } = useTranslation('catalogue');
  const town = useTown();
  if (from && asset.distance !== undefined) {
    return <>{t(`distance.${from}`, { distance: formatDistance(asset.distance, lang) })}</>;
  }
  // A town without a shoreline has no beach to measure from: its centre stands in.
  const wanted = landmarkOf(asset.type);
  const fromBeach = wanted === 'beach' ? distanceFromLandmark('beach', asset.location, town) : undefined;
  const landmark = fromBeach === undefined ? 'centre' : 'beach';
  const distance = fromBeach ?? distanceFromLandmark('centre', asset.location, town)!;
  return <>{t(`distance.${landmark}`, { distance: formatDistance(distance, lang) })}</>;
}
