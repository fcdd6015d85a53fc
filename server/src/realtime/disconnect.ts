/**
 * Closes a user's open sockets on every API process, through the realtime bus: at logout (that
 * session), at a password reset (every session) and at a password change (every other session).
 */
import type { Database } from '../db/database.ts';
import { realtimeBusFor } from './bus.ts';

export type DisconnectTarget = { companyId: string; userId: string; sessionId?: string; exceptSessionId?: string };

export async function disconnectSessions(db: Database, target: DisconnectTarget): Promise<void> {
  await realtimeBusFor(db).publish({ scope: 'disconnect', ...target });
}
