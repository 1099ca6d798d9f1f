import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { ReactElement } from 'react';
import { SOCIAL_NETWORKS } from '../../config/links.ts';

function TikTokIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16.6 5.8A4.3 4.3 0 0 1 15.5 3h-3.1v12.4a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V9.7a5.7 5.7 0 1 0 4.9 5.7V9a7.3 7.3 0 0 0 4.3 1.4V7.3a4.3 4.3 0 0 1-3.2-1.5Z" />
    </SvgIcon>
  );
}

function FlickrIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="7" cy="12" r="4.5" />
      <circle cx="17" cy="12" r="4.5" />
    </SvgIcon>
  );
}

type Network = keyof typeof SOCIAL_NETWORKS;

/** The town's profiles; only the networks docs/rules.md#interface enables are shown. */
const PROFILES: Record<Network, { href: string; icon: ReactElement | null; name: string }> = {
  whatsapp: { href: 'https://wa.me/34900000000', icon: <WhatsAppIcon />, name: 'WhatsApp' },
  youtube: { href: 'https://www.youtube.com/@costaguia', icon: <YouTubeIcon />, name: 'YouTube' },
  linkedin: { href: 'https://www.linkedin.com/company/costaguia', icon: <LinkedInIcon />, name: 'LinkedIn' },
  facebook: { href: 'https://www.facebook.com/costaguia', icon: <FacebookIcon />, name: 'Facebook' },
  x: { href: 'https://x.com/costaguia', icon: <XIcon />, name: 'X' },
  tiktok: { href: 'https://www.tiktok.com/@costaguia', icon: <TikTokIcon />, name: 'TikTok' },
  flickr: { href: 'https://www.flickr.com/photos/costaguia', icon: <FlickrIcon />, name: 'Flickr' },
  telegram: { href: 'https://t.me/costaguia', icon: null, name: 'Telegram' },
  instagram: { href: 'https://www.instagram.com/costaguia', icon: null, name: 'Instagram' },
};

export const ENABLED_SOCIAL = (Object.keys(SOCIAL_NETWORKS) as Network[])
  .filter((n) => SOCIAL_NETWORKS[n])
  .map((n) => ({ network: n, ...PROFILES[n] }));

export const APP_STORE_LINKS = {
  applestore: 'https://apps.apple.com/app/costa-guia/id0000000000',
  googleplay: 'https://play.google.com/store/apps/details?id=example.costaguia',
} as const;
