import { AdminPageLayout } from '../../features/admin/components/admin-heading.tsx';
import { ReviewQueue } from '../../features/admin/components/review-queue.tsx';
import { reviewQueueQueryOptions } from '../../features/admin/api/review-queue.ts';
import { prefetchForAdmin } from '../../features/admin/utils/admin-session.ts';

export const loader = prefetchForAdmin(reviewQueueQueryOptions);

/** /{lang}/admin: the review queue. */
export const Component = () => <AdminPageLayout page="review" body={ReviewQueue} />;
