import { visuallyHidden } from '@mui/utils';
import { createContext, useContext, useEffect, useRef } from 'react';
import type { DayButtonProps } from 'react-day-picker';
import type { AvailabilityDay } from '@town/shared/availability';
import { formatEuros } from '@town/shared/bookings';
import { DEFAULT_LANGUAGE } from '@town/shared/languages';
import { toDayKey } from '../../../lib/day-picker.ts';

interface CalendarDays {
  prices: ReadonlyMap<string, AvailabilityDay>;
  booked: ReadonlySet<string>;
  lang: string;
}

export const CalendarDayContext = createContext<CalendarDays>({
  prices: new Map(),
  booked: new Set(),
  lang: DEFAULT_LANGUAGE,
});

/**
 * A day of the calendar with its price per night under the date (free nights only).
 * Its name is the whole description (weekday, date, free or not, price), read from hidden
 * text rather than an aria-label: the visible day and price are then part of the name, as
 * WCAG 2.5.3 (label in name) asks, without reading them twice.
 */
export function CalendarDayButton({ day, modifiers, children, ...buttonProps }: DayButtonProps) {
  const { prices, booked, lang } = useContext(CalendarDayContext);
  const ref = useRef<HTMLButtonElement>(null);
  // DayPicker moves the keyboard focus by marking the day focused: follow it, as its own button does.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const key = toDayKey(day.date);
  const price = booked.has(key) ? undefined : prices.get(key)?.price;
  const { 'aria-label': description, ...props } = buttonProps;
  return (
    <button ref={ref} {...props}>
      <span aria-hidden="true">{children}</span>
      <span className="day-price" aria-hidden="true">
        {price === undefined ? '\u00a0' : formatEuros(price, lang)}
      </span>
      <span style={visuallyHidden}>{description}</span>
    </button>
  );
}
