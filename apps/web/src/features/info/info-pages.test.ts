import { describe, expect, it } from 'vitest';
import { isPageSlug, movedPageSlug, summaryOf } from './info-pages.ts';

describe('the town’s pages', () => {
  it('know where the guide’s old info pages went, and nothing else', () => {
    expect(movedPageSlug('aboutUs')).toBe('about');
    expect(movedPageSlug('advertiseWithUs')).toBe('advertise');
    expect(movedPageSlug('privacity')).toBe('privacy');
    for (const other of ['terms', 'privacy', 'toString', '__proto__', 'constructor', '']) {
      expect(movedPageSlug(other), other).toBeUndefined();
    }
  });

  it('accept only slugs a page can have', () => {
    for (const slug of ['about', 'legal-notice', 'how-to-get-here', 'page2']) expect(isPageSlug(slug), slug).toBe(true);
    for (const slug of ['About', 'legal--notice', '-about', 'a_b', 'a'.repeat(61), 'nothing.here']) {
      expect(isPageSlug(slug), slug).toBe(false);
    }
  });

  it('sum a page up in one line of its text, without its markup, cut at a word', () => {
    expect(summaryOf('<h2>Who we are</h2><p>The town&rsquo;s hall &amp; its <a href="/x">office</a>.</p>')).toBe(
      'Who we are The town’s hall & its office .',
    );
    expect(summaryOf('<p>Caf&#233; &#x26; bar&nbsp;open</p>')).toBe('Café & bar open');
    const long = `<p>${'word '.repeat(60)}</p>`;
    const summary = summaryOf(long);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/^word( word)+…$/);
  });
});
