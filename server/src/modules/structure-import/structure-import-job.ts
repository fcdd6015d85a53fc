/**
 * The structure import's job (`attribute_import`): reads the file with the import readers, and
 * creates each line's attribute through the attributes module's own create (`createAttribute`),
 * its group and section through the structure service's (`createGroup`, `createSection`): every
 * rule of a manual create applies, and there is no second write path. Lines go in batches, one
 * transaction per batch with its checkpoint; each line is a savepoint, so a line with an error
 * creates nothing (not even the group or section it named), while the other lines' stay.
 */
import { attributeCreateSchema } from '@pimento/shared-kit/contracts/attributes';
import { attributeTypeCapabilities } from '@pimento/shared-kit/contracts/attributes';
import type { TaskProblem } from '@pimento/shared-kit/contracts/tasks';
import { errorMessage, isErrorCode } from '@pimento/shared-kit/errors/catalogue';
import { fileColumns } from '@pimento/shared-kit/imports/header-keys';
import type { Queryable } from '../../db/database.ts';
import { FileReadError } from '../../formats/tabular-source.ts';
import { AppError } from '../../http/app-error.ts';
import { JobError } from '../../jobs/errors.ts';
import { registerJobType, type JobContext } from '../../jobs/registry.ts';
import { createAttribute } from '../attributes/service.ts';
import { createGroup, createSection } from '../attributes/structure-service.ts';
import { companySettingsOf } from '../companies/defaults.ts';
import { requireCompany } from '../companies/service.ts';
import { findImportFile } from '../imports/files-repository.ts';
import { openImportSource, withStoredFile } from '../imports/import-files.ts';
import type { Actor } from '../rights/authorization.ts';
import { loadJobActor } from '../rights/actor.ts';
import * as repository from './repository.ts';
import { structureImportJobType } from './service.ts';
import { columnOfField, createCodes, readStructureLine, structureColumns, type LineError, type LinePlan, type StructureColumns } from './structure-lines.ts';

export const structureImportTuning = {
  /** Lines per transaction (and checkpoint). */
  batchSize: 50,
  /** Errors carried by the `import_attributes` message and kept on the task. */
  errorsReported: 200,
};

type Payload = { runId: number };
type Progress = { afterLine: number };

/** A refusal found while resolving the line's group, section or choice list. */
class LineRefusal extends Error {
  readonly errors: LineError[];
  constructor(errors: LineError[]) {
    super(errors[0]?.code ?? 'refused');
    this.errors = errors;
  }
}

type LineContext = { columns: StructureColumns; labelLanguages: readonly string[]; companyUnits: ReadonlyArray<{ code: string }> };

