/**
 * The signed-in user's open sessions (docs/rights.md "Sessions"): listed, ended one by one, or all
 * but the one asking. A user reaches only their own sessions: another user's session id answers
 * like one that does not exist. Ending a session is the same revocation as a logout — its refresh
 * token is refused, every process forgets it (migration 0010's NOTIFY) and its sockets close.
 */
import type { ActiveSession } from '@pimento/shared-kit/contracts/sessions';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { disconnectSessions } from '../../realtime/disconnect.ts';
import * as repository from './repository.ts';
import type { SessionPrincipal } from './tokens.ts';

export async function listActiveSessions(db: Database, principal: SessionPrincipal): Promise<ActiveSession[]> {
  const rows = await repository.liveSessionsOf(db, principal.userId);
  return rows.map((row) => ({
    id: row.id,
    user_agent: row.user_agent,
    ip: row.ip,
    signed_in_at: new Date(row.created_at).toISOString(),
    last_active_at: new Date(row.last_active_at).toISOString(),
    current: row.id === principal.sessionId,
  }));
}

export async function endActiveSession(db: Database, principal: SessionPrincipal, sessionId: string): Promise<void> {
  if (!(await repository.revokeSessionOf(db, principal.userId, sessionId))) throw new AppError(404, 'auth.session_not_found');
  await disconnectSessions(db, { companyId: principal.companyId, userId: principal.userId, sessionId });
}

/** "Sign out everywhere else": this browser stays signed in. */
export async function endOtherSessions(db: Database, principal: SessionPrincipal): Promise<void> {
  if (principal.sessionId === undefined) throw new AppError(401, 'token-invalid');
  await repository.revokeUserSessions(db, principal.userId, principal.sessionId);
  await disconnectSessions(db, { companyId: principal.companyId, userId: principal.userId, exceptSessionId: principal.sessionId });
}

/** An administrator signs a colleague out of every browser (user administration); the caller checked the right. */
export async function endAllSessionsOf(db: Database, companyId: string, userId: string): Promise<void> {
  await repository.revokeUserSessions(db, userId);
  await disconnectSessions(db, { companyId, userId });
}
