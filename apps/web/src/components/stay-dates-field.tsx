import CloseIcon from '@mui/icons-material/Close';
import DateRangeIcon from '@mui/icons-material/DateRange';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, dayInTimeZone, daysBetween } from '@town/shared/days';
import { AVAILABILITY_HORIZON_DAYS } from '@town/shared/constants';
import { formatTownDate } from '../lib/town-dates.ts';
import { useHydrated } from './client-only.tsx';

// The calendar (react-day-picker and a dialog) loads when the visitor opens it, not with the page.
const StayDatesDialog = lazy(() => import('./stay-dates-dialog.tsx'));

export interface StayDates {
  checkIn: string | null;
  checkOut: string | null;
}

interface Props {
  value: StayDates;
  onChange: (dates: StayDates) => void;
  lang: string;
  /** Field names of the form sent without JavaScript (the URL's query parameters). */
  names?: { checkIn: string; checkOut: string };
}

/** A day as a stay's dates read: "sáb., 12 ago." */
export function formatStayDate(day: string, lang: string): string {
  return formatTownDate(day, lang, { weekday: 'short', day: 'numeric', month: 'short' }, 'EEE d MMM');
}

/**
 * A stay's dates (docs/product.md#search): a button that opens the site's calendar (the one
 * the booking uses) to pick a check-in and a check-out. Before the scripts run, two plain date
 * fields, so the form still sends dates without JavaScript.
 */
export function StayDatesField({ value, onChange, lang, names = { checkIn: 'checkIn', checkOut: 'checkOut' } }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const today = dayInTimeZone(new Date());
  const last = addDays(today, AVAILABILITY_HORIZON_DAYS);

  if (!hydrated) {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 1.5 }}>
        <TextField
          size="small"
          type="date"
          name={names.checkIn}
          label={t('stayDates.checkIn')}
          defaultValue={value.checkIn ?? ''}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: last } }}
        />
        <TextField
          size="small"
          type="date"
          name={names.checkOut}
          label={t('stayDates.checkOut')}
          defaultValue={value.checkOut ?? ''}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: last } }}
        />
      </Box>
    );
  }

  const chosen = value.checkIn && value.checkOut;
  const text = chosen
    ? t('stayDates.range', {
        checkIn: formatStayDate(value.checkIn!, lang),
        checkOut: formatStayDate(value.checkOut!, lang),
        count: daysBetween(value.checkIn!, value.checkOut!),
      })
    : t('stayDates.any');
  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="span" sx={{ display: 'block', mb: 0.75 }}>
        {t('stayDates.label')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'stretch', gap: 0.5 }}>
        <Button
          ref={button}
          variant="outlined"
          color="inherit"
          startIcon={<DateRangeIcon />}
          aria-haspopup="dialog"
          aria-describedby={labelId}
          data-testid="stay-dates"
          onClick={() => setOpen(true)}
          sx={{
            flex: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            textTransform: 'none',
            textAlign: 'start',
            borderColor: 'divider',
          }}
        >
          {text}
        </Button>
        {chosen && (
          <IconButton
            aria-label={t('stayDates.clear')}
            onClick={() => {
              onChange({ checkIn: null, checkOut: null });
              button.current?.focus();
            }}
          >
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      {open && (
        <Suspense fallback={null}>
          <StayDatesDialog
            value={value}
            lang={lang}
            today={today}
            last={last}
            onClose={(dates) => {
              setOpen(false);
              if (dates) onChange(dates);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
