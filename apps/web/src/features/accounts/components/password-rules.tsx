import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordSchema, type PasswordRule } from '@town/shared/accounts';
import { readableErrorText } from '../../../components/readable-errors.ts';

/** The rules a password breaks, by the one shared schema (the API checks the same). */
export function rulesBrokenBy(password: string): PasswordRule[] {
  const result = passwordSchema.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => issue.message as PasswordRule);
}

/** Always listed; "too long" and "well-known" (the API's own check) only when they happen. */
const LISTED: PasswordRule[] = [
  'password.tooShort',
  'password.noLowercase',
  'password.noUppercase',
  'password.noDigit',
  'password.noSpecial',
];

interface Props {
  id: string;
  password: string;
  /** After a refused submit (or the field was left): unmet rules show as errors. */
  showErrors: boolean;
  /** Rules the server said were broken (it checks the same schema). */
  serverBroken?: readonly PasswordRule[];
}

/** The password rules (docs/rules.md#accounts), each ticked off as the person types; a message per broken rule. */
export function PasswordRules({ id, password, showErrors, serverBroken = [] }: Props) {
  const { t } = useTranslation('accounts');
  const broken = new Set<PasswordRule>([...rulesBrokenBy(password), ...serverBroken]);
  const rules = [...LISTED, ...(['password.tooLong', 'password.common'] as const).filter((rule) => broken.has(rule))];
  return (
    <Box id={id} sx={{ mt: 1 }}>
      <Typography variant="body2" component="p" sx={{ mb: 0.5 }}>
        {t('password.rulesTitle')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
        {rules.map((rule) => {
          const state = !broken.has(rule) ? 'met' : showErrors ? 'broken' : 'pending';
          const Icon = state === 'met' ? CheckCircleIcon : state === 'broken' ? ErrorIcon : RadioButtonUncheckedIcon;
          return (
            <Typography
              key={rule}
              component="li"
              variant="body2"
              data-rule={rule}
              data-state={state}
              sx={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                fontWeight: state === 'broken' ? 600 : 400,
                ...(state === 'broken' ? readableErrorText(theme) : { color: 'text.primary' }),
              })}
            >
              <Icon
                aria-hidden
                fontSize="small"
                sx={{ color: state === 'met' ? 'success.main' : state === 'broken' ? 'error.main' : 'text.secondary' }}
              />
              <span>
                {t(`validation.${rule}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
                <Box component="span" sx={visuallyHidden}>
                  {` (${t(state === 'met' ? 'password.ruleMet' : 'password.ruleMissing')})`}
                </Box>
              </span>
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}
