import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { Asset } from '@town/shared/catalogue';
import { useTranslation } from 'react-i18next';
import { telHref } from './contact-details.tsx';

/**
 * How to book a place that takes its own bookings (a hotel, a long let: `bookDirect` in the
 * asset type traits): its website, phone and e-mail as the page's first, plain actions.
 */
export function BookDirect({ asset }: { asset: Pick<Asset, 'name' | 'web' | 'phone' | 'email'> }) {
  const { t } = useTranslation('catalogue');
  return (
    <Box>
      <Typography sx={{ mb: 1.5 }}>{t('detail.bookDirect.intro', { name: asset.name })}</Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {asset.web && (
          <Button
            variant="contained"
            href={asset.web}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<LanguageIcon />}
          >
            {t('detail.bookDirect.web')}
            <Box component="span" sx={visuallyHidden}>
              {` (${t('contact.newTab')})`}
            </Box>
          </Button>
        )}
        {asset.phone && (
          <Button
            variant={asset.web ? 'outlined' : 'contained'}
            href={telHref(asset.phone)}
            startIcon={<PhoneOutlinedIcon />}
          >
            {t('detail.bookDirect.phone', { phone: asset.phone })}
          </Button>
        )}
        {asset.email && (
          <Button variant="outlined" href={`mailto:${asset.email}`} startIcon={<EmailOutlinedIcon />}>
            {t('detail.bookDirect.email')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
