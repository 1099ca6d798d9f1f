import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountTextField } from './text-field.tsx';

interface Props<T extends FieldValues, Output> {
  control: Control<T, unknown, Output>;
  name: Path<T>;
  /** `username` where it signs in (password managers fill it), `email` where it is asked for. */
  autoComplete: 'username' | 'email';
}

/** The account's e-mail address: typed as written, with the e-mail keyboard on phones. */
export function EmailField<T extends FieldValues, Output = T>({ control, name, autoComplete }: Props<T, Output>) {
  const { t } = useTranslation('accounts');
  return (
    <AccountTextField
      control={control}
      name={name}
      label={t('fields.email')}
      type="email"
      autoComplete={autoComplete}
      required
      slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, inputMode: 'email' } }}
    />
  );
}
