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
  // The full antd facade (tables, pickers…) is not part of the shell's start: fetch it alongside the
  // remote. This import also makes the shell provide it, so every remote shares the shell's antd.
  void import('@pimento/shared-kit/ui/antd').catch(() => undefined);
  const exposed = await loadRemote<ParcelConfig & { default?: ParcelConfig }>(`${name}/${module}`);
  if (!exposed) throw new Error(`Remote ${name} exposes no ./${module}`);
  const { bootstrap, mount, unmount, update } = exposed as ParcelConfig & Record<string, never>;
  return { bootstrap, mount, unmount, update } as ParcelConfig;
}
