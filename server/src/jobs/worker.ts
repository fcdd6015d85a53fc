/**
 * A job worker: claims due jobs (`FOR UPDATE SKIP LOCKED`, so workers in any number of processes
 * never take the same job), runs their handlers, keeps a lease alive while they run, turns every
 * state change into the spec §4 task messages, and recovers jobs whose worker died (lease expired:
 * retried, or failed as `task.interrupted` once out of attempts). Rules: docs/jobs.md.
 * The CLI's `worker` command calls `runWorker`; the embedded default runs one inside the API.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { taskErrorCodes } from '@pimento/shared-kit/contracts/tasks';
import type { TaskProblem, TaskStep } from '@pimento/shared-kit/contracts/tasks';
import type { Database, Queryable } from '../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import { createRealtimePublisher } from '../realtime/publisher.ts';
import { publishTaskEvent } from '../modules/tasks/task-events.ts';
import { taskColumns } from '../modules/tasks/task-row.ts';
import type { TaskRow } from '../modules/tasks/task-row.ts';
import { jobsChannel } from './enqueue.ts';
import { JobError, JobStoppedError } from './errors.ts';
import type { JobStopReason } from './errors.ts';
import { jobColumns, msFromNow } from './job-row.ts';
import type { JobRow } from './job-row.ts';
import { findJobType, registeredJobTypeNames, runCancelHook, runGiveUpHook } from './registry.ts';
import type { JobContext } from './registry.ts';
import { runScheduler } from './scheduler.ts';
import './job-types.ts';
import type { Scheduler } from './scheduler.ts';

export type WorkerLog = {
  info(object: unknown, message?: string): void;
  warn(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
};

export type WorkerOptions = {
  db: Database;
  /** The file storage handlers read and write (imports, exports). */
  storage?: FileStorage;
  publisher?: RealtimePublisher;
  /** Names this worker in leases and logs (default host-pid-random). */
  workerId?: string;
  /** Jobs run at the same time by this worker (default 2). */
  concurrency?: number;
  /** Pause between polls when no job is due (default 1000 ms). */
  pollIntervalMs?: number;
  /** How long a claim stays valid without renewal; renewed every third of it (default 30 s). */
  leaseMs?: number;
  /** The job types to claim (default: every registered type). */
  types?: string[];
  /** Shortest interval between two progress writes of one job (default 200 ms). */
  progressIntervalMs?: number;
  /**
   * This worker is the only one of its database (the embedded PGlite, one process): any job still
   * marked active at start was left by a process that died, and is recovered at once rather than
   * when its lease expires.
   */
  exclusive?: boolean;
  /** Also fire due schedules (default true). */
  schedules?: boolean;
  /** Longest wait for running handlers on stop before their jobs are given back (default 10 s). */
  shutdownGraceMs?: number;
  log?: WorkerLog;
};

export type Worker = {
  readonly id: string;
  /** Stops claiming, asks running handlers to stop, gives their jobs back to the queue. */
  stop(): Promise<void>;
};

type Outcome = 'retry' | 'requeue' | 'fail';

/** What a task says when its worker died with no attempt left. */
const interruptedProblem: TaskProblem = { code: taskErrorCodes.interrupted, message: 'The worker running this task stopped.' };

const failedJob = (job: Pick<JobRow, 'task_id' | 'company_id' | 'user_id' | 'payload'>, problem: TaskProblem) => ({
  taskId: job.task_id,
  companyId: job.company_id,
  userId: job.user_id,
  payload: job.payload,
  problem,
});

const silentLog: WorkerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

