/**
 * What a browser event keeps and says before it leaves (spec §8): the remote whose code
 * is on the stack and that remote's version (or the shell), the versions of every remote the page
 * may load, the user's id and nothing else personal; a 401 (a signed-out user) never leaves.
 */
import { ApiError } from '@pimento/shared-kit/client/api-error';

type StackFrame = { filename?: string };
export type ReportedEvent = {
  exception?: { values?: { stacktrace?: { frames?: StackFrame[] } }[] };
  tags?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
  request?: { url?: string };
  user?: { id?: string | number };
};

/** A remote's files are served under `/remotes/<name>/<version>/`: the stack names them, even for an error nobody caught. */
const remoteFile = /\/remotes\/([a-z]+)\/([A-Za-z0-9._-]+)\//;

/** The remote of the innermost frame served from a remote's files, else null. */
export function remoteOnStack(event: ReportedEvent): { remote: string; version: string } | null {
  for (const value of [...(event.exception?.values ?? [])].reverse()) {
    // Sentry lists frames outermost first: the innermost is last.
    for (const frame of [...(value.stacktrace?.frames ?? [])].reverse()) {
      const match = frame.filename?.match(remoteFile);
      if (match) return { remote: match[1]!, version: match[2]! };
    }
  }
  return null;
}

/** Drops the query string and fragment of a URL: a search typed by a user may name a person. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

/** The event as it may leave, or null when it must not (a 401). */
export function prepareEvent<Event extends ReportedEvent>(event: Event, thrown: unknown, remoteVersions: Record<string, string>, release: string): Event | null {
  if (thrown instanceof ApiError && thrown.status === 401) return null;
  const onStack = remoteOnStack(event);
  const remote = String(event.tags?.remote ?? onStack?.remote ?? 'shell');
  event.tags = { ...event.tags, remote, remote_version: onStack?.version ?? remoteVersions[remote] ?? release };
  event.contexts = { ...event.contexts, remotes: remoteVersions };
  // The page's address without its query; no cookie, no header.
  if (event.request) event.request = event.request.url === undefined ? {} : { url: withoutQuery(event.request.url) };
  // The user's id only: no address, no name, no e-mail.
  event.user = event.user?.id === undefined ? undefined : { id: event.user.id };
  return event;
}
