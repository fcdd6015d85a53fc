/**
 * A run's file streamed into the storage while it is made, as every export job writes it
 * (`export-job.ts`): the key recorded as garbage before the upload (struck out by the publication),
 * an upload failing first stopping the writer, and on any failure the writer stopped and the partial
 * upload removed — told to the user once, when no attempt is left (a pause or a cancel is their own
 * doing). The caller publishes the key it answers, in the transaction that finishes the run.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { JobError, JobStoppedError } from '../../jobs/errors.ts';
import type { JobContext } from '../../jobs/registry.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type * as runs from './runs-repository.ts';
import { expectFile } from './runs-repository.ts';
import { exportMimeTypes } from './tabular-writers.ts';

export type RunFileWriter = { readonly stream: Readable; abort(reason: unknown): void };

export async function uploadRunFile(
  job: JobContext<unknown>,
  storage: FileStorage,
  run: runs.ExportRunRow,
  writer: RunFileWriter,
  write: () => Promise<void>,
  failure: { attempts: number; notify: () => Promise<unknown> },
): Promise<{ key: string; size: number }> {
  const { db, companyId } = job;
  const key = `companies/${companyId}/exports/${run.id}/${randomUUID()}/${run.file_name}`;
  await db.withTenant(companyId, (tx) => expectFile(tx, companyId, key));
  const upload = storage.put(key, writer.stream, { contentType: exportMimeTypes[run.format] });
  // An upload failing first (a full disk, S3 gone) stops the writer, whose pending writes then reject.
  upload.catch((error: unknown) => writer.abort(error));
  try {
    await write();
  } catch (error) {
    writer.abort(error);
    await upload.catch(() => undefined);
    await storage.delete(key).catch(() => undefined);
    if (!(error instanceof JobStoppedError) && (job.attempt >= failure.attempts || (error instanceof JobError && !error.retryable))) await failure.notify();
    throw error;
  }
  return { key, size: (await upload).size };
}
