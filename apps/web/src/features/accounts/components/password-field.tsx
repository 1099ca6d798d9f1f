import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordRule } from '@town/shared/accounts';
import { brokenRules, otherProblems } from '../utils/field-errors.ts';
import { PasswordRules } from './password-rules.tsx';
import { readableFieldErrors } from './readable-errors.ts';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  onBlur(): void;
  autoComplete: 'current-password' | 'new-password';
  /** The field's problems to show now (translation keys). */
  errors: string[];
  /** A new password: the rule list shows under the field. */
  withRules?: boolean;
  /** The form was sent (or the field left): unmet rules are errors now. */
  showRuleErrors?: boolean;
  autoFocus?: boolean;
}

/** A password input with a "show password" control and, for a new password, its rules. */
export function PasswordField({
  name,
  label,
  value,
  onChange,
  onBlur,
  autoComplete,
  errors,
  withRules,
  showRuleErrors = false,
  autoFocus,
}: Props) {
  const { t } = useTranslation('accounts');
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
        name={name}
        label={label}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
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
