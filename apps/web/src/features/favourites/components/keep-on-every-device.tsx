import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../../components/lang-link.tsx';

/**
 * Tells a signed-out visitor their places live in this browser only, and how to keep them
 * everywhere; with nothing saved here, that places saved with their account show once signed in.
 */
export function KeepOnEveryDevice({ nothingHere = false }: { nothingHere?: boolean }) {
  const { t } = useTranslation('favourites');
  const localePath = useLocalePath();
  const back = `?redirect=${encodeURIComponent(localePath('saved'))}`;
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      {t(nothingHere ? 'inAccount' : 'browserOnly')}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button variant="contained" component={RouterLink} to={`${localePath('auth/signin')}${back}`}>
          {t('signIn')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={`${localePath('auth/signup')}${back}`}>
          {t('signUp')}
        </Button>
      </Stack>
    </Alert>
  );
}
