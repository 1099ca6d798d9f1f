import { Outlet } from 'react-router';
import { ClientOnly } from '../../components/client-only.tsx';
import { Island } from '../../components/island.tsx';
import { ConsentPrompt } from '../../features/consent/components/consent-prompt.tsx';
import { ConsentLayer } from '../../features/consent/components/consent-layer.tsx';

/**
 * Wraps every route (docs/product.md#consent): the page, and beside it the consent layer,
 * which renders nothing on the server and loads c15t only when it has something to do.
 */
/** The banner, from the server; in the browser, whatever the consent layer has to do. */
export function ConsentIsland() {
  return (
    <>
      <ConsentPrompt />
      <ClientOnly>
        <ConsentLayer />
      </ClientOnly>
    </>
  );
}

export function ConsentLayout() {
  // The banner comes first in the page: it is fixed at the bottom of the screen, and the first
  // thing a new visitor reads and answers, so it paints with the page's first bytes rather than
  // after all of its content (and a keyboard reaches it first).
  return (
    <>
      <Island name="consent" component={ConsentIsland} props={{}} when="consent" />
      <Outlet />
    </>
  );
}
