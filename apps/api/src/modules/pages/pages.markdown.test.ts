import fc from 'fast-check';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, renderPage } from './pages.markdown.ts';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/** Every element of an HTML fragment, as a browser would parse it. */
function elements(html: string): Element[] {
  const found: Element[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if ('tagName' in node) {
        found.push(node);
        walk(node.childNodes);
      }
    }
  };
  const document = parse(`<!doctype html><html><body>${html}</body></html>`);
  const body = (document.childNodes[1] as Element).childNodes[1] as Element;
  walk(body.childNodes);
  return found;
}

const ALLOWED_TAGS = new Set(
  'h2 h3 h4 h5 h6 p br hr strong em s code pre blockquote ul ol li a img table thead tbody tr th td'.split(' '),
);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'] };
/** Where the site is: a relative address resolves against it. */
const SITE = 'https://town.example/es/info/page';

/** What a page's HTML may be: nothing but the allowed tags and attributes, and only safe addresses. */
function expectSafe(html: string) {
  for (const element of elements(html)) {
    expect(ALLOWED_TAGS, element.tagName).toContain(element.tagName);
    for (const { name, value } of element.attrs) {
      expect(ALLOWED_ATTRIBUTES[element.tagName] ?? (element.tagName === 'ol' ? ['start'] : []), name).toContain(name);
      if (name === 'href') {
        // Resolved the way the browser resolves it against the page's address (an address the
        // browser cannot parse goes nowhere).
        const url = URL.parse(value, SITE);
        if (url) expect(['http:', 'https:', 'mailto:', 'tel:'], value).toContain(url.protocol);
        expect(value, value).not.toMatch(/^\s*(\/\/|javascript:|vbscript:|data:|file:)/i);
      }
      if (name === 'src') expect(URL.parse(value, SITE)?.origin, value).toBe(new URL(SITE).origin);
    }
    const href = element.attrs.find((a) => a.name === 'href')?.value;
    if (element.tagName === 'a' && href && /^https?:/i.test(href)) {
      expect(element.attrs.find((a) => a.name === 'rel')?.value).toBe('noopener noreferrer');
    }
  }
}

const NONE = {};

