import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { daysBetween } from '@town/shared/days';
import { MAX_STAY_DAYS } from '@town/shared/constants';
import { useDayPickerLocale } from '../lib/day-picker.ts';
import type { StayDates } from './stay-dates-field.tsx';
import { formatStayDate } from './stay-dates-text.tsx';
import { StayRangePicker } from './stay-range-picker.tsx';

interface Props {
  value: StayDates;
  lang: string;
  /** The town's today and the last day a stay may end on (YYYY-MM-DD). */
  today: string;
  last: string;
  /** The dates chosen, or undefined when the visitor cancelled. */
  onClose: (dates?: StayDates) => void;
}

/**
 * The calendar of StayDatesField: the first day picked is the check-in, the next later one the
 * check-out (at most MAX_STAY_DAYS nights); picking an earlier day starts again from it.
 */
export default function StayDatesDialog({ value, lang, today, last, onClose }: Props) {
  const { t } = useTranslation();
  const locale = useDayPickerLocale(lang);
  const twoMonths = useMediaQuery((theme) => theme.breakpoints.up('md'));
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [dates, setDates] = useState<StayDates>(value);

  const pick = (day: string) => {
    const { checkIn, checkOut } = dates;
    if (checkIn && !checkOut && day > checkIn && daysBetween(checkIn, day) <= MAX_STAY_DAYS) {
      setDates({ checkIn, checkOut: day });
    } else if (checkIn === day && !checkOut) {
      setDates({ checkIn: null, checkOut: null });
    } else {
      setDates({ checkIn: day, checkOut: null });
    }
  };
  const tooFar = (day: string) =>
    !!dates.checkIn && !dates.checkOut && day > dates.checkIn && daysBetween(dates.checkIn, day) > MAX_STAY_DAYS;

  const status = !dates.checkIn
    ? t('stayDates.pickCheckIn')
    : !dates.checkOut
      ? t('stayDates.pickCheckOut', { date: formatStayDate(dates.checkIn, lang) })
      : t('stayDates.range', {
          checkIn: formatStayDate(dates.checkIn, lang),
          checkOut: formatStayDate(dates.checkOut, lang),
          count: daysBetween(dates.checkIn, dates.checkOut),
        });

  return (
    // Wide enough for two months side by side (the theme's md is 640 px).
    <Dialog open onClose={() => onClose()} aria-labelledby="stay-dates-title" maxWidth="lg" fullScreen={phone}>
      <DialogTitle id="stay-dates-title">{t('stayDates.title')}</DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        {locale && (
          <Box sx={calendarStyles}>
            <StayRangePicker
              lang={lang}
              locale={locale}
              twoMonths={twoMonths}
              today={today}
              last={last}
              stay={dates}
              onPick={pick}
              disabled={(day) => day < today || day > last || tooFar(day)}
              status={status}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => setDates({ checkIn: null, checkOut: null })} disabled={!dates.checkIn}>
          {t('stayDates.clear')}
        </Button>
        <Button onClick={() => onClose()}>{t('stayDates.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!!dates.checkIn && !dates.checkOut}
          onClick={() => onClose(dates.checkIn && dates.checkOut ? dates : { checkIn: null, checkOut: null })}
        >
          {t('stayDates.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The booking calendar's colours, in both schemes (docs/product.md#theme). */
export function calendarStyles(theme: Theme) {
  const { primary, text } = (theme.vars ?? theme).palette;
  return {
    '.rdp-root': {
      '--rdp-accent-color': primary.main,
      '--rdp-accent-background-color': 'rgba(11, 92, 138, 0.12)',
      ...theme.applyStyles('dark', { '--rdp-accent-background-color': 'rgba(124, 196, 240, 0.18)' }),
      '--rdp-range_start-color': primary.contrastText,
      '--rdp-range_end-color': primary.contrastText,
      '--rdp-today-color': text.primary,
      '--rdp-disabled-opacity': '0.4',
      maxWidth: '100%',
      // Seven days a row fit a 320 px screen.
      [theme.breakpoints.down('sm')]: {
        '--rdp-day-width': '40px',
        '--rdp-day-height': '40px',
        '--rdp-day_button-width': '38px',
        '--rdp-day_button-height': '38px',
      },
    },
    '.rdp-weekday': { color: text.secondary, opacity: 1 },
    '.rdp-day_button:focus-visible': { outline: `3px solid ${primary.main}`, outlineOffset: '1px' },
    '.rdp-today:not(.rdp-outside) .rdp-day_button': { fontWeight: 700, textDecoration: 'underline' },
  };
}
