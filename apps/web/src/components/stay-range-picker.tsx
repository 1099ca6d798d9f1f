import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DayPicker, type PropsBase } from 'react-day-picker';
import { addDays } from '@town/shared/days';
import { fromDayKey, toDayKey } from '../lib/day-picker.ts';
import { monthTitle } from '../lib/town-dates.ts';
import type { StayDates } from './stay-dates-field.tsx';

type Props = Pick<PropsBase, 'modifiers' | 'modifiersClassNames' | 'labels' | 'components'> & {
  lang: string;
  locale: NonNullable<PropsBase['locale']>;
  twoMonths: boolean;
  /** The town's today and the last day shown (YYYY-MM-DD). */
  today: string;
  last: string;
  /** The stay chosen so far (the calendar opens on its check-in's month, else today's). */
  stay: StayDates;
  /** A day picked (YYYY-MM-DD): the caller decides whether it is a check-in or a check-out. */
  onPick: (day: string) => void;
  /** A day that cannot be picked now. */
  disabled: (day: string) => boolean;
  /** What to do next, or the stay chosen, under the calendar. */
  status: string;
};

/** The first day from `today` to `last` that can be picked: the calendar opens on its month. */
export function firstOpenDay(today: string, last: string, disabled: (day: string) => boolean): string | undefined {
  for (let day = today; day <= last; day = addDays(day, 1)) if (!disabled(day)) return day;
  return undefined;
}

/**
 * A stay's calendar (docs/product.md#bookings): a range from the check-in to the
 * check-out, weeks from Monday, one or two months, days as YYYY-MM-DD keys. It opens on the
 * check-in's month, else on the first month with a day that can be picked (not on months of
 * closed days).
 */
export function StayRangePicker({
  lang,
  locale,
  twoMonths,
  today,
  last,
  stay,
  onPick,
  disabled,
  status,
  ...props
}: Props) {
  const [month, setMonth] = useState(() => fromDayKey(stay.checkIn ?? firstOpenDay(today, last, disabled) ?? today));
  return (
    <DayPicker
      {...props}
      month={month}
      onMonthChange={setMonth}
      mode="range"
      locale={locale}
      lang={lang}
      weekStartsOn={1}
      numberOfMonths={twoMonths ? 2 : 1}
      startMonth={fromDayKey(today)}
      endMonth={fromDayKey(last)}
      today={fromDayKey(today)}
      showOutsideDays={false}
      // The month's heading as the host's calendar writes it (date-fns's Basque would read "2026 M11").
      formatters={{ formatCaption: (date) => monthTitle(toDayKey(date).slice(0, 7), lang, { heading: true }) }}
      selected={{
        from: stay.checkIn ? fromDayKey(stay.checkIn) : undefined,
        to: stay.checkOut ? fromDayKey(stay.checkOut) : undefined,
      }}
      onSelect={(_range, date) => onPick(toDayKey(date))}
      disabled={(date) => disabled(toDayKey(date))}
      footer={
        <Typography component="span" variant="body2" sx={{ display: 'block', mt: 1 }}>
          {status}
        </Typography>
      }
    />
  );
}
