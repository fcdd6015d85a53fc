/**
 * The one way any part of the suite reports an error it caught to the operators: the shell and the
 * remotes call `reportError`; the shell installs where reports go (the error-reporting service, when
 * the operator configured one). Uncaught errors need no call: the service's SDK sees them itself.
 */

/** What the reporter knows of where the error happened. */
export type ErrorReportContext = {
  /** The remote whose code failed (`catalogue`, …), or `shell`. */
  remote: string;
  /** The remote's build (`catalogue@1.2.0-abc`), when known. */
  build?: string;
  /** React's component stack, for a render crash. */
  componentStack?: string;
};

export type ErrorSink = (error: unknown, context: ErrorReportContext) => void;

/** Reports kept until a sink is installed (a crash before the SDK has loaded), at most this many. */
const WAITING_LIMIT = 20;

let sink: ErrorSink | null = null;
let waiting: [unknown, ErrorReportContext][] = [];
let discarding = false;

export function reportError(error: unknown, context: ErrorReportContext): void {
  if (sink !== null) return sink(error, context);
  if (!discarding && waiting.length < WAITING_LIMIT) waiting.push([error, context]);
}

/** Installs where reports go, and hands it what waited. */
export function installErrorSink(next: ErrorSink): void {
  sink = next;
  const pending = waiting;
  waiting = [];
  for (const [error, context] of pending) next(error, context);
}

/** No reporting configured: what waited and what comes is dropped. */
export function discardErrorReports(): void {
  discarding = true;
  waiting = [];
}
