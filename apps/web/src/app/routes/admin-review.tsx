import { AdminPageLayout } from '../../features/admin/components/admin-heading.tsx';
import { ReviewQueue } from '../../features/admin/components/review-queue.tsx';
import { SetupChecklist } from '../../features/admin/components/setup-checklist.tsx';
import { reviewQueueQueryOptions } from '../../features/admin/api/review-queue.ts';
import { prefetchForAdmin } from '../../features/admin/utils/admin-session.ts';

export const loader = prefetchForAdmin(reviewQueueQueryOptions);

/** The set-up checklist (while the town is not fully set up), then the review queue. */
function AdminHome({ lang }: { lang: string }) {
  return (
    <>
      <SetupChecklist />
      <ReviewQueue lang={lang} />
    </>
  );
}

/** /{lang}/admin: the set-up checklist of a new site, and the review queue. */
export const Component = () => <AdminPageLayout page="review" body={AdminHome} />;
