import { getPage } from './get-page.ts';
import { getPages, pagesLanguage } from './get-pages.ts';

/**
 * Fetches the town's pages in a language while online, so that the service worker keeps them
 * and they open offline without having been visited (docs/product.md#offline-and-installing):
 * the list each time (a new page appears), each page once.
 */
export async function keepPagesForOffline(lang: string, isKept: (url: string) => Promise<boolean>): Promise<void> {
  const apiLang = pagesLanguage(lang);
  const { items } = await getPages(apiLang);
  await Promise.all(
    items.map(async ({ slug }) => {
      const url = `/api/v1/pages/${encodeURIComponent(slug)}?lang=${apiLang}`;
      if (!(await isKept(url))) await getPage(slug, apiLang).catch(() => undefined);
    }),
  );
}
