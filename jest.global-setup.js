// Before any suite: the database templates the server suites start from (server/test/build-test-templates.ts),
// in a process of its own, run by the same Node as jest (it reads the TypeScript sources natively).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export default function buildTestTemplates() {
  const script = path.join(import.meta.dirname, 'server', 'test', 'build-test-templates.ts');
  const result = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`building the test database templates failed (exit ${result.status})`);
}
