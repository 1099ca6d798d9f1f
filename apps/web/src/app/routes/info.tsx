import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { useLang } from '../../components/lang-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { pageQueryOptions } from '../../features/info/api/get-page.ts';
import { pagesQueryOptions } from '../../features/info/api/get-pages.ts';
import { InfoIndex } from '../../features/info/components/info-index.tsx';
import { InfoPage } from '../../features/info/components/info-page.tsx';
import { isPageSlug, movedPageSlug } from '../../features/info/info-pages.ts';
import { currentI18n } from '../../lib/i18n.ts';
import { notFound, notFoundIfMissing } from '../../lib/not-found.ts';
import { getQueryClient } from '../../lib/query-client.ts';

/**
 * /{lang}/info lists the town's pages, /{lang}/info/{slug} shows one (docs/product.md#info-pages).
 * A page's old address moves permanently to its new one; an unknown page is a 404.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const lang = params.lang!;
  const { slug } = params;
  const texts = currentI18n().loadNamespaces(['info']);
  if (slug === undefined) {
    await Promise.all([texts, getQueryClient().ensureQueryData(pagesQueryOptions(lang))]);
    return null;
  }
  const moved = movedPageSlug(slug);
  if (moved) throw redirect(`/${lang}/info/${moved}${new URL(request.url).search}`, 301);
  if (!isPageSlug(slug)) notFound();
  try {
    await Promise.all([texts, getQueryClient().ensureQueryData(pageQueryOptions(slug, lang))]);
  } catch (error) {
    notFoundIfMissing(error);
    throw error;
  }
  return null;
}

export function Component() {
  const { slug } = useParams();
  const lang = useLang();
  if (slug !== undefined) return <InfoPage key={slug} slug={slug} lang={lang} />;
  return (
    <>
      <PageHeading page="info" />
      <InfoIndex lang={lang} />
    </>
  );
}
