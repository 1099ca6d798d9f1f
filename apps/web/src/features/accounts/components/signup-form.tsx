import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_ERROR_CODES, signupBodySchema } from '@town/shared/accounts';
import { isSupportedLanguage } from '@town/shared/languages';
import { useLang, useLocalePath } from '../../../components/lang-link.tsx';
import { failedWith } from '../../../lib/api-errors.ts';
import { useThemeStore } from '../../../lib/theme-store.ts';
import { useSignup } from '../api/signup.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { useFinishSignin } from '../hooks/use-finish-signin.ts';
import { useRedirectTarget } from '../hooks/use-redirect-target.ts';
import { redirectQuery } from '../utils/redirect.ts';
import { FormError } from './form-error.tsx';
import { PasswordField } from './password-field.tsx';
import { EmailField } from './email-field.tsx';
import { AccountTextField } from './text-field.tsx';
import { useHydrated } from '../../../components/client-only.tsx';

/** A new account keeps the language and theme the person is using now. */
export function SignupForm() {
  // Sending needs the page's script: until it runs, the button waits (and the form never posts itself).
  const hydrated = useHydrated();
  const { t } = useTranslation('accounts');
  const lang = useLang();
  const theme = useThemeStore((s) => s.mode);
  const localePath = useLocalePath();
  const { passOn } = useRedirectTarget();
  const finish = useFinishSignin();
  const signup = useSignup();
  const form = useAccountForm(signupBodySchema, { name: '', email: '', password: '' });

  const submit = form.submit((input) =>
    signup.mutate(
      // The pseudo-locale is English underneath.
      { ...input, lang: isSupportedLanguage(lang) ? lang : 'en', theme },
      { onSuccess: finish, onError: form.showApiError },
    ),
  );
  const emailInUse = failedWith(form.formError, ACCOUNT_ERROR_CODES.emailInUse);

  return (
    <>
      <Box component="form" method="post" noValidate onSubmit={submit} aria-label={t('signup.formLabel')}>
        <FormError error={form.formError}>
          {emailInUse && (
            <>
              {' '}
              <Link component={RouterLink} to={`${localePath('auth/signin')}${redirectQuery(passOn)}`} color="inherit">
                {t('signup.signInInstead')}
              </Link>
              {' · '}
              <Link
                component={RouterLink}
                to={`${localePath('auth/remember')}${redirectQuery(passOn)}`}
                color="inherit"
              >
                {t('signin.forgot')}
              </Link>
            </>
          )}
        </FormError>
        <Stack spacing={2}>
          <AccountTextField control={form.control} name="name" label={t('fields.name')} autoComplete="name" required />
          <EmailField control={form.control} name="email" autoComplete="email" />
          <PasswordField
            control={form.control}
            name="password"
            label={t('fields.password')}
            autoComplete="new-password"
            withRules
            showRuleErrors={form.submitted}
          />
          <Button type="submit" variant="contained" size="large" disabled={signup.isPending || !hydrated} fullWidth>
            {signup.isPending ? t('signup.submitting') : t('signup.submit')}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('signup.haveAccount')}{' '}
        <Link component={RouterLink} to={`${localePath('auth/signin')}${redirectQuery(passOn)}`}>
          {t('signup.signIn')}
        </Link>
      </Typography>
    </>
  );
}
