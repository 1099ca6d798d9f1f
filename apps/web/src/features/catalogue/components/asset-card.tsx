import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AssetSummary } from '@town/shared/catalogue';
import { assetPagePath as sharedAssetPagePath } from '@town/shared/public-pages';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../../components/lang-link.tsx';
import type { AssetListDefinition } from '../utils/list-filters.ts';
import { AssetPicture } from './asset-picture.tsx';
import { AssetPrice } from './asset-price.tsx';
import { StarRating } from './star-rating.tsx';

/** Where an asset's page is, with the list's type so a rental's page knows to load its availability. */
export function assetPagePath(id: string, list: AssetListDefinition): string {
  return sharedAssetPagePath(id, list.configType);
}

/** A place in a list: picture, name (the link), and its price or cuisine. */
export function AssetCard({
  asset,
  list,
  headingLevel = 'h3',
  priority = false,
}: {
  asset: AssetSummary;
  list: AssetListDefinition;
  headingLevel?: 'h2' | 'h3';
  /** The list's first card: on a phone its picture is the largest thing on screen, fetched first. */
  priority?: boolean;
}) {
  const { t } = useTranslation(['catalogue', 'listofval']);
  const localePath = useLocalePath();
  const facts: string[] = [];
  if (asset.capacity)
    facts.push(t('catalogue:facts.sleeps', { count: asset.capacity.adults + asset.capacity.children }));
  // A studio says so in its category; its bedrooms (none) go unsaid.
  if (asset.type === 'property' && asset.bedrooms) {
    facts.push(t('catalogue:facts.bedrooms', { count: asset.bedrooms }));
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
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {t(`listofval:category.${asset.category}`)}
          {asset.stars !== null && <StarRating stars={asset.stars} />}
        </Typography>
        <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1.1rem' }}>
          <Link
            component={RouterLink}
            to={localePath(assetPagePath(asset.id, list))}
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
        <Box sx={{ flex: 1 }} />
        {asset.price && (
          <Typography sx={{ fontWeight: 700, mt: 1 }}>
            <AssetPrice assetType={asset.type} price={asset.price} />
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