describe('a page’s Markdown as HTML', () => {
  it('writes Markdown as HTML, the page’s own title aside: a # heading is a section', () => {
    const html = renderPage(
      '# Section\n\n## Part\n\nSome **bold** and *em*, `code`.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |',
      NONE,
    );
    expect(html).toContain('<h2>Section</h2>');
    expect(html).toContain('<h2>Part</h2>');
    expect(html).not.toContain('<h1');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<ul>');
    expect(html).toContain('<td>1</td>');
    expectSafe(html);
  });

  it('shows raw HTML as text: no script, no event handler, no style, no frame', () => {
    const html = renderPage(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<p style="color:red" onclick="x()">hi</p>\n\n' +
        '<iframe src="https://evil.example"></iframe>\n\n<style>body{display:none}</style>',
      NONE,
    );
    // Only paragraphs, and the frame's address written out, which is a plain link.
    expect(elements(html).map((e) => e.tagName)).toEqual(['p', 'p', 'p', 'p', 'a', 'p']);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<(script|iframe|style)/i);
    // What looks like an attribute is text: no element carries one.
    expect(elements(html).flatMap((e) => e.attrs.map((a) => a.name))).toEqual(['href', 'rel']);
    expectSafe(html);
  });

  it('links only to http(s), mailto, tel and our own paths; external links get noopener noreferrer', () => {
    const html = renderPage(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html;base64,PHNjcmlwdD4=) ' +
        '[d](vbscript:msgbox) [e](//evil.example/x) [f](https://example.org/x) [g](/es/info/terms) ' +
        '[h](mailto:office@example.org) [i](tel:+34962000000) [j](file:///etc/passwd) [k](jav&#x09;ascript:alert(1))',
      NONE,
    );
    const links = elements(html).filter((e) => e.tagName === 'a');
    const hrefs = links.map((a) => a.attrs.find((attr) => attr.name === 'href')?.value);
    expect(hrefs).toContain('https://example.org/x');
    expect(hrefs).toContain('/es/info/terms');
    expect(hrefs).toContain('mailto:office@example.org');
    expect(hrefs).toContain('tel:+34962000000');
    expect(html).not.toMatch(/href="(javascript|vbscript|data|file):/i);
    expect(html).not.toContain('href="//');
    expect(html).toContain('<a href="https://example.org/x" rel="noopener noreferrer">f</a>');
    expect(html).toContain('<a href="/es/info/terms">g</a>');
    expectSafe(html);
  });

  it('shows pictures from our own server only: a third party learns nothing of a visit', () => {
    const html = renderPage(
      '![out](https://tracker.example/pixel.png) ![own](/api/images/a.webp) ![data](data:image/png;base64,AA==)',
      NONE,
    );
    const sources = elements(html)
      .filter((e) => e.tagName === 'img')
      .map((img) => img.attrs.find((a) => a.name === 'src')?.value);
    expect(sources).toEqual(['/api/images/a.webp']);
    expectSafe(html);
  });

  it('fills placeholders in with their values as text, never as Markdown or HTML', () => {
    const values = {
      'town.name': 'Sant *Joan* [x](javascript:alert(1)) <script>alert(1)</script>',
      'town.email': 'info@example.com',
      'town.phone': '+34 971 000 000',
    };
    const html = renderPage(
      '{{town.name}} · write to {{ town.email }} · [call us](tel:{{town.phone}}) · {{unknown.name}} · `{{town.email}}`',
      values,
    );
    expect(html).toContain('Sant *Joan* [x](javascript:alert(1)) &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<em>');
    // An address in a value becomes a link, and a placeholder in a link's address is filled in.
    expect(html).toContain('<a href="mailto:info@example.com">info@example.com</a>');
    expect(html).toContain('<a href="tel:+34%20971%20000%20000">call us</a>');
    // Unknown placeholders stay as written (the admin sees them), and code shows them as written.
    expect(html).toContain('{{unknown.name}}');
    expect(html).toContain('<code>{{town.email}}</code>');
    expectSafe(html);
  });

  it('keeps a value from giving a link a scheme of its own', () => {
    const html = renderPage('[our site]({{town.web}}) [mail](mailto:{{town.email}})', {
      'town.web': 'javascript:alert(1)',
      'town.email': 'x"><script>alert(1)</script>@example.com',
    });
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toContain('<script');
    expectSafe(html);
  });

  it('fills a title as plain text', () => {
    expect(fillPlaceholders('Discover {{town.name}} {{nope}}', { 'town.name': 'Sóller' })).toBe(
      'Discover Sóller {{nope}}',
    );
  });

  it('never lets anything unsafe through, whatever the Markdown and the values (property)', () => {
    const fragments = fc.constantFrom(
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '[x](javascript:alert(1))',
      '[x](data:text/html,<script>alert(1)</script>)',
      '[x](//evil.example)',
      '![x](https://tracker.example/p.png)',
      '<style>*{}</style>',
      '<iframe src=//evil.example>',
      '<div style="x" onmouseover="y">',
      '<svg onload=alert(1)>',
      'javascript:alert(1)',
      '&#106;avascript:alert(1)',
      '[x](&#106;avascript:alert(1))',
      '[x](java\u0000script:alert(1))',
      '[x](<javascript:alert(1)>)',
      '<javascript:alert(1)>',
      '<mailto:{{town.email}}>',
      '[x]({{town.web}})',
      '{{town.name}}',
      '**',
      '_',
      '`',
      '\n\n',
      '# ',
      '> ',
      '- ',
      '|a|b|\n|-|-|\n',
      'https://example.org',
      'info@example.com',
      '](',
      ')',
      '"',
      "'",
      '<',
      '>',
    );
    const source = fc.array(fc.oneof(fragments, fc.string({ maxLength: 8 })), { maxLength: 30 }).map((p) => p.join(''));
    const value = fc.array(fc.oneof(fragments, fc.string({ maxLength: 8 })), { maxLength: 6 }).map((p) => p.join(''));
    fc.assert(
      fc.property(source, value, value, (markdown, name, web) => {
        const html = renderPage(markdown, { 'town.name': name, 'town.web': web, 'town.email': name });
        expectSafe(html);
        expect(html).not.toMatch(/<(script|style|iframe|svg|div)\b/i);
      }),
      { numRuns: 400 },
    );
  });
});
