// The API's production build (docs/decisions/012-production-build.md): esbuild bundles our
// code and @town/shared into plain JavaScript in dist/; every other package stays in
// node_modules and is imported at run time. `npm run build -w apps/api`.
import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { argv } from 'node:process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const API_ROOT = dirname(fileURLToPath(import.meta.url));
export const OUT_DIR = join(API_ROOT, 'dist');

/** Bundled: relative imports and our own workspace packages. Anything else is a package in node_modules. */
const isOurs = (path) => path.startsWith('.') || path.startsWith('/') || path.startsWith('@town/');

/** Leaves every npm package (and Node's own modules) to be imported at run time, unbundled. */
const packagesFromNodeModules = {
  name: 'packages-from-node-modules',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'entry-point' || isOurs(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * In one bundle every module's `import.meta.url` would be the bundle's. Each module finds
 * files relative to its own source (the locale files, the migrations, packages), so its
 * `import.meta` is pointed back at its source file, relative to dist/: the built server
 * reads the same files as the sources do, wherever the repository is.
 */
const importMetaOfSource = {
  name: 'import-meta-of-source',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      const fromBundle = relative(OUT_DIR, args.path).split(sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      // Replaced in place and the import added last (imports are hoisted): the lines stay where
      // they were, for the source maps.
      const contents =
        source
          .replaceAll('import.meta.url', url)
          .replaceAll('import.meta.filename', `fileURLToPath$(${url})`)
          .replaceAll('import.meta.dirname', `fileURLToPath$(new URL('.', ${url}))`) +
        `\nimport { fileURLToPath as fileURLToPath$ } from 'node:url';\n`;
      return { contents, loader: 'ts', resolveDir: dirname(args.path) };
    });
  },
};

/**
 * Worker threads' modules, bundled as entry points of their own (the image ships dist/, not the
 * sources); each source that starts one finds its bundle through a constant defined here.
 */
const FEED_READER = { source: 'src/modules/calendars/calendars.reader.ts', bundle: 'feed-reader-worker' };

export async function buildApi() {
  await rm(OUT_DIR, { recursive: true, force: true });
  // The reader's import.meta.url is its source's (importMetaOfSource): the bundle's path from there.
  const readerBundle = relative(dirname(join(API_ROOT, FEED_READER.source)), join(OUT_DIR, `${FEED_READER.bundle}.js`))
    .split(sep)
    .join('/');
  return build({
    absWorkingDir: API_ROOT,
    entryPoints: {
      server: 'src/server.ts',
      backup: 'src/backup/cli.ts',
      [FEED_READER.bundle]: 'src/modules/calendars/calendars.reader.worker.ts',
    },
    define: { FEED_READER_WORKER_BUNDLE: JSON.stringify(readerBundle) },
    outdir: OUT_DIR,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22.12',
    sourcemap: true,
    // Chunks stay beside the entry points: dist/ is the directory every import.meta above is relative to.
    chunkNames: '[name]-[hash]',
    plugins: [packagesFromNodeModules, importMetaOfSource],
    logLevel: 'warning',
  });
}

if (argv[1] === fileURLToPath(import.meta.url)) await buildApi();
