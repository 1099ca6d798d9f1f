import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import { Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it has a network connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

function Notice() {
  // Loaded (and so cached by the service worker) while online, to be at hand offline.
  const { t } = useTranslation('pwa');
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" icon={<CloudOffIcon />} role="status" sx={{ borderRadius: 0, justifyContent: 'center' }}>
      {t('offline')}
    </Alert>
  );
}

/** A bar saying the visitor is offline and seeing what this device kept, while that lasts. */
export function OfflineNotice() {
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
