import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { fromDayKey, toDayKey, useDayPickerLocale } from '../lib/day-picker.ts';
import { dayInTimeZone } from '@town/shared/days';
import { monthTitle } from '../lib/town-dates.ts';
import { calendarStyles } from './stay-dates-dialog.tsx';

interface Props {
  anchor: HTMLElement;
  /** The day chosen so far (YYYY-MM-DD), if any: the calendar opens on its month, else on today's. */
  day: string | undefined;
  lang: string;
  /** The calendar's name: the field's label. */
  label: string;
  onPick: (day: string) => void;
  onClose: () => void;
}

/**
 * The calendar of a DayField: one month, weeks from Monday, in the page's language; picking a
 * day closes it (the focus goes back to the button that opened it).
 */
export default function DayPickerPopover({ anchor, day, lang, label, onPick, onClose }: Props) {
  const locale = useDayPickerLocale(lang);
  const today = dayInTimeZone(new Date());
  const [month, setMonth] = useState(() => fromDayKey((day ?? today).slice(0, 7) + '-01'));
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { p: 1, maxWidth: 'calc(100vw - 16px)' } } }}
    >
      {locale && (
        <Box sx={calendarStyles}>
          <DayPicker
            mode="single"
            autoFocus
            locale={locale}
            lang={lang}
            weekStartsOn={1}
            month={month}
            onMonthChange={setMonth}
            today={fromDayKey(today)}
            // The month's heading as the host's calendar writes it (date-fns's Basque would read "2026 M11").
            formatters={{ formatCaption: (date) => monthTitle(toDayKey(date).slice(0, 7), lang, { heading: true }) }}
            selected={day ? fromDayKey(day) : undefined}
            onSelect={(_selected, date) => onPick(toDayKey(date))}
          />
        </Box>
      )}
    </Popover>
  );
}
