import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dayInTimeZone } from '@town/shared/days';
import { DEFAULT_LANGUAGE } from '@town/shared/languages';
import { PageHeading } from '../../components/page-heading.tsx';
import { useLang } from '../../components/lang-link.tsx';
import { SessionEnded } from '../../features/accounts/components/session-ended.tsx';
import { ownerBookingsQueryOptions } from '../../features/host-bookings/api/owner-bookings.ts';
import { HostBookings } from '../../features/host-bookings/components/host-bookings.tsx';
import { filtersOf } from '../../features/host-bookings/utils/filters.ts';
import { OwnersOnly } from '../../features/owner/components/owners-only.tsx';
import { getQueryClient } from '../../lib/query-client.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { refreshRole } from './owner-role.ts';

/**
 * /{lang}/owner/bookings (behind the session guard): the bookings of the host's rentals, as the
 * address filters them (the hosts' mails link here). Failures are left to the page.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const role = await refreshRole();
  if (!role || role === 'user') return null;
  const filters = filtersOf(new URL(request.url).searchParams, dayInTimeZone(new Date()));
  await getQueryClient().prefetchQuery(ownerBookingsQueryOptions(filters, params.lang ?? DEFAULT_LANGUAGE));
  return null;
}

/** The filters live in the address and the list's own query follows them: changing one reloads nothing else. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export function Component() {
  const { t } = useTranslation('host');
  const lang = useLang();
  const role = useSessionStore((s) => s.user?.role);
  return (
    <>
      <PageHeading page="owner" title={t('page.bookingsTitle')} description={t('page.bookingsDescription')} />
      {!role ? (
        <SessionEnded />
      ) : role === 'owner' || role === 'admin' ? (
        <HostBookings lang={lang} forbidden={<OwnersOnly />} />
      ) : (
        <OwnersOnly />
      )}
    </>
  );
}
