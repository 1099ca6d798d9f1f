import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { signupBodySchema } from '@town/shared/accounts';
import { isSupportedLanguage } from '@town/shared/languages';
import { useLang, useLocalePath } from '../../../components/lang-link.tsx';
import { useThemeStore } from '../../../lib/theme-store.ts';
import { useSignup } from '../api/signup.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { useFinishSignin } from '../hooks/use-finish-signin.ts';
import { useRedirectTarget } from '../hooks/use-redirect-target.ts';
import { redirectQuery } from '../utils/redirect.ts';
import { FormError } from './form-error.tsx';
import { PasswordField } from './password-field.tsx';
import { AccountTextField } from './text-field.tsx';

/** A new account keeps the language and theme the person is using now. */
export function SignupForm() {
  const { t } = useTranslation('accounts');
  const lang = useLang();
  const theme = useThemeStore((s) => s.mode);
  const localePath = useLocalePath();
  const { passOn } = useRedirectTarget();
  const finish = useFinishSignin();
  const signup = useSignup();
  const form = useAccountForm(signupBodySchema, { name: '', email: '', password: '' }, (values) => ({
    ...values,
    // The pseudo-locale is English underneath.
    lang: isSupportedLanguage(lang) ? lang : 'en',
    theme,
  }));

  const submit = form.handleSubmit((input) => signup.mutate(input, { onSuccess: finish, onError: form.showApiError }));
  const emailInUse = (form.formError as { code?: string } | null)?.code === 'EMAIL_IN_USE';

  return (
    <>
      <Box component="form" ref={form.formRef} noValidate onSubmit={submit} aria-label={t('signup.formLabel')}>
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
          <AccountTextField
            {...form.field('name')}
            label={t('fields.name')}
            autoComplete="name"
            required
            errors={form.errorsOf('name')}
          />
          <AccountTextField
            {...form.field('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            errors={form.errorsOf('email')}
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, inputMode: 'email' } }}
          />
          <PasswordField
            {...form.field('password')}
            label={t('fields.password')}
            autoComplete="new-password"
            errors={form.errorsOf('password')}
            withRules
            showRuleErrors={form.submitted}
          />
          <Button type="submit" variant="contained" size="large" disabled={signup.isPending} fullWidth>
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
