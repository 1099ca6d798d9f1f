import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../components/lang-link.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';

/** The town's own pages keep their texts in namespaces of their own (`pages.<page>.title`, `.description`). */
const NAMESPACES = {
  town: 'adminTown',
  pages: 'adminPages',
  pageEdit: 'adminPages',
  pageNew: 'adminPages',
  webcams: 'adminWebcams',
} as const;

export type AdminPage =
  | 'review'
  | 'reviewDetail'
  | 'listings'
  | 'applications'
  | 'users'
  | 'messages'
  | 'audit'
  | 'notAllowed'
  | keyof typeof NAMESPACES;

/** An admin page's <h1> and <head>, from the `admin` texts; these pages are private, never indexed. */
export function AdminHeading({ page, values }: { page: AdminPage; values?: Record<string, string> }) {
  const { t } = useTranslation(page in NAMESPACES ? NAMESPACES[page as keyof typeof NAMESPACES] : 'admin');
  return (
    <PageHeading
      page="admin"
      title={t(`pages.${page}.title`, values)}
      description={t(`pages.${page}.description`)}
      noindex
    />
  );
}

/** An admin route's page: its heading, then its body in the page's language. */
export function AdminPageLayout({ page, body: Body }: { page: AdminPage; body: ComponentType<{ lang: string }> }) {
  const lang = useLang();
  return (
    <>
      <AdminHeading page={page} />
      <Body lang={lang} />
    </>
  );
}
