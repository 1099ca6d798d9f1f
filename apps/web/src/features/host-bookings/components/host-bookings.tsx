import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatBookingReference, normaliseBookingReference } from '@town/shared/booking-reference';
import { BOOKING_STATUSES, type BookingStatus } from '@town/shared/bookings';
import { dayInTimeZone, isCalendarDay } from '@town/shared/days';
import { ERROR_CODES } from '@town/shared/error-codes';
import { DayField } from '../../../components/day-field.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { failedWith } from '../../../lib/api-errors.ts';
import { useOwnerBookings } from '../api/owner-bookings.ts';
import { filtersOf, HOST_BOOKINGS_PAGE_SIZE, paramsOf, type HostBookingsFilters } from '../utils/filters.ts';
import { HostBookingCard } from './host-booking-card.tsx';
import { Loading } from '../../../components/loading.tsx';

interface Props {
  lang: string;
  /** What a signed-in person who runs no rentals meets instead (the API answers them 403). */
  forbidden: React.ReactNode;
}

/**
 * The bookings of the host's rentals (docs/rules.md#bookings), soonest check-in first: filtered
 * by state and dates (kept in the address), each with the guest's details and what the host
 * can do with it now.
 */
export function HostBookings({ lang, forbidden }: Props) {
  const { t } = useTranslation('host');
  const [params, setParams] = useSearchParams();
  const today = dayInTimeZone(new Date());
  const filters = filtersOf(params, today);
  const bookings = useOwnerBookings(filters, lang);

  const change = (next: Partial<HostBookingsFilters>) =>
    setParams(paramsOf({ ...filters, page: 1, ...next }, today), { replace: true, preventScrollReset: true });

  if (failedWith(bookings.error, ERROR_CODES.forbidden)) return forbidden;

  const pages = bookings.data ? Math.ceil(bookings.data.total / HOST_BOOKINGS_PAGE_SIZE) : 0;
  const rental = filters.assetId ? bookings.data?.items[0]?.assetName : undefined;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <ReferenceSearch key={filters.reference ?? ''} reference={filters.reference} onChange={change} />
      {filters.reference ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography>
            {t('bookings.onlyReference', { reference: formatBookingReference(filters.reference) })}
          </Typography>
          <Button size="small" startIcon={<CloseIcon />} onClick={() => change({ reference: undefined })}>
            {t('bookings.allReferences')}
          </Button>
        </Box>
      ) : (
        <Filters filters={filters} lang={lang} onChange={change} />
      )}
      {filters.assetId ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography>{rental ? t('bookings.onlyRental', { name: rental }) : t('bookings.onlyOneRental')}</Typography>
          <Button size="small" startIcon={<CloseIcon />} onClick={() => change({ assetId: undefined })}>
            {t('bookings.allRentals')}
          </Button>
        </Box>
      ) : null}
      <Box component="section" aria-labelledby="host-bookings-heading" aria-busy={bookings.isFetching}>
        <Typography id="host-bookings-heading" variant="h2" sx={{ mb: 2 }}>
          {bookings.data ? t('bookings.found', { count: bookings.data.total }) : t('bookings.heading')}
        </Typography>
        {bookings.isPending ? (
          <Loading label={t('bookings.loading')} compact />
        ) : bookings.isError ? (
          <LoadError message={t('bookings.loadError')} onRetry={() => void bookings.refetch()} />
        ) : bookings.data.items.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography>{t('bookings.empty')}</Typography>
          </Paper>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {bookings.data.items.map((booking) => (
              <li key={booking.id}>
                <HostBookingCard booking={booking} lang={lang} />
              </li>
            ))}
          </Box>
        )}
        {pages > 1 ? (
          <Pagination
            sx={{ mt: 3, '& ul': { justifyContent: 'center' } }}
            count={pages}
            page={Math.min(filters.page, pages)}
            onChange={(_event, page) => change({ page })}
            getItemAriaLabel={(type, page, selected) =>
              type === 'page'
                ? t(selected ? 'bookings.pageCurrent' : 'bookings.page', { page })
                : t(`bookings.pages.${type}`)
            }
          />
        ) : null}
      </Box>
    </Box>
  );
}

/**
 * The reference a guest read out, typed as heard: any case, with or without the dash. The list
 * follows as soon as it is a whole reference; what cannot be one is said once six characters are in.
 */
function ReferenceSearch({
  reference,
  onChange,
}: {
  reference: string | undefined;
  onChange: (next: Partial<HostBookingsFilters>) => void;
}) {
  const { t } = useTranslation('host');
  const [text, setText] = useState(reference ? formatBookingReference(reference) : '');
  const typed = text.replace(/[\s-]/g, '');
  const invalid = typed.length >= 6 && !normaliseBookingReference(text);
  return (
    <TextField
      label={t('bookings.reference')}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const found = normaliseBookingReference(event.target.value);
        if (found && found !== reference) onChange({ reference: found });
        else if (!event.target.value.trim() && reference) onChange({ reference: undefined });
      }}
      error={invalid}
      helperText={invalid ? t('bookings.referenceInvalid') : t('bookings.referenceHint')}
      slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false } }}
      sx={{ maxWidth: '24rem' }}
    />
  );
}

function Filters({
  filters,
  lang,
  onChange,
}: {
  filters: HostBookingsFilters;
  lang: string;
  onChange: (next: Partial<HostBookingsFilters>) => void;
}) {
  const { t } = useTranslation('host');
  const toggle = (status: BookingStatus, on: boolean) =>
    onChange({ statuses: on ? [...filters.statuses, status] : filters.statuses.filter((s) => s !== status) });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="host-bookings-filters"
      sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'grid', gap: 2 }}
    >
      <Typography id="host-bookings-filters" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('bookings.filters')}
      </Typography>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('bookings.statuses')}</FormLabel>
        <Typography variant="body2" color="text.secondary">
          {t('bookings.statusesHint')}
        </Typography>
        <FormGroup row>
          {BOOKING_STATUSES.map((status) => (
            <FormControlLabel
              key={status}
              label={t(`status.${status}`)}
              control={
                <Checkbox
                  checked={filters.statuses.includes(status)}
                  onChange={(event) => toggle(status, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {(['from', 'to'] as const).map((end) => (
          <DayField
            key={end}
            label={t(`bookings.${end}`)}
            lang={lang}
            value={filters[end] ?? ''}
            // A day applies as soon as it is whole; what is no day yet stays in the field, told.
            onChange={(value) => {
              if (value === '' || isCalendarDay(value)) onChange({ [end]: value || undefined });
            }}
            invalidText={t('errors.day')}
            sx={{ flex: '1 1 12rem' }}
          />
        ))}
        <Button onClick={() => onChange({ from: undefined, to: undefined })}>{t('bookings.allDates')}</Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('bookings.datesHint')}
      </Typography>
    </Paper>
  );
}
