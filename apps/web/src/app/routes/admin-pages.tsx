import { adminPagesQueryOptions } from '../../features/admin/api/admin-pages.ts';
import { AdminPageLayout } from '../../features/admin/components/admin-heading.tsx';
import { PagesList } from '../../features/admin/components/pages-list.tsx';
import { prefetchForAdmin } from '../../features/admin/utils/admin-session.ts';

export const loader = prefetchForAdmin(adminPagesQueryOptions);

/** /{lang}/admin/pages: the town's pages, to write, add and remove. */
export const Component = () => <AdminPageLayout page="pages" body={PagesList} />;
