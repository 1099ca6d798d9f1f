import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** The offline bar itself, in a chunk of its own (offline-notice.tsx). */
export default function OfflineAlert() {
  // Loaded (and so cached by the service worker) while online, to be at hand offline.
  const { t } = useTranslation('pwa');
  return (
    <Alert severity="warning" icon={<CloudOffIcon />} role="status" sx={{ borderRadius: 0, justifyContent: 'center' }}>
      {t('offline')}
    </Alert>
  );
}
