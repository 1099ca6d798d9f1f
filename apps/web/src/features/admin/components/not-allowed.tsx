import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { AdminHeading } from './admin-heading.tsx';

/** What a signed-in person who is not an admin sees on an admin page (the API answers them 403). */
export function NotAllowed() {
  const { t } = useTranslation('admin');
  const localePath = useLocalePath();
  return (
    <>
      <AdminHeading page="notAllowed" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }} data-testid="admin-not-allowed">
        <Typography sx={{ mb: 2 }}>{t('notAllowed.text')}</Typography>
        <Button variant="contained" component={RouterLink} to={localePath('')}>
          {t('notAllowed.home')}
        </Button>
      </Paper>
    </>
  );
}
