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
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BOOKING_STATUSES, type BookingStatus } from '@town/shared/bookings';
import { dayInTimeZone } from '@town/shared/days';
import { ERROR_CODES } from '@town/shared/error-codes';
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
      <Filters filters={filters} onChange={change} />
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

function Filters({
  filters,
  onChange,
}: {
  filters: HostBookingsFilters;
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
        <TextField
          label={t('bookings.from')}
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 10rem' }}
        />
        <TextField
          label={t('bookings.to')}
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 10rem' }}
        />
        <Button onClick={() => onChange({ from: undefined, to: undefined })}>{t('bookings.allDates')}</Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('bookings.datesHint')}
      </Typography>
    </Paper>
  );
}
