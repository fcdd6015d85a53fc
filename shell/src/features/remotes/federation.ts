import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import type { EnabledRemote } from '@pimento/shared-kit/contracts/remotes';

/** What a remote module exposes: single-spa lifecycles (`./app`, `./ai-bar`). */
export type RemoteModule = 'app' | 'ai-bar';

const registered = new Map<string, string>();

/** Registers the company's remotes at run time (no remote is known at build time). */
export function registerEnabledRemotes(remotes: readonly EnabledRemote[]): void {
  const fresh = remotes.filter((remote) => registered.get(remote.name) !== remote.manifest_url);
  if (fresh.length === 0) return;
  registerRemotes(
    fresh.map((remote) => ({ name: remote.name, entry: remote.manifest_url })),
    { force: true },
  );
  for (const remote of fresh) registered.set(remote.name, remote.manifest_url);
}

/** Forgets a failed remote so the next load fetches its manifest again. */
export function resetRemote(name: string): void {
  const entry = registered.get(name);
  if (!entry) return;
  registerRemotes([{ name, entry }], { force: true });
}

/** Loads a remote's lifecycles; rejects when its manifest or code cannot be fetched. */
export async function loadRemoteLifecycles(name: string, module: RemoteModule): Promise<ParcelConfig> {
  if (!registered.has(name)) throw new Error(`Remote ${name} is not enabled`);
  const exposed = await loadRemote<ParcelConfig & { default?: ParcelConfig }>(`${name}/${module}`);
  if (!exposed) throw new Error(`Remote ${name} exposes no ./${module}`);
  const { bootstrap, mount, unmount, update } = exposed as ParcelConfig & Record<string, never>;
  return { bootstrap, mount, unmount, update } as ParcelConfig;
}

const preloaded = new Set<string>();

/**
 * Starts fetching a registered remote's `./app` (manifest, remoteEntry, code) without waiting for
 * its slot: the page's remote is known from the URL while the company's data still loads. A failure
 * is left to the slot's own load, which shows it with a retry.
 */
export function preloadRemoteApp(name: string): void {
  if (!registered.has(name) || preloaded.has(name)) return;
  preloaded.add(name);
  loadRemoteLifecycles(name, 'app').catch(() => preloaded.delete(name));
}
