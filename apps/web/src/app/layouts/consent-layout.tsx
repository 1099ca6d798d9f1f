import { Outlet } from 'react-router';
import { ClientOnly } from '../../components/client-only.tsx';
import { ConsentLayer } from '../../features/consent/components/consent-layer.tsx';

/**
 * Wraps every route (docs/product.md#consent): the page, and beside it the consent layer,
 * which renders nothing on the server and loads c15t only when it has something to do.
 */
export function ConsentLayout() {
  return (
    <>
      <Outlet />
      <ClientOnly>
        <ConsentLayer />
      </ClientOnly>
    </>
  );
}
