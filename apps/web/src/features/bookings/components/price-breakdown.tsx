import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatEuros, formatStayDay, type PriceBand } from '@town/shared/bookings';

interface Props {
  bands: readonly PriceBand[];
  total: number;
  lang: string;
  /** The heading level of "Price" where it sits. */
  headingComponent?: 'h3' | 'h4';
}

/** Nights × price per night for each price band, and the total. */
export function PriceBreakdown({ bands, total, lang, headingComponent = 'h3' }: Props) {
  const { t } = useTranslation('bookings');
  return (
    <Box>
      <Typography variant="subtitle1" component={headingComponent} sx={{ fontWeight: 600 }}>
        {t('price.heading')}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: 0.5, '& dd': { pl: 2 } }}
      >
        {bands.map((band) => (
          <Box key={band.from} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ m: 0, minWidth: 0 }}>
              {t('price.band', { count: band.nights, price: formatEuros(band.pricePerNight, lang) })}
              {bands.length > 1 && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {t('price.bandDates', {
                    from: formatStayDay(band.from, lang, 'short'),
                    to: formatStayDay(band.to, lang, 'short'),
                  })}
                </Typography>
              )}
            </Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
              {formatEuros(band.subtotal, lang)}
            </Box>
          </Box>
        ))}
        <Box component="dt" sx={{ m: 0, pt: 1, borderTop: 1, borderColor: 'divider', fontWeight: 700 }}>
          {t('price.total')}
        </Box>
        <Box
          component="dd"
          data-testid="stay-total"
          sx={{ m: 0, pt: 1, borderTop: 1, borderColor: 'divider', fontWeight: 700, textAlign: 'end' }}
        >
          {formatEuros(total, lang)}
        </Box>
      </Box>
    </Box>
  );
}
