/**
 * The job types this process knows. Features register theirs at import time
 * (`registerJobType('etim_import', handler)`); a worker claims only the types it knows.
 */
import type { TaskProblem } from '@pimento/shared-kit/contracts/tasks';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';

export type JobContext<Payload = unknown> = {
  taskId: string;
  companyId: string;
  userId: string;
  payload: Payload;
  /** The database; work on the company's data through `db.withTenant(companyId, …)`. */
  db: Database;
  /** For feature messages on /ws/ (e.g. `etim_import_progress`); task messages are sent by the worker. */
  publisher: RealtimePublisher;
  /** Where uploaded and produced files live; absent only in workers started without one (job tests). */
  storage: FileStorage | undefined;
  /** 1 on the first run, more on retries and after a crash. */
  attempt: number;
  /** What the handler last saved with `saveCheckpoint` (to resume after a pause, retry or crash). */
  checkpoint: unknown;
  /** Aborted when the user cancels or pauses, the worker stops or loses its lease. */
  signal: AbortSignal;
  /** Records progress (a fraction 0…1) and pushes `update_progress` (at most every 200 ms, always at 1); throws `JobStoppedError` once stopped. */
  progress(percent: number): Promise<void>;
  /** Persists resumable state; throws `JobStoppedError` once stopped. */
  saveCheckpoint(checkpoint: unknown): Promise<void>;
  /**
   * Persists resumable state in the handler's own transaction `tx` (a tenant transaction of the
   * job's company), so a batch and the checkpoint after it commit or vanish together: a crash or a
   * failed commit resumes exactly after the last committed batch, and the batch may commit
   * asynchronously (`SET LOCAL synchronous_commit = off`). Renews the lease too. Throws
   * `JobStoppedError` (the caller's transaction then rolls back) when this worker no longer holds
   * the job; a cancel or pause asked for meanwhile lets the batch commit and stops at the next
   * `throwIfStopped`.
   */
  saveCheckpointIn(tx: Queryable, checkpoint: unknown): Promise<void>;
  /** Adds non-fatal problems to the task's `errors` (e.g. rejected lines of an import). */
  reportProblems(problems: TaskProblem[]): Promise<void>;
  /** Throws `JobStoppedError` if a stop was asked for; cheap, call it in loops. */
  throwIfStopped(): void;
};

/** What the handler returns becomes the task's `result` (JSON). */
export type JobHandler<Payload = unknown> = (context: JobContext<Payload>) => Promise<unknown>;

export type JobTypeOptions = {
  /** Runs before the job fails for good (default 3). */
  maxAttempts?: number;
  /** First retry delay; doubles on each further attempt (default 1000 ms). */
  backoffMs?: number;
};

export type JobType = { name: string; handler: JobHandler; maxAttempts: number; backoffMs: number };

const jobTypes = new Map<string, JobType>();

export function registerJobType<Payload>(name: string, handler: JobHandler<Payload>, options: JobTypeOptions = {}): void {
  jobTypes.set(name, {
    name,
    handler: handler as JobHandler,
    maxAttempts: options.maxAttempts ?? 3,
    backoffMs: options.backoffMs ?? 1000,
  });
}

export function findJobType(name: string): JobType | undefined {
  return jobTypes.get(name);
}

export function registeredJobTypeNames(): string[] {
  return [...jobTypes.keys()];
}
