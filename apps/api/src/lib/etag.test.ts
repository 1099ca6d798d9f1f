import { describe, expect, it } from 'vitest';
import { etagMatches, weakEtag } from './etag.ts';

describe('ETag', () => {
  const tag = weakEtag('hello');

  it('is weak and stable', () => {
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(weakEtag('hello')).toBe(tag);
    expect(weakEtag('hello!')).not.toBe(tag);
  });

  it('matches with the weak comparison, in lists, and *', () => {
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(tag.slice(2), tag)).toBe(true);
    expect(etagMatches(`"other", ${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('"other"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
  });
});
