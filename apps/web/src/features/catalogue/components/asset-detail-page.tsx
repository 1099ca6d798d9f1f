import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ASSET_LISTS, booksDirect, hasFeature, listOfConfigType, type AssetType } from '@town/shared/asset-types';
import type { Asset } from '@town/shared/catalogue';
import { canonicalAssetPagePath } from '@town/shared/public-pages';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { JsonLd } from '../../../components/json-ld.tsx';
import { Island } from '../../../components/island.tsx';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { PageMeta, shareImageOf } from '../../../components/page-meta.tsx';
import { useAbsoluteUrl } from '../../../lib/site.ts';
import { useTown } from '../../../lib/town.ts';
import { SIDE_BOX_MIN_WIDTH } from '../../../config/ui.ts';
import { useAsset } from '../api/asset.ts';
import { useAssetDescription } from '../api/asset-description.ts';
import { useAssetActions } from './asset-actions.tsx';
import { AssetFacts } from './asset-facts.tsx';
import { AssetGallery } from './asset-gallery.tsx';
import { BookDirect } from './book-direct.tsx';
import { ContactDetails } from './contact-details.tsx';
import { DescriptionSections } from './description-sections.tsx';
import { FallbackNote } from './fallback-note.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageBreadcrumbs } from './page-breadcrumbs.tsx';
import { OpeningHours } from './opening-hours.tsx';
import { assetStructuredData } from '../utils/structured-data.ts';

