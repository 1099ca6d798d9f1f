import { AdminPageLayout } from '../../features/admin/components/admin-heading.tsx';
import { ApplicationsPage } from '../../features/admin/components/applications-page.tsx';
import { ownerApplicationsQueryOptions } from '../../features/admin/api/owner-applications.ts';
import { prefetchForAdmin } from '../../features/admin/utils/admin-session.ts';

export const loader = prefetchForAdmin(ownerApplicationsQueryOptions);

/** /{lang}/admin/applications: applications to become an owner. */
export const Component = () => <AdminPageLayout page="applications" body={ApplicationsPage} />;
