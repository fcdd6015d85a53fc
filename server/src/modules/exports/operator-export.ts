/**
 * `pimento export`: an operator writes a company's catalogue (or a filter of it) to a file through
 * the same engine as the screens — a run, its durable job, its published file — as the company's
 * first administrator, then copies the file to `--out`. `--template NAME` writes a matrix template
 * (`--format matrix` only); without it the layout holds every attribute (`default-layout.ts`), and
 * `quick-*` formats are quick exports of that layout.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { ExportFormat, ExportRunRequest } from '@pimento/shared-kit/contracts/exports';
import { listingFilterSchema } from '@pimento/shared-kit/contracts/product-filters';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createJobQueue } from '../../jobs/enqueue.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { CommandDeps } from '../admin/commands.ts';
import { operatorActor, waitForTask } from '../admin/operator-jobs.ts';
import type { CommandResult, ExportCommand } from '../admin/schemas.ts';
import { loadCatalogueContext } from '../catalogue/index.ts';
import { listTemplates } from '../export-templates/index.ts';
import type { Actor } from '../rights/authorization.ts';
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

/** `--template`: a matrix template by its name (exactly, else ignoring case when one name matches). */
async function namedTemplate(tx: Queryable, actor: Actor, name: string): Promise<number> {
  const templates = await listTemplates(tx, actor, { type: 'matrix' });
  const exact = templates.find((template) => template.name === name);
  const loose = templates.filter((template) => template.name.toLowerCase() === name.toLowerCase());
  const found = exact ?? (loose.length === 1 ? loose[0] : undefined);
  if (found === undefined) throw new AppError(404, 'template.not_found');
  return found.id;
}

export async function operatorExport(deps: CommandDeps, input: ExportCommand): Promise<CommandResult> {
  const { db, storage } = deps;
  if (storage === undefined) throw new Error('the export command needs the file storage');
  const filters = parseFilters(input.filter);
  if (input.template !== undefined && input.format !== 'matrix') throw new AppError(400, 'validation.invalid', { fields: { template: ['validation.invalid'] } });
  const actor = await operatorActor(db, input.company);
  const companyId = actor.principal.companyId;
  const { format, kind } = formats[input.format];
  const everyAttribute = async (tx: Queryable) => {
    const context = await loadCatalogueContext(tx, companyId);
    return { kind: 'layout' as const, layout: everyAttributeLayout(context.catalogue, context.languages) };
  };
  const { runId, subject } = await db.withTenant(companyId, async (tx) => {
    const request: ExportRunRequest = {
      source: input.template === undefined ? await everyAttribute(tx) : { kind: 'template', template_id: await namedTemplate(tx, actor, input.template) },
      format,
      selection: filters.length === 0 ? { kind: 'all' } : { kind: 'filters', filters },
    };
    return createExportRun(tx, actor, request, input.template === undefined ? kind : 'template');
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
