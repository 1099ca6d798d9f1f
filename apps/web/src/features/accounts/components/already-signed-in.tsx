import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { useRedirectTarget } from '../hooks/use-redirect-target.ts';

/** Sign-in or sign-up opened while signed in: say so, and offer the way on or out. */
export function AlreadySignedIn({ name }: { name: string }) {
  const { t } = useTranslation('accounts');
  const localePath = useLocalePath();
  const { target } = useRedirectTarget();
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('signedIn.text', { name })}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" component={RouterLink} to={target}>
          {t('signedIn.continue')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={localePath('auth/signout')}>
          {t('signedIn.signOut')}
        </Button>
      </Stack>
    </>
  );
}
