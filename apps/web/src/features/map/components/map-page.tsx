import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { townMapBounds } from '@town/shared/town-display';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Island, ScriptIsland } from '../../../components/island.tsx';
import { useLang, useLocalePath } from '../../../components/lang-link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { mapBaseStyles, tileArea } from '../../../lib/map-base.ts';
import { useTown } from '../../../lib/town.ts';
import { useMapMarkers } from '../api/map-markers.ts';
import {
  KIND_COLOURS,
  MARKER_KINDS,
  displayKind,
  filterMarkers,
  isMarkerKind,
  markerPagePath,
} from '../utils/marker-kinds.ts';
import { MarkerList } from './marker-list.tsx';
import type { TownMapProps } from './town-map.ts';

/** The map's script (town-map.ts): Leaflet and the clusters, loaded in the browser only. */
export const loadTownMap = () => import('./town-map.ts').then((m) => m.mountTownMap);

/** The map could not be loaded: the page offers to ask again. */
export function MapRetry() {
  const { t } = useTranslation('map');
  return <LoadError message={t('error')} onRetry={() => window.location.reload()} sx={{ mb: 2 }} />;
}

/**
 * The map page under its heading: a filter by kind (a form, kept in the URL), the count, the
 * map, and the same places as a list, all in the server's HTML; the map itself is drawn by
 * its script (town-map.ts), without React (docs/decisions/021-islands.md).
 */
export function MapPage() {
  const { t, i18n } = useTranslation(['map', 'listofval']);
  const lang = useLang();
  const localePath = useLocalePath();
  const town = useTown();
  const [searchParams] = useSearchParams();
  const kindParam = searchParams.get('type');
  const filter = isMarkerKind(kindParam) ? kindParam : undefined;
  const { data } = useMapMarkers(lang);
  const shown = filterMarkers(data?.items ?? [], filter).map((marker) => ({
    marker,
    kind: displayKind(marker, filter),
  }));

  const plurals = new Intl.PluralRules(i18n.language).resolvedOptions().pluralCategories;
  const map: TownMapProps = {
    lang: i18n.language,
    centre: town.centre,
    zoom: town.zoom,
    area: tileArea(townMapBounds(town)),
    colour: town.colour,
    shoreline: town.shoreline?.map(([lat, lng]) => [lat, lng]),
    places: shown.map(({ marker, kind }) => ({
      id: marker.id,
      name: marker.name,
      lat: marker.lat,
      lng: marker.lng,
      kind: t(`listofval:list.${kind}`),
      colour: KIND_COLOURS[kind],
      href: localePath(markerPagePath(marker, kind)),
    })),
    texts: {
      label: t('label'),
      zoomIn: t('zoomIn'),
      zoomOut: t('zoomOut'),
      close: t('popup.close'),
      details: t('popup.details'),
      // Each plural form with its placeholder, for the clusters the script counts.
      cluster: Object.fromEntries(
        plurals.flatMap((category) => {
          const text = i18n.getResource(i18n.language, 'map', `cluster_${category}`) as unknown;
          return typeof text === 'string' ? [[category, text]] : [];
        }),
      ),
    },
  };

  return (
    <>
      {!data && <Island name="mapRetry" component={MapRetry} props={{}} />}
      <ScriptIsland name="townMap" mount={loadTownMap} props={map}>
        <Box
          component="form"
          method="get"
          data-map-filter=""
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}
        >
          <TextField
            key={filter ?? ''}
            select
            size="small"
            name="type"
            label={t('filter.label')}
            defaultValue={filter ?? ''}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 220, maxWidth: '100%' }}
          >
            <option value="">{t('filter.all')}</option>
            {MARKER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`listofval:list.${kind}`)}
              </option>
            ))}
          </TextField>
          <Button type="submit" variant="outlined" sx={{ '&[hidden]': { display: 'none' } }}>
            {t('filter.apply')}
          </Button>
          <Typography role="status" color="text.secondary">
            {data ? t('count', { count: shown.length }) : ''}
          </Typography>
        </Box>
        <Alert
          severity="info"
          role="status"
          hidden
          data-tiles-failed=""
          sx={{ mb: 2, '&[hidden]': { display: 'none' } }}
        >
          {t('tilesFailed')}
        </Alert>
        <Box
          data-town-map=""
          sx={(theme) => ({
            height: { xs: 420, md: 560 },
            borderRadius: 2,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            ...mapBaseStyles(theme),
            '&:focus-visible': {
              outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
              outlineOffset: -3,
            },
            '& .town-pin': { background: 'none', border: 0 },
            '& .town-pin:focus-visible, & .town-cluster:focus-visible': {
              outline: `3px solid ${(theme.vars ?? theme).palette.secondary.main}`,
              outlineOffset: 2,
              borderRadius: '50%',
            },
            '& .town-cluster': {
              display: 'grid',
              placeItems: 'center',
              borderRadius: '50%',
              // The town's colour as the light scheme has it (set by the script): white text reaches AA on it.
              background: 'var(--town-colour)',
              color: '#fff',
              fontWeight: 700,
              border: '3px solid #fff',
              boxShadow: '0 1px 4px rgba(0, 0, 0, 0.5)',
            },
            '& .town-sr-only': visuallyHidden,
            '& .town-minimap': {
              border: '2px solid rgba(0, 0, 0, 0.3)',
              borderRadius: '6px',
              boxShadow: '0 1px 5px rgba(0, 0, 0, 0.4)',
              background: '#dde8ee',
            },
            '& .leaflet-popup-content-wrapper, & .leaflet-popup-tip': {
              bgcolor: 'background.paper',
              color: 'text.primary',
            },
            '& .town-popup': { minWidth: 160 },
            '& .town-popup strong': { display: 'block', fontSize: '0.95rem' },
            '& .town-popup span': { display: 'block', color: 'text.secondary', mb: 0.5 },
            '& .leaflet-popup-content a': { color: 'primary.main' },
            '& .leaflet-popup-close-button': { color: 'text.secondary' },
          })}
        />
        {/* Under the map rather than over it: an overlay would cover the markers beneath it. */}
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
          ©{' '}
          <Link href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">
            {t('attribution')}
          </Link>
          {' · '}
          <Link href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">
            Leaflet
          </Link>
        </Typography>
        <MarkerList markers={shown} />
      </ScriptIsland>
    </>
  );
}
