/**
 * The feed's job: one delivery per task. It exports through the export engine — a run of the
 * feed's template made as the feed's maker, rendered by the engine's own job handler
 * (`runExport`) in this job — and delivers the run's file only once the engine has published it:
 * a worker killed mid-export leaves an unpublished key the engine sweeps, and its retry starts the
 * file afresh, so no half file is ever e-mailed, uploaded or served. A failed delivery is retried
 * with back-off (the jobs engine's: `backoffMs × 2^(attempt−1)`); a retry whose run is already
 * published delivers that file again without exporting it again. Every attempt is written on the
 * delivery record (status, attempts, the last error), and a delivery that gave up can be replayed
 * by hand (a new delivery of the same file).
 */
import type { ExportSelection } from '@pimento/shared-kit/contracts/exports';
import { exportLimits } from '@pimento/shared-kit/contracts/exports';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { JobError, JobStoppedError } from '../../jobs/errors.ts';
import { registerJobType, type JobContext } from '../../jobs/registry.ts';
import { isAssetExportTemplate, productFeedFormat, startAssetFeedRun } from '../exports/asset-export-feeds.ts';
import { createExportRun } from '../exports/export-runs.ts';
import { runExport } from '../exports/export-job.ts';
import { templateRowFingerprints } from '../exports/row-fingerprints.ts';
import * as runs from '../exports/runs-repository.ts';
import { loadJobActor } from '../rights/actor.ts';
import { DeliveryError, describeDestination, emailText, sendFeedEmail, uploadToConnector } from './destinations.ts';
import * as repository from './repository.ts';
import { feedRuntime } from './feed-runtime.ts';
import { feedFileName } from './schedule.ts';
import { feedJobType, timeZoneOf, type FeedJobPayload } from './service.ts';

export const feedAttempts = 4;
/** The first retry waits a minute, then 2, then 4. */
export const feedBackoffMs = 60_000;

