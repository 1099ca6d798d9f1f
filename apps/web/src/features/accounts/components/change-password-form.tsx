import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_ERROR_CODES, changePasswordBodySchema } from '@town/shared/accounts';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { LinkAlert } from '../../../components/link-alert.tsx';
import { failedWith } from '../../../lib/api-errors.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { FormError } from './form-error.tsx';
import { PasswordField } from './password-field.tsx';

/** Signed in, with the current password; or from a reset link, with its token. */
export type ChangePasswordMode = { kind: 'signed-in'; email: string } | { kind: 'reset'; token: string };

const OVERRIDES = { [ACCOUNT_ERROR_CODES.invalidCredentials]: 'errors.currentPasswordWrong' };

/** What a reset link's token looks like (the API's check); anything else cannot work. */
const RESET_TOKEN = /^[A-Za-z0-9_-]{1,256}$/;

export function ChangePasswordForm({ mode }: { mode: ChangePasswordMode }) {
  const { t } = useTranslation('accounts');
  const localePath = useLocalePath();
  const change = useChangePassword();
  // The schema takes either the current password or the link's token: the form holds the one it has.
  const initial =
    mode.kind === 'reset' ? { resetToken: mode.token, newPassword: '' } : { currentPassword: '', newPassword: '' };
  const form = useAccountForm(changePasswordBodySchema, initial);
  const submit = form.submit((input) =>
    change.mutate(input, { onSuccess: () => form.reset(initial), onError: form.showApiError }),
  );
  const resetLinkBroken =
    failedWith(form.formError, ACCOUNT_ERROR_CODES.resetTokenInvalid) ||
    (mode.kind === 'reset' && !RESET_TOKEN.test(mode.token));
  const askAgain = (
    <FormAlert message={t('errors.RESET_TOKEN_INVALID')} sx={{ mb: 2 }} data-testid="form-error">
      {' '}
      <Link component={RouterLink} to={localePath('auth/remember')} color="inherit">
        {t('change.askAgain')}
      </Link>
    </FormAlert>
  );

  if (change.isSuccess && mode.kind === 'reset') {
    return (
      <LinkAlert severity="success" role="status" to={localePath('auth/signin')} linkLabel={t('change.signIn')}>
        {t('change.doneReset')}
      </LinkAlert>
    );
  }

  // A link that cannot work: say so before anyone types a new password for nothing.
  if (mode.kind === 'reset' && !RESET_TOKEN.test(mode.token)) return askAgain;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('change.formLabel')}>
      <Box role="status">
        <FormAlert severity="success" message={change.isSuccess && t('change.doneSignedIn')} sx={{ mb: 2 }} />
      </Box>
      {resetLinkBroken ? askAgain : <FormError error={form.formError} overrides={OVERRIDES} />}
      <Stack spacing={2}>
        {mode.kind === 'signed-in' && (
          <>
            {/* Lets a password manager file the new password under the right account. */}
            <input type="text" name="username" autoComplete="username" value={mode.email} readOnly hidden />
            <PasswordField
              control={form.control}
              name="currentPassword"
              label={t('fields.currentPassword')}
              autoComplete="current-password"
            />
          </>
        )}
        <PasswordField
          control={form.control}
          name="newPassword"
          label={t('fields.newPassword')}
          autoComplete="new-password"
          withRules
          showRuleErrors={form.submitted}
        />
        <Button type="submit" variant="contained" size="large" disabled={change.isPending} fullWidth>
          {change.isPending ? t('change.submitting') : t('change.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
