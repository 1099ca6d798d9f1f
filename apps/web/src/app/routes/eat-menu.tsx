import { useParams, type LoaderFunctionArgs } from 'react-router';
import { hasFeature } from '@town/shared/asset-types';
import { DEFAULT_LANGUAGE } from '@town/shared/languages';
import { useLang } from '../../components/lang-link.tsx';
import { assetQueryOptions } from '../../features/catalogue/api/asset.ts';
import { menuQueryOptions } from '../../features/catalogue/api/menu-items.ts';
import { MenuPage } from '../../features/catalogue/components/menu-page.tsx';
import { notFound, notFoundIfMissing } from '../../lib/not-found.ts';
import { getQueryClient } from '../../lib/query-client.ts';

/**
 * /{lang}/eat/{id}/menu: the restaurant first, then its menu by the restaurant's product_id
 * (docs/product.md#menus). Anything that is not a place to eat with a menu is a 404.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const lang = params.lang ?? DEFAULT_LANGUAGE;
  try {
    const asset = await getQueryClient().ensureQueryData(assetQueryOptions(params.id ?? '', lang));
    if (!hasFeature(asset.type, 'menu') || asset.productId === null) notFound();
    await getQueryClient().ensureQueryData(menuQueryOptions(asset.productId, lang));
  } catch (error) {
    notFoundIfMissing(error);
    throw error;
  }
  return null;
}

export function Component() {
  const { id = '' } = useParams();
  const lang = useLang();
  return <MenuPage key={id} id={id} lang={lang} />;
}