export type FeedResult = { delivery_id: number; status: 'delivered' | 'unchanged'; run_id?: number; products?: number; size?: number; destination?: string };

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export async function runFeed(job: JobContext<FeedJobPayload>): Promise<FeedResult | { skipped: string }> {
  const { db, companyId, taskId, storage } = job;
  const { feedId, trigger } = job.payload;
  const replayOf = job.payload.replayOf ?? null;
  if (storage === undefined) throw new JobError('task.failed', 'a feed needs the file storage', { retryable: false });

  const loaded = await db.withTenant(companyId, async (tx) => {
    const feed = await repository.findFeed(tx, companyId, feedId);
    if (feed === null) return null;
    const delivery = await repository.deliveryOfTask(tx, companyId, feedId, taskId, { trigger, replayOf });
    const destination = await describeDestination(tx, companyId, feed.destination, feed.public_token);
    await repository.updateDelivery(tx, companyId, delivery.id, { status: delivery.run_id === null ? 'exporting' : 'delivering', attempts: job.attempt, destination });
    return { feed, delivery, timeZone: await timeZoneOf(tx, companyId) };
  });
  // Deleted since it was fired: nothing to deliver.
  if (loaded === null) return { skipped: 'feed_deleted' };
  const { feed, delivery, timeZone } = loaded;

  // The task's steps (sub-tasks, docs/jobs.md): the export, then the delivery.
  if (delivery.run_id === null) await job.step('export', { waiting: true });
  await job.step('deliver', { waiting: true });

  /** Records the attempt's failure on its step and the delivery; the last one (or one not worth retrying) fails the delivery for good. */
  const fail = async (step: 'export' | 'deliver', code: string, detail: string, retryable: boolean): Promise<never> => {
    await job.step(step, { failed: { code } }).catch(() => undefined);
    const final = !retryable || job.attempt >= feedAttempts;
    await db.withTenant(companyId, async (tx) => {
      await repository.updateDelivery(tx, companyId, delivery.id, { status: final ? 'failed' : 'retrying', error_code: code, error_detail: detail, finished: final });
      // A delivery that never arrived changes nothing of what the feed last delivered.
      if (final) await repository.clearPendingRows(tx, companyId, delivery.id);
    });
    throw new JobError(code, detail, { retryable });
  };

  // 1. The run: this delivery's own (a retry's), a replayed delivery's published one, or a new one.
  let runId = delivery.run_id;
  if (runId === null) {
    try {
      const replayed = replayOf === null ? null : await db.withTenant(companyId, (tx) => publishedRunOf(tx, companyId, feedId, replayOf));
      // The differential option: only the products whose row changed since the last delivered file.
      const selection = replayed === null && feed.differential ? await changedSelection(job, feed, delivery.id) : feed.selection;
      if (selection === 'unchanged') {
        await job.step('export', { done: { products: 0, unchanged: true } });
        await job.step('deliver', { done: { sent: false } });
        await db.withTenant(companyId, (tx) => repository.updateDelivery(tx, companyId, delivery.id, { status: 'unchanged', products: 0, finished: true }));
        return { delivery_id: delivery.id, status: 'unchanged' };
      }
      runId = await db.withTenant(companyId, async (tx) => {
        const id = replayed ?? (await newRun(tx, job, feed, selection, timeZone));
        await repository.updateDelivery(tx, companyId, delivery.id, { run_id: id });
        return id;
      });
    } catch (error) {
      if (error instanceof AppError) await fail('export', error.code, detailOf(error), false);
      throw error;
    }
  }

  // 2. The file, by the export engine's handler (at once when the run's file is already published).
  try {
    // The run's progress is the export step's too.
    const progress = async (percent: number) => {
      await job.progress(percent);
      await job.step('export', { percent });
    };
    await runExport({ ...job, payload: { runId }, progress });
  } catch (error) {
    if (error instanceof JobStoppedError) throw error;
    const retryable = !(error instanceof JobError) || error.retryable;
    await fail('export', error instanceof JobError ? error.code : 'task.failed', detailOf(error), retryable);
  }
  const run = await db.withTenant(companyId, (tx) => runs.findExportRun(tx, companyId, runId));
  if (run === null || run.storage_key === null) return fail('export', 'feed.file_missing', `run ${runId} has no published file`, false);
  await job.step('export', { done: { products: run.products, file: run.file_name } });
  await job.step('deliver', { percent: 0 });
  const file = { runId, key: run.storage_key, fileName: run.file_name };
  await db.withTenant(companyId, (tx) => repository.updateDelivery(tx, companyId, delivery.id, { status: 'delivering', file_name: run.file_name, products: run.products, size: run.size }));

  // 3. The destination.
  let destination = '';
  try {
    switch (feed.destination.kind) {
      case 'email': {
        const email = feed.destination;
        const message = await db.withTenant(companyId, async (tx) => emailText(tx, await loadJobActor(tx, companyId, job.userId), email, file));
        await sendFeedEmail(email.recipients, message);
        destination = `e-mail to ${email.recipients.join(', ')}`;
        break;
      }
      case 'connector':
        destination = await uploadToConnector(db, storage, companyId, feed.destination.connector_id, file);
        break;
      case 'public_url':
        break;
    }
  } catch (error) {
    if (error instanceof DeliveryError) await fail('deliver', error.code, detailOf(error), error.retryable);
    await fail('deliver', 'task.failed', detailOf(error), true);
  }

  await db.withTenant(companyId, async (tx) => {
    if (feed.destination.kind === 'public_url') await repository.setLatestRun(tx, companyId, feedId, runId);
    // What this delivery sent is now what the feed last delivered (the differential's reference).
    await repository.commitPendingRows(tx, companyId, feedId, delivery.id);
    await repository.updateDelivery(tx, companyId, delivery.id, { status: 'delivered', error_code: null, error_detail: null, finished: true });
  });
  await job.step('deliver', { done: { destination } });
  return { delivery_id: delivery.id, status: 'delivered', run_id: runId, products: run.products ?? 0, size: run.size ?? 0, destination };
}

