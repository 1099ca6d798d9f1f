import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { MAX_STAY_DAYS, NOTES_MIN_LENGTH } from '@town/shared/constants';
import { ERROR_CODES } from '@town/shared/error-codes';
import {
  BOOKING_RULES,
  createBookingSchema,
  formatStayDay,
  guestLimits,
  NOTES_MAX_LENGTH,
  type Booking,
  type BookingRule,
  type StayQuote,
} from '@town/shared/bookings';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useLang } from '../../../components/lang-link.tsx';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { PriceBreakdown } from './price-breakdown.tsx';

export type DialogOutcome = 'booked' | 'taken' | 'closed';

/** Guests a rental takes. */
export interface Capacity {
  adults: number;
  children: number;
}

interface Props {
  open: boolean;
  assetId: string;
  assetName?: string;
  capacity: Capacity | null;
  checkIn: string;
  checkOut: string;
  quote: StayQuote;
  onClose(outcome: DialogOutcome): void;
}

/** The dialog's fields, checked by the shared booking schema's own rules; a blank note is no note. */
const bookingFormSchema = z.object({
  adults: createBookingSchema.shape.adults,
  children: createBookingSchema.shape.children,
  notes: z
    .string()
    .transform((text): string | null | undefined => text.trim() || undefined)
    .pipe(createBookingSchema.shape.notes),
});

interface StayFactsProps {
  stay: { checkIn: string; checkOut: string; checkInHour: string; checkOutHour: string };
  lang: string;
  /** Further terms and their values (`<dt>`, `<dd>`). */
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** The stay's arrival and departure, with their hours, as a description list. */
function StayFacts({ stay, lang, children, sx }: StayFactsProps) {
  const { t } = useTranslation('bookings');
  return (
    <Box
      component="dl"
      sx={[
        {
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          '& dd': { m: 0 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <dt>{t('dialog.checkIn')}</dt>
      <dd>{t('dialog.from', { date: formatStayDay(stay.checkIn, lang), hour: stay.checkInHour })}</dd>
      <dt>{t('dialog.checkOut')}</dt>
      <dd>{t('dialog.until', { date: formatStayDay(stay.checkOut, lang), hour: stay.checkOutHour })}</dd>
      {children}
    </Box>
  );
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The rules the server named in a 400, when they are ours to translate. */
function brokenRules(error: unknown): BookingRule[] {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.validationError || !Array.isArray(error.details))
    return [];
  return (error.details as { message?: string }[])
    .map((d) => d.message)
    .filter((m): m is BookingRule => (BOOKING_RULES as readonly string[]).includes(m ?? ''));
}

/**
 * The summary before booking: dates, guests within the rental's capacity, optional notes
 * (at least NOTES_MIN_LENGTH characters, docs/rules.md) and the price; then the confirmation.
 */
export function BookingDialog({ open, assetId, assetName, capacity, checkIn, checkOut, quote, onClose }: Props) {
  const { t } = useTranslation('bookings');
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const email = useSessionStore((s) => s.user?.email);
  const fullScreen = useMediaQuery('(max-width: 599.95px)');
  const create = useCreateBooking(lang);
  const form = useForm({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: { adults: 1, children: 0, notes: '' },
    mode: 'onTouched',
  });
  const [booked, setBooked] = useState<Booking | null>(null);
  const { adults: maxAdults, children: maxChildren } = guestLimits(capacity);

  const error = create.error;
  const taken = error instanceof ApiError && error.code === ERROR_CODES.datesUnavailable;
  const rules = brokenRules(error);

  const submit = form.handleSubmit(({ adults, children, notes }) => {
    if (create.isPending) return;
    create.mutate(
      { asset_id: assetId, checkIn, checkOut, adults, children, notes },
      {
        onSuccess: setBooked,
        onError: (e) => {
          if (e instanceof ApiError && e.status === 401) {
            void navigate(`/${lang}/auth/signin?redirect=${encodeURIComponent(location.pathname + location.search)}`);
          }
        },
      },
    );
  });

  const close = () => onClose(booked ? 'booked' : taken ? 'taken' : 'closed');

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="booking-dialog-title"
    >
      {booked ? (
        <>
          <DialogTitle id="booking-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CheckCircleIcon color="success" aria-hidden="true" />
            {t('dialog.confirmedTitle')}
          </DialogTitle>
          <DialogContent>
            <Typography role="status">
              {t('dialog.confirmedText', { name: booked.assetName || assetName || '' })}
            </Typography>
            <StayFacts stay={booked} lang={lang} sx={{ my: 2 }}>
              <dt>{t('dialog.reference')}</dt>
              <dd style={{ overflowWrap: 'anywhere' }}>{booked.id}</dd>
            </StayFacts>
            {email && <Typography variant="body2">{t('dialog.mailed', { email })}</Typography>}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={close}>{t('dialog.close')}</Button>
            <Button variant="contained" component={RouterLink} to={`/${lang}/myBookings`}>
              {t('dialog.seeMyBookings')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id="booking-dialog-title">{t('dialog.title')}</DialogTitle>
          <DialogContent>
            {assetName && (
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 1 }}>
                {assetName}
              </Typography>
            )}
            <StayFacts stay={{ checkIn, checkOut, ...quote }} lang={lang} sx={{ mt: 0, mb: 2 }}>
              <dt>{t('dialog.nightsLabel')}</dt>
              <dd>{quote.nights}</dd>
            </StayFacts>

            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mb: 2 }}>
              {(['adults', 'children'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <TextField
                      select
                      id={`booking-${name}`}
                      label={t(`dialog.${name}`)}
                      name={field.name}
                      value={field.value}
                      onChange={(event) => field.onChange(Number(event.target.value))}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                    >
                      {range(name === 'adults' ? 1 : 0, name === 'adults' ? maxAdults : maxChildren).map((n) => (
                        <MenuItem key={n} value={n}>
                          {n}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              ))}
            </Box>

            <FormTextField
              control={form.control}
              name="notes"
              id="booking-notes"
              label={t('dialog.notes')}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: NOTES_MAX_LENGTH } }}
              // The field cannot take more than the maximum: a problem is a note too short.
              describeError={() => t('dialog.notesTooShort', { count: NOTES_MIN_LENGTH })}
              hint={t('dialog.notesHelp', { count: NOTES_MIN_LENGTH })}
              sx={{ mb: 2 }}
            />

            <PriceBreakdown bands={quote.bands} total={quote.total} lang={lang} headingComponent="h3" />

            {error && (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                {taken
                  ? t('dialog.errors.taken')
                  : rules.length > 0
                    ? `${t('dialog.errors.rules')} ${rules.map((r) => t(`rules.${r}`, { max: MAX_STAY_DAYS })).join(' ')}`
                    : error instanceof ApiError && error.code === NETWORK_ERROR
                      ? t('dialog.errors.network')
                      : t('dialog.errors.failed')}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={close}>{t('dialog.back')}</Button>
            {!taken && (
              <Button type="submit" variant="contained" disabled={create.isPending}>
                {create.isPending ? t('dialog.submitting') : t('dialog.confirm')}
              </Button>
            )}
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
