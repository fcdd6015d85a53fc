import { matchRoutes } from 'react-router-dom';
import type { RemoteName } from '@pimento/shared-kit/contracts/remotes';
import type { CompanyFlags } from '@pimento/shared-kit/remote/remote-props';
import { desktopRoutes, mobileRoutes, type AppRoute } from './route-table';

export type RouteContext = {
  loggedIn: boolean;
  /** The mobile router is on (mobile hostname and mobile device). */
  mobileRouter: boolean;
  /** Simplified mode (a touch screen narrower than 768 px, or the stored flag), on any hostname. */
  simplified: boolean;
  /** Company flags, or null while they load (routes are then not filtered yet). */
  flags: CompanyFlags | null;
  /** Remotes the company may load, or null while unknown. */
  enabledRemotes: ReadonlySet<RemoteName> | null;
  /** First entry of the user's saved sidebar order (or `/products/`). */
  homePath: string;
};

export type RouteDecision =
  | { kind: 'redirect'; to: string }
  | { kind: 'render'; route: AppRoute; params: Record<string, string | undefined> };

export const mobileHomePath = '/mobile/products/';

/** `/login/?next=<where the user was>` (or the mobile login). */
export function loginRedirect(pathWithSearch: string, mobile: boolean): string {
  const login = mobile ? '/mobile/login/' : '/login/';
  return `${login}?next=${encodeURIComponent(pathWithSearch)}`;
}

/** Where to go after login: `next` when it is a local path, else the root. */
export function safeNext(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}

function find(routes: readonly AppRoute[], pathname: string) {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  );
  const match = matches?.[matches.length - 1];
  return match ? { route: match.route.route, params: match.params } : null;
}

function isAvailable(route: AppRoute, context: RouteContext): boolean {
  if (route.flag && context.flags && context.flags[route.flag] !== true) return false;
  if (route.remote && route.access === 'private' && context.enabledRemotes && !context.enabledRemotes.has(route.remote)) {
    return false;
  }
  return true;
}

/**
 * The route guard and redirect rules of spec §2 as one pure decision: which screen to render for
 * a URL, or where to send the user instead.
 */
export function resolveRoute(pathname: string, search: string, context: RouteContext): RouteDecision {
  const here = `${pathname}${search}`;

  if (context.mobileRouter) {
    const found = find(mobileRoutes, pathname);
    if (found?.route.access === 'public') {
      if (context.loggedIn) return { kind: 'redirect', to: safeNext(search) === '/' ? mobileHomePath : safeNext(search) };
      return { kind: 'render', ...found };
    }
    if (!context.loggedIn) return { kind: 'redirect', to: loginRedirect(found ? here : mobileHomePath, true) };
    if (!found) return { kind: 'redirect', to: mobileHomePath };
    return { kind: 'render', ...found };
  }

  // In simplified mode the mobile routes open too (spec §2 sends a signed-out phone to
  // /mobile/login/; a /mobile/… link shared from a mobile hostname opens its screen, not the home).
  const found = find(desktopRoutes, pathname) ?? (context.simplified ? find(mobileRoutes, pathname) : null);
  if (found && found.route.access !== 'private') {
    if (found.route.shellPage === 'login' && context.loggedIn) return { kind: 'redirect', to: safeNext(search) };
    return { kind: 'render', ...found };
  }
  if (!context.loggedIn) return { kind: 'redirect', to: loginRedirect(here, context.simplified) };
  if (!found || !isAvailable(found.route, context)) {
    return { kind: 'redirect', to: context.homePath === pathname ? '/products/' : context.homePath };
  }
  return { kind: 'render', ...found };
}
