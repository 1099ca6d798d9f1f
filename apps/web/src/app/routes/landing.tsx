import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from '@town/shared/languages';
import { CardGrid } from '../../components/card-grid.tsx';
import { useLang, useLocalePath } from '../../components/lang-link.tsx';
import { LinkCard } from '../../components/link-card.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { assetListsQueryOptions } from '../../features/catalogue/api/asset-lists.ts';
import { AssetPicture } from '../../features/catalogue/components/asset-picture.tsx';
import { LandingSearch } from '../../features/catalogue/components/landing-search.tsx';
import { TownStructuredData } from '../../features/town/components/town-structured-data.tsx';
import { Island } from '../../components/island.tsx';
import { getQueryClient } from '../../lib/query-client.ts';
import { useTown } from '../../lib/town.ts';
import { NAV_GROUPS } from '../layouts/navigation.ts';

/** The sections' pictures: a list without its answer (the API down) still has its card. */
export async function loader({ params }: LoaderFunctionArgs) {
  await getQueryClient().prefetchQuery(assetListsQueryOptions(params.lang ?? DEFAULT_LANGUAGE));
  return null;
}

/** How much of the photograph shows above the words (px): the words sit where it is darkened enough for them. */
const PHOTO_CLEAR = { xs: 150, sm: 220, md: 280 } as const;
/**
 * The darkening from the top of the words down, at its lightest 0.6 black: over the photograph's
 * whitest pixel, white text still has 5:1 (AA for text of any size).
 */
const PHOTO_PADDING = Object.fromEntries(Object.entries(PHOTO_CLEAR).map(([size, clear]) => [size, `${clear}px`]));
const shade = Object.fromEntries(
  Object.entries(PHOTO_CLEAR).map(([size, clear]) => [
    size,
    `linear-gradient(180deg, rgb(0 0 0 / 0.1) 0, rgb(0 0 0 / 0.6) ${clear}px, rgb(0 0 0 / 0.75) 100%)`,
  ]),
);

/** The landing page: the town's photograph, name and tagline, the search, and a picture of each list. */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const lang = useLang();
  const town = useTown();
  const { data: lists } = useQuery(assetListsQueryOptions(lang));
  // The town's own words when it wrote them in this language; else the guide's.
  const tagline = (isSupportedLanguage(lang) ? town.tagline?.[lang] : undefined) || t('landing.subtitle');
  const photo = town.photo;
  const photoAlt = isSupportedLanguage(lang) ? (town.photoAlt?.[lang] ?? '') : '';
  return (
    <>
      <PageMeta page="landing" />
      <TownStructuredData lang={lang} />
      <Box
        sx={{
          position: 'relative',
          overflow: 'hidden',
          borderRadius: 3,
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
        <Box sx={{ position: 'relative' }}>
          {photo && (
            <>
              <Box
                component="img"
                src={photo.src}
                srcSet={photo.srcset}
                // The banner spans the page's column (at most 1200 px less its margins).
                sizes="(min-width: 1200px) 1152px, 100vw"
                width={photo.width}
                height={photo.height}
                alt={photoAlt}
                // The page's largest picture: fetched first.
                fetchPriority="high"
                sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
              />
              <Box aria-hidden sx={{ position: 'absolute', inset: 0, background: shade }} />
            </>
          )}
          <Box
            sx={{
              position: 'relative',
              px: { xs: 3, sm: 5 },
              pt: photo ? PHOTO_PADDING : { xs: 3, sm: 5 },
              pb: photo ? 3 : 0,
            }}
          >
            <Typography
              variant="h1"
              component="h1"
              sx={{
                fontSize: { xs: '1.75rem', sm: '2.5rem' },
                textShadow: photo ? '0 1px 3px rgb(0 0 0 / 0.6)' : undefined,
              }}
            >
              {t('landing.title', { name: town.name })}
            </Typography>
            <Typography sx={{ mt: 1, maxWidth: 640, fontSize: '1.1rem' }}>{tagline}</Typography>
          </Box>
        </Box>
        <Box sx={{ px: { xs: 3, sm: 5 }, pb: { xs: 3, sm: 5 }, pt: photo ? 0.5 : 0 }}>
          <Island name="landingSearch" component={LandingSearch} props={{}} />
        </Box>
      </Box>
      {NAV_GROUPS.map((group) => (
        <Box component="section" key={group.key} aria-labelledby={`landing-${group.key}`} sx={{ mb: 4 }}>
          <Typography variant="h2" id={`landing-${group.key}`} sx={{ mb: 2 }}>
            {t(`nav.${group.key}`)}
          </Typography>
          <CardGrid minCardWidth={220}>
            {group.items.map((item) => {
              const list = lists?.items.find((l) => l.key === item.key);
              return (
                <LinkCard
                  key={item.key}
                  to={localePath(item.to)}
                  title={t(`nav.${item.key}`)}
                  description={t(`landing.blurb.${item.key}`)}
                  meta={list ? t('landing.places', { count: list.total }) : undefined}
                  media={
                    list?.image ? (
                      <AssetPicture
                        image={list.image}
                        alt=""
                        sizes="(min-width: 1200px) 280px, (min-width: 600px) 45vw, 100vw"
                        sx={{ aspectRatio: '3 / 2' }}
                      />
                    ) : undefined
                  }
                  headingComponent="h3"
                />
              );
            })}
          </CardGrid>
        </Box>
      ))}
    </>
  );
}
