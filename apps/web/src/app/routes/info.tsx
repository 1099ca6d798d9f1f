import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useLang } from '../../components/lang-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { InfoIndex } from '../../features/info/components/info-index.tsx';
import { InfoPage } from '../../features/info/components/info-page.tsx';
import { infoNamespace, isInfoPage } from '../../features/info/info-pages.ts';
import { currentI18n } from '../../lib/i18n.ts';
import { notFound } from '../../lib/not-found.ts';

/** An unknown page is a 404; a known one has its texts loaded before it shows. */
export async function loader({ params }: LoaderFunctionArgs) {
  const { index } = params;
  if (index === undefined) {
    await currentI18n().loadNamespaces(['legal']);
    return null;
  }
  if (!isInfoPage(index)) notFound();
  await currentI18n().loadNamespaces(['legal', infoNamespace(index)]);
  return null;
}

export function Component() {
  const { index } = useParams();
  const lang = useLang();
  if (isInfoPage(index)) return <InfoPage key={index} page={index} lang={lang} />;
  return (
    <>
      <PageHeading page="info" />
      <InfoIndex />
    </>
  );
}
