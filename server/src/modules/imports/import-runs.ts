/**
 * Import runs: started from a template and an uploaded file, verified by a durable job (the dry
 * run, `verify-job.ts`), then browsed row by row before the launch.
 */
import type { ImportRun, ImportRunRow } from '@pimento/shared-kit/contracts/imports';
import type { Queryable } from '../../db/database.ts';
import { insertJob } from '../../jobs/enqueue.ts';
import type { TaskRow } from '../tasks/task-row.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Actor } from '../rights/authorization.ts';
import { findImportFile } from './files-repository.ts';
import { assertMayImport } from './import-files.ts';
import * as runs from './runs-repository.ts';
import { findImportTemplate, setLastFile } from './templates-repository.ts';

export const importVerifyJobType = 'import_verify';
export const importLaunchJobType = 'import_launch';
export const importRollbackJobType = 'import_rollback';

export function toImportRun(row: runs.ImportRunRow): ImportRun {
  return {
    id: row.id,
    status: row.status,
    template_id: row.template_id,
    template_name: row.template_snapshot.name,
    file_id: row.file_name === null ? null : row.file_id,
    file_name: row.file_name,
    counts: row.counts,
    failure: row.failure,
    verify_task_id: row.verify_task_id,
    launch_task_id: row.launch_task_id,
    rollback_task_id: row.rollback_task_id,
    created: row.created_at.toISOString(),
    verified: row.verified_at?.toISOString() ?? null,
    finished: row.finished_at?.toISOString() ?? null,
    rolled_back: row.rolled_back_at?.toISOString() ?? null,
  };
}

/** A run and the task of the step it just started, both in the request's transaction. */
export type StartedStep = { run: ImportRun; task: TaskRow };

/**
 * Creates a pending run from the template as it is now (later edits of the template do not change
 * it) and its dry run's job.
 */
export async function startImportRun(tx: Queryable, actor: Actor, input: { template_id: number; file_id: string }): Promise<StartedStep> {
  const { runId, subject } = await createImportRun(tx, actor, input);
  const task = await insertJob(tx, { type: importVerifyJobType, companyId: actor.principal.companyId, userId: actor.principal.userId, payload: { runId }, subject });
  await runs.setVerifyTask(tx, actor.principal.companyId, runId, task.id);
  return { run: await getImportRun(tx, actor, runId), task };
}

/**
 * A run whose dry run and launch another job performs inside its own task (the demo catalogue's
 * load): no job of their own, the steps recorded against `taskId` so the run page follows it.
 */
export async function createImportRunInTask(tx: Queryable, actor: Actor, input: { template_id: number; file_id: string }, taskId: string): Promise<number> {
  const { runId } = await createImportRun(tx, actor, input);
  await runs.setVerifyTask(tx, actor.principal.companyId, runId, taskId);
  return runId;
}

/**
 * A run for a file the import could not take at all (not a spreadsheet, too large…): the import
 * drop records one, in `error` with the reader's code, so the refusal shows in `/imports/` like a
 * run whose dry run failed. No file is kept.
 */
export async function recordRefusedFileRun(
  tx: Queryable,
  actor: Actor,
  templateId: number,
  taskId: string,
  failure: { code: string; params?: Record<string, string | number> },
): Promise<number> {
  assertMayImport(actor);
  const { companyId, userId } = actor.principal;
  const template = await findImportTemplate(tx, companyId, templateId);
  if (template === null) throw notFound('import.template_not_found');
  const runId = await runs.insertImportRun(tx, companyId, userId, template.id, null, { name: template.name, options: template.options, pills: template.pills });
  await runs.setVerifyTask(tx, companyId, runId, taskId);
  await runs.setRunStatus(tx, companyId, runId, 'error', { failure });
  return runId;
}

/** The launch of such a run, once its dry run is ready, recorded against the same task. */
export async function startLaunchInTask(tx: Queryable, actor: Actor, id: number, taskId: string): Promise<void> {
  assertMayImport(actor);
  const row = await runs.findImportRun(tx, actor.principal.companyId, id, { lock: true });
  if (row === null) throw notFound();
  if (row.status !== 'ready') throw new AppError(409, 'import.run_not_ready');
  await runs.setLaunchTask(tx, actor.principal.companyId, id, taskId);
}