export async function runStructureImport(job: JobContext<Payload>): Promise<unknown> {
  const { db, companyId, userId, payload, storage } = job;
  if (storage === undefined) throw new JobError('task.failed', 'this worker has no file storage', { retryable: false });
  const runId = payload.runId;
  let progress = (job.checkpoint as Progress | null) ?? { afterLine: 0 };
  const prepared = await db.withTenant(companyId, async (tx) => {
    const run = await repository.findRun(tx, companyId, runId);
    if (run === null) throw new JobError('task.failed', `structure import ${runId} not found`, { retryable: false });
    const file = run.file_id === null ? null : await findImportFile(tx, companyId, run.file_id);
    await repository.setStatus(tx, companyId, runId, 'processing');
    const settings = companySettingsOf(await requireCompany(tx, companyId));
    return { run, file, labelLanguages: settings.attribute_label_languages, companyUnits: settings.units };
  });
  const { run, file } = prepared;
  const message = async (percent: number, errors: Array<{ code: string; line?: number; message?: string }> = []) => {
    await job.publisher
      .publishToUser(companyId, userId, { type: 'import_attributes', task_id: job.taskId, percent, errors })
      .catch(() => undefined);
  };
  const fail = async (code: string, params: Record<string, string | number> = {}): Promise<never> => {
    await db.withTenant(companyId, (tx) => repository.setStatus(tx, companyId, runId, 'error', { failure: { code, params }, finished: true }));
    await message(1, [{ code, message: isErrorCode(code) ? errorMessage(code, 'en', params) : code }]);
    throw new JobError(code, `structure import ${runId} failed: ${code}`, { retryable: false });
  };
  if (file === null) return fail('import.file_empty');

  try {
    await withStoredFile(storage, file, async (filePath) => {
      const source = await openImportSource(filePath);
      try {
        const known = 'columns' in source ? [...(source as { columns: readonly string[] }).columns] : null;
        let context: LineContext | null = null;
        const start = (headers: readonly (string | null)[]) => {
          const columns = structureColumns(fileColumns(headers), prepared.labelLanguages);
          const missing = [columns.fields.name === undefined && columns.labels.size === 0 ? 'name' : null, columns.fields.type === undefined ? 'type' : null].filter((name) => name !== null);
          if (missing.length > 0) throw new AppError(400, 'structure_import.columns_missing', { params: { columns: missing.join('", "') } });
          context = { columns, labelLanguages: prepared.labelLanguages, companyUnits: prepared.companyUnits };
        };
        if (known !== null) start(known);
        let batch: Array<{ line: number; cells: Map<string, string | null> }> = [];
        const flush = async () => {
          if (batch.length === 0 || context === null) return;
          job.throwIfStopped();
          const lineContext: LineContext = context;
          const lines = batch;
          batch = [];
          progress = await db.withTenant(companyId, async (tx) => {
            const actor = await loadJobActor(tx, companyId, userId);
            const records: repository.StructureLineRecord[] = [];
            for (const line of lines) records.push(await importLine(tx, actor, line.line, line.cells, lineContext));
            await repository.insertLines(tx, companyId, runId, records);
            const next = { afterLine: lines[lines.length - 1]!.line };
            await job.saveCheckpointIn(tx, next);
            return next;
          });
          const percent = Math.min(0.99, source.readFraction());
          await job.progress(percent);
          await message(percent);
        };
        for await (const row of source.rows(run.options.sheet ?? undefined)) {
          if (context === null) {
            if (row.line < run.options.header_line) continue;
            start(row.cells);
            continue;
          }
          if (row.line <= progress.afterLine) continue;
          const cells = new Map<string, string | null>();
          const columns: StructureColumns = (context as LineContext).columns;
          for (const column of [...Object.values(columns.fields), ...columns.labels.values()]) cells.set(column.key, row.cells[column.index] ?? null);
          batch.push({ line: row.line, cells });
          if (batch.length >= structureImportTuning.batchSize) await flush();
        }
        await flush();
        if (context === null) throw new AppError(400, 'import.file_empty');
      } finally {
        await source.close();
      }
    });
  } catch (error) {
    if (error instanceof FileReadError) return fail(error.code, { ...error.params });
    if (error instanceof AppError) return fail(error.code, { ...(error.params ?? {}) });
    // A cancel, or a failure with no attempt left (its worker's death included), ends in the hooks below.
    throw error;
  }

  const finished = await db.withTenant(companyId, async (tx) => {
    const counts = await repository.lineCounts(tx, companyId, runId);
    await repository.setStatus(tx, companyId, runId, counts.error! > 0 ? 'completed_with_errors' : 'completed', { counts, finished: true });
    return { counts, errors: await repository.firstErrors(tx, companyId, runId, structureImportTuning.errorsReported) };
  });
  const problems: TaskProblem[] = finished.errors.flatMap((line) =>
    line.errors.map((error) => ({ code: error.code, line: line.line, ...(error.column ? { details: error.column } : {}), ...(isErrorCode(error.code) ? { message: errorMessage(error.code, 'en', error.params ?? {}) } : {}) })),
  );
  if (problems.length > 0) await job.reportProblems(problems.slice(0, structureImportTuning.errorsReported));
  await message(1, problems.slice(0, structureImportTuning.errorsReported).map(({ code, line, message: text }) => ({ code, ...(line !== undefined ? { line } : {}), ...(text ? { message: text } : {}) })));
  // Every open browser of the company refetches `only-id-label` (as after a manual create).
  if (finished.counts.created! > 0) await job.publisher.publishToCompany(companyId, { type: 'attribute_id_label_updated' }).catch(() => undefined);
  return { run_id: runId, ...finished.counts };
}

