import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Booking } from '@town/shared/bookings';
import { townMoment } from '../utils/instants.ts';
import { BookingReference } from './booking-reference.tsx';
import { StayFacts } from './stay-facts.tsx';

interface Props {
  /** The booking as the API answered it: `confirmed` (instant booking) or `pending` (a request). */
  booking: Booking;
  /** The rental's name as the page shows it, should the answer have none. */
  assetName?: string;
  lang: string;
  /** The guest's address, where the answer or the confirmation goes. */
  email?: string;
  titleId: string;
  onClose(): void;
}

/**
 * What the booking dialog says once the API answered: the stay is booked, or the request is
 * with the host, who has until its deadline to answer while the dates are held
 * (docs/rules.md#requests).
 */
export function BookingSent({ booking, assetName, lang, email, titleId, onClose }: Props) {
  const { t } = useTranslation('bookings');
  const name = booking.assetName || assetName || '';
  const requested = booking.status === 'pending';
  return (
    <>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {requested ? (
          <ScheduleSendIcon color="primary" aria-hidden="true" />
        ) : (
          <CheckCircleIcon color="success" aria-hidden="true" />
        )}
        {requested ? t('dialog.requestedTitle') : t('dialog.confirmedTitle')}
      </DialogTitle>
      <DialogContent>
        <Typography role="status">
          {requested ? t('dialog.requestedText', { name }) : t('dialog.confirmedText', { name })}
          {requested && booking.expiresAt && ` ${t('request.heldUntil', townMoment(booking.expiresAt, lang))}`}
        </Typography>
        <StayFacts stay={booking} lang={lang} sx={{ my: 2 }}>
          <dt>{t('dialog.reference')}</dt>
          <dd data-testid="booking-reference">
            <BookingReference reference={booking.reference} />
          </dd>
        </StayFacts>
        {email && (
          <Typography variant="body2">
            {requested ? t('dialog.requestMailed', { email }) : t('dialog.mailed', { email })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
        <Button variant="contained" component={RouterLink} to={`/${lang}/myBookings`}>
          {t('dialog.seeMyBookings')}
        </Button>
      </DialogActions>
    </>
  );
}
