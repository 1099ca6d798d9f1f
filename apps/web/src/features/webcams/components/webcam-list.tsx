import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../../components/card-grid.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useWebcams } from '../api/get-webcams.ts';
import { WebcamCard } from './webcam-card.tsx';

/** The town's cameras as cards (or a note that it has none yet); no image is loaded until the visitor asks. */
export function WebcamList() {
  const { t } = useTranslation('webcams');
  const { data, isError, isFetching, refetch } = useWebcams();

  if (!data) {
    if (!isError) return null;
    return <LoadError message={t('listUnavailable')} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  // A town that has set up no camera yet (a new site): said plainly, not an empty grid.
  if (data.items.length === 0) {
    return <Typography sx={{ maxWidth: 720 }}>{t('empty')}</Typography>;
  }
  return (
    <>
      <Typography sx={{ mb: 3, maxWidth: 720 }}>{t('intro')}</Typography>
      <CardGrid minCardWidth={300}>
        {data.items.map((camera) => (
          <WebcamCard key={camera.id} camera={camera} />
        ))}
      </CardGrid>
    </>
  );
}
