import type { JsonLdObject } from 'schema-dts';

/**
 * JSON for an inline <script>: the characters that could end the script or start markup in it
 * (`<`, `>`, `&`) and the two line separators older parsers choke on are written as \u escapes,
 * which JSON reads back as the same text. A name containing "</script>" therefore stays data.
 */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Structured data for search engines (docs/product.md#structured-data). Rendered in place, with no
 * effect, so the server's markup and the hydrated page's are the same; React leaves data blocks unrun.
 */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
