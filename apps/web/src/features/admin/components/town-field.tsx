import type { TextFieldProps } from '@mui/material/TextField';
import { useFormContext, type Path } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import type { TownFormValues } from '../utils/town-form.ts';

type Props = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  name: Path<TownFormValues>;
  hint?: string;
};

/** The id of a field of the town form, from its name ("address.street" → "town-address-street"). */
export const townFieldId = (name: string) => `town-${name.replaceAll('.', '-')}`;

/** Long values (an address, a link) wrap rather than widen the page. */
const wrapping = { '& .MuiFormHelperText-root': { overflowWrap: 'anywhere' } } as const;

/** A text field of the town form; its problems arrive as sentences in the page's language (useTownResolver). */
export function TownField({ name, sx, ...props }: Props) {
  const { control } = useFormContext<TownFormValues>();
  return (
    <FormTextField
      control={control}
      name={name}
      id={townFieldId(name)}
      describeError={(error) => error.message ?? ''}
      sx={[wrapping, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}
