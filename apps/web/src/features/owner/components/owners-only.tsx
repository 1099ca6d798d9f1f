import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../../components/lang-link.tsx';

/** What a signed-in person who is not an owner meets on an owner's page (the API answers them 403). */
export function OwnersOnly() {
  const { t } = useTranslation('owner');
  const localePath = useLocalePath();
  return (
    <Alert
      severity="info"
      role="note"
      action={
        <Button color="inherit" size="small" component={RouterLink} to={localePath('owner')}>
          {t('ownersOnly.apply')}
        </Button>
      }
    >
      {t('ownersOnly.text')}
    </Alert>
  );
}
