import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useWebcams } from '../api/get-webcams.ts';
import { WebcamCard } from './webcam-card.tsx';

/** The town's cameras as cards; no image is loaded until the visitor asks. */
export function WebcamList() {
  const { t } = useTranslation('webcams');
  const { data, isError, isFetching, refetch } = useWebcams();

  if (!data) {
    if (!isError) return null;
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
            {t('retry')}
          </Button>
        }
      >
        {t('listUnavailable')}
      </Alert>
    );
  }
  return (
    <>
      <Typography sx={{ mb: 3, maxWidth: 720 }}>{t('intro')}</Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
        }}
      >
        {data.items.map((camera) => (
          <WebcamCard key={camera.id} camera={camera} />
        ))}
      </Box>
    </>
  );
}
