import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Webcam } from '@town/shared/webcams';
import { CardGrid } from '../../../components/card-grid.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Island } from '../../../components/island.tsx';
import { useWebcams } from '../api/get-webcams.ts';
import { WebcamCard } from './webcam-card.tsx';

/** The town's cameras as cards (or a note that it has none yet); no image is loaded until the visitor asks. */
export function WebcamList() {
  const { data, isError } = useWebcams();
  if (data) return <Cameras cameras={data.items} />;
  // Asking again needs script: the list that could not be had is an island.
  return isError ? <Island name="webcamsRetry" component={WebcamsRetry} props={{}} /> : null;
}

/** Why there is no list, with a way to ask again; the cameras once they come. */
export function WebcamsRetry() {
  const { t } = useTranslation('webcams');
  const { data, isFetching, refetch } = useWebcams();
  if (data) return <Cameras cameras={data.items} />;
  return <LoadError message={t('listUnavailable')} onRetry={() => void refetch()} retrying={isFetching} />;
}

function Cameras({ cameras }: { cameras: Webcam[] }) {
  const { t } = useTranslation('webcams');
  // A town that has set up no camera yet (a new site): said plainly, not an empty grid.
  if (cameras.length === 0) {
    return <Typography sx={{ maxWidth: 720 }}>{t('empty')}</Typography>;
  }
  return (
    <>
      <Typography sx={{ mb: 3, maxWidth: 720 }}>{t('intro')}</Typography>
      <CardGrid minCardWidth={300}>
        {cameras.map((camera) => (
          <WebcamCard key={camera.id} camera={camera} />
        ))}
      </CardGrid>
    </>
  );
}
