import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { readableFieldErrors } from './readable-errors.ts';

type Props<T extends FieldValues, Output> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'
> & {
  control: Control<T, unknown, Output>;
  name: Path<T>;
  /** The field's problem as a sentence in the page's language (the form's schema found it). */
  describeError: (error: FieldError, value: string) => string;
  /** Shown under the field while it has no problem. */
  hint?: string;
  /** What the field holds once left, from what was typed ("930" → "09:30"); undefined keeps the text. */
  normalize?: (text: string) => string | undefined;
};

/**
 * A text field of a react-hook-form form: its value and problems come from the form, its
 * problem reads as its helper text, and a refused submit can focus it.
 */
export function FormTextField<T extends FieldValues, Output = T>({
  control,
  name,
  describeError,
  hint,
  normalize,
  slotProps,
  sx,
  ...props
}: Props<T, Output>) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | null | undefined) ?? '';
  const problem = fieldState.error ? describeError(fieldState.error, value) : undefined;
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={() => {
        const normalized = normalize?.(value);
        if (normalized !== undefined && normalized !== value) field.onChange(normalized);
        field.onBlur();
      }}
      inputRef={field.ref}
      error={problem !== undefined}
      sx={[readableFieldErrors, ...(Array.isArray(sx) ? sx : [sx])]}
      helperText={problem ?? hint}
      slotProps={{
        ...slotProps,
        htmlInput: { 'aria-invalid': problem !== undefined, ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}
