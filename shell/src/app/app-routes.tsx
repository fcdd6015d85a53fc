import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isLoggedIn } from '@pimento/shared-kit/session/session';
import { useSessionStore } from '../features/session/stores/session-store';
import { resolveRoute, type RouteDecision } from '../features/routing/resolve-route';
import { usePageTitle } from '../features/routing/hooks/use-page-title';
import { useMinimumDuration } from '../features/loading/hooks/use-minimum-duration';
import { LoadingOverlay } from '../features/loading/components/loading-overlay';
import { ToastArea } from '../features/toasts/components/toast-area';
import { isSimplifiedMode, readDeviceTraits } from '../features/mobile/simplified-mode';
import { usesMobileRouter } from '../features/mobile/mobile-hosts';
import { preloadPageRemote } from '../features/remotes/preload-page-remote';
import { ShellPageView } from './shell-page';

// Everything a session needs (its data, the WebSocket, the frame, panels, remotes) is one lazy
// part of the shell: the login screen loads none of it (shell ≤ 200 KB before any remote).
const loadSignedInRoutes = () => import(/* webpackChunkName: "signed-in-routes" */ './signed-in-routes');
const SignedInRoutes = lazy(() => loadSignedInRoutes().then((module) => ({ default: module.SignedInRoutes })));
// With a session, the signed-in part and the page's remote are certain to be needed: fetch them
// now, in parallel, while React renders the loader.
if (isLoggedIn()) {
  void loadSignedInRoutes();
  const simplified = isSimplifiedMode(readDeviceTraits());
  preloadPageRemote(window.location.pathname, usesMobileRouter(window.location.hostname, simplified), simplified).catch(() => undefined);
}

/** A public screen or a redirect to one, for a visitor without a session. */
function PublicScreen({ decision }: { decision: RouteDecision }) {
  usePageTitle(decision.kind === 'render' ? decision.route.titleKey : null);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return decision.route.shellPage ? <ShellPageView page={decision.route.shellPage} params={decision.params} /> : null;
}

/** Decides, for the current URL, what the suite shows: public screens here, the rest in `SignedInRoutes`. */
export function AppRoutes() {
  const location = useLocation();
  const loggedIn = useSessionStore((state) => state.loggedIn);
  const simplified = useMemo(() => isSimplifiedMode(readDeviceTraits()), []);
  const mobileRouter = usesMobileRouter(window.location.hostname, simplified);
  const [sessionReady, setSessionReady] = useState(false);
  const handleReady = useCallback((ready: boolean) => setSessionReady(ready), []);

  // Without a session, the route guard needs no company data: a shell screen or a redirect to login.
  const publicDecision = loggedIn
    ? null
    : resolveRoute(location.pathname, location.search, { loggedIn: false, mobileRouter, simplified, flags: null, enabledRemotes: null, homePath: '/products/' });
  const isPublic = publicDecision !== null && !(publicDecision.kind === 'render' && publicDecision.route.remote);
  const showLoader = useMinimumDuration(isPublic || sessionReady);

  return (
    <>
      {isPublic && publicDecision ? (
        <PublicScreen decision={publicDecision} />
      ) : (
        <Suspense fallback={null}>
          <SignedInRoutes simplified={simplified} mobileRouter={mobileRouter} onReady={handleReady} />
        </Suspense>
      )}
      <LoadingOverlay visible={showLoader} />
      <ToastArea />
    </>
  );
}
