/**
 * Browser errors to the operators' Sentry-compatible service (spec §8, §9: sample rate 1, session
 * replays only on error, HTTP 401 dropped). Loaded only when the server names a DSN
 * (`start-error-reporting.ts`): without one, not a byte of the SDK is fetched.
 */
import { getCurrentScope, init, replayIntegration, withScope, captureException, type ErrorEvent, type EventHint } from '@sentry/browser';
import type { BrowserErrorReporting } from '@pimento/shared-kit/contracts/remotes';
import type { ErrorSink } from '@pimento/shared-kit/remote/error-reports';
import { prepareEvent, withoutQuery } from './event-tags';

/**
 * Starts the SDK; `remoteVersions` names the version of each remote the page may load. Returns where
 * caught errors go (`reportError` of shared-kit).
 */
export function startBrowserErrorReporting(config: BrowserErrorReporting, remoteVersions: () => Record<string, string>): ErrorSink {
  init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    sampleRate: 1,
    sendDefaultPii: false,
    // Replays are buffered in memory and sent only with an error: no session is recorded otherwise.
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 1,
    integrations: [replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true })],
    beforeBreadcrumb: (breadcrumb) => {
      if (typeof breadcrumb.data?.url === 'string') breadcrumb.data.url = withoutQuery(breadcrumb.data.url);
      return breadcrumb;
    },
    beforeSend: (event: ErrorEvent, hint: EventHint) => prepareEvent(event, hint.originalException, remoteVersions(), config.release),
  });
  return (error, context) =>
    withScope((scope) => {
      scope.setTag('remote', context.remote);
      if (context.build) scope.setTag('remote_build', context.build);
      if (context.componentStack) scope.setContext('react', { componentStack: context.componentStack });
      captureException(error);
    });
}

/** Names the signed-in user on the next events, by id only; null when signed out. */
export function identifyUser(userId: string | null): void {
  getCurrentScope().setUser(userId === null ? null : { id: userId });
}
