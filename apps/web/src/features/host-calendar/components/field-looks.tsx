import InputAdornment from '@mui/material/InputAdornment';

/** Two fields side by side from a tablet's width, one above the other on a phone. */
export const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
};

/** A field of whole euros, the sign after the number. */
export const euros = { input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } };

/** What a text field of the calendar's forms holds: a day, an hour, an amount in euros, or a count. */
export type FieldKind = 'date' | 'time' | 'euros' | 'count';

/** The text field's props for what it holds: the browser's own picker for a day or an hour, a number keypad otherwise. */
export function fieldLook(kind: FieldKind) {
  if (kind === 'date' || kind === 'time') return { type: kind, slotProps: { inputLabel: { shrink: true } } };
  return { inputMode: 'numeric' as const, slotProps: kind === 'euros' ? euros : undefined };
}
