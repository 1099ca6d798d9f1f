import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../../components/card-grid.tsx';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { LinkCard } from '../../../components/link-card.tsx';
import { INFO_PAGES } from '../info-pages.ts';
import { InfoFooter } from './info-footer.tsx';

/** /{lang}/info: every info page with a line about what it says. */
export function InfoIndex() {
  const { t } = useTranslation('legal');
  const localePath = useLocalePath();
  return (
    <>
      <Typography sx={{ mb: 3, maxWidth: 760, fontSize: '1.1rem' }}>{t('intro')}</Typography>
      <CardGrid minCardWidth={260} sx={{ mb: 4 }}>
        {INFO_PAGES.map((page) => (
          <LinkCard
            key={page}
            to={localePath(`info/${page}`)}
            title={t(`pages.${page}.title`)}
            description={t(`pages.${page}.summary`)}
            headingComponent="h2"
          />
        ))}
      </CardGrid>
      <InfoFooter />
    </>
  );
}
