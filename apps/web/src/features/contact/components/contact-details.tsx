import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocationMap } from '../../../components/location-map.tsx';
import { SectionFrame } from '../../../components/section-frame.tsx';
import { telHref } from '../../../lib/contact-links.ts';
import { useTown } from '../../../lib/town.ts';

/** The tourist office (the town's contact in its profile): where it is, how to call or write, and a small map. */
export function ContactDetails() {
  const { t } = useTranslation('contact');
  const town = useTown();
  const { address } = town;
  // A site not set up yet (the placeholder profile) has no office to show: only where to write.
  if (!town.configured) {
    return (
      <SectionFrame title={t('office')}>
        <Box
          component="address"
          sx={{ fontStyle: 'normal', display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}
        >
          <EmailIcon aria-hidden color="primary" />
          <Link
            href={`mailto:${town.email}`}
            sx={{ overflowWrap: 'anywhere' }}
            aria-label={`${t('email')}: ${town.email}`}
          >
            {town.email}
          </Link>
        </Box>
      </SectionFrame>
    );
  }
  return (
    <SectionFrame title={t('office')}>
      <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1.5, mb: 3 }}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <PlaceIcon aria-hidden color="primary" />
          <div>
            <Typography>{t('officeName', { town: town.name })}</Typography>
            <Typography>{address.street}</Typography>
            <Typography>{`${address.postalCode} ${address.locality} (${address.province})`}</Typography>
          </div>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <PhoneIcon aria-hidden color="primary" />
          <Link href={telHref(town.phone)} aria-label={`${t('phone')}: ${town.phone}`}>
            {town.phone}
          </Link>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
          <EmailIcon aria-hidden color="primary" />
          <Link
            href={`mailto:${town.email}`}
            sx={{ overflowWrap: 'anywhere' }}
            aria-label={`${t('email')}: ${town.email}`}
          >
            {town.email}
          </Link>
        </Box>
      </Box>
      <LocationMap
        lat={town.centre.lat}
        lng={town.centre.lng}
        label={t('officeName', { town: town.name })}
        mapLabel={t('mapLabel')}
        height={260}
      />
    </SectionFrame>
  );
}
