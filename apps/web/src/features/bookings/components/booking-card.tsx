import EventBusyIcon from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatEuros, formatStayDay, type Booking, type BookingStatus } from '@town/shared/bookings';
import { REQUEST_HOLD_HOURS } from '@town/shared/rentals';
import { townMoment } from '../utils/instants.ts';
import { BookingPhoto } from './booking-photo.tsx';
import { BookingReference } from './booking-reference.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';

/**
 * Each state's chip; the words carry the state, the look only sets them apart. MUI's warning and
 * info fills fall under 4.5:1 with white text, so a request is outlined in the primary colour.
 */
const STATUS_CHIPS: Record<
  BookingStatus,
  { color: 'default' | 'primary' | 'success'; variant: 'filled' | 'outlined' }
> = {
  pending: { color: 'primary', variant: 'outlined' },
  confirmed: { color: 'success', variant: 'filled' },
  declined: { color: 'default', variant: 'outlined' },
  expired: { color: 'default', variant: 'outlined' },
  cancelled: { color: 'default', variant: 'outlined' },
  completed: { color: 'default', variant: 'filled' },
};

/** Whether the booking still holds its nights (docs/rules.md#states). */
export const isLive = (b: Booking) => b.status === 'pending' || b.status === 'confirmed';

interface Props {
  booking: Booking;
  lang: string;
  /** Asks to cancel the stay, or to withdraw the request. */
  onCancel(): void;
}

/**
 * One of the guest's bookings in My bookings (docs/product.md#bookings): the rental (its photo
 * and name), the state, its reference
 * and what it means (a request's deadline, the host's answer, who cancelled and why), the stay,
 * its price, and while it holds its nights the cancellation policy and until when the guest can
 * cancel it online; after that, the guest is sent to the host.
 */
