import Box from '@mui/material/Box';
import { countsGuests, hasFeature, type AssetListDefinition } from '@town/shared/asset-types';
import type { Asset } from '@town/shared/catalogue';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../utils/format.ts';
import { usePriceText } from './asset-price.tsx';
import { StarRating } from './star-rating.tsx';

/** Where the facts have room for a term and its value side by side. */
const WIDE = '@container (min-width: 28rem)';

/**
 * The asset's key facts as a definition list: prices, capacity, rooms, size, stars, licence and
 * NRUA. Seen from a list that weighs homes by their area (homes for sale), no guests.
 */
export function AssetFacts({ asset, list }: { asset: Asset; list?: AssetListDefinition }) {
  const { t, i18n } = useTranslation(['catalogue', 'listofval']);
  const priceText = usePriceText();
  const facts: { key: string; term: string; value: React.ReactNode }[] = [];
  if (asset.prices.length > 0) {
    facts.push({
      key: 'price',
      term: t('facts.price', { count: asset.prices.length }),
      value: asset.prices.map((price) => <Box key={price.unit}>{priceText(asset.type, price)}</Box>),
    });
  }
  if (asset.capacity && (!list || countsGuests(list))) {
    const { adults, children } = asset.capacity;
    facts.push({
      key: 'capacity',
      term: t('facts.capacity'),
      value:
        children > 0
          ? t('facts.adultsAndChildren', {
              adults: t('facts.adults', { count: adults }),
              children: t('facts.children', { count: children }),
            })
          : t('facts.adults', { count: adults }),
    });
  }
  if (hasFeature(asset.type, 'rooms') && asset.bedrooms !== null) {
    facts.push({
      key: 'bedrooms',
      term: t('facts.rooms'),
      value: [
        asset.bedrooms === 0 ? t('facts.studio') : t('facts.bedrooms', { count: asset.bedrooms }),
        asset.bathrooms !== null ? t('facts.bathrooms', { count: asset.bathrooms }) : null,
      ]
        .filter(Boolean)
        .join(' · '),
    });
  }
  if (asset.areaM2 !== null) {
    facts.push({
      key: 'area',
      term: t('facts.area'),
      value: t('facts.areaValue', { area: formatNumber(asset.areaM2, i18n.language) }),
    });
  }
  if (asset.hotelType) {
    facts.push({ key: 'hotelType', term: t('facts.hotelType'), value: t(`listofval:hotelType.${asset.hotelType}`) });
  }
  if (asset.stars !== null) {
    facts.push({ key: 'stars', term: t('facts.category'), value: <StarRating stars={asset.stars} /> });
  }
  if (asset.licence) {
    facts.push({ key: 'licence', term: t('facts.licence'), value: asset.licence });
  }
  if (asset.nrua) {
    // Some 50 characters without a space: a smaller fixed-width type fits them on two lines of a
    // phone, broken anywhere; copied, the code comes whole. Not a word to translate.
    facts.push({
      key: 'nrua',
      term: t('facts.nrua'),
      value: (
        <Box
          component="span"
          translate="no"
          sx={{ fontFamily: 'monospace', fontSize: '0.875rem', fontWeight: 400, wordBreak: 'break-all' }}
        >
          {asset.nrua}
        </Box>
      ),
    });
  }
  if (facts.length === 0) return null;
  return (
    // The list follows its own width (the page's aside on a wide screen, the whole page on a phone).
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          // Narrow, each term above its value: a long term ("Registrierungsnummer (NRUA)") and a long
          // value ("8 Erwachsene und 2 Kinder") each have the whole width.
          gridTemplateColumns: 'minmax(0, 1fr)',
          rowGap: 1.5,
          // With room, side by side; a long term wraps within half the width, leaving room for its value.
          [WIDE]: { gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)', columnGap: 2, rowGap: 1 },
        }}
      >
        {facts.map((fact) => (
          <Box key={fact.key} sx={{ [WIDE]: { display: 'contents' } }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {fact.term}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {fact.value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
