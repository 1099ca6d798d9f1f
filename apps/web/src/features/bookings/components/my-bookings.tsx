import EventBusyIcon from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { formatEuros, formatStayDay, type Booking, type BookingStatus } from '@town/shared/bookings';
import { ERROR_CODES } from '@town/shared/error-codes';
import { LoadError } from '../../../components/load-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useMyBookings } from '../api/my-bookings.ts';

const STATUS_COLOURS: Record<BookingStatus, 'default' | 'success' | 'warning' | 'info'> = {
  pending: 'warning',
  confirmed: 'success',
  declined: 'default',
  expired: 'default',
  cancelled: 'default',
  completed: 'info',
};

/** Upcoming: a live stay not yet over. Past: completed or cancelled. */
const isUpcoming = (b: Booking) => b.status === 'pending' || b.status === 'confirmed';

/**
 * /{lang}/myBookings: the visitor's upcoming stays (soonest first) and past or cancelled
 * ones, each with its state; an upcoming stay can be cancelled after confirming.
 */
export function MyBookings({ lang }: { lang: string }) {
  const { t } = useTranslation('bookings');
  const bookings = useMyBookings(lang);
  const [cancelling, setCancelling] = useState<Booking | null>(null);

  if (bookings.isPending) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }} role="status">
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>{t('mine.loading')}</Typography>
      </Box>
    );
  }
  if (bookings.isError) {
    return <LoadError message={t('mine.error')} onRetry={() => void bookings.refetch()} />;
  }

  const items = bookings.data.items;
  const upcoming = items.filter(isUpcoming).sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  const past = items.filter((b) => !isUpcoming(b));

  if (items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography sx={{ mb: 2 }}>{t('mine.empty')}</Typography>
        <Button variant="contained" component={RouterLink} to={`/${lang}/assets/propertyListRent`}>
          {t('mine.findRental')}
        </Button>
      </Paper>
    );
  }

  return (
    <>
      <Box component="section" aria-labelledby="upcoming-heading" sx={{ mb: 4 }}>
        <Typography id="upcoming-heading" variant="h2" sx={{ mb: 2 }}>
          {t('mine.upcoming')}
        </Typography>
        {upcoming.length === 0 ? (
          <Typography>{t('mine.noUpcoming')}</Typography>
        ) : (
          <BookingList bookings={upcoming} lang={lang} onCancel={setCancelling} />
        )}
      </Box>
      <Box component="section" aria-labelledby="past-heading">
        <Typography id="past-heading" variant="h2" sx={{ mb: 2 }}>
          {t('mine.past')}
        </Typography>
        {past.length === 0 ? (
          <Typography>{t('mine.noPast')}</Typography>
        ) : (
          <BookingList bookings={past} lang={lang} onCancel={setCancelling} />
        )}
      </Box>
      {cancelling && <CancelDialog booking={cancelling} lang={lang} onClose={() => setCancelling(null)} />}
    </>
  );
}

function BookingList({ bookings, lang, onCancel }: { bookings: Booking[]; lang: string; onCancel(b: Booking): void }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard booking={booking} lang={lang} onCancel={() => onCancel(booking)} />
        </li>
      ))}
    </Box>
  );
}

function BookingCard({ booking, lang, onCancel }: { booking: Booking; lang: string; onCancel(): void }) {
  const { t } = useTranslation('bookings');
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={`booking-${booking.id}`}
      data-testid="booking-card"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={`booking-${booking.id}`} variant="h3" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/${lang}/assets/asset/${booking.asset_id}/rent`}>
            {booking.assetName || t('mine.unnamed')}
          </Link>
        </Typography>
        <Chip
          label={t(`mine.status.${booking.status}`)}
          color={STATUS_COLOURS[booking.status]}
          variant={booking.status === 'cancelled' ? 'outlined' : 'filled'}
          size="small"
        />
      </Box>
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
        <dt>{t('dialog.reference')}</dt>
        <dd style={{ overflowWrap: 'anywhere' }}>{booking.id}</dd>
      </Box>
      {booking.cancellable && (
        <Button sx={{ mt: 1.5 }} color="error" variant="outlined" startIcon={<EventBusyIcon />} onClick={onCancel}>
          {t('mine.cancel')}
        </Button>
      )}
    </Paper>
  );
}

function CancelDialog({ booking, lang, onClose }: { booking: Booking; lang: string; onClose(): void }) {
  const { t } = useTranslation('bookings');
  const cancel = useCancelBooking(lang);
  const notCancellable = cancel.error instanceof ApiError && cancel.error.code === ERROR_CODES.bookingNotCancellable;
  const confirm = () =>
    cancel.mutate(booking.id, {
      onSuccess: () => {
        toast.success(t('mine.cancelled'));
        onClose();
      },
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-dialog-title" aria-describedby="cancel-dialog-text">
      <DialogTitle id="cancel-dialog-title">{t('mine.cancelDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-dialog-text">
          {t('mine.cancelDialog.text', {
            name: booking.assetName || t('mine.unnamed'),
            checkIn: formatStayDay(booking.checkIn, lang),
            checkOut: formatStayDay(booking.checkOut, lang),
          })}
        </DialogContentText>
        {cancel.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {notCancellable ? t('mine.cancelDialog.notCancellable') : t('mine.cancelDialog.failed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} autoFocus>
          {t('mine.cancelDialog.keep')}
        </Button>
        {!notCancellable && (
          <Button color="error" variant="contained" onClick={confirm} disabled={cancel.isPending}>
            {t('mine.cancelDialog.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
