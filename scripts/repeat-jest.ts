// A flake hunt for jest: runs the given test files N times in a row, each run in a fresh jest process
// (fresh databases, fresh module state), and stops at the first failing run.
//   npm run test:unit:repeat -- 20 server/src/modules/notifications/routes.test.ts [more files or jest options]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const [countArgument, ...jestArguments] = process.argv.slice(2);
const runs = Number(countArgument);
if (!Number.isInteger(runs) || runs < 1 || jestArguments.length === 0) {
  console.error('usage: npm run test:unit:repeat -- <runs> <test file or pattern> [jest options]');
  process.exit(2);
}

const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
for (let run = 1; run <= runs; run += 1) {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--experimental-vm-modules', jest, ...jestArguments], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    console.error(`run ${run} of ${runs} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`run ${run} of ${runs} passed in ${seconds} s`);
}
console.log(`all ${runs} runs passed`);
