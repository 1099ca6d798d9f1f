import { useLang } from '../../components/lang-link.tsx';
import { AdminHeading } from '../../features/admin/components/admin-heading.tsx';
import { ReviewQueue } from '../../features/admin/components/review-queue.tsx';
import { reviewQueueQueryOptions } from '../../features/admin/api/review-queue.ts';
import { isAdminSession } from '../../features/admin/utils/admin-session.ts';
import { getQueryClient } from '../../lib/query-client.ts';

/** Starts loading the queue; a failure is left to the page, which shows it with a way to retry. */
export async function loader() {
  if (await isAdminSession()) await getQueryClient().prefetchQuery(reviewQueueQueryOptions());
  return null;
}

/** /{lang}/admin: the review queue. */
export function Component() {
  const lang = useLang();
  return (
    <>
      <AdminHeading page="review" />
      <ReviewQueue lang={lang} />
    </>
  );
}
