// Writes a brotli (.br) and a gzip (.gz) copy of every built script and stylesheet, at the
// highest quality, once per build: the server sends them as they are (preCompressed in
// apps/api/src/plugins/static-web.ts) instead of compressing each answer quickly.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'assets');
let files = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(js|css)$/.test(name)) continue;
  const body = readFileSync(join(assets, name));
  writeFileSync(
    join(assets, `${name}.br`),
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(join(assets, `${name}.gz`), gzipSync(body, { level: 9 }));
  files += 1;
}
console.log(`precompressed ${files} scripts and stylesheets`);
