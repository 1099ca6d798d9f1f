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
import useMediaQuery from '@mui/material/useMediaQuery';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { MAX_STAY_DAYS, NOTES_MIN_LENGTH } from '@town/shared/constants';
import { ERROR_CODES } from '@town/shared/error-codes';
import {
  BOOKING_RULES,
  createBookingSchema,
  guestLimits,
  NOTES_MAX_LENGTH,
  type Booking,
  type BookingRule,
  type GuestCount,
  type StayQuote,
} from '@town/shared/bookings';
import { REQUEST_HOLD_HOURS, type BookingMode } from '@town/shared/rentals';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useLang } from '../../../components/lang-link.tsx';
import { failedWith, failureMessage, serverFields } from '../../../lib/api-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { BookingSent } from './booking-sent.tsx';
import { CancellationTerms } from './cancellation-terms.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { StayFacts } from './stay-facts.tsx';

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
  /** `request`: the host answers within REQUEST_HOLD_HOURS; `instant`: booked at once. */
  bookingMode: BookingMode;
  /** The stay priced for these guests (the extra-guest fee follows them), as the API will price it. */
  quote(guests: GuestCount): StayQuote;
  /** The guests chosen before (a list's search); within the rental's capacity. */
  guests?: GuestCount;
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

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The booking rules the server named in a 400, when they are ours to translate. */
const isBookingRule = (message: string): message is BookingRule =>
  (BOOKING_RULES as readonly string[]).includes(message);

/**
 * The summary before booking: dates, guests within the rental's capacity, optional notes
 * (at least NOTES_MIN_LENGTH characters, docs/rules.md), the price for those guests and the
 * cancellation policy for those dates; for a rental booked on request, what a request means.
 * Then what happened: booked, or requested.
 */
export function BookingDialog({
  open,
  assetId,
  assetName,
  capacity,
  checkIn,
  checkOut,
  bookingMode,
  quote: quoteFor,
  guests,
  onClose,
}: Props) {
  const { t } = useTranslation('bookings');
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const email = useSessionStore((s) => s.user?.email);
  const fullScreen = useMediaQuery('(max-width: 599.95px)');
  const create = useCreateBooking(lang);
  const startAdults = Math.min(guests?.adults ?? 1, guestLimits(capacity).adults);
  const form = useForm({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: {
      adults: startAdults,
      children: Math.min(guests?.children ?? 0, guestLimits(capacity, startAdults).children),
      notes: '',
    },
    mode: 'onTouched',
  });
  const [booked, setBooked] = useState<Booking | null>(null);
  const [adults, children] = useWatch({ control: form.control, name: ['adults', 'children'] });
  // Children may sleep in adults' beds: each adult more leaves a place less for them.
  const { adults: maxAdults, children: maxChildren } = guestLimits(capacity, adults);
  useEffect(() => {
    if ((children ?? 0) > maxChildren) form.setValue('children', maxChildren);
  }, [children, maxChildren, form]);
  const quote = quoteFor({ adults, children: children ?? 0 });
  const onRequest = bookingMode === 'request';
  const submitLabel = create.isPending
    ? t(onRequest ? 'dialog.requesting' : 'dialog.submitting')
    : t(onRequest ? 'dialog.request' : 'dialog.confirm');

  const error = create.error;
  const rules = serverFields(error)
    .flatMap((field) => field.messages ?? [field.message])
    .filter(isBookingRule);
  const problem = error
    ? failureMessage(error, {
        byCode: {
          [ERROR_CODES.datesUnavailable]: t('dialog.errors.taken'),
          [ERROR_CODES.validationError]:
            rules.length > 0
              ? `${t('dialog.errors.rules')} ${rules.map((r) => t(`rules.${r}`, { max: MAX_STAY_DAYS })).join(' ')}`
              : undefined,
        },
        offline: t('dialog.errors.network'),
        failed: t('dialog.errors.failed'),
      })
    : null;
  const taken = failedWith(error, ERROR_CODES.datesUnavailable);

  const submit = form.handleSubmit(({ adults, children, notes }) => {
    if (create.isPending) return;
    create.mutate(
      { asset_id: assetId, checkIn, checkOut, adults, children, notes },
      {
        onSuccess: setBooked,
        onError: (e) => {
          if (failedWith(e, ERROR_CODES.unauthenticated)) {
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
        <BookingSent
          booking={booked}
          assetName={assetName}
          lang={lang}
          email={email}
          titleId="booking-dialog-title"
          onClose={close}
        />
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id="booking-dialog-title">{t('dialog.title')}</DialogTitle>
          <DialogContent>
            {assetName && (
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 1 }}>
                {assetName}
              </Typography>
            )}
            {onRequest && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('dialog.requestInfo', { count: REQUEST_HOLD_HOURS })}
              </Alert>
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

            {/* Above the field, not in its border: a long label ("Oharrak ostalariarentzat (aukerakoa)") reads whole. */}
            <Typography
              component="label"
              htmlFor="booking-notes"
              variant="subtitle2"
              sx={{ display: 'block', mb: 0.75 }}
            >
              {t('dialog.notes')}
            </Typography>
            <FormTextField
              control={form.control}
              name="notes"
              id="booking-notes"
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: NOTES_MAX_LENGTH } }}
              // The field cannot take more than the maximum: a problem is a note too short.
              describeError={() => t('dialog.notesTooShort', { count: NOTES_MIN_LENGTH })}
              hint={t('dialog.notesHelp', { count: NOTES_MIN_LENGTH })}
              sx={{ mb: 2 }}
            />

            <PriceBreakdown
              bands={quote.bands}
              fees={quote.fees}
              total={quote.total}
              lang={lang}
              headingComponent="h3"
            />
            <Box sx={{ mt: 2 }}>
              <CancellationTerms
                policy={quote.cancellationPolicy}
                freeCancellationUntil={quote.freeCancellationUntil}
                lang={lang}
              />
            </Box>

            <FormAlert message={problem} sx={{ mt: 2 }} />
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={close}>{t('dialog.back')}</Button>
            {!taken && (
              <Button type="submit" variant="contained" disabled={create.isPending}>
                {submitLabel}
              </Button>
            )}
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
