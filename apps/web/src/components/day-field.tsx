import EventIcon from '@mui/icons-material/Event';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { lazy, Suspense, useId, useState } from 'react';
import { useController, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isCalendarDay } from '@town/shared/days';
import { dayText, parseDayText } from '../lib/day-text.ts';
import { readableFieldErrors } from './readable-errors.ts';

// The calendar (react-day-picker) loads when first opened.
const DayPickerPopover = lazy(() => import('./day-picker-popover.tsx'));

type Props = Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'label'> & {
  label: string;
  /** A calendar day (YYYY-MM-DD), '' for none, or what was typed that is no day. */
  value: string;
  /** A day typed or picked (YYYY-MM-DD), '' when emptied, or the text typed when it is no day. */
  onChange: (value: string) => void;
  lang: string;
  /** Told under the field when what was typed is no day, for a form that has no check of its own. */
  invalidText?: string;
};

/**
 * A day written as the page's language writes it ("28.11.2026" on a German page), typed or
 * picked on a calendar. A browser's own date field would write it in the browser's language
 * ("11/28/2026" in an English browser) whatever the page's.
 */
export function DayField({
  value,
  onChange,
  lang,
  invalidText,
  label,
  onBlur,
  slotProps,
  helperText,
  error,
  ...props
}: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  // What is being typed, and the value it was typed over: shown while typed, and after while it is no day.
  const [draft, setDraft] = useState<{ text: string; over: string } | null>(null);
  const [focused, setFocused] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const typing = draft !== null && (focused || draft.over === value);
  const shown = typing ? draft.text : isCalendarDay(value) ? dayText(value, lang) : value;
  const wrong = typing && !focused && draft.text.trim() !== '' && !parseDayText(draft.text, lang);
  const format = t('dayField.format');
  return (
    <>
      <TextField
        {...props}
        label={label}
        value={shown}
        error={error || (wrong && invalidText !== undefined)}
        helperText={wrong && invalidText ? invalidText : helperText}
        onChange={(event) => {
          const text = event.target.value;
          setDraft({ text, over: value });
          onChange(text.trim() === '' ? '' : (parseDayText(text, lang) ?? text.trim()));
        }}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          setFocused(false);
          if (draft && (draft.text.trim() === '' || parseDayText(draft.text, lang))) setDraft(null);
          onBlur?.(event);
        }}
        slotProps={{
          ...slotProps,
          inputLabel: { shrink: true, id: labelId },
          htmlInput: {
            placeholder: format,
            autoComplete: 'off',
            ...(slotProps?.htmlInput as object | undefined),
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={t('dayField.open')}
                  // The field's name goes with the button (two of them side by side are told apart).
                  aria-describedby={labelId}
                  aria-haspopup="dialog"
                  onClick={(event) => setAnchor(event.currentTarget)}
                >
                  <EventIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {anchor && (
        <Suspense fallback={null}>
          <DayPickerPopover
            anchor={anchor}
            day={isCalendarDay(value) ? value : undefined}
            lang={lang}
            label={label}
            onPick={(day) => {
              setDraft(null);
              setAnchor(null);
              onChange(day);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

type FormProps<T extends FieldValues, Output> = Omit<Props, 'value' | 'onChange' | 'error' | 'helperText'> & {
  control: Control<T, unknown, Output>;
  name: Path<T>;
  /** The field's problem as a sentence in the page's language (the form's check found it). */
  describeError: (error: FieldError, value: string) => string;
  /** Shown under the field while it has no problem. */
  hint?: string;
};

/** A DayField of a react-hook-form form (as FormTextField is for text): the form holds the day as YYYY-MM-DD. */
export function FormDayField<T extends FieldValues, Output = T>({
  control,
  name,
  describeError,
  hint,
  slotProps,
  sx,
  ...props
}: FormProps<T, Output>) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | null | undefined) ?? '';
  const problem = fieldState.error ? describeError(fieldState.error, value) : undefined;
  return (
    <DayField
      fullWidth
      {...props}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={problem !== undefined}
      helperText={problem ?? hint}
      sx={[readableFieldErrors, ...(Array.isArray(sx) ? sx : [sx])]}
      slotProps={{
        ...slotProps,
        htmlInput: { 'aria-invalid': problem !== undefined, ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}
