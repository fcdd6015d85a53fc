import type { BrowserErrorReporting, EnabledRemote } from '@pimento/shared-kit/contracts/remotes';
import { discardErrorReports, installErrorSink } from '@pimento/shared-kit/remote/error-reports';
import type * as BrowserErrorReportingModule from './browser-error-reporting';

type Reporting = typeof BrowserErrorReportingModule;

let started: Promise<Reporting | null> | null = null;
let remoteVersions: Record<string, string> = {};
let userId: string | null = null;

/**
 * Starts browser error reporting once, from the first `GET /api/remotes/` answer: the SDK is fetched
 * (its own file) only when the operator configured a DSN; otherwise caught errors are dropped.
 */
export function startErrorReporting(config: BrowserErrorReporting | null, remotes: readonly EnabledRemote[]): void {
  remoteVersions = Object.fromEntries(remotes.map((remote) => [remote.name, remote.version]));
  if (started !== null) return;
  if (config === null) {
    started = Promise.resolve(null);
    discardErrorReports();
    return;
  }
  started = import(/* webpackChunkName: "error-reporting" */ './browser-error-reporting').then(
    (reporting) => {
      installErrorSink(reporting.startBrowserErrorReporting(config, () => remoteVersions));
      reporting.identifyUser(userId);
      return reporting;
    },
    () => null,
  );
}

/** The signed-in user's id, on every later event (null when signed out). */
export function setReportedUser(id: string | null): void {
  userId = id;
  void started?.then((reporting) => reporting?.identifyUser(id));
}
