/**
 * A feed's fixed public URL: the file of its latest delivered run, read without a session. The
 * token is looked up outside any tenant (the one such read), then the run is read in its
 * company's tenant transaction. Before the first delivery, and once the file is gone, 404.
 */
import type { Readable } from 'node:stream';
import type { Database } from '../../db/database.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { openRunFile, type RunFile } from '../exports/run-files.ts';
import * as runs from '../exports/runs-repository.ts';
import { exportMimeTypes } from '../exports/tabular-writers.ts';
import * as repository from './repository.ts';

export async function latestFeedFile(db: Database, storage: FileStorage, token: string): Promise<{ file: RunFile; body: Readable }> {
  const feed = await db.transaction((tx) => repository.findFeedByToken(tx, token));
  if (feed === null) throw notFound();
  if (feed.latest_run_id === null) throw new AppError(404, 'feed.no_file_yet');
  const latestRunId = feed.latest_run_id;
  const run = await db.withTenant(feed.company_id, (tx) => runs.findExportRun(tx, feed.company_id, latestRunId));
  if (run === null || run.storage_key === null) throw new AppError(404, 'feed.file_missing');
  const file: RunFile = { key: run.storage_key, fileName: run.file_name, contentType: exportMimeTypes[run.format], size: run.size ?? 0, format: run.format };
  return { file, body: await openRunFile(storage, file) };
}
