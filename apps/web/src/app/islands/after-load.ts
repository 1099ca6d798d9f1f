import { keepForOffline } from '../keep-for-offline.ts';
import { registerServiceWorker } from '../../lib/pwa.ts';

/** Once an islands page has loaded: the service worker, for later visits and offline (docs/product.md#offline-and-installing). */
export function afterLoad(lang: string): void {
  registerServiceWorker({ current: () => lang }, keepForOffline);
}
