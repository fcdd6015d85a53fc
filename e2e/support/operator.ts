import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');

/**
 * A superuser (and administrator) of the demo company, made as an operator makes one: by the
 * `pimento user create` command, through the running server's admin socket. `name` must be unique
 * to the run.
 */
export function createSuperuser(name: string): { username: string; password: string } {
  const superuser = { username: name, password: 'Copper-Reel-2026!x' };
  execFileSync(
    path.join(repositoryRoot, 'node_modules', '.bin', 'node'),
    ['server/src/main.ts', 'user', 'create', '--company', 'Pimento Demo', '--username', superuser.username, '--password', superuser.password, '--email', `${superuser.username}@example.com`, '--superuser', '--administrator'],
    { cwd: repositoryRoot, env: { ...process.env, PIMENTO_DATA_DIR: process.env.E2E_DATA_DIR }, encoding: 'utf8' },
  );
  return superuser;
}
