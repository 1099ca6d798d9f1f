import { Readable } from 'node:stream';
import { ErrorLevel, SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared';
import {
  canonicalAssetPagePath,
  localizedPath,
  menuPagePath,
  PRIVATE_PAGES,
  STATIC_PUBLIC_PAGES,
  SYSTEM_PAGES,
  UNLISTED_LANGUAGES,
} from '@town/shared/public-pages';
import type { TownProfile } from '@town/shared/town';
import type { CatalogueService } from '../catalogue/index.ts';

/** What the sitemaps need of the town's profile: the languages it offers, and its default. */
type TownLanguages = Pick<TownProfile, 'languages' | 'defaultLanguage'>;

/**
 * Addresses per sitemap file. The protocol allows 50,000 and 50 MB; with its ten alternates
 * an address takes some 1.5 kB, so 10,000 keep a file near 15 MB (docs/product.md#search-engines).
 */
export const SITEMAP_MAX_URLS = 10_000;

interface Deps {
  catalogue: Pick<CatalogueService, 'publicAssets' | 'lastChange' | 'revision'>;
  /**
   * The town's profile as it is now (docs/town.md): only the languages the town offers have
   * pages, so only they are listed, and its default language stands for the others (x-default).
   */
  town: () => Promise<TownLanguages>;
  /**
   * The town's own pages (info and legal, /{lang}/info/{slug}) with when each last changed;
   * without it, only the pages @town/shared/public-pages lists.
   */
  pages?: () => Promise<readonly { slug: string; updatedAt: string }[]>;
  /** The site's address as visitors reach it (PUBLIC_URL): sitemaps hold absolute addresses. */
  publicUrl: string;
  /** Addresses per sitemap file (tests make it small to see the paging). */
  maxUrls?: number;
}

/** A public page, in no language yet, and when it last changed. */
interface ListedPage {
  page: string;
  lastmod: string;
}

/** `/sitemaps/es.xml` is a language's first file, `/sitemaps/es-2.xml` its second… */
export function sitemapPath(lang: Language, part: number): string {
  return `/sitemaps/${lang}${part > 1 ? `-${part}` : ''}.xml`;
}

/**
 * The language and part a sitemap file name stands for, or undefined for any other name (and
 * for a language the town does not offer, when `offered` is given).
 */
export function parseSitemapFile(
  file: string,
  offered: readonly Language[] = SUPPORTED_LANGUAGES,
): { lang: Language; part: number } | undefined {
  const match = /^([a-z]{2})(?:-([1-9][0-9]{0,5}))?\.xml$/.exec(file);
  const lang = offered.find((l) => l === match?.[1]);
  if (!match || !lang) return undefined;
  const part = match[2] ? Number(match[2]) : 1;
  // One address per file: `es-1.xml` would repeat `es.xml`.
  if (match[2] === '1') return undefined;
  return { lang, part };
}

const latest = (pages: readonly ListedPage[]) => pages.reduce((a, p) => (p.lastmod > a ? p.lastmod : a), '');

/**
 * The sitemaps and robots.txt (docs/product.md#search-engines). Pages come from
 * @town/shared/public-pages; assets and menus from the catalogue. An asset's page carries the
 * asset's last change; every other page the catalogue's, since they show it (lists, map,
 * landing) or sit beside it, and a release's own changes are crawled when they come.
 */
export function createSitemapService({
  catalogue,
  town,
  pages: townPages,
  publicUrl,
  maxUrls = SITEMAP_MAX_URLS,
}: Deps) {
  const absolute = (path: string) => new URL(path, publicUrl).href;

  /** The languages the town offers, in the site's order (the nine's). */
  const offered = (profile: TownLanguages) => SUPPORTED_LANGUAGES.filter((lang) => profile.languages.includes(lang));

  /** Every public page once, in no language, split into the sitemap files' parts. */
  async function parts(): Promise<ListedPage[][]> {
    const [assets, lastChange, ownPages] = await Promise.all([
      catalogue.publicAssets(),
      catalogue.lastChange(),
      townPages ? townPages() : [],
    ]);
    const pages: ListedPage[] = STATIC_PUBLIC_PAGES.map((page) => ({ page, lastmod: lastChange }));
    const listed = new Set<string>(STATIC_PUBLIC_PAGES);
    for (const own of ownPages) {
      const page = `info/${own.slug}`;
      if (!listed.has(page)) pages.push({ page, lastmod: own.updatedAt });
    }
    for (const asset of assets) {
      pages.push({ page: canonicalAssetPagePath(asset), lastmod: asset.updatedAt });
      if (asset.hasMenu) pages.push({ page: menuPagePath(asset.id), lastmod: asset.updatedAt });
    }
    const split: ListedPage[][] = [];
    for (let start = 0; start < pages.length; start += maxUrls) split.push(pages.slice(start, start + maxUrls));
    return split;
  }

  /** A page in every language the town offers, and x-default (its default language) for anyone else. */
  const alternates = (page: string, profile: TownLanguages) => [
    ...offered(profile).map((lang) => ({ lang, url: absolute(localizedPath(lang, page)) })),
    { lang: 'x-default', url: absolute(localizedPath(profile.defaultLanguage, page)) },
  ];

  return {
    /** The sitemap index: every language's files, each with its newest page's change. */
    /** What the sitemaps are cached by: the catalogue's revision. */
    revision(): Promise<number> {
      return catalogue.revision();
    },

    async index(): Promise<Buffer> {
      const [split, profile] = await Promise.all([parts(), town()]);
      const files = offered(profile).flatMap((lang) =>
        split.map((pages, i) => ({ url: absolute(sitemapPath(lang, i + 1)), lastmod: latest(pages) })),
      );
      return streamToPromise(Readable.from(files).pipe(new SitemapIndexStream({ level: ErrorLevel.THROW })));
    },

    /** One file of a language's sitemap; undefined past its last part, and for a language the town does not offer. */
    async language(lang: Language, part: number): Promise<Buffer | undefined> {
      const [split, profile] = await Promise.all([parts(), town()]);
      const pages = split[part - 1];
      if (!pages || !profile.languages.includes(lang)) return undefined;
      const urls = pages.map(({ page, lastmod }) => ({
        url: absolute(localizedPath(lang, page)),
        lastmod,
        links: alternates(page, profile),
      }));
      const stream = new SitemapStream({
        level: ErrorLevel.THROW,
        xmlns: { xhtml: true, news: false, video: false, image: false },
      });
      return streamToPromise(Readable.from(urls).pipe(stream));
    },

    /**
     * robots.txt: everything public may be crawled; the API (but its pictures and the town's
     * logo, which public pages show), the pseudo-locale and the languages the town does not
     * offer (their paths only redirect), private pages in every language and the system pages
     * may not. It is made from the profile the caller has (without waiting for the database):
     * a crawler that gets a 5xx for it stops crawling the whole site.
     */
    robots(profile: TownLanguages): string {
      const unlisted = [
        ...SUPPORTED_LANGUAGES.filter((lang) => !profile.languages.includes(lang)),
        ...UNLISTED_LANGUAGES,
      ];
      return [
        '# What search engines may crawl (docs/product.md#search-engines).',
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Allow: /api/images/',
        'Allow: /api/town/logo/',
        ...unlisted.map((lang) => `Disallow: /${lang}/`),
        ...PRIVATE_PAGES.map((page) => `Disallow: /*/${page}`),
        ...SYSTEM_PAGES.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${absolute('/sitemap.xml')}`,
        '',
      ].join('\n');
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
