import type { Database, Queryable } from '../src/db/database.ts';

/**
 * A database for the unit tests of the listing caches: every query (in a request's transaction or
 * in `withTenant`) is answered by `answer`, and the test plays the notifications and the gaps a
 * cache's `watch` would hear.
 */
export function fakeWatchedDatabase(answer: (text: string) => Promise<unknown[]>) {
  let watcher: { onMessage: (payload: string) => void; onGap: () => void } | null = null;
  const tx: Queryable = {
    query: async <T>(text: string) => (await answer(text)) as T[],
    exec: async () => {},
  };
  const db = {
    withTenant: async <T>(_companyId: string, work: (tx: Queryable) => Promise<T>) => work(tx),
    watch: async (_channel: string, onMessage: (payload: string) => void, onGap: () => void) => {
      watcher = { onMessage, onGap };
      return () => {};
    },
  } as unknown as Database;
  return { db, tx, notify: (payload: string) => watcher!.onMessage(payload), gap: () => watcher!.onGap() };
}
