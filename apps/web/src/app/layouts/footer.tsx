import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, PRODUCT_VERSION } from '@town/shared/constants';
import { LangLink, useLang } from '../../components/lang-link.tsx';
import { telHref } from '../../lib/contact-links.ts';
import { useTown } from '../../lib/town.ts';
import { usePages } from '../../features/info/api/get-pages.ts';
import { APP_STORE_LINKS, socialLinks } from './social.tsx';
import { APP_STORES } from '../../config/links.ts';

/**
 * The town's own contact: its name, address, phone and e-mail, as on an envelope. A site not set
 * up yet (the placeholder profile) has only the deployment's e-mail to give.
 */
function TownContact() {
  const town = useTown();
  const { address } = town;
  const email = (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
      <EmailIcon aria-hidden fontSize="small" />
      <Link variant="body2" href={`mailto:${town.email}`} color="inherit" sx={{ overflowWrap: 'anywhere' }}>
        {town.email}
      </Link>
    </Box>
  );
  if (!town.configured) {
    return (
      <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 0.75, minWidth: 0 }}>
        {email}
      </Box>
    );
  }
  return (
    <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 0.75, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 700 }}>{town.name}</Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <PlaceIcon aria-hidden fontSize="small" sx={{ mt: 0.25 }} />
        <Typography variant="body2">
          {address.street}
          <br />
          {`${address.postalCode} ${address.locality} (${address.province})`}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <PhoneIcon aria-hidden fontSize="small" />
        <Link variant="body2" href={telHref(town.phone)} color="inherit">
          {town.phone}
        </Link>
      </Box>
      {email}
    </Box>
  );
}

/**
 * Every page's footer (docs/product.md#pages): the town's pages (its info and legal pages, as its
 * admins keep them), contact and whatever the layout adds; the town's address, phone, e-mail and
 * social networks; the app stores.
 */
export function Footer({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const town = useTown();
  const pages = usePages(lang)?.items ?? [];
  const social = socialLinks(town.social);
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
          {pages.map((page) => (
            <LangLink key={page.slug} to={`info/${page.slug}`} color="inherit" underline="hover">
              {page.title}
            </LangLink>
          ))}
          <LangLink to="contact" color="inherit" underline="hover">
            {t('footer.contact')}
          </LangLink>
          {children}
        </Box>
        <TownContact />
        {social.length > 0 && (
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
            aria-label={t('footer.social')}
            component="ul"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {social.map((s) => (
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
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={t('footer.apps')}>
          {APP_STORES.map((store) => (
            <Button
              key={store}
              variant="outlined"
              size="small"
              href={APP_STORE_LINKS[store]}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t(`footer.${store}`)}
            </Button>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', {
            name: town.configured ? town.legal.entity : town.name,
            year: new Date().getFullYear(),
          })}{' '}
          · {PRODUCT_NAME} v{PRODUCT_VERSION}
        </Typography>
      </Container>
    </Box>
  );
}
