import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (q > 0): br, then gzip, else none. */
export function preferredEncoding(header: string | string[] | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Set<string>();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** A cached answer's bytes in one encoding; done once per answer, so quality can be high. */
export function compressed(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    // Quality 5: most of brotli's gain at a small part of its cost.
    return brotliCompressSync(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  if (encoding === 'gzip') return gzipSync(body);
  return body;
}
