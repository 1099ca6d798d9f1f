import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isSupportedLanguage } from '@town/shared/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta, shareImageOf } from '../../../components/page-meta.tsx';
import { JsonLd } from '../../../components/json-ld.tsx';
import { Island } from '../../../components/island.tsx';
import { useAbsoluteUrl } from '../../../lib/site.ts';
import { useTown } from '../../../lib/town.ts';
import { useAsset } from '../api/asset.ts';
import { useMenu } from '../api/menu-items.ts';
import { FallbackNote } from './fallback-note.tsx';
import { MenuFontSizeControl } from './menu-font-size-control.tsx';
import { MenuView } from './menu-view.tsx';
import { PageBreadcrumbs } from './page-breadcrumbs.tsx';
import { assetStructuredData } from '../utils/structured-data.ts';

/** A restaurant's menu page, with the text-size control above the menu. */
export function MenuPage({ id, lang }: { id: string; lang: string }) {
  const { t } = useTranslation(['catalogue', 'listofval', 'metatags']);
  const asset = useAsset(id, lang);
  const menu = useMenu(asset.productId ?? 0, lang);
  const menuId = useId();
  const heading = t('menu.heading', { name: asset.name });
  const absoluteUrl = useAbsoluteUrl();
  // The restaurant as its own page describes it, here with every dish of its menu.
  const town = useTown();
  const structuredData = assetStructuredData(asset, {
    lang,
    town,
    absolute: absoluteUrl,
    menu,
    cuisineName: (code) => t(`listofval:cuisine.${code}`),
    registrationName: (kind) => t(`facts.${kind}`),
  });
  return (
    <>
      <JsonLd data={structuredData} />
      <PageMeta page="menu" title={heading} image={shareImageOf(asset.images[0] ?? asset.image)} type="article" />
      <PageBreadcrumbs
        crumbs={[
          { label: t('metatags:list.eat.title'), to: 'assets/eatList' },
          { label: asset.name, to: `assets/asset/${asset.id}/eat` },
          { label: t('metatags:menu.title') },
        ]}
      />
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {isSupportedLanguage(lang) && menu.lang !== lang && <FallbackNote subject="menu" shownLang={menu.lang} />}
      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 3, maxWidth: 820, position: { sm: 'sticky' }, top: { sm: 64 }, zIndex: 1 }}
      >
        {/* At once: a size remembered from an earlier menu applies on arrival (docs/product.md#menus). */}
        <Island name="menuFontSize" component={MenuFontSizeControl} props={{ menuId }} when="personal" />
      </Paper>
      {menu.sections.length === 0 ? (
        <Typography>{t('menu.empty')}</Typography>
      ) : (
        <Box sx={{ maxWidth: 820 }}>
          <MenuView menu={menu} id={menuId} />
        </Box>
      )}
    </>
  );
}
