import fs from 'node:fs/promises';
import path from 'node:path';
import type { CompanyFeatures } from '@pimento/shared-kit/contracts/company';
import type { EnabledRemote, RemoteName, RemoteRegistry } from '@pimento/shared-kit/contracts/remotes';
import { remoteNameSchema, remoteRegistrySchema } from '@pimento/shared-kit/contracts/remotes';

/** A remote built in the checkout but never published is served as this version from `mfe-<name>/dist/`. */
export const LOCAL_VERSION = 'local';

export function registryFile(dataDir: string): string {
  return path.join(dataDir, 'remotes', 'registry.json');
}

/** The deployment registry written by `deploy/`, or null when there is none (or it is unreadable). */
export async function readRegistry(dataDir: string): Promise<RemoteRegistry | null> {
  try {
    return remoteRegistrySchema.parse(JSON.parse(await fs.readFile(registryFile(dataDir), 'utf8')));
  } catch {
    return null;
  }
}

/** Which remotes a company may load (spec §6): the assistant only with AI features on. */
/**
 * The remotes of the routes that need no session (spec §2): `/pdf/generator/` belongs to exports.
 * `GET /api/remotes/` answers these to a visitor who is not signed in.
 */
export const publicRemoteNames: readonly RemoteName[] = ['exports'];

export function remotesAllowed(features: CompanyFeatures): RemoteName[] {
  return remoteNameSchema.options.filter((name) => name !== 'assistant' || features.ai_features_activated);
}

/** The directory holding the files of `name` at `version`. */
export function remoteDirectory(options: { dataDir: string; repositoryRoot: string }, name: RemoteName, version: string): string {
  return version === LOCAL_VERSION
    ? path.join(options.repositoryRoot, `mfe-${name}`, 'dist')
    : path.join(options.dataDir, 'remotes', name, version);
}

/**
 * The remotes the company may load with their manifest URLs: the registry's published version,
 * or the local build when the registry does not list the remote (or does not exist).
 */
export async function enabledRemotes(
  options: { dataDir: string; repositoryRoot: string },
  features: CompanyFeatures | null,
): Promise<EnabledRemote[]> {
  const registry = await readRegistry(options.dataDir);
  // without a session (features null) only the remotes of public routes
  return (features === null ? [...publicRemoteNames] : remotesAllowed(features)).map((name) => {
    const version = registry?.remotes[name]?.version ?? LOCAL_VERSION;
    return { name, version, manifest_url: `/remotes/${name}/${version}/mf-manifest.json` };
  });
}