export async function runWorker(options: WorkerOptions): Promise<Worker> {
  const db = options.db;
  const publisher = options.publisher ?? createRealtimePublisher(db);
  const workerId = options.workerId ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const concurrency = options.concurrency ?? 2;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? 30_000;
  const log = options.log ?? silentLog;
  const progressIntervalMs = options.progressIntervalMs ?? 200;
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();

  let stopping = false;
  let wake: (() => void) | null = null;
  let lastReap = 0;

  const publish = async (type: Parameters<typeof publishTaskEvent>[1], row: TaskRow | undefined) => {
    if (!row) return;
    await publishTaskEvent(publisher, type, row).catch((error: unknown) => log.warn({ err: error }, 'jobs: task message not published'));
  };

  const claim = async (types: string[]): Promise<{ job: JobRow; task: TaskRow } | null> => {
    if (types.length === 0) return null;
    return db.transaction(async (tx) => {
      const [job] = await tx.query<JobRow>(
        `UPDATE jobs SET state = 'active', attempts = attempts + 1, locked_by = $1,
                locked_until = ${msFromNow('$2')}, updated_at = clock_timestamp()
          WHERE id = (SELECT id FROM jobs
                       WHERE state = 'queued' AND run_at <= clock_timestamp() AND type = ANY($3::text[])
                       ORDER BY run_at, seq LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING ${jobColumns}`,
        [workerId, leaseMs, types],
      );
      if (!job) return null;
      const [task] = await tx.query<TaskRow>(
        `UPDATE tasks SET status = 'in_progress', attempts = $2, error = NULL, updated_at = clock_timestamp()
          WHERE id = $1 AND status = 'waiting' RETURNING ${taskColumns}`,
        [job.task_id, job.attempts],
      );
      if (task) return { job, task };
      // the task left `waiting` without its job following (should not happen): the task decides
      await tx.query(`UPDATE jobs SET state = 'cancelled', locked_by = NULL, locked_until = NULL WHERE id = $1`, [job.id]);
      return null;
    });
  };

  /** Renews the lease; tells whether the job may go on and, if not, why. */
  const renewLease = async (jobId: string): Promise<JobStopReason | null> => {
    const [row] = await db.query<{ stop_request: 'cancel' | 'pause' | null }>(
      `UPDATE jobs SET locked_until = ${msFromNow('$3')}
        WHERE id = $1 AND locked_by = $2 AND state = 'active' RETURNING stop_request`,
      [jobId, workerId, leaseMs],
    );
    if (!row) return 'lease_lost';
    return row.stop_request;
  };

  /**
   * A cancelled job whose handler has stopped: its type's `onCancel` hook runs last in `tx` (it
   * enters the job's company); the task, moved when the user asked, is read for the repeated
   * `cancel_task` that tells pages to read what the job worked on again.
   */
  const afterCancel = async (tx: Queryable, job: Pick<JobRow, 'task_id' | 'company_id' | 'user_id' | 'type' | 'payload'>): Promise<TaskRow | undefined> => {
    const [task] = await tx.query<TaskRow>(`SELECT ${taskColumns} FROM tasks WHERE id = $1`, [job.task_id]);
    await runCancelHook(tx, job.type, { taskId: job.task_id, companyId: job.company_id, userId: job.user_id, payload: job.payload, ran: true });
    return task;
  };

  const finishSucceeded = async (job: JobRow, result: unknown) => {
    let cancelled: TaskRow | undefined;
    const task = await db.transaction(async (tx) => {
      const [finished] = await tx.query<{ state: string }>(
        `UPDATE jobs SET state = CASE stop_request WHEN 'cancel' THEN 'cancelled' WHEN 'pause' THEN 'paused' ELSE 'completed' END,
                locked_by = NULL, locked_until = NULL, updated_at = clock_timestamp()
          WHERE id = $1 AND locked_by = $2 AND state = 'active' RETURNING state`,
        [job.id, workerId],
      );
      // a stop asked for meanwhile wins: the result is discarded (docs/jobs.md)
      if (finished?.state === 'cancelled') cancelled = await afterCancel(tx, job);
      if (finished?.state !== 'completed') return undefined;
      const [row] = await tx.query<TaskRow>(
        `UPDATE tasks SET status = 'done', percent = 1, result = $2::jsonb, updated_at = clock_timestamp()
          WHERE id = $1 AND status = 'in_progress' RETURNING ${taskColumns}`,
        [job.task_id, JSON.stringify(result ?? null)],
      );
      return row;
    });
    if (cancelled) await publish('cancel_task', cancelled);
    if (!task) return;
    await publish('done_task', task);
    await publisher
      .publishToUser(task.company_id, task.user_id, { type: 'task_done', task_id: task.id, task_type: task.type, result: task.result ?? undefined })
      .catch((error: unknown) => log.warn({ err: error }, 'jobs: task_done not published'));
  };

  const finishStopped = async (job: JobRow, outcome: Outcome, delayMs: number, problem: TaskProblem | null) => {
    const { event, task } = await db.transaction(async (tx: Queryable) => {
      const [finished] = await tx.query<{ state: string }>(
        `UPDATE jobs SET
            state = CASE WHEN stop_request = 'cancel' THEN 'cancelled' WHEN stop_request = 'pause' THEN 'paused'
                         WHEN $3 IN ('retry', 'requeue') THEN 'queued' ELSE 'failed' END,
            attempts = CASE WHEN stop_request IS NULL AND $3 = 'requeue' THEN attempts - 1 ELSE attempts END,
            stop_request = NULL, run_at = ${msFromNow('$4')}, last_error = $5,
            locked_by = NULL, locked_until = NULL, updated_at = clock_timestamp()
          WHERE id = $1 AND locked_by = $2 AND state = 'active' RETURNING state`,
        [job.id, workerId, outcome, delayMs, problem?.message ?? null],
      );
      if (finished?.state === 'queued') {
        const [row] = await tx.query<TaskRow>(
          `UPDATE tasks SET status = 'waiting', updated_at = clock_timestamp()
            WHERE id = $1 AND status = 'in_progress' RETURNING ${taskColumns}`,
          [job.task_id],
        );
        return { event: 'relaunch_task' as const, task: row };
      }
      if (finished?.state === 'failed') {
        const [row] = await tx.query<TaskRow>(
          `UPDATE tasks SET status = 'error', error = $2::jsonb, updated_at = clock_timestamp()
            WHERE id = $1 AND status = 'in_progress' RETURNING ${taskColumns}`,
          [job.task_id, JSON.stringify(problem)],
        );
        // last: the hook leaves the transaction entered as the job's company
        await runGiveUpHook(tx, job.type, failedJob(job, problem ?? { code: taskErrorCodes.failed }));
        return { event: 'error_task' as const, task: row };
      }
      // the request that asked for the cancel or pause already moved the task and told the user
      if (finished?.state === 'cancelled') return { event: 'cancel_task' as const, task: await afterCancel(tx, job) };
      return { event: null, task: undefined };
    });
    if (event) await publish(event, task);
  };

  const execute = async (job: JobRow, startedTask: TaskRow, controller: AbortController) => {
    await publish('start_task', startedTask);
    const jobType = findJobType(job.type)!;
    const stopWith = (reason: JobStopReason) => {
      if (!controller.signal.aborted) controller.abort(reason);
    };
    const throwIfStopped = () => {
      if (controller.signal.aborted) throw new JobStoppedError(controller.signal.reason as JobStopReason);
    };
    const checkIn = async () => {
      throwIfStopped();
      const reason = await renewLease(job.id);
      if (reason) stopWith(reason);
      throwIfStopped();
    };
    const heartbeat = setInterval(() => {
      renewLease(job.id)
        .then((reason) => reason && stopWith(reason))
        .catch((error: unknown) => log.warn({ err: error, job: job.id }, 'jobs: lease renewal failed'));
    }, Math.max(50, Math.floor(leaseMs / 3)));

    let lastProgressAt = 0;
    // The task's steps as this run knows them (a retry goes on from what the last attempt reported).
    const steps: TaskStep[] = [...(startedTask.steps ?? [])];
    let lastStepAt = 0;
    const context: JobContext = {
      taskId: job.task_id,
      companyId: job.company_id,
      userId: job.user_id,
      payload: job.payload,
      db,
      publisher,
      storage: options.storage,
      attempt: job.attempts,
      checkpoint: job.checkpoint,
      signal: controller.signal,
      throwIfStopped,
      async progress(percent) {
        const fraction = Math.min(1, Math.max(0, percent));
        // a handler may report per row: write and push at most every progressIntervalMs (and always the end)
        const now = Date.now();
        if (lastProgressAt !== 0 && fraction < 1 && now - lastProgressAt < progressIntervalMs) {
          throwIfStopped();
          return;
        }
        lastProgressAt = now;
        await checkIn();
        const [row] = await db.query<TaskRow>(
          `UPDATE tasks SET percent = $2, updated_at = clock_timestamp()
            WHERE id = $1 AND status = 'in_progress' RETURNING ${taskColumns}`,
          [job.task_id, fraction],
        );
        await publish('update_progress', row);
      },
      async saveCheckpoint(checkpoint) {
        await checkIn();
        await db.query(`UPDATE jobs SET checkpoint = $3::jsonb WHERE id = $1 AND locked_by = $2`, [
          job.id,
          workerId,
          JSON.stringify(checkpoint ?? null),
        ]);
      },
      async saveCheckpointIn(tx, checkpoint) {
        // no throwIfStopped here: a batch finished before a cancel, pause or shutdown still commits
        // with its checkpoint (the job is given back only after the handler returns)
        const [row] = await tx.query<{ stop_request: 'cancel' | 'pause' | null }>(
          `UPDATE jobs SET checkpoint = $3::jsonb, locked_until = ${msFromNow('$4')}
            WHERE id = $1 AND locked_by = $2 AND state = 'active' RETURNING stop_request`,
          [job.id, workerId, JSON.stringify(checkpoint ?? null), leaseMs],
        );
        if (!row) {
          stopWith('lease_lost');
          throwIfStopped();
        }
        // the batch commits with its checkpoint; the handler stops at its next throwIfStopped
        if (row?.stop_request) stopWith(row.stop_request);
      },
      async step(key, change) {
        let index = steps.findIndex((step) => step.key === key);
        if (index < 0) index = steps.push({ key, status: 'waiting', percent: 0, result: null, error: null }) - 1;
        const before = steps[index]!;
        const next: TaskStep =
          'done' in change
            ? { ...before, status: 'done', percent: 1, result: change.done ?? null, error: null }
            : 'failed' in change
              ? { ...before, status: 'error', error: change.failed }
              : 'waiting' in change
                ? { ...before, status: 'waiting' }
                : { ...before, status: 'in_progress', percent: Math.min(1, Math.max(0, change.percent)) };
        steps[index] = next;
        // per row, a step's progress is written at most every progressIntervalMs; a change of state always
        const now = Date.now();
        if (next.status === before.status && now - lastStepAt < progressIntervalMs) {
          throwIfStopped();
          return;
        }
        lastStepAt = now;
        await checkIn();
        const [row] = await db.query<TaskRow>(
          `UPDATE tasks SET steps = $2::jsonb, updated_at = clock_timestamp()
            WHERE id = $1 AND status = 'in_progress' RETURNING ${taskColumns}`,
          [job.task_id, JSON.stringify(steps)],
        );
        await publish('update_progress', row);
      },
      async reportProblems(problems) {
        await checkIn();
        const [row] = await db.query<TaskRow>(
          `UPDATE tasks SET errors = errors || $2::jsonb, updated_at = clock_timestamp()
            WHERE id = $1 AND status = 'in_progress' RETURNING ${taskColumns}`,
          [job.task_id, JSON.stringify(problems)],
        );
        await publish('update_progress', row);
      },
    };

    try {
      const result = await jobType.handler(context);
      clearInterval(heartbeat);
      await finishSucceeded(job, result);
    } catch (error) {
      clearInterval(heartbeat);
      const reason = controller.signal.aborted ? (controller.signal.reason as JobStopReason) : null;
      if (reason === 'lease_lost') {
        log.warn({ job: job.id }, 'jobs: lease lost, another worker took the job over');
        return;
      }
      if (reason) {
        // cancel or pause: the job follows the request; shutdown: back to the queue, not counted
        await finishStopped(job, 'requeue', 0, null);
        return;
      }
      const jobError = error instanceof JobError ? error : null;
      const problem: TaskProblem = {
        code: jobError?.code ?? taskErrorCodes.failed,
        message: error instanceof Error ? error.message : String(error),
      };
      const retryable = (jobError?.retryable ?? true) && job.attempts < job.max_attempts;
      const delayMs = retryable ? job.backoff_ms * 2 ** (job.attempts - 1) : 0;
      log.warn({ job: job.id, type: job.type, attempt: job.attempts, err: error }, retryable ? 'jobs: attempt failed, retrying' : 'jobs: job failed');
      await finishStopped(job, retryable ? 'retry' : 'fail', delayMs, problem);
    }
  };

  /** Jobs whose worker stopped renewing its lease (crashed, killed, partitioned). */
  const recoverAbandonedJobs = async () => {
    const changes = await db.transaction(async (tx) => {
      const jobs = await tx.query<{ task_id: string; state: string; company_id: string; user_id: string; type: string; payload: unknown }>(
        `UPDATE jobs SET
            state = CASE WHEN stop_request = 'cancel' THEN 'cancelled' WHEN stop_request = 'pause' THEN 'paused'
                         WHEN attempts < max_attempts THEN 'queued' ELSE 'failed' END,
            stop_request = NULL, run_at = clock_timestamp(),
            last_error = 'interrupted: worker ' || coalesce(locked_by, '?') || ' stopped renewing its lease',
            locked_by = NULL, locked_until = NULL, updated_at = clock_timestamp()
          WHERE state = 'active' AND locked_until < clock_timestamp()
          RETURNING task_id, state, company_id, user_id, type, payload`,
      );
      const events: Array<{ event: 'relaunch_task' | 'error_task' | 'cancel_task'; task: TaskRow | undefined }> = [];
      for (const job of jobs) {
        if (job.state === 'queued') {
          const [task] = await tx.query<TaskRow>(
            `UPDATE tasks SET status = 'waiting', updated_at = clock_timestamp()
              WHERE id = $1 AND status = 'in_progress' RETURNING ${taskColumns}`,
            [job.task_id],
          );
          events.push({ event: 'relaunch_task', task });
        } else if (job.state === 'failed') {
          const [task] = await tx.query<TaskRow>(
            `UPDATE tasks SET status = 'error', error = $2::jsonb, updated_at = clock_timestamp()
              WHERE id = $1 AND status = 'in_progress' RETURNING ${taskColumns}`,
            [job.task_id, JSON.stringify(interruptedProblem)],
          );
          events.push({ event: 'error_task', task });
        }
      }
      // last: each hook leaves the transaction entered as its job's company
      for (const job of jobs) {
        if (job.state === 'cancelled') events.push({ event: 'cancel_task', task: await afterCancel(tx, job) });
        else if (job.state === 'failed') await runGiveUpHook(tx, job.type, failedJob(job, interruptedProblem));
      }
      return events;
    });
    for (const change of changes) await publish(change.event, change.task);
    if (changes.length > 0) log.warn({ count: changes.length }, 'jobs: recovered jobs of a stopped worker');
  };

  const scheduler: Scheduler | null =
    options.schedules === false ? null : await runScheduler({ db, publisher, pollIntervalMs, log, storage: options.storage });

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
    });

  const loop = async () => {
    while (!stopping) {
      let claimed = false;
      try {
        if (Date.now() - lastReap >= leaseMs / 2) {
          lastReap = Date.now();
          await recoverAbandonedJobs();
        }
        if (running.size < concurrency) {
          const types = options.types ?? registeredJobTypeNames();
          const next = await claim(types.filter((type) => findJobType(type)));
          if (next) {
            claimed = true;
            const controller = new AbortController();
            const done = execute(next.job, next.task, controller)
              .catch((error: unknown) => log.error({ err: error, job: next.job.id }, 'jobs: could not record the outcome'))
              .finally(() => {
                running.delete(next.job.id);
                wake?.();
              });
            running.set(next.job.id, { controller, done });
          }
        }
      } catch (error) {
        log.error({ err: error }, 'jobs: poll failed');
      }
      if (stopping) break;
      if (!claimed || running.size >= concurrency) await sleep(pollIntervalMs);
    }
  };

  if (options.exclusive) {
    await db.query(`UPDATE jobs SET locked_until = clock_timestamp() - interval '1 millisecond' WHERE state = 'active'`);
  }
  // a new job wakes an idle worker at once (any process); polling remains the safety net
  const unlisten = await db.listen(jobsChannel, () => wake?.());
  log.info({ workerId, concurrency }, 'jobs: worker started');
  const looping = loop();

  return {
    id: workerId,
    async stop() {
      if (stopping) return looping;
      stopping = true;
      wake?.();
      await looping;
      await unlisten().catch(() => undefined);
      await scheduler?.stop();
      for (const { controller } of running.values()) controller.abort('shutdown' satisfies JobStopReason);
      const settled = Promise.all([...running.values()].map((entry) => entry.done));
      const grace = new Promise((resolve) => setTimeout(resolve, options.shutdownGraceMs ?? 10_000).unref());
      await Promise.race([settled, grace]);
      log.info({ workerId }, 'jobs: worker stopped');
    },
  };
}
