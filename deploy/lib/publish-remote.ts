import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { remoteNameSchema, type RemoteName } from '@pimento/shared-kit/contracts/remotes';
import { remoteBuildDirectory, repositoryRoot } from './paths.ts';
import { refreshPrecompressedSiblings } from './precompressed-siblings.ts';
import { switchRemote } from './registry.ts';

async function listFiles(directory: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(directory, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(path.join(directory, entry.name), path.join(prefix, entry.name)) : [path.join(prefix, entry.name)],
    ),
  );
  return files.flat().sort();
}

/** A hash of every file's path and content: the same build always gets the same version. */
export async function contentHash(directory: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(directory)) {
    hash.update(file);
    hash.update(await fs.readFile(path.join(directory, file)));
  }
  return hash.digest('hex').slice(0, 10);
}

export type PublishOptions = { dataDir: string; version?: string; buildDir?: string; now?: Date };
export type PublishResult = { name: RemoteName; version: string; directory: string; reused: boolean };

/**
 * Publishes one remote's build: copies `mfe-<name>/dist` to `<dataDir>/remotes/<name>/<version>/`
 * (immutable, never overwritten) with a brotli and a gzip copy of each text file that decode to it,
 * and switches the registry to it. The shell and the other remotes
 * are not touched; the next page load uses the new version.
 */
export async function publishRemote(rawName: string, { dataDir, version, buildDir, now }: PublishOptions): Promise<PublishResult> {
  const name = remoteNameSchema.parse(rawName);
  const source = buildDir ?? remoteBuildDirectory(name);
  await fs.access(path.join(source, 'mf-manifest.json')).catch(() => {
    throw new Error(`No build for ${name}: run \`npm run build --workspace @pimento/mfe-${name}\` first (${source}/mf-manifest.json missing)`);
  });
  const packageJson = JSON.parse(await fs.readFile(path.join(repositoryRoot, `mfe-${name}`, 'package.json'), 'utf8')) as { version: string };
  const resolvedVersion = version ?? `${packageJson.version}-${await contentHash(source)}`;
  if (!/^[A-Za-z0-9._-]+$/.test(resolvedVersion)) throw new Error(`Invalid version "${resolvedVersion}"`);

  const target = path.join(dataDir, 'remotes', name, resolvedVersion);
  let reused = true;
  try {
    await fs.access(path.join(target, 'mf-manifest.json'));
  } catch {
    reused = false;
    const staging = `${target}.staging-${process.pid}`;
    await fs.rm(staging, { recursive: true, force: true });
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.cp(source, staging, { recursive: true });
    // Servers send `.br`/`.gz` siblings in place of their file: each must match the file published.
    await refreshPrecompressedSiblings(staging);
    await fs.rename(staging, target);
  }
  await switchRemote(dataDir, name, resolvedVersion, now);
  return { name, version: resolvedVersion, directory: target, reused };
}