/** The list an asset page leads back to: the one named in its URL, else the first its type belongs to. */
export function listOfAsset(asset: Asset, configType?: string) {
  return (
    ASSET_LISTS.find((list) => list.configType === configType && list.type === asset.type) ??
    ASSET_LISTS.find((list) => list.type === asset.type && (!('flag' in list) || asset[list.flag])) ??
    ASSET_LISTS.find((list) => list.type === asset.type)
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The asset's description sections; when they failed to load, what says so and asks again. */
export function AssetDescription({ id, lang, type }: { id: string; lang: string; type: AssetType }) {
  const { t } = useTranslation('catalogue');
  const description = useAssetDescription(id, lang);
  return (
    <>
      {description.data && <DescriptionSections description={description.data} type={type} />}
      {description.isError && (
        <LoadError message={t('status.descriptionError')} onRetry={() => void description.refetch()} />
      )}
    </>
  );
}

interface Props {
  id: string;
  lang: string;
  /** The type segment of the URL (rent, long, sale, hotel…), when there is one. */
  configType?: string;
  /** The small map of the asset's location. */
  locationMap: (asset: Asset) => ReactNode;
  /**
   * A holiday rental's booking (the bookings feature): the box with the price, the dates, the
   * guests and "Book", and the availability calendar.
   */
  booking?: (asset: Asset) => { box: ReactNode; calendar: ReactNode };
}

/** Where the booking box (or how to book) stands beside the text. */
const WIDE = `@media (min-width: ${SIDE_BOX_MIN_WIDTH}px)`;

/**
 * An asset's page: photos, its description sections, key facts, contact, hours and location.
 * A holiday rental's booking box, or how to book a place that takes its own bookings, comes
 * right after the photos (on a phone, before the long texts), and on a wide screen stands in a
 * column of its own beside them, in view while the page scrolls.
 */
export function AssetDetailPage({ id, lang, configType, locationMap, booking }: Props) {
  const { t } = useTranslation(['catalogue', 'listofval', 'metatags']);
  const localePath = useLocalePath();
  const asset = useAsset(id, lang);
  const description = useAssetDescription(id, lang);
  const list = listOfAsset(asset, configType);
  const category = t(`listofval:category.${asset.category}`);
  const absoluteUrl = useAbsoluteUrl();
  const actions = useAssetActions();
  const town = useTown();
  const listOfType = listOfConfigType(configType);
  const rental = listOfType?.bookable ? booking?.(asset) : undefined;
  const structuredData = assetStructuredData(asset, {
    lang,
    town,
    absolute: absoluteUrl,
    cuisineName: (code) => t(`listofval:cuisine.${code}`),
    registrationName: (kind) => t(`facts.${kind}`),
  });
  const gallery =
    // A single picture has no controls, nothing to hydrate.
    asset.images.length > 1 ? (
      <Island name="assetGallery" component={AssetGallery} props={{ images: asset.images }} />
    ) : (
      <AssetGallery images={asset.images} />
    );
  const descriptionPart = (
    <Box>
      {/* Only a failed description has something to do (asking again). */}
      {description.isError ? (
        <Island name="assetDescription" component={AssetDescription} props={{ id, lang, type: asset.type }} />
      ) : (
        <AssetDescription id={id} lang={lang} type={asset.type} />
      )}
    </Box>
  );
  const bookDirect = booksDirect(listOfType) && (asset.web || asset.phone || asset.email) && (
    <Panel title={t('detail.bookDirect.title')}>
      <BookDirect asset={asset} />
    </Panel>
  );
  const side = rental?.box ?? bookDirect;
  const facts = (
    <Panel title={t('detail.facts')}>
      <AssetFacts asset={asset} list={list} />
      {hasFeature(asset.type, 'menu') && asset.productId !== null && (
        <Button
          component={RouterLink}
          to={localePath(`eat/${asset.id}/menu`)}
          variant="contained"
          startIcon={<RestaurantMenuIcon />}
          sx={{ mt: 2 }}
        >
          {t('detail.menu')}
        </Button>
      )}
    </Panel>
  );
  const practical = (
    <>
      <Panel title={t('detail.contact')}>
        <ContactDetails asset={asset} />
      </Panel>
      {asset.openingHours && (
        <Panel title={t('detail.hours')}>
          <OpeningHours periods={asset.openingHours} />
        </Panel>
      )}
      <Panel title={t('detail.map')}>{locationMap(asset)}</Panel>
    </>
  );

  return (
    <>
      <JsonLd data={structuredData} />
      <PageMeta
        page="asset"
        title={asset.name}
        description={asset.summary}
        image={shareImageOf(asset.images[0] ?? asset.image)}
        type="article"
        canonicalPage={canonicalAssetPagePath(asset)}
      />
      <PageBreadcrumbs
        crumbs={[
          ...(list ? [{ label: t(`metatags:list.${list.key}.title`), to: `assets/${list.route}` }] : []),
          { label: asset.name },
        ]}
      />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
      >
        <Typography
          variant="h1"
          component="h1"
          lang={asset.lang === lang ? undefined : asset.lang}
          sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {asset.name}
        </Typography>
        {actions.page && <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>{actions.page(asset)}</Box>}
      </Box>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {[category, asset.address].filter(Boolean).join(' · ')}
      </Typography>
      {description.data?.fallback && <FallbackNote subject="description" shownLang={description.data.lang} />}

      {side ? (
        <Box
          sx={(theme) => ({
            mt: 3,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: 'minmax(0, 1fr)',
            // The box spans both rows; the second row takes what the box adds, never the gallery's.
            [WIDE]: { gridTemplateColumns: 'minmax(0, 1fr) 18.75rem', gridTemplateRows: 'auto 1fr' },
            [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 22.5rem' },
          })}
        >
          <Box sx={{ minWidth: 0, [WIDE]: { gridColumn: 1, gridRow: 1 } }}>{gallery}</Box>
          <Box
            sx={{
              minWidth: 0,
              // In view while the page scrolls, below the sticky header (64 px) and a gap.
              [WIDE]: { gridColumn: 2, gridRow: '1 / span 2', alignSelf: 'start', position: 'sticky', top: 80 },
            }}
          >
            {side}
          </Box>
          <Box
            sx={{
              minWidth: 0,
              display: 'flex',
              flexDirection: 'column',
              gap: 3,
              [WIDE]: { gridColumn: 1, gridRow: 2 },
            }}
          >
            {facts}
            {descriptionPart}
            {rental?.calendar}
            {practical}
          </Box>
        </Box>
      ) : (
        <Box
          sx={{
            mt: 3,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            {gallery}
            <Box sx={{ mt: 3 }}>{descriptionPart}</Box>
          </Box>
          <Box
            component="aside"
            aria-label={t('detail.aside')}
            sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
          >
            {facts}
            {practical}
          </Box>
        </Box>
      )}
    </>
  );
}
