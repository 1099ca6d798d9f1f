import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { redirectQuery } from '../utils/redirect.ts';

/** A guarded page whose session ended while it was open (signed out in another tab). */
export function SessionEnded() {
  const { t } = useTranslation('accounts');
  const localePath = useLocalePath();
  const location = useLocation();
  return (
    <Alert
      severity="info"
      action={
        <Button
          color="inherit"
          size="small"
          component={RouterLink}
          to={`${localePath('auth/signin')}${redirectQuery(location.pathname + location.search)}`}
        >
          {t('signedOut.signIn')}
        </Button>
      }
    >
      {t('signedOut.text')}
    </Alert>
  );
}
