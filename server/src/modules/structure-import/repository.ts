import type { StructureImportStatus } from '@pimento/shared-kit/contracts/structure-import';
import type { Queryable } from '../../db/database.ts';
import type { LineError } from './structure-lines.ts';

export type StructureRunRow = {
  id: number;
  status: StructureImportStatus;
  file_id: string | null;
  file_name: string | null;
  options: { sheet: string | null; header_line: number };
  counts: Record<string, number>;
  failure: { code: string; params?: Record<string, string | number> } | null;
  task_id: string | null;
  created_by: string | null;
  created_at: Date;
  finished_at: Date | null;
};

export type StructureLineRecord = {
  line: number;
  outcome: 'created' | 'skipped' | 'error';
  code: string | null;
  attribute_id: number | null;
  group_id: number | null;
  section_id: number | null;
  errors: LineError[];
};

export async function insertRun(tx: Queryable, companyId: string, userId: string, fileId: string, options: StructureRunRow['options']): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO structure_import_runs (company_id, file_id, options, created_by) VALUES ($1, $2, $3, $4) RETURNING id::float8 AS id',
    [companyId, fileId, JSON.stringify(options), userId],
  );
  return row!.id;
}

export async function findRun(tx: Queryable, companyId: string, id: number): Promise<StructureRunRow | null> {
  const [row] = await tx.query<StructureRunRow>(
    `SELECT r.id::float8 AS id, r.status, r.file_id, f.name AS file_name, r.options, r.counts, r.failure, r.task_id, r.created_by, r.created_at, r.finished_at
       FROM structure_import_runs r LEFT JOIN import_files f ON f.company_id = r.company_id AND f.id = r.file_id
      WHERE r.company_id = $1 AND r.id = $2`,
    [companyId, id],
  );
  return row ?? null;
}

export async function setTask(tx: Queryable, companyId: string, id: number, taskId: string): Promise<void> {
  await tx.query('UPDATE structure_import_runs SET task_id = $3 WHERE company_id = $1 AND id = $2', [companyId, id, taskId]);
}

export async function setStatus(
  tx: Queryable,
  companyId: string,
  id: number,
  status: StructureImportStatus,
  extra: { counts?: Record<string, number>; failure?: StructureRunRow['failure']; finished?: boolean } = {},
): Promise<void> {
  await tx.query(
    `UPDATE structure_import_runs SET status = $3, counts = coalesce($4::jsonb, counts),
        failure = CASE WHEN $5::boolean THEN $6::jsonb ELSE failure END,
        finished_at = CASE WHEN $7::boolean THEN clock_timestamp() ELSE finished_at END
      WHERE company_id = $1 AND id = $2`,
    [companyId, id, status, extra.counts ? JSON.stringify(extra.counts) : null, extra.failure !== undefined, extra.failure ? JSON.stringify(extra.failure) : null, extra.finished === true],
  );
}

/** A run whose job ended for good without finishing it (stopped, failed, or its worker died): `interrupted`; a finished run keeps its state. */
export async function interruptUnfinished(tx: Queryable, companyId: string, id: number): Promise<void> {
  await tx.query(
    "UPDATE structure_import_runs SET status = 'interrupted', finished_at = clock_timestamp() WHERE company_id = $1 AND id = $2 AND status IN ('pending', 'processing')",
    [companyId, id],
  );
}

export async function insertLines(tx: Queryable, companyId: string, runId: number, lines: readonly StructureLineRecord[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.query(
    `INSERT INTO structure_import_lines (company_id, run_id, line, outcome, code, attribute_id, group_id, section_id, errors)
     SELECT $1, $2, u.line, u.outcome, u.code, u.attribute_id, u.group_id, u.section_id, u.errors::jsonb
       FROM unnest($3::int[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[], $9::text[]) AS u(line, outcome, code, attribute_id, group_id, section_id, errors)
     ON CONFLICT (company_id, run_id, line) DO NOTHING`,
    [
      companyId,
      runId,
      lines.map((line) => line.line),
      lines.map((line) => line.outcome),
      lines.map((line) => line.code),
      lines.map((line) => line.attribute_id),
      lines.map((line) => line.group_id),
      lines.map((line) => line.section_id),
      lines.map((line) => (line.errors.length > 0 ? JSON.stringify(line.errors) : null)),
    ],
  );
}

export async function lineCounts(tx: Queryable, companyId: string, runId: number): Promise<Record<string, number>> {
  const [row] = await tx.query<Record<string, number>>(
    `SELECT count(*)::int AS lines,
            count(*) FILTER (WHERE outcome = 'created')::int AS created,
            count(*) FILTER (WHERE outcome = 'skipped')::int AS skipped,
            count(*) FILTER (WHERE outcome = 'error')::int AS error,
            count(group_id)::int AS groups_created,
            count(section_id)::int AS sections_created
       FROM structure_import_lines WHERE company_id = $1 AND run_id = $2`,
    [companyId, runId],
  );
  return row!;
}

export async function linesPage(tx: Queryable, companyId: string, runId: number, query: { outcome?: string; after: number; limit: number }): Promise<StructureLineRecord[]> {
  const rows = await tx.query<Omit<StructureLineRecord, 'errors'> & { errors: LineError[] | null }>(
    `SELECT line, outcome, code, attribute_id, group_id, section_id, errors FROM structure_import_lines
      WHERE company_id = $1 AND run_id = $2 AND line > $3 AND ($4::text IS NULL OR outcome = $4)
      ORDER BY line LIMIT $5`,
    [companyId, runId, query.after, query.outcome ?? null, query.limit],
  );
  return rows.map((row) => ({ ...row, errors: row.errors ?? [] }));
}

/** The first errors of a run, for the `import_attributes` message and the task's problems. */
export async function firstErrors(tx: Queryable, companyId: string, runId: number, limit: number): Promise<Array<{ line: number; errors: LineError[] }>> {
  return tx.query<{ line: number; errors: LineError[] }>(
    "SELECT line, errors FROM structure_import_lines WHERE company_id = $1 AND run_id = $2 AND outcome = 'error' ORDER BY line LIMIT $3",
    [companyId, runId, limit],
  );
}
