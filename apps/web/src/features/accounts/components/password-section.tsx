import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './change-password-form.tsx';

/** The profile's password change: with the current password; other devices are signed out. */
export function PasswordSection({ email }: { email: string }) {
  const { t } = useTranslation('accounts');
  return (
    <section aria-labelledby="password-heading">
      <Typography id="password-heading" variant="h2" component="h2" sx={{ mb: 1 }}>
        {t('change.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('change.intro')}</Typography>
      <ChangePasswordForm mode={{ kind: 'signed-in', email }} />
    </section>
  );
}
