import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatBookingReference } from '@town/shared/booking-reference';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import {
  BOOKING_MESSAGE_MAX_LENGTH,
  formatEuros,
  formatStayDay,
  hostCancelBookingSchema,
  type BookingStatus,
  type OwnerBooking,
} from '@town/shared/bookings';
import { NOTES_MIN_LENGTH } from '@town/shared/constants';
import { ERROR_CODES } from '@town/shared/error-codes';
import { isSupportedLanguage } from '@town/shared/languages';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { readableFieldErrors } from '../../../components/readable-errors.ts';
import { failureMessage } from '../../../lib/api-errors.ts';
import { formatTownDate } from '../../../lib/town-dates.ts';
import { useAcceptBooking } from '../api/accept-booking.ts';
import { useCancelBookingAsHost } from '../api/cancel-booking.ts';
import { useDeclineBooking } from '../api/decline-booking.ts';

type T = ReturnType<typeof useTranslation<'host'>>['t'];

const STATUS_ICONS: Record<BookingStatus, ReactNode> = {
  pending: <HourglassTopIcon />,
  confirmed: <CheckCircleIcon />,
  declined: <DoNotDisturbIcon />,
  expired: <TimerOffIcon />,
  cancelled: <CancelIcon />,
  completed: <DoneAllIcon />,
};

