/**
 * The contract between the web's server renderer (apps/web/src/entry-server.tsx, built into
 * apps/web/dist-server/) and the API process that loads it (apps/api/src/modules/web-pages):
 * docs/decisions/013-server-rendering.md.
 */

/** Every language's namespaces: `texts[lang][ns]`, as the locale files hold them. */
export type Texts = Record<string, Record<string, Record<string, unknown>>>;

/** `Api` is fetch's signature (the shared package knows neither the browser's nor Node's types). */
export interface RendererOptions<Api> {
  /** The built index.html: the client's script and style tags, and the markers to fill. */
  template: string;
  /** The built islands.html: the same page with the islands' script, for public pages (docs/decisions/021-islands.md). */
  islandsTemplate: string;
  /** Every language's namespaces, read once from /locales. */
  texts: Texts;
  /** The site as visitors reach it (PUBLIC_URL's origin), for absolute links. */
  site: { origin: string };
  /** Our own API, reached without the network (Fastify's inject), called like fetch. */
  api: Api;
}

export interface PageRequest {
  /** Path and query, e.g. `/es/assets/propertyListRent?page=2`. */
  url: string;
  /** The `lang` cookie the page's language detector keeps, if any. */
  languageCookie?: string;
  /** The long-lived cookie of the language chosen in the menu (`LANGUAGE_CHOICE_COOKIE`), if any. */
  languageChoiceCookie?: string;
  acceptLanguage?: string;
}

export interface RenderedPage {
  status: number;
  /** Set for redirects. */
  location?: string;
  html?: string;
  /** False for pages that differ per visitor or carry secrets (redirects, private pages). */
  shareable: boolean;
}

export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

/** What the built renderer exports. */
export interface ServerEntry<Api> {
  /** The page's one inline script (theme, consent banner), run before the first paint; the CSP allows it by its hash. */
  FIRST_PAINT_SCRIPT: string;
  createRenderer(options: RendererOptions<Api>): RenderPage;
}
