// Runs every test: lint, typecheck, unit (shared + web), API (real PostgreSQL), browser (built product).
// npm puts node_modules/.bin first on PATH, so everything here runs on the pinned Node 24.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const reports = 'test-results';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (project) => [
  'vitest',
  [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, `${project}.json`)}`,
  ],
];
const steps = [
  ['lint', 'eslint', ['.']],
  ['format', 'prettier', ['--check', '.']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit: shared', ...vitest('shared')],
  ['unit: web', ...vitest('web')],
  ['api', ...vitest('api')],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['browser', ...vitest('e2e')],
];

let failedStep;
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  const reportFile = args.find((a) => a.startsWith('--outputFile.json='))?.split('=')[1];
  const report = reportFile && existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : undefined;
  // A failed test fails the step even if the runner's exit status says otherwise.
  if (result.status !== 0 || (report && (report.numFailedTests > 0 || report.success === false))) {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = 0;
for (const project of ['shared', 'web', 'api', 'e2e']) {
  const file = join(reports, `${project}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}
console.log(failedStep ? `\nStopped at: ${failedStep}` : '\nEvery step passed.');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
