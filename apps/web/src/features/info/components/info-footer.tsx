import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/lang-link.tsx';

/** Where to ask, and who publishes the guide: under every info page. */
export function InfoFooter() {
  const { t } = useTranslation(['legal', 'metatags']);
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2, display: 'grid', gap: 1, maxWidth: 760 }}>
      <Typography>
        {t('questions')} <LangLink to="contact">{t('metatags:contact.title')}</LangLink>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('publisher')}
      </Typography>
    </Box>
  );
}
