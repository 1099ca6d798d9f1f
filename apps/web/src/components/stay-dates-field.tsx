import CloseIcon from '@mui/icons-material/Close';
import DateRangeIcon from '@mui/icons-material/DateRange';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, dayInTimeZone } from '@town/shared/days';
import { AVAILABILITY_HORIZON_DAYS } from '@town/shared/constants';
import { useHydrated } from './client-only.tsx';

// The calendar (react-day-picker and a dialog) loads when the visitor opens it, not with the page.
const StayDatesDialog = lazy(() => import('./stay-dates-dialog.tsx'));
const StayDatesText = lazy(() => import('./stay-dates-text.tsx'));

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

/** The calendar's part of the field, hidden where no script runs (its button would do nothing). */
const CALENDAR_CLASS = 'town-stay-dates';

/**
 * A stay's dates (docs/product.md#search): a button that opens the site's calendar (the one
 * the booking uses) to pick a check-in and a check-out. The server's HTML has the button too,
 * so that a page's island shows it before it is hydrated; without JavaScript two plain date
 * fields take its place (in <noscript>), so the form still sends dates.
 */
export function StayDatesField({ value, onChange, lang, names = { checkIn: 'checkIn', checkOut: 'checkOut' } }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The same on the server and in the browser: each island is rendered with its own prefix (components/island.tsx).
  const labelId = useId();
  const today = dayInTimeZone(new Date());
  const last = addDays(today, AVAILABILITY_HORIZON_DAYS);

  const chosen = value.checkIn && value.checkOut;
  const text = chosen ? (
    <Suspense fallback={`${value.checkIn} – ${value.checkOut}`}>
      <StayDatesText checkIn={value.checkIn!} checkOut={value.checkOut!} lang={lang} />
    </Suspense>
  ) : (
    t('stayDates.any')
  );
  return (
    <Box>
      {!hydrated && (
        <noscript>
          <style>{`.${CALENDAR_CLASS} { display: none; }`}</style>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 1.5 }}>
            {(['checkIn', 'checkOut'] as const).map((field) => (
              <Box component="label" key={field} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                <Typography variant="subtitle2" component="span">
                  {t(`stayDates.${field}`)}
                </Typography>
                <Box
                  component="input"
                  type="date"
                  name={names[field]}
                  defaultValue={value[field] ?? ''}
                  min={today}
                  max={last}
                  sx={{
                    font: 'inherit',
                    color: 'text.primary',
                    bgcolor: 'background.paper',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    px: 1,
                    py: 0.75,
                    colorScheme: 'inherit',
                  }}
                />
              </Box>
            ))}
          </Box>
        </noscript>
      )}
      <Box className={CALENDAR_CLASS}>
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
