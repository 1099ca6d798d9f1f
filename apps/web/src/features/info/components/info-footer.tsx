import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/lang-link.tsx';
import { useTown } from '../../../lib/town.ts';

/** Where to ask, and who publishes the guide (the town's legal entity): under every info page. */
export function InfoFooter() {
  const { t } = useTranslation(['info', 'metatags']);
  const { legal, configured } = useTown();
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2, mt: 4, display: 'grid', gap: 1, maxWidth: 760 }}>
      <Typography>
        {t('questions')} <LangLink to="contact">{t('metatags:contact.title')}</LangLink>
      </Typography>
      {/* A site not set up yet names nobody. */}
      {configured && (
        <Typography variant="body2" color="text.secondary">
          {t('publisher', { entity: legal.entity, address: legal.address })}
        </Typography>
      )}
    </Box>
  );
}
