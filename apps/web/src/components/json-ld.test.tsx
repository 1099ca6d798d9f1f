import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { JsonLd, serializeJsonLd } from './json-ld.tsx';

afterEach(cleanup);

const HOSTILE = '</script><script>alert(1)</script><!-- & \u2028';
const hostile = { '@context': 'https://schema.org', '@type': 'Restaurant', name: HOSTILE } as const;

function scripts(root: ParentNode = document): HTMLScriptElement[] {
  return [...root.querySelectorAll('script')];
}

describe('serializeJsonLd', () => {
  it('writes no character that could end the script or open markup, and reads back the same', () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(hostile);
  });
});

describe('JsonLd', () => {
  it('keeps a hostile name inside the JSON in the server markup', () => {
    const html = renderToString(<JsonLd data={hostile} />);
    // Parsed as a browser parses the served page: one data block, no script of the name's own.
    const page = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
    const found = scripts(page);
    expect(found).toHaveLength(1);
    expect(found[0]!.type).toBe('application/ld+json');
    expect(JSON.parse(found[0]!.textContent ?? '')).toEqual(hostile);
  });

  it('renders the same data block in the browser as on the server', () => {
    const both = [hostile, { '@type': 'BreadcrumbList', name: 'b' }] as const;
    const { container } = render(<JsonLd data={both} />);
    const found = scripts(container);
    expect(found).toHaveLength(1);
    expect(found[0]!.outerHTML).toBe(renderToString(<JsonLd data={both} />));
    expect(JSON.parse(found[0]!.textContent ?? '')).toEqual(both);
  });
});
