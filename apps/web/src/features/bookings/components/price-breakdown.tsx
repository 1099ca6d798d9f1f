import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros, formatStayDay, type PriceBand, type StayFee } from '@town/shared/bookings';

interface Props {
  bands: readonly PriceBand[];
  /** Cleaning and extra guests, as the quote (or the booking) has them. */
  fees: readonly StayFee[];
  total: number;
  lang: string;
  /** The heading level of "Price" where it sits. */
  headingComponent?: 'h3' | 'h4';
}

/** Nights × price per night for each price band, the fees, and the total: the quote of docs/rules.md#bookings. */
export function PriceBreakdown({ bands, fees, total, lang, headingComponent = 'h3' }: Props) {
  const { t } = useTranslation('bookings');
  const line = (key: string, term: ReactNode, amount: number, testId?: string) => (
    <Box key={key} sx={{ display: 'contents' }}>
      <Box component="dt" sx={{ m: 0, minWidth: 0 }}>
        {term}
      </Box>
      <Box component="dd" data-testid={testId} sx={{ m: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
        {formatEuros(amount, lang)}
      </Box>
    </Box>
  );
  return (
    <Box>
      <Typography variant="subtitle1" component={headingComponent} sx={{ fontWeight: 600 }}>
        {t('price.heading')}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: 0.5, '& dd': { pl: 2 } }}
      >
        {bands.map((band) =>
          line(
            band.from,
            <>
              {t('price.band', { count: band.nights, price: formatEuros(band.pricePerNight, lang) })}
              {bands.length > 1 && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {t('price.bandDates', {
                    from: formatStayDay(band.from, lang, 'short'),
                    to: formatStayDay(band.to, lang, 'short'),
                  })}
                </Typography>
              )}
            </>,
            band.subtotal,
          ),
        )}
        {fees.map((fee) =>
          fee.kind === 'cleaning'
            ? line(fee.kind, t('price.cleaning'), fee.amount, 'fee-cleaning')
            : line(
                fee.kind,
                t('price.extraGuests', {
                  count: fee.guests,
                  nights: t('price.nights', { count: fee.nights }),
                  price: formatEuros(fee.perGuestPerNight, lang),
                }),
                fee.amount,
                'fee-extra-guests',
              ),
        )}
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
