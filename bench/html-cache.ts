// A cached page's HTML under load: the landing page and a list, as an anonymous visitor's
// browser asks for them (gzip accepted), 50 connections, against a bare node:http server
// sending the same bytes with the same headers in the same run. Writes
// bench/results/html-cache.md (docs/benchmarks.md#a-cached-pages-html).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../apps/api/src/db/embedded.ts';
import { startBareServer, type BareEntry } from './support/bare-server.ts';
import { load, type LoadRow } from './support/load.ts';
import { ROOT, startServer } from './support/server.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PAGES = ['/es/', '/es/assets/propertyListRent'];
/** What a browser sends for a page; no cookie, so the visitor is anonymous. */
const HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate',
  'accept-language': 'es-ES,es;q=0.9',
};
/** Hop-by-hop or per-answer headers the bare server writes itself. */
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
const MIN_RATIO = 50;
const MAX_P99_MS = 50;

/** The answer as sent: status, headers and body bytes, not decompressed. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(res.headers).map(([name, value]) => [
              name,
              Array.isArray(value) ? value.join(', ') : value!,
            ]),
          ),
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const work = mkdtempSync(join(tmpdir(), 'town-bench-html-'));
chmodSync(work, 0o755); // the embedded PostgreSQL runs as another user
const dataDir = join(work, 'data');
mkdirSync(dataDir, { mode: 0o755 });
const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error' }, { production: true });
let report: string;
try {
  const manifest: Record<string, BareEntry> = {};
  const facts: string[] = [];
  for (const [i, path] of PAGES.entries()) {
    // Twice: the first answer fills the server's cache, the second comes from it.
    await rawGet(server.url + path, HEADERS);
    const answer = await rawGet(server.url + path, HEADERS);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    const etag = answer.headers.etag;
    const revalidated = etag ? (await rawGet(server.url + path, { ...HEADERS, 'if-none-match': etag })).status : 0;
    facts.push(
      `\`${path}\`: ${answer.body.length.toLocaleString('en')} bytes${
        answer.headers['content-encoding'] ? ` (${answer.headers['content-encoding']})` : ' (not compressed)'
      }, Cache-Control \`${answer.headers['cache-control'] ?? 'none'}\`, ${
        etag ? `ETag \`${etag}\`, If-None-Match answered ${revalidated}` : 'no ETag'
      }`,
    );
    const file = join(work, `page${i}`);
    writeFileSync(file, answer.body);
    manifest[path] = {
      file,
      headers: Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !NOT_COPIED.has(name))),
    };
  }
  const manifestFile = join(work, 'manifest.json');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const bare = await startBareServer(manifestFile, await freePort());

  const rows: { path: string; product: LoadRow; bare: LoadRow }[] = [];
  try {
    for (const path of PAGES) {
      const options = { headers: HEADERS, connections: CONNECTIONS, durationS: DURATION_S };
      const product = await load('product', server.url + path, { ...options, pid: server.process.pid });
      const reference = await load('bare node:http, same bytes', bare.url + path, {
        ...options,
        pid: bare.process.pid,
      });
      rows.push({ path, product, bare: reference });
    }
  } finally {
    bare.stop();
  }

  const line = (path: string, r: LoadRow) =>
    `| \`${path}\` | ${r.target} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.cpuMicrosPerRequest ?? 'n/a'} | ${r.non2xx} | ${r.errors} |`;
  const verdicts = rows.map(({ path, product, bare }) => {
    const ratio = Math.round((product.requestsPerSecond / bare.requestsPerSecond) * 100);
    return `| \`${path}\` | ${ratio}% | ${ratio >= MIN_RATIO ? 'met' : '**not met**'} | ${product.p99} ms | ${
      product.p99 <= MAX_P99_MS ? 'met' : '**not met**'
    } |`;
  });
  report = `# A cached page's HTML under load

${new Date().toISOString().slice(0, 10)}. ${CONNECTIONS} connections for ${DURATION_S} s each (autocannon, after a 2 s warm-up), an anonymous
browser's request (\`Accept-Encoding: gzip, deflate\`, no cookie). The product ran with NODE_ENV=production on the
embedded PostgreSQL with the demo town; each page was asked for twice before, so a server that caches pages answers from its cache.

${facts.map((f) => `- ${f}`).join('\n')}

| page | target | req/s | p50 ms | p99 ms | CPU µs/request | non-2xx | errors |
|---|---|---:|---:|---:|---:|---:|---:|
${rows.flatMap(({ path, product, bare }) => [line(path, product), line(path, bare)]).join('\n')}

| page | product / bare req/s | aim ≥ ${MIN_RATIO}% | product p99 | aim ≤ ${MAX_P99_MS} ms |
|---|---:|---|---:|---|
${verdicts.join('\n')}

Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} at the end of the run (other work shares this machine; autocannon runs on it too).
Run: \`npm run bench -w bench -- html-cache\` (BENCH_DURATION), after \`npm run build\`.
`;
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
console.info(`\n${report}`);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/html-cache.md'), report);
