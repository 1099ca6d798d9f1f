import { useParams } from 'react-router';
import { useLang } from '../../components/lang-link.tsx';
import { PageEditorPage } from '../../features/admin/components/page-editor.tsx';

/** /{lang}/admin/pages/{slug} (a page of the town) and /{lang}/admin/pages/new (a new one). */
export function Component() {
  const { slug } = useParams();
  const lang = useLang();
  return <PageEditorPage key={slug ?? ''} slug={slug} lang={lang} />;
}
