import type { LoaderFunctionArgs } from 'react-router';
import { DEFAULT_LANGUAGE } from '@town/shared/languages';
import { useLang } from '../../components/lang-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { myBookingsQueryOptions } from '../../features/bookings/api/my-bookings.ts';
import { MyBookings } from '../../features/bookings/components/my-bookings.tsx';
import { restoreSession } from '../../lib/api-client.ts';
import { getQueryClient } from '../../lib/query-client.ts';

/**
 * /{lang}/myBookings (behind the session guard): starts loading the visitor's bookings.
 * Loaders run side by side, so this one waits for the session the guard restores; a
 * failure is left to the page, which shows it with a way to retry.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  if (await restoreSession()) {
    await getQueryClient().prefetchQuery(myBookingsQueryOptions(params.lang ?? DEFAULT_LANGUAGE));
  }
  return null;
}

export function Component() {
  const lang = useLang();
  return (
    <>
      <PageHeading page="myBookings" />
      <MyBookings lang={lang} />
    </>
  );
}
