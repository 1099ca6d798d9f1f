import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { ReactElement } from 'react';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@town/shared/town-display';

function TikTokIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16.6 5.8A4.3 4.3 0 0 1 15.5 3h-3.1v12.4a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V9.7a5.7 5.7 0 1 0 4.9 5.7V9a7.3 7.3 0 0 0 4.3 1.4V7.3a4.3 4.3 0 0 1-3.2-1.5Z" />
    </SvgIcon>
  );
}

function MastodonIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M20.9 8.2c0-4-2.6-5.2-2.6-5.2C17 2.4 14.7 2.1 12.3 2h-.1c-2.4 0-4.7.4-6 1-0 0-2.6 1.2-2.6 5.2 0 .9 0 2 .1 3.2.1 3.9.7 7.7 4.3 8.7 1.7.4 3.1.5 4.3.5 2.1-.1 3.3-.8 3.3-.8v-1.6s-1.5.5-3.2.4c-1.7 0-3.5-.2-3.8-2.3v-.6s1.7.4 3.8.5c1.3.1 2.5-.1 3.7-.2 2.3-.3 4.4-1.7 4.6-3.1.4-2.1.3-5.1.3-5.1Zm-3.2 5.3h-2V8.7c0-1-.4-1.5-1.3-1.5-.9 0-1.4.6-1.4 1.8v2.6h-2V9c0-1.2-.5-1.8-1.4-1.8-.9 0-1.3.5-1.3 1.5v4.8h-2v-5c0-1 .3-1.8.8-2.4.5-.6 1.2-.9 2.1-.9 1 0 1.8.4 2.3 1.2l.5.8.5-.8c.5-.8 1.3-1.2 2.3-1.2.9 0 1.6.3 2.1.9.5.6.8 1.4.8 2.4v5Z" />
    </SvgIcon>
  );
}

function BlueskyIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5.9 3.8C8.2 5.5 10.6 9 11.5 10.8h1c.9-1.8 3.3-5.3 5.6-7 1.7-1.2 4.4-2.2 4.4.9 0 .6-.4 5.2-.6 5.9-.7 2.6-3.3 3.2-5.6 2.8 4 .7 5 3 2.8 5.2-4.2 4.3-6-1.1-6.5-2.5l-.1-.3-.1.3c-.5 1.4-2.3 6.8-6.5 2.5-2.2-2.2-1.2-4.5 2.8-5.2-2.3.4-4.9-.2-5.6-2.8C2.9 9.9 2.5 5.3 2.5 4.7c0-3.1 2.7-2.1 4.4-.9Z" />
    </SvgIcon>
  );
}

/** Each network a town may link to (SOCIAL_NETWORKS), with its icon and its own name. */
const NETWORKS: Record<SocialNetwork, { icon: ReactElement; name: string }> = {
  facebook: { icon: <FacebookIcon />, name: 'Facebook' },
  instagram: { icon: <InstagramIcon />, name: 'Instagram' },
  x: { icon: <XIcon />, name: 'X' },
  youtube: { icon: <YouTubeIcon />, name: 'YouTube' },
  tiktok: { icon: <TikTokIcon />, name: 'TikTok' },
  linkedin: { icon: <LinkedInIcon />, name: 'LinkedIn' },
  mastodon: { icon: <MastodonIcon />, name: 'Mastodon' },
  bluesky: { icon: <BlueskyIcon />, name: 'Bluesky' },
  whatsapp: { icon: <WhatsAppIcon />, name: 'WhatsApp' },
  telegram: { icon: <TelegramIcon />, name: 'Telegram' },
};

/** The town's profiles (its profile's `social`), in the networks' order; only those it has. */
export function socialLinks(social: Partial<Record<SocialNetwork, string>>) {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = social[network];
    return href ? [{ network, href, ...NETWORKS[network] }] : [];
  });
}

export const APP_STORE_LINKS = {
  applestore: 'https://apps.apple.com/app/costa-guia/id0000000000',
  googleplay: 'https://play.google.com/store/apps/details?id=example.costaguia',
} as const;
