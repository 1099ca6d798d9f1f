import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LanguageIcon from '@mui/icons-material/Language';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { visuallyHidden } from '@mui/utils';
import type { Asset } from '@town/shared/catalogue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** "+34 962 555 010" → "+34962555010", as a tel: link wants it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The host of a web address, as a short link text ("www.example.com"); the address itself if unreadable. */
export function webLabel(web: string): string {
  try {
    return new URL(web).host;
  } catch {
    return web;
  }
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 0.5 }}>
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
          {label}
        </Box>
        {children}
      </Box>
    </Box>
  );
}

/** Address, phone (tel:), e-mail (mailto:) and web (a new tab, without handing over this page). */
export function ContactDetails({ asset }: { asset: Asset }) {
  const { t } = useTranslation('catalogue');
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      <Row icon={<LocationOnOutlinedIcon />} label={t('contact.address')}>
        {asset.address}
      </Row>
      {asset.phone && (
        <Row icon={<PhoneOutlinedIcon />} label={t('contact.phone')}>
          <Link href={telHref(asset.phone)}>{asset.phone}</Link>
        </Row>
      )}
      {asset.email && (
        <Row icon={<EmailOutlinedIcon />} label={t('contact.email')}>
          <Link href={`mailto:${asset.email}`}>{asset.email}</Link>
        </Row>
      )}
      {asset.web && (
        <Row icon={<LanguageIcon />} label={t('contact.web')}>
          <Link href={asset.web} target="_blank" rel="noopener noreferrer">
            {webLabel(asset.web)}
            <Box component="span" sx={visuallyHidden}>
              {` (${t('contact.newTab')})`}
            </Box>
          </Link>
        </Row>
      )}
    </Box>
  );
}
