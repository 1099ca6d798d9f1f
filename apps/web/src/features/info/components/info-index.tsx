import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../../components/card-grid.tsx';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { LinkCard } from '../../../components/link-card.tsx';
import { useTown } from '../../../lib/town.ts';
import { usePages } from '../api/get-pages.ts';
import { InfoFooter } from './info-footer.tsx';

/** /{lang}/info: every page the town publishes, as its admins keep them. */
export function InfoIndex({ lang }: { lang: string }) {
  const { t } = useTranslation('info');
  const localePath = useLocalePath();
  const town = useTown();
  const pages = usePages(lang)?.items ?? [];
  return (
    <>
      <Typography sx={{ mb: 3, maxWidth: 760, fontSize: '1.1rem' }}>{t('intro', { town: town.name })}</Typography>
      {pages.length > 0 ? (
        <CardGrid minCardWidth={260} sx={{ mb: 4 }}>
          {pages.map((page) => (
            <LinkCard key={page.slug} to={localePath(`info/${page.slug}`)} title={page.title} headingComponent="h2" />
          ))}
        </CardGrid>
      ) : (
        <Typography sx={{ mb: 4 }}>{t('empty', { town: town.name })}</Typography>
      )}
      <InfoFooter />
    </>
  );
}
