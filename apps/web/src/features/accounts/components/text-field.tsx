import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { problemKeysOf } from '../utils/field-errors.ts';

type Props<T extends FieldValues, Output> = Omit<ComponentProps<typeof FormTextField<T, Output>>, 'describeError'>;

/** A field of an account form: its problems read as one sentence each, in the page's language. */
export function AccountTextField<T extends FieldValues, Output = T>(props: Props<T, Output>) {
  const { t } = useTranslation('accounts');
  return (
    <FormTextField
      {...props}
      describeError={(error, value) =>
        problemKeysOf(props.name, error, value)
          .map((key) => t(key))
          .join(' ')
      }
    />
  );
}
