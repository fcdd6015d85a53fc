/**
 * `pimento export`: an operator writes a company's catalogue (or a filter of it) to a file through
 * the same engine as the screens — a run, its durable job, its published file — as the company's
 * first administrator, then copies the file to `--out`. Without a template the layout holds every
 * attribute (`default-layout.ts`); `quick-*` formats are quick exports of that layout.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { ExportFormat, ExportRunRequest } from '@pimento/shared-kit/contracts/exports';
import { listingFilterSchema } from '@pimento/shared-kit/contracts/product-filters';
import { AppError } from '../../http/app-error.ts';
import { createJobQueue } from '../../jobs/enqueue.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { CommandDeps } from '../admin/commands.ts';
import { operatorActor, waitForTask } from '../admin/operator-jobs.ts';
import type { CommandResult, ExportCommand } from '../admin/schemas.ts';
import { loadCatalogueContext } from '../catalogue/index.ts';
import { everyAttributeLayout } from './default-layout.ts';
import { createExportRun, exportJobType } from './export-runs.ts';
// The job this command may run itself (a worker runs only the types registered in its process).
import './export-job.ts';
import { openRunFile, runFileOf } from './run-files.ts';
import * as runs from './runs-repository.ts';

const formats: Record<ExportCommand['format'], { format: ExportFormat; kind: runs.ExportRunKind }> = {
  'quick-csv': { format: 'csv', kind: 'quick' },
  'quick-xlsx': { format: 'xlsx', kind: 'quick' },
  'quick-json': { format: 'json', kind: 'quick' },
  matrix: { format: 'xlsx', kind: 'layout' },
};

/** `--filter`: listing filters as JSON, an array or `{ "filters": [...] }`. */
function parseFilters(text: string | undefined): z.infer<typeof listingFilterSchema>[] {
  if (text === undefined) return [];
  try {
    const value: unknown = JSON.parse(text);
    return z.array(listingFilterSchema).max(50).parse(Array.isArray(value) ? value : (value as { filters?: unknown }).filters);
  } catch {
    throw new AppError(400, 'validation.invalid', { fields: { filter: ['validation.invalid'] } });
  }
}

export async function operatorExport(deps: CommandDeps, input: ExportCommand): Promise<CommandResult> {
  const { db, storage } = deps;
  if (storage === undefined) throw new Error('the export command needs the file storage');
  const filters = parseFilters(input.filter);
  const actor = await operatorActor(db, input.company);
  const companyId = actor.principal.companyId;
  const { format, kind } = formats[input.format];
  const { runId, subject } = await db.withTenant(companyId, async (tx) => {
    const context = await loadCatalogueContext(tx, companyId);
    const request: ExportRunRequest = {
      source: { kind: 'layout', layout: everyAttributeLayout(context.catalogue, context.languages) },
      format,
      selection: filters.length === 0 ? { kind: 'all' } : { kind: 'filters', filters },
    };
    return createExportRun(tx, actor, request, kind);
  });

  // The serving process on PGlite runs the job itself; otherwise this command does, for its run only.
  const worker = deps.workersRun ? null : await runWorker({ db, storage, types: [exportJobType], schedules: false, pollIntervalMs: 100 });
  try {
    const owner = { companyId, userId: actor.principal.userId };
    const { taskId } = await createJobQueue(db).enqueueJob({ type: exportJobType, ...owner, payload: { runId }, subject });
    await db.withTenant(companyId, (tx) => runs.setRunTask(tx, companyId, runId, taskId));
    await waitForTask(db, taskId);
  } finally {
    await worker?.stop();
  }
  const run = await db.withTenant(companyId, (tx) => runs.findExportRun(tx, companyId, runId));
  if (run?.status !== 'finished') throw new AppError(400, (run?.failure_code ?? 'task.failed') as never);
  const file = await db.withTenant(companyId, (tx) => runFileOf(tx, actor, runId));
  // Written beside the target, then renamed: `--out` never holds half a file.
  const out = path.resolve(input.out);
  const partial = `${out}.${process.pid}.partial`;
  try {
    await pipeline(await openRunFile(storage, file), createWriteStream(partial));
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return {
    message: `Export #${runId} done: ${run.products} products written to ${out} (${run.size} bytes).`,
    ids: { run_id: String(runId) },
    summary: { run_id: runId, products: run.products, size: run.size, format, warnings: run.warnings },
  };
}
