import fs from 'node:fs/promises';
import path from 'node:path';
import { remoteNameSchema, remoteRegistrySchema, type RemoteName, type RemoteRegistry } from '@pimento/shared-kit/contracts/remotes';

/** The server serves version `local` from the checkout's `mfe-<name>/dist` (never published). */
export const localVersion = 'local';

export function registryPath(dataDir: string): string {
  return path.join(dataDir, 'remotes', 'registry.json');
}

/** The registry lists every remote; before the first publish each one is its local build. */
export function initialRegistry(now: Date = new Date()): RemoteRegistry {
  const entries = remoteNameSchema.options.map((name) => [name, { version: localVersion, published_at: now.toISOString() }] as const);
  return { remotes: Object.fromEntries(entries) as RemoteRegistry['remotes'] };
}

/** The registry, or the initial one when none was written yet. */
export async function readRegistry(dataDir: string): Promise<RemoteRegistry> {
  try {
    return remoteRegistrySchema.parse(JSON.parse(await fs.readFile(registryPath(dataDir), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return initialRegistry();
    throw error;
  }
}

/** Writes the registry atomically: a temporary file in the same directory, then a rename. */
export async function writeRegistry(dataDir: string, registry: RemoteRegistry): Promise<void> {
  const target = registryPath(dataDir);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(remoteRegistrySchema.parse(registry), null, 2)}\n`);
  await fs.rename(temporary, target);
}

/** Points one remote at a published version; the others stay untouched. */
export async function switchRemote(dataDir: string, name: RemoteName, version: string, now: Date = new Date()): Promise<RemoteRegistry> {
  const published = path.join(dataDir, 'remotes', name, version, 'mf-manifest.json');
  if (version !== localVersion) {
    await fs.access(published).catch(() => {
      throw new Error(`${name}@${version} is not published (missing ${published})`);
    });
  }
  const registry = await readRegistry(dataDir);
  const next: RemoteRegistry = { remotes: { ...registry.remotes, [name]: { version, published_at: now.toISOString() } } };
  await writeRegistry(dataDir, next);
  return next;
}