export function BookingCard({ booking, lang, onCancel }: Props) {
  const { t } = useTranslation('bookings');
  const rentalPage = `/${lang}/assets/asset/${booking.asset_id}/rent`;
  const freeUntil = townMoment(booking.freeCancellationUntil, lang);
  const stillFree = Date.parse(booking.freeCancellationUntil) > Date.now();
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={`booking-${booking.id}`}
      data-testid="booking-card"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: { xs: 1.5, sm: 2 } }}>
        <BookingPhoto image={booking.assetImage} />
        <Box
          sx={{
            minWidth: 0,
            flex: 1,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Typography id={`booking-${booking.id}`} variant="h3" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={rentalPage}>
              {booking.assetName || t('mine.unnamed')}
            </Link>
          </Typography>
          <Chip label={t(`mine.status.${booking.status}`)} {...STATUS_CHIPS[booking.status]} size="small" />
          <Typography variant="body2" data-testid="booking-reference" sx={{ flexBasis: '100%' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('dialog.reference')}
            </Box>{' '}
            <BookingReference reference={booking.reference} />
          </Typography>
        </Box>
      </Box>
      <StateDetails booking={booking} lang={lang} />
      <Box
        component="dl"
        sx={{
          mt: 1.5,
          mb: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: 0.25,
          '& dt': { color: 'text.secondary', fontSize: '0.875rem', mt: { xs: 0.75, sm: 0 } },
          '& dd': { m: 0 },
        }}
      >
        <dt>{t('dialog.checkIn')}</dt>
        <dd>{t('dialog.from', { date: formatStayDay(booking.checkIn, lang), hour: booking.checkInHour })}</dd>
        <dt>{t('dialog.checkOut')}</dt>
        <dd>{t('dialog.until', { date: formatStayDay(booking.checkOut, lang), hour: booking.checkOutHour })}</dd>
        <dt>{t('mine.stay')}</dt>
        <dd>
          {t('mine.nights', { count: booking.nights })} ·{' '}
          {t('mine.guests', { adults: booking.adults, children: booking.children })}
        </dd>
        <dt>{t('price.total')}</dt>
        <dd>{formatEuros(booking.totalPrice, lang)}</dd>
        {isLive(booking) && (
          <>
            <dt>{t('policy.label')}</dt>
            <dd data-testid="booking-policy">
              {t(`policy.name.${booking.cancellationPolicy}`)}
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {stillFree ? t('mine.freeUntil', freeUntil) : t('mine.freeOver', freeUntil)}
              </Typography>
            </dd>
          </>
        )}
      </Box>
      <Box
        component="details"
        sx={{ mt: 1.5, '& > summary': { cursor: 'pointer', width: 'fit-content' }, '& > summary + *': { mt: 1 } }}
      >
        <summary>{t('mine.priceDetails')}</summary>
        <Box sx={{ maxWidth: 480 }}>
          <PriceBreakdown
            bands={booking.priceBands}
            fees={booking.fees}
            total={booking.totalPrice}
            lang={lang}
            headingComponent="h4"
          />
        </Box>
      </Box>
      {booking.status === 'confirmed' && !booking.cancellable && (
        <Alert severity="info" sx={{ mt: 1.5 }} data-testid="ask-host">
          {t('mine.askHost')}{' '}
          <Link component={RouterLink} to={rentalPage}>
            {t('mine.hostContact')}
          </Link>
        </Alert>
      )}
      {booking.cancellable && (
        <Button sx={{ mt: 1.5 }} color="error" variant="outlined" startIcon={<EventBusyIcon />} onClick={onCancel}>
          {booking.status === 'pending' ? t('mine.withdraw') : t('mine.cancel')}
        </Button>
      )}
    </Paper>
  );
}

/** What the state means for this booking, in words: the chip alone says too little. */
function StateDetails({ booking, lang }: { booking: Booking; lang: string }) {
  const { t } = useTranslation('bookings');
  const lines: { key: string; text: string; quoted?: boolean }[] = [];
  switch (booking.status) {
    case 'pending':
      if (booking.expiresAt)
        lines.push({ key: 'held', text: t('request.heldUntil', townMoment(booking.expiresAt, lang)) });
      break;
    case 'declined':
      lines.push({ key: 'declined', text: t('mine.detail.declined') });
      if (booking.declineMessage) {
        lines.push({
          key: 'message',
          text: t('mine.detail.hostMessage', { message: booking.declineMessage }),
          quoted: true,
        });
      }
      break;
    case 'expired':
      lines.push({ key: 'expired', text: t('mine.detail.expired', { count: REQUEST_HOLD_HOURS }) });
      break;
    case 'cancelled': {
      // A cancelled booking always says when (the bookings_cancelled_check constraint).
      const { date } = townMoment(booking.cancelledAt!, lang);
      if (booking.cancelledBy === 'host') {
        lines.push({ key: 'cancelled', text: t('mine.detail.cancelledByHost', { date }) });
        if (booking.cancelReason) {
          lines.push({
            key: 'reason',
            text: t('mine.detail.hostReason', { reason: booking.cancelReason }),
            quoted: true,
          });
        }
      } else {
        lines.push({ key: 'cancelled', text: t('mine.detail.cancelledByGuest', { date }) });
      }
      break;
    }
    case 'completed':
      lines.push({ key: 'completed', text: t('mine.detail.completed') });
      break;
    case 'confirmed':
      break;
  }
  if (lines.length === 0) return null;
  return (
    <Box data-testid="booking-state" sx={{ mt: 1 }}>
      {lines.map((line) => (
        <Typography
          key={line.key}
          variant="body2"
          sx={
            line.quoted
              ? {
                  mt: 0.5,
                  pl: 1.5,
                  borderLeft: 3,
                  borderColor: 'divider',
                  whiteSpace: 'pre-line',
                  overflowWrap: 'anywhere',
                }
              : undefined
          }
        >
          {line.text}
        </Typography>
      ))}
    </Box>
  );
}
