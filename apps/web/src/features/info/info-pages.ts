/*
 * The town's pages (/{lang}/info/{slug}): its info and legal pages, which its admins write per
 * language (GET /api/v1/pages…). Their addresses before they were the town's own stay valid.
 */

/** The addresses the info pages had when their texts were the guide's, and where each page is now. */
const MOVED_PAGES: Readonly<Record<string, string>> = {
  aboutUs: 'about',
  advertiseWithUs: 'advertise',
  privacity: 'privacy',
};

/** Where a page that moved is now (`privacity` → `privacy`), or undefined. */
export function movedPageSlug(slug: string): string | undefined {
  return Object.hasOwn(MOVED_PAGES, slug) ? MOVED_PAGES[slug] : undefined;
}

/** A slug a page can have (lowercase words joined by hyphens, as the API's `pageSlugSchema`). */
export function isPageSlug(slug: string): boolean {
  return slug.length <= 60 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
}

/** The named entities HTML from Markdown may hold (others are written as numbers, or as the characters). */
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  middot: '·',
  euro: '€',
  copy: '©',
};

/** A page's text without its markup, as a search engine's one-line description: at most `max` characters, cut at a word. */
export function summaryOf(html: string, max = 160): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
