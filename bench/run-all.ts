// Runs every benchmark in turn; each writes its table to bench/results/.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const scripts = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.ts') && f !== 'run-all.ts');
for (const script of scripts) {
  console.log(`\n## ${script}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: import.meta.dirname,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exitCode = 1;
}
