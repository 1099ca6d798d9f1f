import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../../components/client-only.tsx';
import { useLang } from '../../../components/lang-link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useMapMarkers } from '../api/map-markers.ts';
import { MARKER_KINDS, displayKind, filterMarkers, isMarkerKind } from '../utils/marker-kinds.ts';
import { MarkerList } from './marker-list.tsx';
import type { TownMapHandle } from './town-map.tsx';

/** Leaflet needs a browser: its code loads there, after the page (the list is in the server's HTML). */
const TownMap = lazy(() => import('./town-map.tsx').then((m) => ({ default: m.TownMap })));
const mapPlaceholder = <Box sx={{ height: { xs: 420, md: 560 }, borderRadius: 2, bgcolor: 'action.hover', mb: 2 }} />;

/** The map page under its heading: a filter by kind (kept in the URL), the map, and the same places as a list. */
export function MapPage() {
  const { t } = useTranslation(['map', 'listofval']);
  const lang = useLang();
  const [searchParams, setSearchParams] = useSearchParams();
  const kindParam = searchParams.get('type');
  const filter = isMarkerKind(kindParam) ? kindParam : undefined;
  const { data, isError, refetch } = useMapMarkers(lang);
  const [tilesFailed, setTilesFailed] = useState(false);
  const map = useRef<TownMapHandle>(null);
  // A place asked for from the list before the map's code has arrived: shown once the map is there.
  const pending = useRef<string | null>(null);
  const attachMap = useCallback((handle: TownMapHandle | null) => {
    map.current = handle;
    if (handle && pending.current) handle.showMarker(pending.current);
    pending.current = null;
  }, []);
  const showOnMap = (id: string) => {
    if (map.current) map.current.showMarker(id);
    else pending.current = id;
  };
  const hydrated = useHydrated();

  const shown = useMemo(
    () => filterMarkers(data?.items ?? [], filter).map((marker) => ({ marker, kind: displayKind(marker, filter) })),
    [data, filter],
  );

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('filter.label')}
          value={filter ?? ''}
          onChange={(event) => {
            const next = new URLSearchParams(searchParams);
            if (event.target.value) next.set('type', event.target.value);
            else next.delete('type');
            setSearchParams(next, { replace: true, preventScrollReset: true });
          }}
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
        <Typography role="status" color="text.secondary">
          {data ? t('count', { count: shown.length }) : ''}
        </Typography>
      </Box>
      {isError && !data && <LoadError message={t('error')} onRetry={() => void refetch()} sx={{ mb: 2 }} />}
      {tilesFailed && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t('tilesFailed')}
        </Alert>
      )}
      {hydrated ? (
        <Suspense fallback={mapPlaceholder}>
          <TownMap
            key={lang}
            ref={attachMap}
            markers={shown}
            tilesFailed={tilesFailed}
            onTilesFailed={() => setTilesFailed(true)}
          />
        </Suspense>
      ) : (
        mapPlaceholder
      )}
      <MarkerList markers={shown} onShow={showOnMap} />
    </>
  );
}
