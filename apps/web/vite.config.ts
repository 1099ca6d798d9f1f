import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The service worker (/sw.js): the app shell and built assets are precached; what the
 * pages fetch is cached at run time so the site opens offline after a first visit. What
 * must be fresh (availability, bookings, profile, sign-in) never comes from a cache.
 * The route callbacks are copied into sw.js as source: they must not use anything
 * from this file's scope.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: false, // src/lib/pwa.ts registers it, with the hourly update check
  filename: 'sw.js',
  // The web app manifest is the town's (name, colour, icons from its profile): the API serves
  // /manifest.webmanifest (apps/api/src/modules/town), and index.html links it.
  manifest: false,
  workbox: {
    // The shell and every built chunk, so any page's code is there offline; the many
    // logo sizes are left to the image cache, which keeps only those a device shows.
    globPatterns: ['index.html', 'assets/**/*.{js,css}', 'logo/*.svg'],
    cleanupOutdatedCaches: true,
    // No shell for every navigation (the plugin's default): that would answer a page already
    // rendered by the server with the whole app to render in the browser. Pages follow the
    // "pages" route below; the shell is only the offline fallback.
    navigateFallback: null,
    importScripts: ['sw-release.js'],
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // Pages come from the server (rendered there, docs/decisions/013-server-rendering.md).
        // A page seen before opens at once from the last copy, which is renewed behind it
        // (its data is fetched again as it hydrates, when stale); a page never seen offline
        // gets the shell (index.html), which the browser renders by itself. A new release
        // drops the kept pages (sw-release.js): they name scripts that are gone.
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin && request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'pages',
          expiration: { maxEntries: 60 },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: 'index.html' },
        },
      },
      {
        // Never from a cache: these answers are personal or must be current to the second.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && /^\/api\/v1\/(assets_availability|booking|users_profile|auth)(\/|$)/.test(url.pathname),
        handler: 'NetworkOnly',
      },
      {
        // A webcam's still is only worth showing while it is recent.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/webcams/'),
        handler: 'NetworkOnly',
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/locales/'),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'locales',
          expiration: { maxEntries: 300 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // The last-seen lists, assets, descriptions, menus, markers, weather and cameras; the town's
        // profile and pages, which a page never seen needs when it opens offline as the shell.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          /^\/api\/v1\/(asset|assets_description|rest_menu_items|map_markers|weather|webcams|town|pages)(\/|$)/.test(
            url.pathname,
          ),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'api',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 400, maxAgeSeconds: 7 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/tiles/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'tiles',
          expiration: { maxEntries: 600, maxAgeSeconds: 14 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
        handler: 'CacheFirst',
        options: {
          cacheName: 'images',
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

/**
 * Two builds (docs/decisions/013-server-rendering.md): the browser's (dist/, with the
 * service worker) and, with `--ssr`, the server renderer (dist-server/entry-server.js),
 * bundled whole so the API process needs none of the web's packages at run time.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), pwa],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  ssr: { noExternal: true, target: 'node' },
  // The renderer bundles React: its production build, the one its JSX is compiled for.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  // Two pages: the whole app (index.html, also the offline shell) and a public page's islands
  // (islands.html, docs/decisions/021-islands.md); the server fills either with a render.
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : { rollupOptions: { input: { index: 'index.html', islands: 'islands.html' } } },
}));
