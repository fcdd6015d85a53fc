/**
 * Server errors to a Sentry-compatible service (Sentry, self-hosted Sentry, GlitchTip) at
 * `SENTRY_DSN`; off when unset. Only what an operator needs to fix a bug leaves the process: the
 * error and its stack, the route, the status, the release, and the user's id — no cookies,
 * headers, query strings, bodies, names or addresses (spec §8, §9: sample rate 1, 401s dropped).
 */
import type { ErrorEvent } from '@sentry/node';

export type ErrorReportingConfig = {
  /** `SENTRY_DSN`, e.g. `https://<key>@glitchtip.example.com/3`; null: nothing is reported. */
  dsn: string | null;
  environment: string;
  release: string;
};

/** What the server knows of the request that failed. */
export type FailedRequest = { method: string; route: string; statusCode: number; userId: string | null; companyId: string | null };

export type ErrorReporter = {
  readonly enabled: boolean;
  report(error: unknown, request: FailedRequest): void;
  /** Sends what is queued (at shutdown, and for tests); resolves false if it took longer than `timeoutMs`. */
  flush(timeoutMs: number): Promise<boolean>;
};

const off: ErrorReporter = { enabled: false, report: () => undefined, flush: async () => true };

/** A 401 is a signed-out user, not a fault: such events never leave (spec §8). */
export function isUnauthorized(event: ErrorEvent): boolean {
  return event.contexts?.response?.status_code === 401 || event.tags?.status_code === '401';
}

export async function createErrorReporter(config: ErrorReportingConfig): Promise<ErrorReporter> {
  if (config.dsn === null) return off;
  // loaded only when configured: the SDK weighs on every start otherwise
  const Sentry = await import('@sentry/node');
  // a client of our own rather than Sentry.init(): no global state, no automatic instrumentation
  const client = new Sentry.NodeClient({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    sampleRate: 1,
    sendDefaultPii: false,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration(), Sentry.functionToStringIntegration()],
    beforeSend: (event) => (isUnauthorized(event) ? null : event),
  });
  client.init();
  return {
    enabled: true,
    report(error, request) {
      const scope = new Sentry.Scope();
      scope.setClient(client);
      scope.setTags({ runtime: 'server', route: request.route, method: request.method, status_code: String(request.statusCode) });
      if (request.companyId !== null) scope.setTag('company_id', request.companyId);
      scope.setUser(request.userId === null ? null : { id: request.userId });
      scope.setContext('response', { status_code: request.statusCode });
      client.captureException(error, undefined, scope);
    },
    flush: async (timeoutMs) => client.flush(timeoutMs),
  };
}
