import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage } from '@town/shared/languages';
import { CardGrid } from '../../components/card-grid.tsx';
import { useLang, useLocalePath } from '../../components/lang-link.tsx';
import { LinkCard } from '../../components/link-card.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { LandingSearch } from '../../features/catalogue/components/landing-search.tsx';
import { TownStructuredData } from '../../features/town/components/town-structured-data.tsx';
import { Island } from '../../components/island.tsx';
import { useTown } from '../../lib/town.ts';
import { NAV_GROUPS } from '../layouts/navigation.ts';

/** The landing page: the town's name and tagline, what it offers, one step from each list and page. */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const lang = useLang();
  const town = useTown();
  // The town's own words when it wrote them in this language; else the guide's.
  const tagline = (isSupportedLanguage(lang) ? town.tagline?.[lang] : undefined) || t('landing.subtitle');
  return (
    <>
      <PageMeta page="landing" />
      <TownStructuredData lang={lang} />
      <Box
        sx={{
          borderRadius: 3,
          p: { xs: 3, sm: 5 },
          mb: 4,
          color: 'band.contrastText',
          // The scheme's own colours (CSS variables): the server's HTML serves both themes. White
          // text reaches AA on both shades of the band (lib/mui-theme.ts).
          background: (theme) => {
            const { band } = (theme.vars ?? theme).palette;
            return `linear-gradient(135deg, ${band.dark} 0%, ${band.main} 100%)`;
          },
        }}
      >
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.5rem' } }}>
          {t('landing.title', { name: town.name })}
        </Typography>
        <Typography sx={{ mt: 1, maxWidth: 640, fontSize: '1.1rem' }}>{tagline}</Typography>
        <Island name="landingSearch" component={LandingSearch} props={{}} />
      </Box>
      {NAV_GROUPS.map((group) => (
        <Box component="section" key={group.key} aria-labelledby={`landing-${group.key}`} sx={{ mb: 4 }}>
          <Typography variant="h2" id={`landing-${group.key}`} sx={{ mb: 2 }}>
            {t(`nav.${group.key}`)}
          </Typography>
          <CardGrid minCardWidth={220}>
            {group.items.map((item) => (
              <LinkCard
                key={item.key}
                to={localePath(item.to)}
                title={t(`nav.${item.key}`)}
                description={t(`landing.blurb.${item.key}`)}
                headingComponent="h3"
              />
            ))}
          </CardGrid>
        </Box>
      ))}
    </>
  );
}
