import { queryClient } from '@pimento/shared-kit/query/query-client';
import { resolveRoute } from '../routing/resolve-route';
import { remotesQuery } from './api/get-remotes';
import { preloadRemoteApp, registerEnabledRemotes } from './federation';

/**
 * With a session, the shell's start asks for the company's remotes and fetches the page's remote
 * at once, while its signed-in part downloads: the remote's files then arrive in parallel with it
 * instead of after it. The answer goes into the query the signed-in part reads (`get-remotes.ts`),
 * so it is asked once; registering the same remotes again is a no-op. Any failure is left to that
 * regular path.
 */
export async function preloadPageRemote(pathname: string, mobileRouter: boolean, simplified: boolean): Promise<void> {
  const page = resolveRoute(pathname, '', { loggedIn: true, mobileRouter, simplified, flags: null, enabledRemotes: null, homePath: '/products/' });
  const name = page.kind === 'render' ? page.route.remote : undefined;
  if (!name) return;
  const remotes = await queryClient.fetchQuery(remotesQuery(true));
  registerEnabledRemotes(remotes);
  preloadRemoteApp(name);
}
