import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { BOOKABLE_LIST } from '@town/shared/asset-types';
import { formatStayDay, type Booking } from '@town/shared/bookings';
import { ERROR_CODES } from '@town/shared/error-codes';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { failedWith, failureMessage } from '../../../lib/api-errors.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useMyBookings } from '../api/my-bookings.ts';
import { townMoment } from '../utils/instants.ts';
import { BookingCard, isLive } from './booking-card.tsx';
import { Loading } from '../../../components/loading.tsx';

/**
 * /{lang}/myBookings: the visitor's upcoming stays and requests (soonest first), then past,
 * cancelled, declined and expired ones, each with its state in words; a request can be
 * withdrawn, and a stay cancelled while cancelling is free, after confirming.
 */
export function MyBookings({ lang }: { lang: string }) {
  const { t } = useTranslation('bookings');
  const bookings = useMyBookings(lang);
  const [cancelling, setCancelling] = useState<Booking | null>(null);

  if (bookings.isPending) {
    return <Loading label={t('mine.loading')} />;
  }
  if (bookings.isError) {
    return <LoadError message={t('mine.error')} onRetry={() => void bookings.refetch()} />;
  }

  const items = bookings.data.items;
  const upcoming = items.filter(isLive).sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  const past = items.filter((b) => !isLive(b));

  if (items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography sx={{ mb: 2 }}>{t('mine.empty')}</Typography>
        <Button variant="contained" component={RouterLink} to={`/${lang}/assets/${BOOKABLE_LIST.route}`}>
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

/**
 * Asks before cancelling a stay or withdrawing a request. The server may refuse (free
 * cancellation ended meanwhile, or the host answered): the dialog says why, and the list,
 * refreshed, shows the booking as it now is.
 */
function CancelDialog({ booking, lang, onClose }: { booking: Booking; lang: string; onClose(): void }) {
  const { t } = useTranslation('bookings');
  const cancel = useCancelBooking(lang);
  const texts = booking.status === 'pending' ? 'mine.withdrawDialog' : 'mine.cancelDialog';
  const refused = failedWith(cancel.error, ERROR_CODES.bookingNotCancellable);
  const confirm = () =>
    cancel.mutate(booking.id, {
      onSuccess: () => {
        toast.success(booking.status === 'pending' ? t('mine.withdrawn') : t('mine.cancelled'));
        onClose();
      },
    });
  const failed = t(`${texts}.failed`);
  return (
    <ConfirmDialog
      open
      title={t(`${texts}.title`)}
      text={t(`${texts}.text`, {
        name: booking.assetName || t('mine.unnamed'),
        checkIn: formatStayDay(booking.checkIn, lang),
        checkOut: formatStayDay(booking.checkOut, lang),
      })}
      confirm={t(`${texts}.confirm`)}
      cancel={t(`${texts}.keep`)}
      onConfirm={confirm}
      onClose={onClose}
      pending={cancel.isPending}
      canConfirm={!refused}
      error={
        cancel.isError
          ? failureMessage(cancel.error, {
              byCode: {
                [ERROR_CODES.bookingNotCancellable]:
                  booking.status === 'confirmed'
                    ? t('mine.cancelDialog.notCancellable', townMoment(booking.freeCancellationUntil, lang))
                    : t('mine.cancelDialog.changed'),
              },
              offline: failed,
              failed,
            })
          : null
      }
    />
  );
}