/** A replayed delivery's run, when its file is still published. */
async function publishedRunOf(tx: Queryable, companyId: string, feedId: number, deliveryId: number): Promise<number | null> {
  const replayed = await repository.findDelivery(tx, companyId, feedId, deliveryId);
  if (replayed?.run_id == null) return null;
  const run = await runs.findExportRun(tx, companyId, replayed.run_id);
  return run?.storage_key == null ? null : run.id;
}

/**
 * The differential's selection: the feed's products whose exported row (fingerprinted by the export
 * engine, `templateRowFingerprints`) differs from the one last delivered, remembered as this
 * delivery's pending rows; `unchanged` when none does. Beyond the engine's 100,000 explicit ids the
 * whole selection is sent (a superset of the changes, never fewer).
 */
async function changedSelection(job: JobContext<FeedJobPayload>, feed: repository.FeedRow, deliveryId: number): Promise<ExportSelection | 'unchanged'> {
  const { db, companyId } = job;
  await db.withTenant(companyId, (tx) => repository.clearPendingRows(tx, companyId, deliveryId));
  const changedIds: number[] = [];
  for await (const rows of templateRowFingerprints(db, { companyId, userId: job.userId }, { templateId: feed.template_id, selection: feed.selection, language: feed.language })) {
    job.throwIfStopped();
    const changed = await db.withTenant(companyId, async (tx) => {
      const found = await repository.changedRows(tx, companyId, feed.id, rows);
      await repository.addPendingRows(tx, companyId, deliveryId, found);
      return found;
    });
    for (const row of changed) changedIds.push(row.id);
  }
  if (changedIds.length === 0) return 'unchanged';
  return changedIds.length <= exportLimits.selectionValues ? { kind: 'ids', ids: changedIds } : feed.selection;
}

/** A run of the feed's template through the export engine, as the feed's maker, its task this job's. */
async function newRun(tx: Queryable, job: JobContext<FeedJobPayload>, feed: repository.FeedRow, selection: ExportSelection, timeZone: string): Promise<number> {
  const actor = await loadJobActor(tx, job.companyId, job.userId);
  if (!actor.features.feed_export_activated) throw new AppError(403, 'rights.feature_disabled');
  if (await isAssetExportTemplate(tx, actor, feed.template_id)) {
    const { runId } = await startAssetFeedRun(tx, actor, { ...feed, file_name: feedFileName(feed.file_name, new Date(), timeZone) }, feedRuntime().publicUrl);
    await runs.setRunTask(tx, job.companyId, runId, job.taskId);
    return runId;
  }
  const { runId } = await createExportRun(tx, actor, {
    source: { kind: 'template', template_id: feed.template_id },
    format: productFeedFormat(feed.format),
    selection,
    ...(feed.language === null ? {} : { language: feed.language }),
    file_name: feedFileName(feed.file_name, new Date(), timeZone),
    csv_separator: feed.csv_separator as ';',
  });
  await runs.setRunTask(tx, job.companyId, runId, job.taskId);
  return runId;
}

/** Ends a delivery whose job ended without its handler saying so (a dead worker's last attempt, a cancel). */
async function endDelivery(tx: Queryable, companyId: string, taskId: string, status: 'failed' | 'cancelled', code: string | null): Promise<void> {
  const delivery = await repository.findDeliveryByTask(tx, companyId, taskId);
  if (delivery === null || ['delivered', 'unchanged', 'failed', 'cancelled'].includes(delivery.status)) return;
  await repository.updateDelivery(tx, companyId, delivery.id, { status, error_code: code, finished: true });
}

registerJobType<FeedJobPayload>(feedJobType, runFeed, {
  maxAttempts: feedAttempts,
  backoffMs: feedBackoffMs,
  onGiveUp: (tx, failed) => endDelivery(tx, failed.companyId, failed.taskId, 'failed', failed.problem.code),
  onCancel: (tx, cancelled) => endDelivery(tx, cancelled.companyId, cancelled.taskId, 'cancelled', null),
});
