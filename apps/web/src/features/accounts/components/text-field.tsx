import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readableFieldErrors } from './readable-errors.ts';

type Props = Omit<TextFieldProps, 'error' | 'helperText' | 'onChange' | 'onBlur' | 'value' | 'name'> & {
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  onBlur(): void;
  /** The field's problems to show now (translation keys of `accounts`). */
  errors: string[];
  /** Shown when there is no problem to show. */
  hint?: string;
};

/** A form field whose problems read as its helper text, in the page's language. */
export function AccountTextField({ errors, hint, slotProps, ...props }: Props) {
  const { t } = useTranslation('accounts');
  const invalid = errors.length > 0;
  return (
    <TextField
      fullWidth
      {...props}
      error={invalid}
      sx={readableFieldErrors}
      helperText={invalid ? errors.map((key) => t(key)).join(' ') : hint}
      slotProps={{
        ...slotProps,
        htmlInput: { 'aria-invalid': invalid, ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}
