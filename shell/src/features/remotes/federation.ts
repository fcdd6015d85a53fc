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
 * A remote's entry sits next to its manifest under the name every remote of the suite is built
 * with (`createRemoteConfig`). The federation runtime asks for it only once the manifest has
 * arrived; hinted with the manifest, both download at once, and the runtime's script tag takes the
 * preloaded file. A remote whose manifest names another entry costs one unused request.
 */
function hintRemoteEntry(manifestUrl: string): void {
  const href = new URL('remoteEntry.js', new URL(manifestUrl, document.baseURI)).href;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  // Chromium hands a failed preload, failed, to the next script of the same URL (the slot's retry
  // would fail once more): a throwaway script takes it at once, so the retry asks the network.
  link.onerror = () => {
    const script = document.createElement('script');
    script.src = href;
    script.onload = script.onerror = () => script.remove();
    document.head.appendChild(script);
  };
  document.head.appendChild(link);
}

/**
 * Starts fetching a registered remote's `./app` (manifest, remoteEntry, code) without waiting for
 * its slot: the page's remote is known from the URL while the company's data still loads. A failure
 * is left to the slot's own load, which shows it with a retry.
 */
export function preloadRemoteApp(name: string): void {
  const manifestUrl = registered.get(name);
  if (!manifestUrl || preloaded.has(name)) return;
  preloaded.add(name);
  hintRemoteEntry(manifestUrl);
  loadRemoteLifecycles(name, 'app').catch(() => preloaded.delete(name));
}
