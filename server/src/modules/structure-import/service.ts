/**
 * Structure import runs: started on an uploaded import file, run by the `attribute_import` job
 * (`structure-import-job.ts`), then read line by line.
 */
import type { StructureImportLine, StructureImportRun } from '@pimento/shared-kit/contracts/structure-import';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { insertJob } from '../../jobs/enqueue.ts';
import type { TaskRow } from '../tasks/task-row.ts';
import { assertStructureRight } from '../attributes/access.ts';
import type { Actor } from '../rights/authorization.ts';
import { findImportFile } from '../imports/files-repository.ts';
import * as repository from './repository.ts';

/** The task type the shell knows ("Attribute import"), whose progress the `import_attributes` message carries. */
export const structureImportJobType = 'attribute_import';

export function toRun(row: repository.StructureRunRow): StructureImportRun {
  return {
    id: row.id,
    status: row.status,
    file_name: row.file_name,
    counts: row.counts,
    failure: row.failure,
    task_id: row.task_id,
    created: row.created_at.toISOString(),
    finished: row.finished_at?.toISOString() ?? null,
  };
}

/** Who may import a structure: who may create attributes, groups and sections. */
function assertMayImportStructure(actor: Actor): void {
  assertStructureRight(actor, 'create');
}

export async function createStructureRun(
  tx: Queryable,
  actor: Actor,
  input: { file_id: string; sheet: string | null; header_line: number },
): Promise<{ runId: number; subject: Record<string, unknown> }> {
  assertMayImportStructure(actor);
  const { companyId, userId } = actor.principal;
  const file = await findImportFile(tx, companyId, input.file_id);
  if (file === null) throw notFound();
  const runId = await repository.insertRun(tx, companyId, userId, file.id, { sheet: input.sheet, header_line: input.header_line });
  return { runId, subject: { file: file.name } };
}

/**
 * Starts a structure import in the caller's transaction: the run, its job and the run's task, all
 * or nothing (a failed start leaves no run without a job). The caller announces the job after the
 * commit (`announceJob`), so its answer never waits for the job.
 */
export async function startStructureImport(
  tx: Queryable,
  actor: Actor,
  input: { file_id: string; sheet: string | null; header_line: number },
): Promise<{ run: StructureImportRun; task: TaskRow }> {
  const { runId, subject } = await createStructureRun(tx, actor, input);
  const task = await insertJob(tx, { type: structureImportJobType, companyId: actor.principal.companyId, userId: actor.principal.userId, payload: { runId }, subject });
  return { run: await recordTask(tx, actor, runId, task.id), task };
}

export async function recordTask(tx: Queryable, actor: Actor, runId: number, taskId: string): Promise<StructureImportRun> {
  await repository.setTask(tx, actor.principal.companyId, runId, taskId);
  return getStructureRun(tx, actor, runId);
}

export async function getStructureRun(tx: Queryable, actor: Actor, id: number): Promise<StructureImportRun> {
  assertMayImportStructure(actor);
  const row = await repository.findRun(tx, actor.principal.companyId, id);
  if (row === null) throw notFound();
  return toRun(row);
}

export async function listStructureLines(
  tx: Queryable,
  actor: Actor,
  id: number,
  query: { outcome?: string; after: number; limit: number },
): Promise<{ results: StructureImportLine[]; next_after: number | null }> {
  assertMayImportStructure(actor);
  if ((await repository.findRun(tx, actor.principal.companyId, id)) === null) throw notFound();
  const rows = await repository.linesPage(tx, actor.principal.companyId, id, { ...query, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  return { results: page, next_after: rows.length > query.limit ? page[page.length - 1]!.line : null };
}
