import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ClientOnly } from '../../components/client-only.tsx';
import { ConsentErrorBoundary } from '../../features/consent/components/consent-error-boundary.tsx';

/** c15t and its styles load after the page, in a chunk of their own (the first download stays small). */
const ConsentManager = lazy(() => import('../../features/consent/components/consent-manager.tsx'));

/** Wraps every route (docs/product.md#consent): the page, and beside it the consent banner and settings dialog. */
export function ConsentLayout() {
  return (
    <>
      <Outlet />
      <ClientOnly>
        <ConsentErrorBoundary>
          <Suspense fallback={null}>
            <ConsentManager />
          </Suspense>
        </ConsentErrorBoundary>
      </ClientOnly>
    </>
  );
}
