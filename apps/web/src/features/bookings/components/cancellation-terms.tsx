import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CANCELLATION_POLICIES, type CancellationPolicy } from '@town/shared/rentals';
import { townMoment } from '../utils/instants.ts';

interface Props {
  policy: CancellationPolicy;
  /** The quote's: when free cancellation ends for this stay. */
  freeCancellationUntil: string;
  lang: string;
}

/**
 * The rental's cancellation policy and what it means for the stay chosen, before booking
 * (docs/rules.md#cancellation): free cancellation until a moment, after which only the host can
 * cancel. For a stay close enough, that moment is already past, and the guest is told so.
 */
export function CancellationTerms({ policy, freeCancellationUntil, lang }: Props) {
  const { t } = useTranslation('bookings');
  const over = Date.parse(freeCancellationUntil) <= Date.now();
  return (
    <Box data-testid="cancellation-terms">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('policy.heading', { policy: t(`policy.name.${policy}`) })}
      </Typography>
      <Typography variant="body2">
        {t('policy.rule', { count: CANCELLATION_POLICIES[policy].freeDaysBefore })}{' '}
        {over ? t('policy.over') : t('policy.freeUntil', townMoment(freeCancellationUntil, lang))}
      </Typography>
    </Box>
  );
}