/** An instant as the town's clock shows it: "25 nov 2026, 09:15". */
const when = (instant: string, lang: string) =>
  formatTownDate(
    instant,
    lang,
    { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
    'd MMM yyyy, HH:mm',
  );

/** Why the host's step was refused, in the page's language. */
const refusal = (t: T, error: unknown): string =>
  failureMessage(error, {
    byCode: { [ERROR_CODES.bookingState]: t('booking.errors.state') },
    offline: t('errors.offline'),
    failed: t('errors.failed'),
  });

/**
 * One booking of the host's rentals: its state (by icon and words), the stay, the guest and
 * how to reach them, what it costs, and the steps its state allows, each asked first:
 * accept or decline a request (with a word to the guest), cancel a confirmed stay (with the
 * reason the guest is told).
 */
export function HostBookingCard({ booking, lang }: { booking: OwnerBooking; lang: string }) {
  const { t } = useTranslation('host');
  const headingId = useId();
  const [step, setStep] = useState<'accept' | 'decline' | 'cancel' | null>(null);
  const accept = useAcceptBooking(lang);
  const decline = useDeclineBooking(lang);
  const cancel = useCancelBookingAsHost(lang);
  const [message, setMessage] = useState('');
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const language = isSupportedLanguage(booking.guest.language)
    ? t(`languages.${booking.guest.language}`)
    : booking.guest.language;

  const done = (text: string) => () => {
    setStep(null);
    toast.success(text);
  };
  const failed = (error: unknown) => {
    setStep(null);
    toast.error(refusal(t, error));
  };

  const confirmCancel = () => {
    const checked = hostCancelBookingSchema.safeParse({ reason });
    if (!checked.success) {
      setReasonProblem(t('booking.reasonNeeded', { min: NOTES_MIN_LENGTH, max: BOOKING_MESSAGE_MAX_LENGTH }));
      return;
    }
    cancel.mutate(
      { id: booking.id, reason: checked.data.reason },
      { onSuccess: done(t('booking.cancelled')), onError: failed },
    );
  };

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid="host-booking"
      sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {t('booking.heading', { guest: booking.guest.name, rental: booking.assetName })}
        </Typography>
        <Chip
          icon={STATUS_ICONS[booking.status] as React.ReactElement}
          label={t(`status.${booking.status}`)}
          // A request stands out (it waits for the host); the colours keep 4.5:1 in both schemes.
          variant={booking.status === 'pending' ? 'filled' : 'outlined'}
          color={booking.status === 'pending' ? 'secondary' : booking.status === 'confirmed' ? 'success' : 'default'}
          data-testid="booking-status"
        />
      </Box>

      {booking.status === 'pending' && booking.expiresAt ? (
        <Alert severity="warning" role="note" icon={<HourglassTopIcon />}>
          {t('booking.answerBy', { when: when(booking.expiresAt, lang) })}
        </Alert>
      ) : null}

      <Box component="dl" sx={facts}>
        <dt>{t('booking.reference')}</dt>
        <dd data-testid="host-booking-reference">
          <Box component="span" translate="no" sx={{ fontWeight: 600, letterSpacing: '0.08em' }}>
            {formatBookingReference(booking.reference)}
          </Box>
        </dd>
        <dt>{t('booking.stay')}</dt>
        <dd>
          {t('booking.dates', {
            checkIn: formatStayDay(booking.checkIn, lang),
            checkInHour: booking.checkInHour,
            checkOut: formatStayDay(booking.checkOut, lang),
            checkOutHour: booking.checkOutHour,
          })}{' '}
          ({t('booking.nights', { count: booking.nights })})
        </dd>
        <dt>{t('booking.guests')}</dt>
        <dd>
          {t('booking.adults', { count: booking.adults })}
          {booking.children > 0 ? `, ${t('booking.children', { count: booking.children })}` : ''}
        </dd>
        <dt>{t('booking.contact')}</dt>
        <dd>
          <Link href={`mailto:${booking.guest.email}`} sx={{ overflowWrap: 'anywhere' }}>
            {booking.guest.email}
          </Link>{' '}
          {/* Whether the guest proved the address is theirs (docs/rules.md#accounts). */}
          <Chip
            size="small"
            variant="outlined"
            color={booking.guest.emailVerified ? 'success' : 'default'}
            icon={booking.guest.emailVerified ? <VerifiedIcon /> : undefined}
            label={t(booking.guest.emailVerified ? 'booking.emailVerified' : 'booking.emailUnverified')}
            data-testid="guest-email-state"
          />
          {booking.guest.phone ? (
            <>
              {' · '}
              <Link href={`tel:${booking.guest.phone.replace(/[^\d+]/g, '')}`}>{booking.guest.phone}</Link>
            </>
          ) : null}
          {' · '}
          {t('booking.speaks', { language })}
        </dd>
        <dt>{t('booking.total')}</dt>
        <dd>
          <strong>{formatEuros(booking.totalPrice, lang)}</strong>
          {booking.fees.length > 0
            ? ` (${booking.fees
                .map((fee) =>
                  fee.kind === 'cleaning'
                    ? t('booking.cleaningFee', { amount: formatEuros(fee.amount, lang) })
                    : t('booking.extraGuestsFee', { amount: formatEuros(fee.amount, lang), count: fee.guests }),
                )
                .join(', ')})`
            : ''}
        </dd>
        <dt>{t('booking.policy')}</dt>
        <dd>
          {t('booking.policyUntil', {
            policy: t(`rules.policies.${booking.cancellationPolicy}`),
            when: when(booking.freeCancellationUntil, lang),
          })}
        </dd>
        <dt>{t('booking.made')}</dt>
        <dd>{when(booking.createdAt, lang)}</dd>
      </Box>

      {booking.notes ? (
        <Box component="figure" sx={{ m: 0 }}>
          <Typography component="figcaption" variant="body2" color="text.secondary">
            {t('booking.notes')}
          </Typography>
          <Box component="blockquote" sx={{ m: 0, mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
            {booking.notes}
          </Box>
        </Box>
      ) : null}
      {booking.declineMessage ? (
        <Typography>{t('booking.declineMessage', { message: booking.declineMessage })}</Typography>
      ) : null}
      {booking.status === 'cancelled' ? (
        <Typography>
          {booking.cancelledBy === 'host'
            ? t('booking.cancelledByHost', { reason: booking.cancelReason ?? '' })
            : t('booking.cancelledByGuest')}
        </Typography>
      ) : null}

      {booking.status === 'pending' || booking.status === 'confirmed' ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {booking.status === 'pending' ? (
            <>
              <Button
                variant="contained"
                color="success"
                startIcon={<CheckCircleIcon />}
                onClick={() => setStep('accept')}
              >
                {t('booking.accept')}
              </Button>
              <Button variant="outlined" startIcon={<DoNotDisturbIcon />} onClick={() => setStep('decline')}>
                {t('booking.decline')}
              </Button>
            </>
          ) : (
            <Button color="error" startIcon={<EventBusyIcon />} onClick={() => setStep('cancel')}>
              {t('booking.cancel')}
            </Button>
          )}
        </Box>
      ) : null}

      <ConfirmDialog
        open={step === 'accept'}
        tone="normal"
        title={t('booking.acceptTitle')}
        text={t('booking.acceptText', { guest: booking.guest.name })}
        confirm={t('booking.accept')}
        cancel={t('actions.back')}
        pending={accept.isPending}
        onClose={() => setStep(null)}
        onConfirm={() => accept.mutate(booking.id, { onSuccess: done(t('booking.accepted')), onError: failed })}
      />
      <ConfirmDialog
        open={step === 'decline'}
        title={t('booking.declineTitle')}
        text={t('booking.declineText', { guest: booking.guest.name })}
        confirm={t('booking.decline')}
        cancel={t('actions.back')}
        pending={decline.isPending}
        onClose={() => setStep(null)}
        onConfirm={() =>
          decline.mutate(
            { id: booking.id, message: message.trim() || null },
            { onSuccess: done(t('booking.declined')), onError: failed },
          )
        }
      >
        <TextField
          label={t('booking.message')}
          helperText={t('booking.messageHint')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: BOOKING_MESSAGE_MAX_LENGTH } }}
          sx={{ mt: 2 }}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={step === 'cancel'}
        title={t('booking.cancelTitle')}
        text={t('booking.cancelText', { guest: booking.guest.name })}
        confirm={t('booking.cancel')}
        cancel={t('actions.back')}
        pending={cancel.isPending}
        onClose={() => setStep(null)}
        onConfirm={confirmCancel}
      >
        <TextField
          label={t('booking.reason')}
          helperText={reasonProblem ?? t('booking.reasonHint')}
          error={!!reasonProblem}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          required
          slotProps={{ htmlInput: { maxLength: BOOKING_MESSAGE_MAX_LENGTH, 'aria-invalid': !!reasonProblem } }}
          sx={[{ mt: 2 }, readableFieldErrors]}
        />
      </ConfirmDialog>
    </Paper>
  );
}

const facts = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
  columnGap: 2,
  rowGap: 0.5,
  '& dt': { color: 'text.secondary', fontWeight: 600 },
  '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
} as const;
