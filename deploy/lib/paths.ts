import path from 'node:path';

/** The repository root (this file is `deploy/lib/paths.ts`). */
export const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');

/** The server's data directory: `PIMENTO_DATA_DIR`, else `./data` of the repository. */
export function dataDirectory(explicit?: string): string {
  return path.resolve(explicit ?? process.env.PIMENTO_DATA_DIR ?? path.join(repositoryRoot, 'data'));
}

/** Where a remote's build lands: `mfe-<name>/dist`. */
export function remoteBuildDirectory(name: string): string {
  return path.join(repositoryRoot, `mfe-${name}`, 'dist');
}
