import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardGrid } from '../../../components/card-grid.tsx';
import { useLocalePath } from '../../../components/lang-link.tsx';
import type { MapMarker } from '@town/shared/catalogue';
import { KIND_COLOURS, MARKER_KINDS, markerPagePath, type MarkerKind } from '../utils/marker-kinds.ts';

/** A place on the map's page, with the kind it is shown as. */
export interface ShownMarker {
  marker: MapMarker;
  kind: MarkerKind;
}

/**
 * The map's places as a list, grouped by kind: the way to the same places for keyboard and
 * screen-reader users, each with a link to its page and a button that shows it on the map.
 * Each group folds (a native disclosure) so the page stays short; one kind alone is open. The
 * map's script (town-map.ts) answers the buttons, by their `data-show-place`.
 */
export function MarkerList({ markers }: { markers: readonly ShownMarker[] }) {
  const { t } = useTranslation(['map', 'listofval']);
  const localePath = useLocalePath();
  const collator = new Intl.Collator(undefined, { sensitivity: 'base' });
  const groups = MARKER_KINDS.map((kind) => ({
    kind,
    markers: markers
      .filter((shown) => shown.kind === kind)
      .sort((a, b) => collator.compare(a.marker.name, b.marker.name)),
  })).filter((group) => group.markers.length > 0);
  return (
    <Box component="section" aria-labelledby="map-places" sx={{ mt: 4 }}>
      <Typography variant="h2" id="map-places" sx={{ mb: 2 }}>
        {t('map:list.heading')}
      </Typography>
      {groups.map(({ kind, markers: ofKind }) => (
        <Box
          component="details"
          key={`${kind}-${groups.length === 1}`}
          open={groups.length === 1}
          sx={{ mb: 1.5, borderBottom: 1, borderColor: 'divider', pb: 1 }}
        >
          <Box
            component="summary"
            sx={{
              cursor: 'pointer',
              py: 0.5,
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Typography variant="h3" component="h3" sx={{ display: 'inline', fontSize: '1.1rem' }}>
              <Box
                component="span"
                aria-hidden
                sx={{
                  display: 'inline-block',
                  verticalAlign: 'middle',
                  width: 14,
                  height: 14,
                  mr: 1,
                  borderRadius: '50%',
                  bgcolor: KIND_COLOURS[kind],
                }}
              />
              {t('map:list.group', { kind: t(`listofval:list.${kind}`), number: ofKind.length })}
            </Typography>
          </Box>
          <CardGrid minCardWidth={300} gap={0.5} sx={{ mt: 1 }}>
            {ofKind.map(({ marker }) => (
              <Box
                component="li"
                key={marker.id}
                sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minWidth: 0 }}
              >
                <Link
                  component={RouterLink}
                  to={localePath(markerPagePath(marker, kind))}
                  sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {marker.name}
                </Link>
                <Button
                  size="small"
                  data-show-place={marker.id}
                  aria-label={t('map:list.showNamed', { name: marker.name })}
                  sx={{ flex: 'none' }}
                >
                  {t('map:list.show')}
                </Button>
              </Box>
            ))}
          </CardGrid>
        </Box>
      ))}
    </Box>
  );
}
