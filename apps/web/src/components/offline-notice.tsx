import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';

// MUI's Alert is ~4 KB compressed that a page only needs offline; the service worker keeps
// its chunk with the others (docs/product.md#offline-and-installing).
const OfflineAlert = lazy(() => import('./offline-alert.tsx'));

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

/**
 * Offline before the worker kept the bar's chunk (a first visit cut short): no bar, and
 * the page goes on.
 */
class NoticeBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A bar saying the visitor is offline and seeing what this device kept, while that lasts. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <NoticeBoundary>
      <Suspense fallback={null}>
        <OfflineAlert />
      </Suspense>
    </NoticeBoundary>
  );
}
