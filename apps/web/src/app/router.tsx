import type { RouteObject } from 'react-router';
import { ASSET_LISTS } from '@town/shared/asset-types';
import { FullScreenSpinner } from '../components/loading.tsx';
import { languageLoader, notFoundLoader, requireSessionLoader, rootLoader, townLoader } from './language-routes.ts';
import { AppLayout } from './layouts/app-layout.tsx';
import { ConsentLayout } from './layouts/consent-layout.tsx';
import { SideAuthLayout } from './layouts/side-auth-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Each list route (docs/product.md#pages) shares one module; `handle.list` says which list it is. */
const listRoutes: RouteObject[] = ASSET_LISTS.map((list) => ({
  path: list.route,
  handle: { list: list.key },
  lazy: () => import('./routes/asset-list.tsx'),
}));

export const routes: RouteObject[] = [
  {
    element: <ConsentLayout />,
    // The town's profile, which every page shows: the server's render has it, the browser hydrates with it.
    loader: townLoader,
    errorElement: <RouteError />,
    HydrateFallback: FullScreenSpinner,
    children: [
      { path: '/', loader: rootLoader, Component: FullScreenSpinner },
      { path: '/blank', lazy: () => import('./routes/blank.tsx') },
      { path: '/systeminfo', lazy: () => import('./routes/system-info.tsx') },
      {
        path: '/:lang',
        loader: languageLoader,
        errorElement: <RouteError />,
        children: [
          {
            path: 'auth',
            element: <SideAuthLayout />,
            errorElement: <RouteError />,
            children: [
              { path: 'signin', lazy: () => import('./routes/auth-signin.tsx') },
              { path: 'signout', lazy: () => import('./routes/auth-signout.tsx') },
              { path: 'signup', lazy: () => import('./routes/auth-signup.tsx') },
              { path: 'remember', lazy: () => import('./routes/auth-remember.tsx') },
              { path: 'change', lazy: () => import('./routes/auth-change.tsx') },
              { path: 'verify', lazy: () => import('./routes/auth-verify.tsx') },
              { path: '*', loader: notFoundLoader, element: null },
            ],
          },
          {
            element: <AppLayout />,
            errorElement: <RouteError />,
            // Public pages are the server's HTML with islands (docs/decisions/021-islands.md).
            handle: { islands: true },
            children: [
              { index: true, lazy: () => import('./routes/landing.tsx') },
              { path: 'defaultsite', lazy: () => import('./routes/landing.tsx') },
              {
                path: 'assets',
                lazy: () => import('./routes/assets.tsx'),
                children: [
                  { index: true, lazy: () => import('./routes/assets-overview.tsx') },
                  ...listRoutes,
                  { path: 'asset/:id/:type?', lazy: () => import('./routes/asset-detail.tsx') },
                ],
              },
              { path: 'eat/:id/menu', lazy: () => import('./routes/eat-menu.tsx') },
              // Open to everyone: a signed-out visitor's places are kept in the browser (docs/product.md#favourites).
              { path: 'saved', handle: { islands: false }, lazy: () => import('./routes/saved.tsx') },
              {
                loader: requireSessionLoader,
                children: [
                  { path: 'profile', lazy: () => import('./routes/profile.tsx') },
                  { path: 'myBookings', lazy: () => import('./routes/my-bookings.tsx') },
                  { path: 'owner', lazy: () => import('./routes/owner.tsx') },
                  { path: 'owner/new', lazy: () => import('./routes/owner-listing.tsx') },
                  { path: 'owner/bookings', lazy: () => import('./routes/owner-bookings.tsx') },
                  { path: 'owner/:id', lazy: () => import('./routes/owner-listing.tsx') },
                  { path: 'owner/:id/calendar', lazy: () => import('./routes/owner-calendar.tsx') },
                  {
                    path: 'admin',
                    lazy: () => import('./routes/admin.tsx'),
                    children: [
                      { index: true, lazy: () => import('./routes/admin-review.tsx') },
                      { path: 'review/:id', lazy: () => import('./routes/admin-review-detail.tsx') },
                      { path: 'listings', lazy: () => import('./routes/admin-listings.tsx') },
                      { path: 'applications', lazy: () => import('./routes/admin-applications.tsx') },
                      { path: 'users', lazy: () => import('./routes/admin-users.tsx') },
                      { path: 'messages', lazy: () => import('./routes/admin-messages.tsx') },
                      { path: 'audit', lazy: () => import('./routes/admin-audit.tsx') },
                      { path: 'town', lazy: () => import('./routes/admin-town.tsx') },
                      { path: 'pages', lazy: () => import('./routes/admin-pages.tsx') },
                      { path: 'pages/new', lazy: () => import('./routes/admin-page-edit.tsx') },
                      { path: 'pages/:slug', lazy: () => import('./routes/admin-page-edit.tsx') },
                      { path: 'webcams', lazy: () => import('./routes/admin-webcams.tsx') },
                      { path: '*', loader: notFoundLoader, element: null },
                    ],
                  },
                ],
              },
              { path: 'map', lazy: () => import('./routes/map.tsx') },
              { path: 'weather', lazy: () => import('./routes/weather.tsx') },
              { path: 'contact', handle: { islands: false }, lazy: () => import('./routes/contact.tsx') },
              { path: 'info/:slug?', lazy: () => import('./routes/info.tsx') },
              { path: 'webcams', lazy: () => import('./routes/webcams.tsx') },
              { path: '*', loader: notFoundLoader, element: null },
            ],
          },
        ],
      },
    ],
  },
];
