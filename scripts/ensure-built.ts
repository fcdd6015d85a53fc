// `npm start` on a fresh clone: build the shell and the remotes once, then let the server serve them.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const remotes = ['catalogue', 'assets', 'imports', 'exports', 'settings', 'assistant'];
const expectedOutputs = [
  join(root, 'shell', 'dist', 'index.html'),
  ...remotes.map((remote) => join(root, `mfe-${remote}`, 'dist', 'mf-manifest.json')),
];

const missing = expectedOutputs.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.log(`Building the suite (${missing.length} build output(s) missing)…`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
