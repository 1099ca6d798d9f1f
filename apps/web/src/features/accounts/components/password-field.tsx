import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PasswordRule } from '@town/shared/accounts';
import { readableFieldErrors } from '../../../components/readable-errors.ts';
import { brokenRules, otherProblems, problemKeysOf } from '../utils/field-errors.ts';
import { PasswordRules } from './password-rules.tsx';

interface Props<T extends FieldValues, Output> {
  control: Control<T, unknown, Output>;
  name: Path<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** A new password: the rule list shows under the field. */
  withRules?: boolean;
  /** The form was sent (or the field left): unmet rules are errors now. */
  showRuleErrors?: boolean;
  autoFocus?: boolean;
}

/** A password input with a "show password" control and, for a new password, its rules. */
export function PasswordField<T extends FieldValues, Output = T>({
  control,
  name,
  label,
  autoComplete,
  withRules,
  showRuleErrors = false,
  autoFocus,
}: Props<T, Output>) {
  const { t } = useTranslation('accounts');
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | undefined) ?? '';
  const errors = problemKeysOf(name, fieldState.error, value);
  const [visible, setVisible] = useState(false);
  const id = useId();
  const rulesId = `${id}-rules`;
  const messages = otherProblems(errors).map((key) => t(key));
  const serverBroken: PasswordRule[] = brokenRules(errors);
  const invalid = errors.length > 0;
  const helperId = messages.length > 0 ? `${id}-helper-text` : undefined;
  const describedBy = [helperId, withRules ? rulesId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <TextField
        id={id}
        name={field.name}
        label={label}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        required
        fullWidth
        error={invalid}
        sx={readableFieldErrors}
        helperText={messages.length > 0 ? messages.join(' ') : undefined}
        slotProps={{
          htmlInput: {
            'aria-describedby': describedBy,
            'aria-invalid': invalid,
            autoCapitalize: 'none',
            spellCheck: false,
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={t('password.show')}
                  aria-pressed={visible}
                  aria-controls={id}
                  onClick={() => setVisible((v) => !v)}
                  edge="end"
                >
                  {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {withRules && (
        <PasswordRules
          id={rulesId}
          password={value}
          showErrors={showRuleErrors || serverBroken.length > 0}
          serverBroken={serverBroken}
        />
      )}
    </div>
  );
}
