import InputAdornment from '@mui/material/InputAdornment';
import { hourFieldProps } from '../../../lib/day-text.ts';

/** Two fields side by side from a tablet's width, one above the other on a phone. */
export const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
};

/** A field of whole euros, the sign after the number. */
export const euros = { input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } };

/** What a text field of the calendar's forms holds: an hour, an amount in euros, or a count (days have DayField). */
export type FieldKind = 'time' | 'euros' | 'count';

/**
 * The text field's props for what it holds, a number keypad for each. An hour is typed on the
 * 24-hour clock and kept as HH:MM ("930" → "09:30"): a browser's own time field would show the
 * browser's clock ("05:00 PM" in an English browser), whatever the page's language.
 */
export function fieldLook(kind: FieldKind) {
  if (kind === 'time') return hourFieldProps;
  return { inputMode: 'numeric' as const, slotProps: kind === 'euros' ? euros : undefined };
}
