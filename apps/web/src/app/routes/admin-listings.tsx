import { AdminPageLayout } from '../../features/admin/components/admin-heading.tsx';
import { ListingsPage } from '../../features/admin/components/listings-page.tsx';

/** /{lang}/admin/listings: every listing, with the town hall's actions. */
export const Component = () => <AdminPageLayout page="listings" body={ListingsPage} />;
