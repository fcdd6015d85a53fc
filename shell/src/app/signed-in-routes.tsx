import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { start } from 'single-spa';
import { useTranslation } from 'react-i18next';
import { bus } from '@pimento/shared-kit/bus/bus';
import { changeLanguage, toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { readCookie } from '@pimento/shared-kit/session/cookies';
import type { RemoteName } from '@pimento/shared-kit/contracts/remotes';
import type { RemoteProps } from '@pimento/shared-kit/remote/remote-props';
import { useSessionStore } from '../features/session/stores/session-store';
import { useSessionExpiry } from '../features/session/hooks/use-session-expiry';
import { useEnabledRemotes } from '../features/remotes/api/get-remotes';
import { preloadRemoteApp, registerEnabledRemotes } from '../features/remotes/federation';
import { RemoteSlot } from '../features/remotes/components/remote-slot';
import { useCompanyFlags } from '../features/company/api/get-company-store-data';
import { useCompanyUpdates } from '../features/company/hooks/use-company-updates';
import { useCurrentUser } from '../features/company/api/get-current-user';
import { setReportedUser } from '../features/error-reporting/start-error-reporting';
import { useNavOrder } from '../features/sidebar/api/user-store-data';
import { sidebarEntries, visibleEntries } from '../features/sidebar/sidebar-entries';
import { homePathFor, orderEntries } from '../features/sidebar/sidebar-order';
import { resolveRoute } from '../features/routing/resolve-route';
import { usePageTitle } from '../features/routing/hooks/use-page-title';
import { useWsConnection } from '../features/ws/hooks/use-ws-connection';
import { useTaskFeed } from '../features/tasks/hooks/use-task-feed';
import { AppLayout } from '../features/layout/components/app-layout';
import { MobileLayout } from '../features/mobile/components/mobile-layout';
import { ShellPageView } from './shell-page';
import './provided-shared-kit';

// single-spa keeps the shell's and the remotes' routers on one URL (it re-emits history changes).
// Remotes only mount from here, so single-spa starts with this part of the shell.
start({ urlRerouteOnly: true });

export type SignedInRoutesProps = {
  simplified: boolean;
  mobileRouter: boolean;
  /** Called with true once the session's data (remotes, flags, user, sidebar order) has loaded. */
  onReady: (ready: boolean) => void;
};

/**
 * Decides, for the current URL of a signed-in user (or a page that skips the login check), what
 * the suite shows: guard, redirects, layout, remote. Loaded lazily: the login screen needs none of it.
 */
export function SignedInRoutes({ simplified, mobileRouter, onReady }: SignedInRoutesProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const loggedIn = useSessionStore((state) => state.loggedIn);
  const noLoginCheck = location.pathname.startsWith('/pdf/generator');

  useSessionExpiry(mobileRouter);
  useWsConnection(loggedIn);
  useTaskFeed(loggedIn);
  useCompanyUpdates(loggedIn);

  const remotes = useEnabledRemotes(loggedIn, loggedIn || noLoginCheck);
  const flags = useCompanyFlags(loggedIn);
  const navOrder = useNavOrder(loggedIn);
  const user = useCurrentUser(loggedIn);

  // Registration must precede the first RemoteSlot effect (children's effects run first): do it while rendering; it is idempotent.
  if (remotes.data) registerEnabledRemotes(remotes.data);
  // The page's remote follows from the URL: fetch its code now, in parallel with the company's data
  // (flags, user, sidebar order) the slot waits for. Idempotent too.
  const pageRemote = useMemo(() => {
    const page = resolveRoute(location.pathname, '', { loggedIn: true, mobileRouter, simplified, flags: null, enabledRemotes: null, homePath: '/products/' });
    return page.kind === 'render' ? page.route.remote : undefined;
  }, [location.pathname, mobileRouter, simplified]);
  if (pageRemote && remotes.data?.some((remote) => remote.name === pageRemote)) preloadRemoteApp(pageRemote);

  const reportedUserId = loggedIn ? (user.data?.userId ?? null) : null;
  useEffect(() => setReportedUser(reportedUserId), [reportedUserId]);

  const userLanguage = user.data?.languageCode;
  useEffect(() => {
    // The user's saved language wins on a browser that has no `language` cookie yet.
    if (userLanguage && !readCookie('language') && toLanguage(userLanguage) !== toLanguage(i18n.language)) void changeLanguage(toLanguage(userLanguage));
  }, [userLanguage, i18n]);

  const enabledRemotes = useMemo(() => (remotes.data ? new Set<RemoteName>(remotes.data.map((remote) => remote.name)) : null), [remotes.data]);
  const companyFlags = useMemo(() => flags.data ?? {}, [flags.data]);
  const visible = useMemo(() => visibleEntries(sidebarEntries, companyFlags, enabledRemotes ?? new Set()), [companyFlags, enabledRemotes]);
  const ordered = useMemo(() => orderEntries(visible, navOrder.data ?? []), [visible, navOrder.data]);
  const homePath = homePathFor(navOrder.data ?? [], visible);

  const bootstrapping = (loggedIn || noLoginCheck) && (remotes.isLoading || (loggedIn && (flags.isLoading || navOrder.isLoading || user.isLoading)));
  useEffect(() => onReady(!bootstrapping), [bootstrapping, onReady]);
  useEffect(() => () => onReady(false), [onReady]);

  const remoteProps = useMemo<RemoteProps>(
    () => ({
      session: user.data ?? null,
      flags: companyFlags,
      bus,
      navigate: (to: string) => navigate(to),
      language: toLanguage(i18n.language),
    }),
    [user.data, companyFlags, navigate, i18n.language],
  );

  const decision = bootstrapping
    ? null
    : resolveRoute(location.pathname, location.search, {
        loggedIn,
        mobileRouter,
        simplified,
        flags: loggedIn ? companyFlags : null,
        enabledRemotes: loggedIn ? enabledRemotes : null,
        homePath,
      });
  usePageTitle(decision?.kind === 'render' ? decision.route.titleKey : null);

  let content: React.ReactNode = null;
  if (decision?.kind === 'redirect') content = <Navigate to={decision.to} replace />;
  else if (decision?.kind === 'render') {
    const { route } = decision;
    if (route.shellPage) content = <ShellPageView page={route.shellPage} params={decision.params} />;
    else if (route.remote && route.bare) content = <RemoteSlot name={route.remote} remoteProps={remoteProps} />;
    else if (route.remote && mobileRouter) content = <MobileLayout remote={route.remote} remoteProps={remoteProps} />;
    else if (route.remote) {
      content = (
        <AppLayout
          remote={route.remote}
          entries={ordered}
          remoteProps={remoteProps}
          simplified={simplified}
          aiAvailable={companyFlags.ai_features_activated === true && (enabledRemotes?.has('assistant') ?? false)}
        />
      );
    }
  }

  // No antd providers here: the frame is plain markup; what renders antd brings them (`AntdProviders`).
  return content;
}
