// The reference the page benchmarks compare with: a bare node:http server that sends stored
// answers from memory, in a process of its own (as the product runs in its own).
// `node bare-server.ts MANIFEST PORT` prints "ready" once it listens. The manifest maps a
// path (with its query) to a body file and its headers; `gzip: true` compresses the body
// once at start, sent to clients that accept gzip. Bodies stored already compressed carry
// their own `content-encoding` header instead.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

export interface BareEntry {
  file: string;
  headers: Record<string, string>;
  gzip?: boolean;
}

export interface BareServer {
  url: string;
  process: ChildProcess;
  stop(): void;
}

/** Starts the bare server on `port` with the manifest file written by the caller. */
export async function startBareServer(manifestFile: string, port: number): Promise<BareServer> {
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', import.meta.filename, manifestFile, String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    child.stdout!.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child, stop: () => child.kill('SIGTERM') };
}

function serve(manifestFile: string, port: number) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, BareEntry>;
  const answers = new Map(
    Object.entries(manifest).map(([path, entry]) => {
      const body = readFileSync(entry.file);
      return [path, { headers: entry.headers, body, gzipped: entry.gzip ? gzipSync(body) : undefined }];
    }),
  );
  createServer((req, res) => {
    const url = req.url ?? '/';
    const answer = answers.get(url) ?? answers.get(url.split('?')[0]!);
    if (!answer) {
      res.writeHead(404, { 'content-length': 0 }).end();
      return;
    }
    const gzip = answer.gzipped !== undefined && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = gzip ? answer.gzipped! : answer.body;
    res.writeHead(200, {
      ...answer.headers,
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      'content-length': body.length,
    });
    res.end(body);
  }).listen(port, '127.0.0.1', () => console.log('ready'));
}

if (process.argv[1] === import.meta.filename) serve(process.argv[2]!, Number(process.argv[3]));
