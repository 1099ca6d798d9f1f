import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../../components/lang-link.tsx';

/** After sign-out: done (or, when the server could not be told, what that means). */
export function SignoutStatus({ revoked }: { revoked: boolean }) {
  const { t } = useTranslation('accounts');
  const localePath = useLocalePath();
  return (
    <>
      <Alert severity={revoked ? 'success' : 'warning'} role="status" sx={{ mb: 2 }} data-testid="signout-status">
        {revoked ? t('signout.done') : t('signout.offline')}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" component={RouterLink} to={localePath('')}>
          {t('signout.home')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={localePath('auth/signin')}>
          {t('signout.signInAgain')}
        </Button>
      </Stack>
    </>
  );
}
