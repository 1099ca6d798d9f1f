import { useLang } from '../../components/lang-link.tsx';
import { AdminHeading } from '../../features/admin/components/admin-heading.tsx';
import { ListingsPage } from '../../features/admin/components/listings-page.tsx';

/** /{lang}/admin/listings: every listing, with the town hall's actions. */
export function Component() {
  const lang = useLang();
  return (
    <>
      <AdminHeading page="listings" />
      <ListingsPage lang={lang} />
    </>
  );
}
