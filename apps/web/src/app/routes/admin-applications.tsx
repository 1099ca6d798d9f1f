import { useLang } from '../../components/lang-link.tsx';
import { AdminHeading } from '../../features/admin/components/admin-heading.tsx';
import { ApplicationsPage } from '../../features/admin/components/applications-page.tsx';
import { ownerApplicationsQueryOptions } from '../../features/admin/api/owner-applications.ts';
import { isAdminSession } from '../../features/admin/utils/admin-session.ts';
import { getQueryClient } from '../../lib/query-client.ts';

/** Starts loading the applications; a failure is left to the page, which shows it with a way to retry. */
export async function loader() {
  if (await isAdminSession()) await getQueryClient().prefetchQuery(ownerApplicationsQueryOptions());
  return null;
}

/** /{lang}/admin/applications: applications to become an owner. */
export function Component() {
  const lang = useLang();
  return (
    <>
      <AdminHeading page="applications" />
      <ApplicationsPage lang={lang} />
    </>
  );
}
