import { apiClient } from '@pimento/shared-kit/client/api-client';
import { remotesApi } from '@pimento/shared-kit/contracts/remotes';
import { resolveRoute } from '../routing/resolve-route';
import { preloadRemoteApp, registerEnabledRemotes } from './federation';

/**
 * With a session, the shell's start asks for the company's remotes and fetches the page's remote
 * at once, while its signed-in part downloads: the remote's files then arrive in parallel with it
 * instead of after it. The signed-in part still loads the list (`get-remotes.ts`);
 * registering the same remotes again is a no-op. Any failure is left to that regular path.
 */
export async function preloadPageRemote(pathname: string, mobileRouter: boolean): Promise<void> {
  const page = resolveRoute(pathname, '', { loggedIn: true, mobileRouter, flags: null, enabledRemotes: null, homePath: '/products/' });
  const name = page.kind === 'render' ? page.route.remote : undefined;
  if (!name) return;
  const body = await apiClient.call(remotesApi.enabled);
  registerEnabledRemotes(body.remotes);
  preloadRemoteApp(name);
}
