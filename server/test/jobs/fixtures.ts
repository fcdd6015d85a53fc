/** Shared helpers of the jobs, tasks, notifications and realtime suites. */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/database.ts';
import { realtimeBusFor } from '../../src/realtime/bus.ts';
import type { RealtimeEnvelope } from '../../src/realtime/bus.ts';

export type Tenant = { companyId: string; userIds: string[] };

/** A company with `users` users (usernames are unique across companies). */
export async function createTenant(db: Database, users = 2): Promise<Tenant> {
  const suffix = randomBytes(4).toString('hex');
  const [company] = await db.query<{ id: string }>('INSERT INTO companies (name) VALUES ($1) RETURNING id', [`Company ${suffix}`]);
  const userIds: string[] = [];
  for (let index = 0; index < users; index += 1) {
    const [user] = await db.query<{ id: string }>(
      'INSERT INTO users (company_id, username, email) VALUES ($1, $2, $3) RETURNING id',
      [company!.id, `user_${suffix}_${index}`, `user${index}.${suffix}@example.com`],
    );
    userIds.push(user!.id);
  }
  return { companyId: company!.id, userIds };
}

/** Polls `probe` until it returns a truthy value; fails after `timeoutMs`. */
export async function waitFor<T>(probe: () => Promise<T> | T, timeoutMs = 20_000, what = 'condition'): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A task once it has ended (done or error), with its result and error, as a test reads it. */
export type EndedTask = { status: string; result: Record<string, unknown> | null; error: { code: string } | null };

/** Waits for a task to end, whichever way. */
export function taskEnded(db: Database, taskId: string, timeoutMs = 20_000): Promise<EndedTask> {
  return waitFor(
    async () => {
      const [row] = await db.query<EndedTask>('SELECT status, result, error FROM tasks WHERE id = $1', [taskId]);
      return row?.status === 'done' || row?.status === 'error' ? row : null;
    },
    timeoutMs,
    `task ${taskId} to end`,
  );
}

/** Everything published on the realtime bus of `db`, in order. */
export async function recordBus(db: Database): Promise<{ envelopes: RealtimeEnvelope[]; types(taskId?: string): string[]; stop(): Promise<void> }> {
  const envelopes: RealtimeEnvelope[] = [];
  const stop = await realtimeBusFor(db).subscribe((envelope) => envelopes.push(envelope));
  return {
    envelopes,
    types(taskId) {
      return envelopes
        .flatMap((envelope) => ('message' in envelope ? [envelope.message as { type: string; task?: { id: string }; task_id?: string }] : []))
        .filter((message) => !taskId || message.task?.id === taskId || message.task_id === taskId)
        .map((message) => message.type);
    },
    stop,
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
