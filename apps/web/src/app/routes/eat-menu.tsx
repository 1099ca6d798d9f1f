import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import { DEFAULT_LANGUAGE } from '@town/shared/languages';
import { useLang } from '../../components/lang-link.tsx';
import { assetQueryOptions } from '../../features/catalogue/api/asset.ts';
import { menuQueryOptions } from '../../features/catalogue/api/menu-items.ts';
import { MenuPage } from '../../features/catalogue/components/menu-page.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { getQueryClient } from '../../lib/query-client.ts';

/**
 * /{lang}/eat/{id}/menu: the restaurant first, then its menu by the restaurant's product_id
 * (docs/product.md#menus). Anything that is not a place to eat with a menu is a 404.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const lang = params.lang ?? DEFAULT_LANGUAGE;
  try {
    const asset = await getQueryClient().ensureQueryData(assetQueryOptions(params.id ?? '', lang));
    if (asset.type !== 'eat' || asset.productId === null) throw data(null, { status: 404 });
    await getQueryClient().ensureQueryData(menuQueryOptions(asset.productId, lang));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
  return null;
}

export function Component() {
  const { id = '' } = useParams();
  const lang = useLang();
  return <MenuPage key={id} id={id} lang={lang} />;
}
