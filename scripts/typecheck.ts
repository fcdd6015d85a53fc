// The whole repository's type check, as four TypeScript programs, two at a time.
//   npm run typecheck
// Checking each workspace alone read shared-kit and antd's types once per package (twelve programs);
// the shell and the remotes share one program, the server, bench and deploy another
// (tsconfig.typecheck-*.json). Each package's own tsconfig.json still checks it alone.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** Each program and the workspaces it covers. */
const programs: { project: string; workspaces: string[] }[] = [
  { project: 'tsconfig.typecheck-web.json', workspaces: ['shell', 'mfe-catalogue', 'mfe-assets', 'mfe-imports', 'mfe-exports', 'mfe-settings', 'mfe-assistant'] },
  { project: 'tsconfig.typecheck-node.json', workspaces: ['server', 'bench', 'deploy'] },
  { project: 'shared-kit/tsconfig.json', workspaces: ['shared-kit'] },
  { project: 'e2e/tsconfig.json', workspaces: ['e2e'] },
];

// A new workspace must join a program, or it would go unchecked.
const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
const covered = new Set(programs.flatMap((program) => program.workspaces));
const uncovered = workspaces.filter((workspace) => !covered.has(workspace));
if (uncovered.length > 0) {
  console.error(`scripts/typecheck.ts checks no program for: ${uncovered.join(', ')}`);
  process.exit(1);
}

const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

function check(project: string): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(output);
      console.log(`${code === 0 ? 'ok' : 'FAILED'}  ${project} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

// Two at a time: this machine has two cores, and the web program alone takes ~900 MB.
const queue = [...programs];
const results: boolean[] = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let program = queue.shift(); program; program = queue.shift()) results.push(await check(program.project));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
