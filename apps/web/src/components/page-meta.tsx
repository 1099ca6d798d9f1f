import type { AssetImage } from '@town/shared/catalogue';
import { isSupportedLanguage, OG_LOCALES, SUPPORTED_LANGUAGES } from '@town/shared/languages';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  DEFAULT_SHARE_IMAGE,
  defaultCanonicalSearch,
  isUnlistedPath,
  pageAddresses,
  pathLanguage,
} from '../lib/page-urls.ts';
import { useAbsoluteUrl } from '../lib/site.ts';
import { useTown } from '../lib/town.ts';

/** A picture for sharing previews: a site path or an absolute address, with its size when known. */
export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

/** Sharing previews want a picture about 1,200 px wide: the smallest rendition that wide, else the widest. */
export function shareImageOf(image: AssetImage | null | undefined): ShareImage | undefined {
  if (!image) return undefined;
  const sources = [...image.srcset].sort((a, b) => a.width - b.width);
  const source = sources.find((s) => s.width >= 1200) ?? sources.at(-1);
  if (!source) return { url: image.src, alt: image.alt };
  return {
    url: source.url,
    width: source.width,
    height: Math.round((source.width * image.height) / image.width),
    alt: image.alt,
  };
}

export interface PageMetaProps {
  /** The page's entry in the `metatags` namespace (`{page}.title`, `{page}.description`). */
  page: string;
  /** Values for its texts, besides `town` (the town's name), which every text may use. */
  values?: Record<string, string>;
  /** The page's own title and description (an asset's name and summary) instead of its entry's. */
  title?: string;
  description?: string;
  /** The page's own picture (an asset's cover photo); else the site's logo. */
  image?: ShareImage;
  /** `article` for a page about one thing (an asset, an info page). */
  type?: 'website' | 'article';
  /** The canonical page path without the language, when the page has several addresses (an asset's page). */
  canonicalPage?: string;
  /** The query the canonical address keeps (a list's filters and page); by default only a page number. */
  canonicalSearch?: string;
  /** Keeps the page out of search engines; private pages, the pseudo-locale and system pages always are. */
  noindex?: boolean;
}

/**
 * A page's <head> for search engines and sharing previews (docs/product.md#search-engines-and-sharing):
 * title (followed by the town's name), description, canonical address, the same page in each
 * language the town offers (hreflang), Open Graph and Twitter card tags, and `noindex` where a
 * page is not for search engines. React hoists these elements into <head>, in the browser and
 * in the server's HTML alike.
 */
export function PageMeta({
  page,
  values,
  title: ownTitle,
  description: ownDescription,
  image: ownImage,
  type = 'website',
  canonicalPage,
  canonicalSearch,
  noindex = false,
}: PageMetaProps) {
  const { t } = useTranslation('metatags');
  const { pathname, search } = useLocation();
  const absolute = useAbsoluteUrl();
  const town = useTown();
  const texts = { town: town.name, ...values };
  const title = ownTitle ?? t(`${page}.title`, texts);
  const description = ownDescription || t(`${page}.description`, texts);
  const lang = pathLanguage(pathname);
  const unlisted = noindex || isUnlistedPath(pathname);
  const { canonical, alternates } = pageAddresses(pathname, {
    page: canonicalPage,
    search: canonicalSearch ?? defaultCanonicalSearch(search),
    offer: town,
  });
  const image = ownImage ?? { ...DEFAULT_SHARE_IMAGE, alt: t('site.logoAlt', { name: town.name }) };
  return (
    <>
      <title>{`${title} · ${town.name}`}</title>
      <meta name="description" content={description} />
      {/* An unlisted page names no canonical or alternates: they would ask to index what noindex keeps out. */}
      {unlisted ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={absolute(canonical)} />
          {alternates.map((alternate) => (
            <link
              key={alternate.hrefLang}
              rel="alternate"
              hrefLang={alternate.hrefLang}
              href={absolute(alternate.path)}
            />
          ))}
        </>
      )}
      <meta property="og:site_name" content={town.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={absolute(canonical)} />
      {isSupportedLanguage(lang) && (
        <>
          <meta property="og:locale" content={OG_LOCALES[lang]} />
          {SUPPORTED_LANGUAGES.filter((other) => other !== lang && town.languages.includes(other)).map((other) => (
            <meta key={other} property="og:locale:alternate" content={OG_LOCALES[other]} />
          ))}
        </>
      )}
      <meta property="og:image" content={absolute(image.url)} />
      {image.width !== undefined && <meta property="og:image:width" content={String(image.width)} />}
      {image.height !== undefined && <meta property="og:image:height" content={String(image.height)} />}
      {image.alt && <meta property="og:image:alt" content={image.alt} />}
      {/* A photo gets the large card; the square logo would be cropped there. */}
      <meta name="twitter:card" content={ownImage ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={absolute(image.url)} />
      {image.alt && <meta name="twitter:image:alt" content={image.alt} />}
    </>
  );
}
