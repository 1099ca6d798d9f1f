import type { TextFieldProps } from '@mui/material/TextField';
import { useFormContext, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field.tsx';
import type { EditorValues } from '../utils/editor-values.ts';

type Props = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  name: Path<EditorValues>;
  hint?: string;
  /** What the field holds once left, from what was typed (FormTextField). */
  normalize?: (text: string) => string | undefined;
};

/** The id of a field of the listing editor, from its name ("texts.gl.name" → "listing-texts-gl-name"). */
export const fieldId = (name: string) => `listing-${name.replaceAll('.', '-')}`;

/**
 * A text field of the listing editor. Its problems arrive as sentences already (the editor's
 * check writes them in the page's language, docs/listings.md#content-rules).
 */
/** Long examples (a registry number) wrap rather than widen the page. */
const wrapping = { '& .MuiFormHelperText-root': { overflowWrap: 'anywhere' } } as const;

export function EditorField({ name, sx, ...props }: Props) {
  const { t } = useTranslation('owner');
  const { control } = useFormContext<EditorValues>();
  return (
    <FormTextField
      control={control}
      name={name}
      id={fieldId(name)}
      describeError={(error) => error.message || t('errors.invalid')}
      sx={[wrapping, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}
