import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { rememberPasswordBodySchema } from '@town/shared/accounts';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { useRememberPassword } from '../api/remember-password.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { useRedirectTarget } from '../hooks/use-redirect-target.ts';
import { redirectQuery } from '../utils/redirect.ts';
import { FormError } from './form-error.tsx';
import { EmailField } from './email-field.tsx';

/** Asks for a reset link. The answer is the same whether or not the account exists. */
export function RememberForm() {
  const { t } = useTranslation('accounts');
  const localePath = useLocalePath();
  const { passOn } = useRedirectTarget();
  const remember = useRememberPassword();
  const form = useAccountForm(rememberPasswordBodySchema, { email: '' });
  const submit = form.submit((input) => remember.mutate(input, { onError: form.showApiError }));
  const signinLink = (
    <Link component={RouterLink} to={`${localePath('auth/signin')}${redirectQuery(passOn)}`}>
      {t('remember.backToSignin')}
    </Link>
  );

  if (remember.isSuccess) {
    return (
      <>
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('remember.sent', { email: remember.variables.email })}
        </Alert>
        <Typography variant="body2">{signinLink}</Typography>
      </>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('remember.formLabel')}>
      <Typography sx={{ mb: 2 }}>{t('remember.intro')}</Typography>
      <FormError error={form.formError} />
      <Stack spacing={2}>
        <EmailField control={form.control} name="email" autoComplete="email" />
        <Button type="submit" variant="contained" size="large" disabled={remember.isPending} fullWidth>
          {remember.isPending ? t('remember.submitting') : t('remember.submit')}
        </Button>
        <Typography variant="body2">{signinLink}</Typography>
      </Stack>
    </Box>
  );
}
