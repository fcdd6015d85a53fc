/**
 * The `import_drop` job, fired by a watch's schedule: lists the watched folder, takes the files
 * that match the pattern and have finished arriving, and imports each through the import engine
 * exactly as a user's upload would be (stored as an import file, dry run, then launch, under the
 * rights of the user who saved the watch). Each file then goes to `done/` (every row went in) or
 * `error/` (the file could not be read, the run failed, or some rows were refused) beside it.
 *
 * Files still being written: a file is taken only when two listings `dropTuning.settleMs` apart
 * show it with the same size (and the same time, when the server gives one); uploaders' temporary
 * names (hidden, `.part`, `.tmp`, `.filepart`, `.partial`, `~`) are never taken. A file that is
 * not ready waits for the next tick. One file's failure never stops the next ones.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { matchesDropPattern } from '@pimento/shared-kit/contracts/import-drops';
import { FileTransferError } from '../../file-transfer/file-transfer-error.ts';
import { remotePath, withFileTransfer, type FileTransferSession, type RemoteEntry } from '../../file-transfer/file-transfer.ts';
import { AppError } from '../../http/app-error.ts';
import { JobError, JobStoppedError } from '../../jobs/errors.ts';
import { registerJobType, type JobContext } from '../../jobs/registry.ts';
import { connectorRuntime } from '../connectors/connector-runtime.ts';
import { findConnector } from '../connectors/repository.ts';
import { openConnector } from '../connectors/service.ts';
import { asAppError, receiveImportFile } from '../imports/import-files.ts';
import { createImportRunInTask, getImportRun, recordRefusedFileRun, startLaunchInTask } from '../imports/import-runs.ts';
import { launchImport } from '../imports/launch-job.ts';
import { interruptLaunch } from '../imports/runs-repository.ts';
import { verifyImport } from '../imports/verify-job.ts';
import { loadJobActor } from '../rights/actor.ts';
import * as repository from './repository.ts';
import { importDropJobType } from './service.ts';

export const dropTuning = {
  /** Time between the two listings that tell a finished file from one still arriving. */
  settleMs: 5000,
  /** Files taken per tick; the rest wait for the next one. */
  maxFilesPerTick: 50,
};

type DropPayload = { watchId: number };
type FileOutcome = { name: string; outcome: 'done' | 'error'; run_id: number | null; moved_to: string | null; failure: { code: string; params?: Record<string, string | number> } | null };

const temporaryName = /^\.|\.(part|tmp|filepart|partial|crdownload)$|~$/i;

