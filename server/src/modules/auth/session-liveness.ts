import type { Database } from '../../db/database.ts';
import { sessionState } from './repository.ts';

/**
 * Whether the `auth_sessions` row behind an access token is still live, kept in this process per
 * session, so every authenticated request checks its session without a query: the first request
 * of a session on a process reads it, the triggers of migration 0010 NOTIFY
 * `pimento_session_ended` when it ends (logout, password change or reset, deactivation, deletion,
 * refresh-token reuse) and every process forgets it (`Database.watch`, as the access cache).
 *
 * A commit made by this process is heard before the committing call resolves, so the next request
 * of a logged-out session is refused here at once; another process hears it a moment after.
 * An ended session never comes back, so "ended" is kept as well: a revoked token replayed in a
 * loop costs no query either.
 */
export type SessionLiveness = {
  isLive(sessionId: string): Promise<boolean>;
  /** Stops watching the database; later calls always read it. */
  close(): void;
};

/** Beyond this many sessions the memo starts again empty: memory stays bounded whatever the load. */
const maxSessions = 100_000;

export async function openSessionLiveness(db: Database): Promise<SessionLiveness> {
  const known = new Map<string, boolean>();
  // Moves on at every notification and gap, so a read that overlapped one is not kept.
  let heard = 0;
  let open = true;

  const ended = (sessionId: string) => {
    heard += 1;
    known.set(sessionId, false);
    if (known.size > maxSessions) known.clear();
  };
  const forgetAll = () => {
    heard += 1;
    known.clear();
  };
  const stopWatching = await db.watch('pimento_session_ended', ended, forgetAll);

  return {
    async isLive(sessionId) {
      const cached = known.get(sessionId);
      if (cached !== undefined && open) return cached;
      const heardAtStart = heard;
      const live = (await sessionState(db, sessionId)) === 'live';
      if (open && heard === heardAtStart) {
        if (known.size >= maxSessions) known.clear();
        known.set(sessionId, live);
      }
      return live;
    },
    close() {
      open = false;
      stopWatching();
      known.clear();
    },
  };
}
