import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/*
 * A page's Markdown as the HTML visitors get (docs/pages.md): markdown-it with raw HTML
 * off, placeholders filled in as text, then sanitize-html with a short allow-list, so that
 * whatever an admin (or a stolen admin session) writes, a page carries no script, no event
 * handler, no style, no frame, and links only to http(s), mailto, tel or our own paths.
 */

/** `{{name}}`, spaces inside allowed; a name no value is given for is left as written. */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** `text` with each known placeholder replaced by its value (as plain text: callers escape). */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (written, name: string) => values[name] ?? written);
}

/**
 * The values of the render under way. markdown-it renders synchronously, and its link
 * normaliser is not handed the render's environment, so the values are set here for exactly
 * the duration of one render call.
 */
let current: Readonly<Record<string, string>> = {};

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
// Addresses written out in full (https://…) and e-mail addresses become links; a bare name with
// a dot (`town.name`, a placeholder left as written) does not.
markdown.linkify.set({ fuzzyLink: false });

// Placeholders in link addresses (`[write to us](mailto:{{town.email}})`) are filled in before
// the address is encoded and checked, so a value can never smuggle in a scheme of its own.
const normalizeLink = markdown.normalizeLink.bind(markdown);
const normalizeLinkText = markdown.normalizeLinkText.bind(markdown);
markdown.normalizeLink = (url) => normalizeLink(fillPlaceholders(url, current));
markdown.normalizeLinkText = (url) => normalizeLinkText(fillPlaceholders(url, current));

// Placeholders in text are filled in after parsing: a value is text, never Markdown (an entity
// name with `*` or `[` stays as written) and is HTML-escaped like any text. Before linkify, so
// that an e-mail address or web address a value holds becomes a link.
markdown.core.ruler.before('linkify', 'placeholders', (state) => {
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    // linkify looks at the whole line first: it must see the values too.
    block.content = fillPlaceholders(block.content, current);
    for (const token of block.children) {
      if (token.type === 'text') token.content = fillPlaceholders(token.content, current).replace(/[\r\n]+/g, ' ');
    }
  }
});

/** An absolute web address: a link that leaves the site. */
const EXTERNAL = /^https?:/i;

const SANITISE: sanitizeHtml.IOptions = {
  // What markdown-it writes, but raw HTML (which it never passes through): the page's own
  // heading is its title, so a `#` heading in the body is a section (h2).
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // No style, no class, no id, no event handler: only these.
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Pictures only from our own server (relative addresses): a page asks no third party for
  // anything before the visitor consents (docs/rules.md#consent).
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const { rel: _rel, ...kept } = attribs;
      return { tagName, attribs: EXTERNAL.test(kept.href ?? '') ? { ...kept, rel: 'noopener noreferrer' } : kept };
    },
  },
  // A picture whose address was refused is no picture.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Only what a page may hold (see SANITISE); also applied to the renderer's own output. */
export function sanitisePageHtml(html: string): string {
  return sanitizeHtml(html, SANITISE);
}

/** A page's Markdown, with `values` for its placeholders, as sanitised HTML. */
export function renderPage(source: string, values: Readonly<Record<string, string>>): string {
  current = values;
  try {
    return sanitisePageHtml(markdown.render(source));
  } finally {
    current = {};
  }
}
