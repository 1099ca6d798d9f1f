// Lighthouse's mobile scores (performance, accessibility, best practices, SEO) for the
// landing page, the longest list (places to eat) and a rental's page, the median of
// BENCH_RUNS runs each, and the audits that lose points. Lighthouse's own mobile preset: a
// simulated slow-4G phone, first visit (no consent stored). Writes bench/results/lighthouse.md
// (docs/benchmarks.md#lighthouse).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, firstAssetPath, launchChromium, median } from './support/browser.ts';
import { ROOT, startServer } from './support/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The least score each category's median may have. */
const AIMS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
/** The list whose first card gives the rental's page. */
const RENTALS = '/es/assets/propertyListRent';

interface Scored {
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Per category: the audits that lose points, the costliest first. */
  losses: Record<string, string[]>;
  /** Performance insights that fail. */
  hints: string[];
  metrics: string;
}

/** The first two things an audit found (a console error, an element), to say what failed. */
function itemsOf(audit: { details?: unknown }): string {
  const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const named = items
    .slice(0, 2)
    .map((item) => {
      const node = item.node as { snippet?: string } | undefined;
      const where = (item.sourceLocation as { url?: string } | undefined)?.url ?? '';
      const text = `${String(item.description ?? item.source ?? node?.snippet ?? item.url ?? '')}${
        where ? ` (${where.replace(/^https?:\/\/[^/]+/, '')})` : ''
      }`;
      return text.replaceAll('|', '\\|').replaceAll('\n', ' ').slice(0, 120);
    })
    .filter(Boolean);
  return named.length > 0 ? ` [${named.join(' / ')}]` : '';
}

const work = mkdtempSync(join(tmpdir(), 'town-bench-lighthouse-'));
chmodSync(work, 0o755); // the embedded PostgreSQL runs as another user
const dataDir = join(work, 'data');
mkdirSync(dataDir, { mode: 0o755 });
const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error' }, { production: true });
let chrome: chromeLauncher.LaunchedChrome | undefined;
let report: string;
try {
  mkdirSync(join(work, 'profile'));
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    userDataDir: join(work, 'profile'),
  });
  const port = chrome.port;
  const browser = await launchChromium();
  const rentalPath = await firstAssetPath(browser, server.url + RENTALS).finally(() => browser.close());
  const pages = [
    { name: 'landing', path: '/es/' },
    { name: 'eat list', path: '/es/assets/eatList' },
    { name: 'rental', path: rentalPath },
  ];

  async function audit(url: string): Promise<Scored> {
    const options: Parameters<typeof lighthouse>[1] = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    };
    let result = await lighthouse(url, options);
    // A trace that failed to record (NO_NAVSTART and the like) is Lighthouse's, not the page's: once more.
    if (result?.lhr.runtimeError) result = await lighthouse(url, options);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Scored['scores'];
    const losses: Scored['losses'] = {};
    for (const id of CATEGORIES) {
      const refs = lhr.categories[id]?.auditRefs ?? [];
      const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
      losses[id] = refs
        .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
        .filter(({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < 1)
        .map(({ ref, audit }) => ({
          lost: ((ref.weight * (1 - audit.score!)) / total) * 100,
          text: `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${
            id === 'performance' ? '' : itemsOf(audit)
          }`,
        }))
        .sort((a, b) => b.lost - a.lost)
        .map(({ lost, text }) => `${text}: −${lost.toFixed(1)}`);
    }
    // Performance loses points through its metrics only; its insights (weight 0) say why.
    const hints = (lhr.categories.performance?.auditRefs ?? [])
      .filter((ref) => ref.weight === 0 && ref.group !== 'metrics' && ref.group !== 'hidden')
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
    const metrics = `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric(
      'total-blocking-time',
    )}, CLS ${metric('cumulative-layout-shift')}, Speed Index ${metric('speed-index')}`;
    return { scores, losses, hints, metrics };
  }

  const rows: string[] = [];
  const details: string[] = [];
  for (const page of pages) {
    const runs: Scored[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(server.url + page.path));
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))]),
    ) as Scored['scores'];
    // The run of median performance stands for the page in the metrics and the losses (performance varies most).
    const chosen = runs.reduce((best, r) =>
      Math.abs(r.scores.performance - scores.performance) < Math.abs(best.scores.performance - scores.performance)
        ? r
        : best,
    );
    const cells = CATEGORIES.map((id) => (scores[id] >= AIMS[id] ? `${scores[id]}` : `**${scores[id]}**`));
    const missed = CATEGORIES.filter((id) => scores[id] < AIMS[id]);
    const verdict = missed.length === 0 ? 'within' : `**below** in ${missed.join(', ')}`;
    const each =
      RUNS > 1 ? ` (runs: ${runs.map((r) => CATEGORIES.map((id) => r.scores[id]).join('/')).join(', ')})` : '';
    rows.push(`| ${page.name} | \`${page.path}\` | ${cells.join(' | ')} | ${verdict} | ${chosen.metrics}${each} |`);
    console.info(`${page.name}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ')}`);
    const lost = CATEGORIES.filter((id) => chosen.losses[id]!.length > 0).map(
      (id) => `  - ${id}: ${chosen.losses[id]!.slice(0, 8).join('; ')}`,
    );
    if (chosen.hints.length > 0) lost.push(`  - performance insights that fail: ${chosen.hints.join('; ')}`);
    details.push(`- ${page.name}:\n${lost.length > 0 ? lost.join('\n') : '  - nothing lost'}`);
  }
  report = `# Lighthouse, mobile

${new Date().toISOString().slice(0, 10)}. Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} in Debian's Chromium (headless), its mobile preset (simulated slow 4G,
CPU slowed 4×, a 412 × 823 phone), first visit with no consent stored; ${RUNS} run${RUNS > 1 ? 's' : ''} a page${
    RUNS > 1
      ? ': each score is the median of the runs; the metrics and the losses are those of the run of median performance'
      : ''
  }. The product ran with NODE_ENV=production on the embedded PostgreSQL with the demo town. Aim: performance ${
    AIMS.performance
  } or more, accessibility, best practices and SEO ${AIMS.accessibility} (bold: below).

| page | address | performance | accessibility | best practices | SEO | verdict | metrics |
|---|---|---:|---:|---:|---:|---|---|
${rows.join('\n')}

Where points are lost (points of the category's 100):

${details.join('\n')}

Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} at the end of the run (other work shares this machine; Lighthouse's simulation makes
its metrics depend less on that load than a measured run would).
Run: \`npm run bench -w bench -- lighthouse\` (BENCH_RUNS, CHROMIUM_PATH), after \`npm run build\`.
`;
} finally {
  chrome?.kill();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
console.info(`\n${report}`);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/lighthouse.md'), report);