function candidates(entries: RemoteEntry[], pattern: string): RemoteEntry[] {
  return entries.filter((entry) => entry.kind === 'file' && !temporaryName.test(entry.name) && matchesDropPattern(pattern, entry.name));
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** The run's steps as this task's: progress scaled into the file's share, a failure final at once (no retry of a dropped file). */
function stepContext<Payload>(job: JobContext, payload: Payload, from: number, to: number): JobContext<Payload> {
  return {
    ...job,
    payload,
    checkpoint: null,
    attempt: Number.MAX_SAFE_INTEGER,
    progress: (fraction) => job.progress(from + (to - from) * Math.min(1, Math.max(0, fraction))),
    saveCheckpoint: () => job.saveCheckpoint(null),
    saveCheckpointIn: (tx) => job.saveCheckpointIn(tx, null),
  };
}

function failureOf(error: unknown): { code: string; params?: Record<string, string | number> } {
  const coded = asAppError(error);
  if (coded instanceof AppError) return { code: coded.code, ...(coded.params ? { params: { ...coded.params } } : {}) };
  if (coded instanceof FileTransferError || coded instanceof JobError) return { code: coded.code };
  return { code: 'task.failed' };
}

/** Moves the file into `done/` or `error/`, under a dated name when its own is taken there; null when it cannot be moved. */
async function moveAway(session: FileTransferSession, folder: string, name: string, into: 'done' | 'error'): Promise<string | null> {
  const target = remotePath(folder, into);
  try {
    await session.makeFolder(target);
  } catch {
    return null;
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  for (const candidate of [remotePath(target, name), remotePath(target, `${stamp}-${name}`)]) {
    try {
      await session.move(remotePath(folder, name), candidate);
      return candidate;
    } catch {
      // taken, or refused: try the dated name, then give up
    }
  }
  return null;
}

async function importOne(job: JobContext, session: FileTransferSession, watch: repository.ImportWatchRow, userId: string, entry: RemoteEntry, share: [number, number]): Promise<FileOutcome> {
  const { db, companyId, storage } = job;
  const [from, to] = share;
  const folder = await mkdtemp(path.join(tmpdir(), 'pimento-drop-'));
  let runId: number | null = null;
  let failure: FileOutcome['failure'] = null;
  try {
    const local = path.join(folder, 'file');
    await session.download(remotePath(watch.folder, entry.name), createWriteStream(local));
    const received = await db.withTenant(companyId, async (tx) => {
      const actor = await loadJobActor(tx, companyId, userId);
      try {
        const { file } = await receiveImportFile(tx, actor, storage!, entry.name, createReadStream(local));
        return { runId: await createImportRunInTask(tx, actor, { template_id: watch.template_id, file_id: file.id }, job.taskId), refused: null };
      } catch (error) {
        const refusal = asAppError(error);
        if (!(refusal instanceof AppError) || refusal.statusCode >= 500) throw error;
        const refused = failureOf(refusal);
        return { runId: await recordRefusedFileRun(tx, actor, watch.template_id, job.taskId, { ...refused, params: { ...refused.params, file: entry.name } }), refused };
      }
    });
    runId = received.runId;
    if (received.refused !== null) {
      failure = received.refused;
    } else {
      const middle = from + (to - from) / 2;
      try {
        await verifyImport(stepContext(job, { runId }, from, middle));
      } catch (error) {
        if (error instanceof JobStoppedError) throw error;
      }
      const verified = await db.withTenant(companyId, async (tx) => {
        const actor = await loadJobActor(tx, companyId, userId);
        const run = await getImportRun(tx, actor, runId!);
        if (run.status === 'ready') await startLaunchInTask(tx, actor, run.id, job.taskId);
        return run;
      });
      if (verified.status === 'ready') {
        try {
          await launchImport(stepContext(job, { runId }, middle, to));
        } catch (error) {
          if (error instanceof JobStoppedError) throw error;
          await db.withTenant(companyId, (tx) => interruptLaunch(tx, companyId, runId!));
        }
      }
      const run = await db.withTenant(companyId, async (tx) => getImportRun(tx, await loadJobActor(tx, companyId, userId), runId!));
      if (run.status === 'completed_with_errors') failure = { code: 'import_drop.rows_refused', params: { errors: run.counts.error ?? 0, run: run.id } };
      else if (run.status !== 'completed') failure = run.failure ?? { code: 'import_drop.run_failed', params: { run: run.id } };
    }
  } catch (error) {
    if (error instanceof JobStoppedError) throw error;
    failure = failureOf(error);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const outcome = failure === null ? 'done' : 'error';
  const movedTo = await moveAway(session, watch.folder, entry.name, outcome);
  await db.withTenant(companyId, (tx) =>
    repository.recordDropFile(tx, companyId, watch.id, { name: entry.name, size: entry.size, modifiedAt: entry.modifiedAt, outcome, runId, movedTo, failure }),
  );
  await job.progress(to);
  return { name: entry.name, outcome, run_id: runId, moved_to: movedTo, failure };
}

export async function runImportDrop(job: JobContext<DropPayload>): Promise<unknown> {
  const { db, companyId } = job;
  if (job.storage === undefined) throw new JobError('task.failed', 'this worker has no file storage', { retryable: false });
  const loaded = await db.withTenant(companyId, async (tx) => {
    const watch = await repository.findWatch(tx, companyId, job.payload.watchId);
    if (watch === null || !watch.active) return null;
    const connector = await findConnector(tx, companyId, watch.connector_id);
    if (connector === null) return null;
    const unmoved = await repository.unmovedDropFiles(tx, companyId, watch.id);
    return { watch, unmoved, connector: openConnector(companyId, connector) };
  });
  if (loaded === null) return { files: 0, watch: 'gone' };
  const { watch, unmoved, connector } = loaded;
  const userId = watch.user_id ?? job.userId;
  // A deactivated user's automation stops with them: someone active saves the watch again.
  const [owner] = await db.withTenant(companyId, (tx) => tx.query<{ is_active: boolean }>('SELECT is_active FROM users WHERE id = $1', [userId]));
  if (owner?.is_active !== true) throw new JobError('import_drop.user_inactive', `the user of watch ${watch.id} is not active`, { retryable: false });
  try {
    return await withFileTransfer(connector.settings, { allowPrivateAddresses: connectorRuntime().allowPrivateAddresses }, async (session) => {
      const first = candidates(await session.list(watch.folder), watch.pattern);
      if (first.length === 0) return { files: 0, waiting: 0, done: 0, error: 0, runs: [] };
      await sleep(dropTuning.settleMs, undefined, { signal: job.signal }).catch(() => job.throwIfStopped());
      const again = new Map(candidates(await session.list(watch.folder), watch.pattern).map((entry) => [entry.name, entry]));
      const stuck = (entry: RemoteEntry) => unmoved.some((file) => file.name === entry.name && file.size === entry.size && sameTime(file.modified_at, entry.modifiedAt));
      const ready = first
        .filter((entry) => {
          const later = again.get(entry.name);
          return later !== undefined && later.size === entry.size && sameTime(later.modifiedAt, entry.modifiedAt) && !stuck(entry);
        })
        .sort((a, b) => (a.modifiedAt?.getTime() ?? 0) - (b.modifiedAt?.getTime() ?? 0) || a.name.localeCompare(b.name))
        .slice(0, dropTuning.maxFilesPerTick);
      const outcomes: FileOutcome[] = [];
      for (const [index, entry] of ready.entries()) {
        job.throwIfStopped();
        outcomes.push(await importOne(job, session, watch, userId, entry, [index / ready.length, (index + 1) / ready.length]));
      }
      return {
        files: outcomes.length,
        waiting: first.length - ready.length,
        done: outcomes.filter((file) => file.outcome === 'done').length,
        error: outcomes.filter((file) => file.outcome === 'error').length,
        runs: outcomes.map((file) => file.run_id).filter((id) => id !== null),
      };
    });
  } catch (error) {
    // The server could not be reached or read: the task says why; the next tick tries again.
    if (error instanceof FileTransferError) throw new JobError(error.code, error.message, { retryable: false });
    throw error;
  }
}

registerJobType<DropPayload>(importDropJobType, runImportDrop, { maxAttempts: 1 });
