/**
 * `pimento import`: an operator imports a file into a company through the same engine as the
 * screens — upload, dry run, launch — as the company's first administrator. Without a template
 * the file is mapped by attribute codes, labels and the product fields' usual names.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Pill } from '@pimento/shared-kit/contracts/imports';
import { importOptionsSchema } from '@pimento/shared-kit/contracts/imports';
import { AppError } from '../../http/app-error.ts';
import { createJobQueue } from '../../jobs/enqueue.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { CommandDeps } from '../admin/commands.ts';
import type { CommandResult, ImportCommand } from '../admin/schemas.ts';
import { operatorActor, waitForTask } from '../admin/operator-jobs.ts';
import { receiveImportFile } from './import-files.ts';
import { importLaunchJobType, importVerifyJobType } from './import-runs.ts';
import { autoMatchFile } from './import-templates.ts';
import * as runs from './runs-repository.ts';
// The jobs this command may run itself (a worker runs only the types registered in its process).
import './verify-job.ts';
import './launch-job.ts';
import { findImportTemplateByName } from './templates-repository.ts';

export type ImportSummary = {
  run_id: number;
  status: string;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  errors: Array<{ line: number; column: string | null; sku: string | null; code: string }>;
};

export async function operatorImport(deps: CommandDeps, input: ImportCommand): Promise<CommandResult> {
  const { db, storage } = deps;
  if (storage === undefined) throw new Error('the import command needs the file storage');
  try {
    await access(input.file);
  } catch {
    throw new AppError(400, 'import.file_empty', { fields: { file: ['import.file_empty'] } });
  }
  const actor = await operatorActor(db, input.company);
  const companyId = actor.principal.companyId;
  const { file } = await db.withTenant(companyId, (tx) => receiveImportFile(tx, actor, storage, path.basename(input.file), createReadStream(input.file)));
  const runId = await db.withTenant(companyId, async (tx) => {
    let snapshot: runs.TemplateSnapshot;
    let templateId: number | null = null;
    if (input.template !== undefined) {
      const template = await findImportTemplateByName(tx, companyId, input.template);
      if (template === null) throw new AppError(404, 'import.template_not_found', { fields: { template: ['import.template_not_found'] } });
      snapshot = { name: template.name, options: template.options, pills: template.pills };
      templateId = template.id;
    } else {
      const matched = await autoMatchFile(tx, actor, storage, file.id, { sheet: null, header_line: 1 });
      const pills: Pill[] = matched.matches
        .filter((match) => match.confidence === 1)
        .map((match) => ({ id: randomUUID(), target: match.target, columns: [match.column], formula: null, value_map: null, conditions: [] }));
      if (!pills.some((pill) => pill.target.kind === 'sku')) throw new AppError(400, 'import.no_sku_pill');
      snapshot = { name: path.basename(input.file), options: importOptionsSchema.parse({}), pills };
    }
    return runs.insertImportRun(tx, companyId, actor.principal.userId, templateId, file.id, snapshot);
  });

  // The serving process on PGlite runs the jobs itself; otherwise this command does, for its run only.
  const worker = deps.workersRun ? null : await runWorker({ db, storage, types: [importVerifyJobType, importLaunchJobType], schedules: false, pollIntervalMs: 100 });
  try {
    const queue = createJobQueue(db);
    const owner = { companyId, userId: actor.principal.userId };
    await waitForTask(db, (await queue.enqueueJob({ type: importVerifyJobType, ...owner, payload: { runId }, subject: { file: file.name } })).taskId);
    let run = await db.withTenant(companyId, (tx) => runs.findImportRun(tx, companyId, runId));
    if (run?.status === 'ready' && input.dry_run !== true) {
      await db.withTenant(companyId, (tx) => runs.setRunStatus(tx, companyId, runId, 'processing'));
      await waitForTask(db, (await queue.enqueueJob({ type: importLaunchJobType, ...owner, payload: { runId }, subject: { file: file.name } })).taskId);
      run = await db.withTenant(companyId, (tx) => runs.findImportRun(tx, companyId, runId));
    }
    const summary = await db.withTenant(companyId, (tx) => summaryOf(tx, companyId, run!));
    if (run!.status === 'error') throw new AppError(400, (run!.failure?.code ?? 'import.file_type') as never);
    return {
      message: input.dry_run
        ? `Import #${runId} checked, nothing written: ${summary.created} to create, ${summary.updated} to update, ${summary.unchanged} unchanged, ${summary.errors.length} cells in error.`
        : `Import #${runId} done: ${summary.created} created, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.errors.length} cells in error.`,
      ids: { run_id: String(runId) },
      summary,
    };
  } finally {
    await worker?.stop();
  }
}

async function summaryOf(tx: Parameters<typeof runs.runRowsPage>[0], companyId: string, run: runs.ImportRunRow): Promise<ImportSummary> {
  const errors = await tx.query<{ line: number; sku: string | null; column: string | null; code: string }>(
    `SELECT r.line, r.sku, e ->> 'column' AS column, e ->> 'code' AS code
       FROM import_run_rows r CROSS JOIN LATERAL jsonb_array_elements(r.errors) AS e
      WHERE r.company_id = $1 AND r.run_id = $2 AND r.outcome = 'error' ORDER BY r.line`,
    [companyId, run.id],
  );
  return {
    run_id: run.id,
    status: run.status,
    created: run.counts.created ?? 0,
    updated: run.counts.updated ?? 0,
    unchanged: run.counts.unchanged ?? 0,
    skipped: run.counts.skipped ?? 0,
    errors,
  };
}
