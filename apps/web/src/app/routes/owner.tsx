import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { useLang } from '../../components/lang-link.tsx';
import { SessionEnded } from '../../features/accounts/components/session-ended.tsx';
import { VerificationNotice } from '../../features/accounts/components/verification-notice.tsx';
import { ownerApplicationQueryOptions } from '../../features/owner/api/owner-application.ts';
import { ownerListingsQueryOptions } from '../../features/owner/api/owner-listings.ts';
import { MyListings } from '../../features/owner/components/my-listings.tsx';
import { OwnerApplication } from '../../features/owner/components/owner-application.tsx';
import { listingFiltersOf } from '../../features/owner/utils/listing-filters.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { refreshRole } from './owner-role.ts';

/**
 * /{lang}/owner (behind the session guard): an owner's (or admin's) listings, the page the
 * address searches for; for anyone else, their application to become an owner. Failures are
 * left to the page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const role = await refreshRole();
  if (!role) return null;
  const client = getQueryClient();
  await (role === 'user'
    ? client.prefetchQuery(ownerApplicationQueryOptions())
    : client.prefetchQuery(ownerListingsQueryOptions(listingFiltersOf(new URL(request.url).searchParams))));
  return null;
}

/** The search lives in the address and the list's own query follows it: a new search reloads nothing else. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export function Component() {
  const { t } = useTranslation('owner');
  const lang = useLang();
  const role = useSessionStore((s) => s.user?.role);
  // Applying needs a verified address (docs/rules.md#accounts): say so before the form, not after it.
  const unverifiedEmail = useSessionStore((s) => (s.user && !s.user.emailVerified ? s.user.email : null));
  const owner = role === 'owner' || role === 'admin';
  return (
    <>
      <PageHeading
        page="owner"
        title={owner ? t('page.listingsTitle') : t('page.applyTitle')}
        description={t('page.description')}
      />
      {!role ? (
        <SessionEnded />
      ) : owner ? (
        <MyListings lang={lang} />
      ) : (
        <>
          {unverifiedEmail ? (
            <Box sx={{ mb: 3 }}>
              <VerificationNotice email={unverifiedEmail} />
            </Box>
          ) : null}
          <OwnerApplication lang={lang} />
        </>
      )}
    </>
  );
}