/** One line: refused, skipped (its code exists), or created with the group and section it names. */
async function importLine(tx: Queryable, actor: Actor, line: number, cells: ReadonlyMap<string, string | null>, context: LineContext): Promise<repository.StructureLineRecord> {
  const { columns } = context;
  const codeCell = columns.fields.code === undefined ? null : (cells.get(columns.fields.code.key)?.trim() || null);
  const record = (outcome: repository.StructureLineRecord['outcome'], errors: LineError[], extra: Partial<repository.StructureLineRecord> = {}): repository.StructureLineRecord => ({
    line,
    outcome,
    code: codeCell,
    attribute_id: null,
    group_id: null,
    section_id: null,
    errors,
    ...extra,
  });
  const read = readStructureLine(cells, columns, context);
  if (!read.ok) return record('error', read.errors);
  const plan = read.plan;
  const codeColumn = columnOfField('code', columns, plan);

  const [existing] = await tx.query<{ id: number; localizable: boolean }>('SELECT id, localizable FROM attributes WHERE company_id = $1 AND lower(code) = lower($2)', [
    actor.principal.companyId,
    plan.code,
  ]);
  if (existing !== undefined) {
    if (existing.localizable !== plan.localizable) {
      return record('error', [{ column: columns.fields.localizable?.header ?? codeColumn, code: 'structure_import.localizable_mismatch' }], { code: plan.code, attribute_id: existing.id });
    }
    return record('skipped', [{ column: codeColumn, code: 'structure_import.attribute_exists' }], { code: plan.code, attribute_id: existing.id });
  }

  await tx.query('SAVEPOINT structure_import_line');
  try {
    const placed = await placeGroup(tx, actor, plan, columns);
    const choiceListId = await choiceListIdOf(tx, actor, plan, columns);
    const input = {
      code: plan.code,
      type: plan.type,
      labels: plan.labels,
      group_id: placed.groupId,
      unit_type: plan.unitType,
      unit: plan.unit,
      localizable: plan.localizable,
      unique: plan.unique,
      ...(plan.choices !== null ? { choices: plan.choices } : {}),
      ...(choiceListId !== null ? { choice_list_id: choiceListId } : {}),
    };
    const parsed = attributeCreateSchema.safeParse(input);
    if (!parsed.success) {
      throw new LineRefusal(parsed.error.issues.map((issue) => ({ column: columnOfField(String(issue.path[0] ?? ''), columns, plan), code: 'structure_import.malformed' })));
    }
    const change = await createAttribute(tx, actor, parsed.data);
    await tx.query('RELEASE SAVEPOINT structure_import_line');
    return record('created', [], { code: plan.code, attribute_id: change.attribute.id, group_id: placed.createdGroup, section_id: placed.createdSection });
  } catch (error) {
    await tx.query('ROLLBACK TO SAVEPOINT structure_import_line');
    if (error instanceof LineRefusal) return record('error', error.errors, { code: plan.code });
    if (error instanceof AppError) return record('error', refusalsOf(error, columns, plan), { code: plan.code });
    throw error;
  }
}

