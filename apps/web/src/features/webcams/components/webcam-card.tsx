import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import SailingIcon from '@mui/icons-material/Sailing';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webcam, WebcamKind } from '@town/shared/webcams';
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

/** The main colour's channels in the scheme shown (a CSS variable), for a tint of it. */
const primaryChannel = (theme: Theme) => (theme.vars ?? theme).palette.primary.mainChannel;

/** What the camera looks at, drawn on its card until its still is asked for. */
const KIND_ICONS: Record<WebcamKind, typeof BeachAccessIcon> = {
  beach: BeachAccessIcon,
  harbour: SailingIcon,
  promenade: DirectionsWalkIcon,
};

/**
 * A camera's card inside. Its image is fetched only when the visitor asks for it, and always
 * from our own server (`stillUrl`), which fetches it from the camera. Until then the picture's
 * place invites them to ask (the camera's name, what it looks at and "Show image"), so a card
 * that has not loaded its image reads as ready, not as broken; only a still that fails says so.
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
  const KindIcon = KIND_ICONS[camera.kind];

  // "Show" and "Hide" are in different places: the focus follows to the one that takes over.
  const showButton = useRef<HTMLButtonElement>(null);
  const hideButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef(false);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    (requested ? hideButton : showButton).current?.focus();
  }, [requested]);
  const toggle = (show: boolean) => {
    focusNext.current = true;
    setState(show ? 'loading' : 'hidden');
  };

  const reload = () => {
    setVersion((v) => v + 1);
    setState('loading');
  };

  return (
    <>
      <Box
        sx={(theme) => ({
          position: 'relative',
          aspectRatio: '16 / 9',
          // A soft wash of the town's colour: the frame of a picture to come, not an empty box.
          background: `linear-gradient(160deg, rgb(${primaryChannel(theme)} / 0.08), rgb(${primaryChannel(theme)} / 0.22))`,
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        })}
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
          <ButtonBase
            ref={showButton}
            aria-describedby={titleId}
            onClick={() => toggle(true)}
            data-testid="webcam-show"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
              p: 2,
              color: 'text.primary',
              // Inside the frame, whose edges would clip a ring drawn outside.
              '&.Mui-focusVisible': { outlineOffset: -5 },
              '&:hover .webcam-show-label': { bgcolor: 'primary.dark' },
            }}
          >
            <KindIcon aria-hidden sx={{ fontSize: 44, color: 'primary.main' }} />
            {/* The card's heading names the camera for screen readers; this is for the eye. */}
            <Box component="span" aria-hidden sx={{ fontWeight: 600, textAlign: 'center' }}>
              {camera.name}
            </Box>
            <Box
              component="span"
              className="webcam-show-label"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 1,
                px: 2,
                py: 0.75,
                borderRadius: 999,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontWeight: 600,
                fontSize: '0.875rem',
              }}
            >
              <VisibilityIcon aria-hidden fontSize="small" />
              {t('show')}
            </Box>
          </ButtonBase>
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
        {requested ? (
          <>
            <Button
              ref={hideButton}
              variant="outlined"
              startIcon={<VisibilityOffIcon />}
              aria-describedby={titleId}
              onClick={() => toggle(false)}
            >
              {t('hide')}
            </Button>
            <Button
              startIcon={<RefreshIcon />}
              aria-describedby={titleId}
              onClick={reload}
              disabled={state === 'loading'}
            >
              {state === 'failed' ? t('retry') : t('refresh')}
            </Button>
          </>
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
