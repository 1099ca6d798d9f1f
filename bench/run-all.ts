// Runs every benchmark in turn, or those named (`npm run bench -w bench -- page-speed lighthouse`);
// each writes its table to bench/results/.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const all = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.ts') && f !== 'run-all.ts')
  .map((f) => f.slice(0, -'.ts'.length));
const named = process.argv.slice(2);
const unknown = named.filter((name) => !all.includes(name));
if (unknown.length > 0) {
  console.error(`No benchmark ${unknown.join(', ')}; there are: ${all.join(', ')}`);
  process.exit(2);
}
for (const name of named.length > 0 ? named : all) {
  console.log(`\n## ${name}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `${name}.ts`], {
    cwd: import.meta.dirname,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exitCode = 1;
}