/** The line's group, created (with its section when that is missing too) through the structure service. */
async function placeGroup(tx: Queryable, actor: Actor, plan: LinePlan, columns: StructureColumns): Promise<{ groupId: number; createdGroup: number | null; createdSection: number | null }> {
  const companyId = actor.principal.companyId;
  // A group or section is found by its name in any label language (docs/attributes.md), the shown name first.
  const [group] = await tx.query<{ id: number; section_name: string; section_names: string[] }>(
    `SELECT g.id, s.name AS section_name, ARRAY(SELECT lower(sn.name) FROM attribute_section_names sn WHERE sn.section_id = s.id) AS section_names
       FROM attribute_groups g JOIN attribute_sections s ON s.company_id = g.company_id AND s.id = g.section_id
      WHERE g.company_id = $1 AND EXISTS (SELECT 1 FROM attribute_group_names n WHERE n.group_id = g.id AND lower(n.name) = lower($2))
      ORDER BY lower(g.name) = lower($2) DESC, g.id LIMIT 1`,
    [companyId, plan.group],
  );
  if (group !== undefined) {
    if (plan.section !== null && !group.section_names.includes(plan.section.toLowerCase())) {
      throw new LineRefusal([{ column: columns.fields.section?.header ?? null, code: 'structure_import.group_in_other_section', params: { group: plan.group, section: group.section_name } }]);
    }
    return { groupId: group.id, createdGroup: null, createdSection: null };
  }
  if (plan.section === null) throw new LineRefusal([{ column: columns.fields.section?.header ?? columns.fields.group?.header ?? null, code: 'structure_import.section_missing' }]);
  const [section] = await tx.query<{ id: number }>(
    `SELECT s.id FROM attribute_sections s
      WHERE s.company_id = $1 AND EXISTS (SELECT 1 FROM attribute_section_names n WHERE n.section_id = s.id AND lower(n.name) = lower($2))
      ORDER BY lower(s.name) = lower($2) DESC, s.id LIMIT 1`,
    [companyId, plan.section],
  );
  const sectionId = section?.id ?? (await createSection(tx, actor, { name: plan.section })).id;
  const created = await createGroup(tx, actor, { name: plan.group, section_id: sectionId });
  return { groupId: created.id, createdGroup: created.id, createdSection: section === undefined ? sectionId : null };
}

/** A shared choice list by its name (without regard to case). */
async function choiceListIdOf(tx: Queryable, actor: Actor, plan: LinePlan, columns: StructureColumns): Promise<number | null> {
  if (plan.choiceList === null) return null;
  const [list] = await tx.query<{ id: number }>('SELECT id FROM choice_lists WHERE company_id = $1 AND shared AND lower(name) = lower($2)', [actor.principal.companyId, plan.choiceList]);
  if (list !== undefined) return list.id;
  const code = attributeTypeCapabilities[plan.type].choices ? 'structure_import.choice_list_missing' : 'structure_import.cannot_have_choices';
  throw new LineRefusal([{ column: columns.fields.choice_list?.header ?? null, code, params: { choice_list: plan.choiceList } }]);
}

/** A refusal of the attributes module (or the structure service), each field's codes named as the structure import names them. */
function refusalsOf(error: AppError, columns: StructureColumns, plan: LinePlan): LineError[] {
  const section = error.code.startsWith('attribute_section.') ? columns.fields.section?.header : undefined;
  const group = error.code.startsWith('attribute_group.') ? columns.fields.group?.header : undefined;
  if (error.fields === undefined || section !== undefined || group !== undefined) return [{ column: section ?? group ?? null, code: createCodes[error.code] ?? error.code }];
  return Object.entries(error.fields).flatMap(([field, codes]) =>
    codes.map((code) => {
      const mapped = createCodes[code] ?? code;
      const column = mapped === 'structure_import.choice_list_missing' ? (columns.fields.choice_list?.header ?? columnOfField(field, columns, plan)) : columnOfField(field, columns, plan);
      return { column, code: mapped };
    }),
  );
}

registerJobType<Payload>(structureImportJobType, runStructureImport, {
  maxAttempts: 3,
  onCancel: (tx, job) => repository.interruptUnfinished(tx, job.companyId, job.payload.runId),
  onGiveUp: (tx, job) => repository.interruptUnfinished(tx, job.companyId, job.payload.runId),
});
