import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
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

/** The first stop of the keyboard on every page: straight to its content (each layout's `#main`). */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 3000,
        p: 1,
        bgcolor: 'background.paper',
        '&:focus': { top: 8 },
      }}
    >
      {t('nav.skipToContent')}
    </Link>
  );
}

export function ConsentLayout() {
  // The banner comes early in the page, after the skip link: it is fixed at the bottom of the
  // screen and the first thing a new visitor reads and answers, so it paints with the page's
  // first bytes rather than after all of its content (docs/benchmarks.md).
  return (
    <>
      <SkipLink />
      <Island name="consent" component={ConsentIsland} props={{}} when="consent" />
      <Outlet />
    </>
  );
}
