import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { emailSchema, signinBodySchema } from '@town/shared/accounts';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { useSignin } from '../api/signin.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { useFinishSignin } from '../hooks/use-finish-signin.ts';
import { useRedirectTarget } from '../hooks/use-redirect-target.ts';
import { redirectQuery } from '../utils/redirect.ts';
import { BiometricSignin } from './biometric-signin.tsx';
import { FormError } from './form-error.tsx';
import { PasswordField } from './password-field.tsx';
import { EmailField } from './email-field.tsx';
import { useHydrated } from '../../../components/client-only.tsx';

/** Sign in with e-mail and password, or with a passkey; then back where the person came from. */
export function SigninForm() {
  // Sending needs the page's script: until it runs, the button waits (and the form never posts itself).
  const hydrated = useHydrated();
  const { t } = useTranslation('accounts');
  const localePath = useLocalePath();
  const { passOn } = useRedirectTarget();
  const finish = useFinishSignin();
  const signin = useSignin();
  const form = useAccountForm(signinBodySchema, { email: '', password: '' });
  const email = emailSchema.safeParse(useWatch({ control: form.control, name: 'email' }));

  const submit = form.submit((input) => signin.mutate(input, { onSuccess: finish, onError: form.showApiError }));

  return (
    <>
      <Box component="form" method="post" noValidate onSubmit={submit} aria-label={t('signin.formLabel')}>
        <FormError error={form.formError} />
        <Stack spacing={2}>
          <EmailField control={form.control} name="email" autoComplete="username" />
          <PasswordField
            control={form.control}
            name="password"
            label={t('fields.password')}
            autoComplete="current-password"
          />
          <Typography variant="body2">
            <Link component={RouterLink} to={`${localePath('auth/remember')}${redirectQuery(passOn)}`}>
              {t('signin.forgot')}
            </Link>
          </Typography>
          <Button type="submit" variant="contained" size="large" disabled={signin.isPending || !hydrated} fullWidth>
            {signin.isPending ? t('signin.submitting') : t('signin.submit')}
          </Button>
        </Stack>
      </Box>
      <BiometricSignin
        email={email.success ? email.data : undefined}
        onSignedIn={finish}
        divider={<Divider sx={{ my: 3 }}>{t('signin.or')}</Divider>}
      />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('signin.noAccount')}{' '}
        <Link component={RouterLink} to={`${localePath('auth/signup')}${redirectQuery(passOn)}`}>
          {t('signin.createAccount')}
        </Link>
      </Typography>
    </>
  );
}
