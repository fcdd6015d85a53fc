/**
 * The job types this process knows. Features register theirs at import time
 * (`registerJobType('etim_import', handler)`); a worker claims only the types it knows.
 */
import type { TaskProblem } from '@pimento/shared-kit/contracts/tasks';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import type { Database, Queryable } from '../db/database.ts';
import { enterTenantSql, setTenantSql } from '../db/database.ts';
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
  /**
   * Reports a step of the work (a sub-task, shown under the task): its state, progress and, once
   * done, what it did. A step first named is added after the others; pushed like `progress` (at
   * most every 200 ms, always when its state changes). Throws `JobStoppedError` once stopped.
   */
  step(key: string, change: StepChange): Promise<void>;
  /** Adds non-fatal problems to the task's `errors` (e.g. rejected lines of an import). */
  reportProblems(problems: TaskProblem[]): Promise<void>;
  /** Throws `JobStoppedError` if a stop was asked for; cheap, call it in loops. */
  throwIfStopped(): void;
};

/** A step's new state: `percent` alone moves it on (in progress); `done` with its result; `failed` with why. */
export type StepChange = { percent: number } | { done: unknown } | { failed: TaskProblem } | { waiting: true };

/** What the handler returns becomes the task's `result` (JSON). */
export type JobHandler<Payload = unknown> = (context: JobContext<Payload>) => Promise<unknown>;

/** The job a user cancelled, as its `onCancel` hook gets it. */
export type CancelledJob<Payload = unknown> = {
  taskId: string;
  companyId: string;
  userId: string;
  payload: Payload;
  /** The handler had started (and has now stopped): false when the job was waiting or paused. */
  ran: boolean;
};

/**
 * Gives the work a job stood for its final state once the job is cancelled for good: before it ran
 * (in the cancel request's transaction) or after its handler stopped (in the worker's). `tx` is a
 * tenant transaction of the job's company, the one that records the cancel: both commit together.
 */
export type JobCancelHook<Payload = unknown> = (tx: Queryable, job: CancelledJob<Payload>) => Promise<void>;

/** The job that failed for good, as its `onGiveUp` hook gets it. */
export type FailedJob<Payload = unknown> = {
  taskId: string;
  companyId: string;
  userId: string;
  payload: Payload;
  /** Why: the last attempt's error, or `task.interrupted` when its worker died. */
  problem: TaskProblem;
};

/**
 * Gives the work a job stood for its final state once the job fails for good: its last attempt
 * failed, its error was not retryable, or its worker died with no attempt left (then no handler
 * code runs: only this hook can tell the run it ended). `tx` is the worker's transaction that
 * records the failure, entered as the job's company: both commit together.
 */
export type JobGiveUpHook<Payload = unknown> = (tx: Queryable, job: FailedJob<Payload>) => Promise<void>;

export type JobTypeOptions<Payload = unknown> = {
  /** Runs before the job fails for good (default 3). */
  maxAttempts?: number;
  /** First retry delay; doubles on each further attempt (default 1000 ms). */
  backoffMs?: number;
  onCancel?: JobCancelHook<Payload>;
  onGiveUp?: JobGiveUpHook<Payload>;
};

export type JobType = { name: string; handler: JobHandler; maxAttempts: number; backoffMs: number; onCancel: JobCancelHook | null; onGiveUp: JobGiveUpHook | null };

const jobTypes = new Map<string, JobType>();

export function registerJobType<Payload>(name: string, handler: JobHandler<Payload>, options: JobTypeOptions<Payload> = {}): void {
  jobTypes.set(name, {
    name,
    handler: handler as JobHandler,
    maxAttempts: options.maxAttempts ?? 3,
    backoffMs: options.backoffMs ?? 1000,
    onCancel: (options.onCancel as JobCancelHook | undefined) ?? null,
    onGiveUp: (options.onGiveUp as JobGiveUpHook | undefined) ?? null,
  });
}

/** Runs the `onCancel` hook of the job's type, if it has one, in `tx` entered as the job's company. */
export async function runCancelHook(tx: Queryable, type: string, job: CancelledJob): Promise<void> {
  const hook = jobTypes.get(type)?.onCancel;
  if (!hook) return;
  await tx.query(enterTenantSql);
  await tx.query(setTenantSql, [job.companyId]);
  await hook(tx, job);
}

/** Runs the `onGiveUp` hook of the job's type, if it has one, in `tx` entered as the job's company. */
export async function runGiveUpHook(tx: Queryable, type: string, job: FailedJob): Promise<void> {
  const hook = jobTypes.get(type)?.onGiveUp;
  if (!hook) return;
  await tx.query(enterTenantSql);
  await tx.query(setTenantSql, [job.companyId]);
  await hook(tx, job);
}

export function findJobType(name: string): JobType | undefined {
  return jobTypes.get(name);
}

export function registeredJobTypeNames(): string[] {
  return [...jobTypes.keys()];
}
