import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import VideocamIcon from '@mui/icons-material/Videocam';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webcam } from '@town/shared/webcams';
import { Island } from '../../../components/island.tsx';
import { formatTownTime } from '../../../lib/town-dates.ts';

type ImageState = 'hidden' | 'loading' | 'shown' | 'failed';

/** What a camera's card shows of it (all but its place). */
type ShownWebcam = Pick<Webcam, 'id' | 'name' | 'kind' | 'stillUrl' | 'pageUrl' | 'refreshSeconds'>;

/** One camera: its card is an island, whose buttons show, hide and refresh its image. */
export function WebcamCard({ camera: { id, name, kind, stillUrl, pageUrl, refreshSeconds } }: { camera: Webcam }) {
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Island
        name="webcam"
        component={WebcamView}
        props={{ camera: { id, name, kind, stillUrl, pageUrl, refreshSeconds } }}
      />
    </Card>
  );
}

/**
 * A camera's card inside. Its image is fetched only when the visitor asks for it, and always
 * from our own server (`stillUrl`), which fetches it from the camera.
 */
export function WebcamView({ camera }: { camera: ShownWebcam }) {
  const { t } = useTranslation('webcams');
  // From the camera, not useId: the same in the page's HTML and in its island.
  const titleId = `webcam-${camera.id}-title`;
  const [state, setState] = useState<ImageState>('hidden');
  const [version, setVersion] = useState(0);
  const [loadedAt, setLoadedAt] = useState<Date | null>(null);
  const requested = state !== 'hidden';
  const src = version === 0 ? camera.stillUrl : `${camera.stillUrl}?v=${version}`;

  const reload = () => {
    setVersion((v) => v + 1);
    setState('loading');
  };

  return (
    <>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 9',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {requested && state !== 'failed' ? (
          <Box
            component="img"
            key={src}
            src={src}
            alt={t('imageAlt', { name: camera.name, kind: t(`kinds.${camera.kind}`) })}
            onLoad={() => {
              setState('shown');
              setLoadedAt(new Date());
            }}
            onError={() => setState('failed')}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : null}
        {state === 'hidden' ? (
          <Box sx={{ textAlign: 'center', color: 'text.secondary', p: 2 }}>
            <VideocamIcon aria-hidden sx={{ fontSize: 48 }} />
            <Typography variant="body2">{t('notLoaded')}</Typography>
          </Box>
        ) : null}
        {state === 'loading' ? <CircularProgress aria-label={t('loading')} sx={{ position: 'absolute' }} /> : null}
        {state === 'failed' ? (
          <Alert severity="warning" role="alert" sx={{ m: 2 }}>
            {t('failed')}
          </Alert>
        ) : null}
      </Box>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem' }}>
          {camera.name}
        </Typography>
        <Typography color="text.secondary">{t(`kinds.${camera.kind}`)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
          {state === 'shown' && loadedAt
            ? t('loadedAt', { time: formatTownTime(loadedAt) })
            : camera.refreshSeconds % 60 === 0
              ? t('refreshEvery', { count: camera.refreshSeconds / 60 })
              : t('refreshEverySeconds', { count: camera.refreshSeconds })}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          variant={requested ? 'outlined' : 'contained'}
          startIcon={requested ? <VisibilityOffIcon /> : <VisibilityIcon />}
          aria-describedby={titleId}
          onClick={() => setState(requested ? 'hidden' : 'loading')}
        >
          {requested ? t('hide') : t('show')}
        </Button>
        {requested ? (
          <Button
            startIcon={<RefreshIcon />}
            aria-describedby={titleId}
            onClick={reload}
            disabled={state === 'loading'}
          >
            {state === 'failed' ? t('retry') : t('refresh')}
          </Button>
        ) : null}
        <Button
          href={camera.pageUrl}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon />}
          aria-label={`${t('openPage')} – ${camera.name} (${t('newTab')})`}
          sx={{ ml: { sm: 'auto !important' } }}
        >
          {t('openPage')}
        </Button>
      </CardActions>
    </>
  );
}
