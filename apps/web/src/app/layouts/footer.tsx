import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, PRODUCT_VERSION } from '@town/shared/constants';
import { LangLink } from '../../components/lang-link.tsx';
import { APP_STORE_LINKS, ENABLED_SOCIAL } from './social.tsx';
import { APP_STORES } from '../../config/links.ts';

const INFO_LINKS = [
  { key: 'about', to: 'info/aboutUs' },
  { key: 'advertise', to: 'info/advertiseWithUs' },
  { key: 'privacy', to: 'info/privacity' },
  { key: 'terms', to: 'info/terms' },
  { key: 'contact', to: 'contact' },
] as const;

export function Footer({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', py: 3, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
    >
      <Container sx={{ display: 'grid', gap: 2 }}>
        <Box
          component="nav"
          aria-label={t('footer.links')}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
        >
          {INFO_LINKS.map((link) => (
            <LangLink key={link.key} to={link.to} color="inherit" underline="hover">
              {t(`footer.${link.key}`)}
            </LangLink>
          ))}
          {children}
        </Box>
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
          aria-label={t('footer.social')}
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {ENABLED_SOCIAL.map((s) => (
            <li key={s.network}>
              <IconButton
                component="a"
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('footer.followOn', { network: s.name })}
                color="inherit"
              >
                {s.icon}
              </IconButton>
            </li>
          ))}
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={t('footer.apps')}>
          {APP_STORES.map((store) => (
            <Button
              key={store}
              variant="outlined"
              size="small"
              href={APP_STORE_LINKS[store]}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ textTransform: 'none' }}
            >
              {t(`footer.${store}`)}
            </Button>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', { name: PRODUCT_NAME, year: new Date().getFullYear() })} · v{PRODUCT_VERSION}
        </Typography>
      </Container>
    </Box>
  );
}