async function createImportRun(tx: Queryable, actor: Actor, input: { template_id: number; file_id: string }): Promise<{ runId: number; subject: Record<string, unknown> }> {
  assertMayImport(actor);
  const { companyId, userId } = actor.principal;
  const template = await findImportTemplate(tx, companyId, input.template_id);
  if (template === null) throw notFound('import.template_not_found');
  const file = await findImportFile(tx, companyId, input.file_id);
  if (file === null) throw notFound();
  if (template.pills.length === 0) throw new AppError(400, 'template.no_pill');
  if (!template.pills.some((pill) => pill.target.kind === 'sku')) throw new AppError(400, 'import.no_sku_pill');
  const runId = await runs.insertImportRun(tx, companyId, userId, template.id, file.id, { name: template.name, options: template.options, pills: template.pills });
  await setLastFile(tx, companyId, template.id, file.id);
  return { runId, subject: { template: template.name, file: file.name } };
}

export async function getImportRun(tx: Queryable, actor: Actor, id: number): Promise<ImportRun> {
  assertMayImport(actor);
  const row = await runs.findImportRun(tx, actor.principal.companyId, id);
  if (row === null) throw notFound();
  return toImportRun(row);
}

export async function listImportRunRows(tx: Queryable, actor: Actor, id: number, query: { outcome?: string; after: number; limit: number }): Promise<{ results: ImportRunRow[]; next_after: number | null }> {
  assertMayImport(actor);
  if ((await runs.findImportRun(tx, actor.principal.companyId, id)) === null) throw notFound();
  const rows = await runs.runRowsPage(tx, actor.principal.companyId, id, { ...query, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  return {
    results: page.map((row) => ({ line: row.line, sku: row.sku, outcome: row.outcome, product_id: row.product_id, changes: row.changes ?? {}, rollback: row.rollback, errors: row.errors ?? [] })),
    next_after: rows.length > query.limit ? page[page.length - 1]!.line : null,
  };
}

/** The launch may start once the dry run is ready, and only once. */
export async function startLaunch(tx: Queryable, actor: Actor, id: number): Promise<StartedStep> {
  assertMayImport(actor);
  const { companyId, userId } = actor.principal;
  const row = await runs.findImportRun(tx, companyId, id, { lock: true });
  if (row === null) throw notFound();
  if (row.status !== 'ready') throw new AppError(409, 'import.run_not_ready');
  const task = await insertJob(tx, { type: importLaunchJobType, companyId, userId, payload: { runId: id }, subject: { template: row.template_snapshot.name, file: row.file_name } });
  await runs.setLaunchTask(tx, companyId, id, task.id);
  return { run: await getImportRun(tx, actor, id), task };
}

/**
 * Whether an import is at work in the company (`utils/import-in-progress`): a run being verified
 * or written, or the company's own flag (set by the platform while it loads a catalogue).
 */
export async function importInProgress(tx: Queryable, companyId: string, companyFlag: boolean): Promise<boolean> {
  if (companyFlag) return true;
  return runs.hasActiveRun(tx, companyId);
}

/** A launched import may be rolled back once, after its launch finished or was interrupted. */
export async function startRollback(tx: Queryable, actor: Actor, id: number): Promise<StartedStep> {
  assertMayImport(actor);
  const { companyId, userId } = actor.principal;
  const row = await runs.findImportRun(tx, companyId, id, { lock: true });
  if (row === null) throw notFound();
  if (!['completed', 'completed_with_errors', 'interrupted'].includes(row.status) || row.rolled_back_at !== null || row.rollback_task_id !== null) {
    throw new AppError(409, 'import.run_not_rollbackable');
  }
  const task = await insertJob(tx, { type: importRollbackJobType, companyId, userId, payload: { runId: id }, subject: { template: row.template_snapshot.name, file: row.file_name } });
  await runs.setRollbackTask(tx, companyId, id, task.id);
  return { run: await getImportRun(tx, actor, id), task };
}
