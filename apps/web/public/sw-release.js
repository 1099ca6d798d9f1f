/* global self, caches */
// Imported by the service worker (vite.config.ts). A new worker means a new release: the
// pages it kept name scripts and styles that are gone, so they are dropped when it takes
// over (docs/decisions/013-server-rendering.md).
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete('pages'));
});
