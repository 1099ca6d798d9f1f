import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TOWN } from '@town/shared/town';
import { LocationMap } from '../../../components/location-map.tsx';
import { SectionFrame } from '../../../components/section-frame.tsx';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The tourist office: where it is, how to call or write, and a small map. */
export function ContactDetails() {
  const { t } = useTranslation('contact');
  const { address } = TOWN;
  return (
    <SectionFrame title={t('office')}>
      <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1.5, mb: 3 }}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <PlaceIcon aria-hidden color="primary" />
          <div>
            <Typography>{t('officeName', { town: TOWN.name })}</Typography>
            <Typography>{address.street}</Typography>
            <Typography>{`${address.postalCode} ${address.locality} (${address.province})`}</Typography>
          </div>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <PhoneIcon aria-hidden color="primary" />
          <Link href={telHref(TOWN.phone)} aria-label={`${t('phone')}: ${TOWN.phone}`}>
            {TOWN.phone}
          </Link>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
          <EmailIcon aria-hidden color="primary" />
          <Link
            href={`mailto:${TOWN.email}`}
            sx={{ overflowWrap: 'anywhere' }}
            aria-label={`${t('email')}: ${TOWN.email}`}
          >
            {TOWN.email}
          </Link>
        </Box>
      </Box>
      <LocationMap
        lat={TOWN.centre.lat}
        lng={TOWN.centre.lng}
        label={t('officeName', { town: TOWN.name })}
        mapLabel={t('mapLabel')}
        height={260}
      />
    </SectionFrame>
  );
}
