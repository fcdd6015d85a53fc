import type { ImportOptions, ImportRunStatus, Pill } from '@pimento/shared-kit/contracts/imports';
import type { Queryable } from '../../db/database.ts';
import type { RowVerdict } from './row-verdict.ts';

export type TemplateSnapshot = { name: string; options: ImportOptions; pills: Pill[] };

export type ImportRunRow = {
  id: number;
  status: ImportRunStatus;
  template_id: number | null;
  file_id: string | null;
  file_name: string | null;
  template_snapshot: TemplateSnapshot;
  counts: Record<string, number>;
  failure: { code: string; params?: Record<string, string | number> } | null;
  verify_task_id: string | null;
  launch_task_id: string | null;
  rollback_task_id: string | null;
  created_by: string | null;
  created_at: Date;
  verified_at: Date | null;
  finished_at: Date | null;
  rolled_back_at: Date | null;
};

const columns = `r.id::float8 AS id, r.status, r.template_id::float8 AS template_id, r.file_id, f.name AS file_name, r.template_snapshot, r.counts, r.failure,
  r.verify_task_id, r.launch_task_id, r.rollback_task_id, r.created_by, r.created_at, r.verified_at, r.finished_at, r.rolled_back_at`;

export async function insertImportRun(tx: Queryable, companyId: string, userId: string, templateId: number | null, fileId: string | null, snapshot: TemplateSnapshot): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO import_runs (company_id, template_id, file_id, template_snapshot, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id::float8 AS id`,
    [companyId, templateId, fileId, JSON.stringify(snapshot), userId],
  );
  return row!.id;
}

export async function findImportRun(tx: Queryable, companyId: string, id: number, options: { lock?: boolean } = {}): Promise<ImportRunRow | null> {
  const [row] = await tx.query<ImportRunRow>(
    `SELECT ${columns} FROM import_runs r LEFT JOIN import_files f ON f.company_id = r.company_id AND f.id = r.file_id WHERE r.company_id = $1 AND r.id = $2${options.lock ? ' FOR UPDATE OF r' : ''}`,
    [companyId, id],
  );
  return row ?? null;
}

export async function setVerifyTask(tx: Queryable, companyId: string, id: number, taskId: string): Promise<void> {
  await tx.query('UPDATE import_runs SET verify_task_id = $3 WHERE company_id = $1 AND id = $2', [companyId, id, taskId]);
}

export async function setRunStatus(
  tx: Queryable,
  companyId: string,
  id: number,
  status: ImportRunStatus,
  extra: { counts?: Record<string, number>; failure?: ImportRunRow['failure']; verified?: boolean } = {},
): Promise<void> {
  await tx.query(
    `UPDATE import_runs SET status = $3,
        counts = coalesce($4::jsonb, counts),
        failure = CASE WHEN $5::boolean THEN $6::jsonb ELSE failure END,
        verified_at = CASE WHEN $7::boolean THEN clock_timestamp() ELSE verified_at END
      WHERE company_id = $1 AND id = $2`,
    [companyId, id, status, extra.counts ? JSON.stringify(extra.counts) : null, extra.failure !== undefined, extra.failure ? JSON.stringify(extra.failure) : null, extra.verified === true],
  );
}

/** Forgets a run's rows (a dry run started again after a crash or a retry starts from its first row). */
export async function clearRunRows(tx: Queryable, companyId: string, runId: number): Promise<void> {
  await tx.query('DELETE FROM import_run_rows WHERE company_id = $1 AND run_id = $2', [companyId, runId]);
}

/**
 * One statement per batch of verdicts, the same on both drivers: the batch is one JSON document the
 * database reads as rows (cheaper than arrays of JSON texts, each escaped as an array element).
 */
export async function insertRunRows(tx: Queryable, companyId: string, runId: number, verdicts: readonly RowVerdict[]): Promise<void> {
  if (verdicts.length === 0) return;
  const rows = verdicts.map((verdict) => ({
    line: verdict.line,
    sku: verdict.sku,
    outcome: verdict.outcome,
    product_id: verdict.productId,
    verified_version: verdict.productVersion,
    changes: Object.keys(verdict.changes).length > 0 ? verdict.changes : null,
    fields: verdict.fields,
    errors: verdict.errors.length > 0 ? verdict.errors.map(({ column, code, params }) => ({ column, code, ...(params ? { params } : {}) })) : null,
  }));
  await tx.query(
    `INSERT INTO import_run_rows (company_id, run_id, line, sku, outcome, product_id, verified_version, changes, fields, errors)
     SELECT $1, $2, u.line, u.sku, u.outcome, u.product_id, u.verified_version, nullif(u.changes, 'null'), nullif(u.fields, 'null'), nullif(u.errors, 'null')
       FROM jsonb_to_recordset($3::jsonb) AS u(line int, sku text, outcome text, product_id bigint, verified_version int, changes jsonb, fields jsonb, errors jsonb)`,
    [companyId, runId, JSON.stringify(rows)],
  );
}

export type RunRowRecord = {
  line: number;
  sku: string | null;
  outcome: RowVerdict['outcome'];
  product_id: number | null;
  changes: Record<string, [unknown, unknown]> | null;
  rollback: 'restored' | 'deleted' | 'skipped' | null;
  errors: Array<{ column: string | null; code: string; params?: Record<string, string | number> }> | null;
};

export async function runRowsPage(tx: Queryable, companyId: string, runId: number, query: { outcome?: string; after: number; limit: number }): Promise<RunRowRecord[]> {
  return tx.query<RunRowRecord>(
    `SELECT line, sku, outcome, product_id::float8 AS product_id, changes, rollback, errors FROM import_run_rows
      WHERE company_id = $1 AND run_id = $2 AND line > $3 AND ($4::text IS NULL OR outcome = $4)
      ORDER BY line LIMIT $5`,
    [companyId, runId, query.after, query.outcome ?? null, query.limit],
  );
}

export async function finishRun(tx: Queryable, companyId: string, id: number, status: 'completed' | 'completed_with_errors', counts: Record<string, number>): Promise<void> {
  await tx.query('UPDATE import_runs SET status = $3, counts = $4::jsonb, finished_at = clock_timestamp() WHERE company_id = $1 AND id = $2', [companyId, id, status, JSON.stringify(counts)]);
}

/** A dry run stopped by its user ends `cancelled`; one that already finished keeps its state. */
export async function cancelVerification(tx: Queryable, companyId: string, id: number): Promise<void> {
  await tx.query(
    "UPDATE import_runs SET status = 'cancelled', finished_at = clock_timestamp() WHERE company_id = $1 AND id = $2 AND status IN ('pending', 'verifying')",
    [companyId, id],
  );
}

/**
 * A launch stopped by its user: `interrupted` when it wrote some batches (they can be rolled back),
 * `cancelled` when it wrote nothing. One that already finished keeps its state.
 */
export async function stopLaunch(tx: Queryable, companyId: string, id: number): Promise<void> {
  await tx.query(
    `UPDATE import_runs SET finished_at = clock_timestamp(),
        status = CASE WHEN EXISTS (SELECT 1 FROM import_run_rows WHERE company_id = $1 AND run_id = $2 AND written_version IS NOT NULL) THEN 'interrupted' ELSE 'cancelled' END
      WHERE company_id = $1 AND id = $2 AND status = 'processing'`,
    [companyId, id],
  );
}

/** A launch whose job failed for good (its last attempt, or its worker died): `interrupted`; what it wrote can be rolled back. */
export async function interruptLaunch(tx: Queryable, companyId: string, id: number): Promise<void> {
  await tx.query("UPDATE import_runs SET status = 'interrupted', finished_at = clock_timestamp() WHERE company_id = $1 AND id = $2 AND status = 'processing'", [companyId, id]);
}

/** A dry run whose job failed for good without saying why itself (its worker died): in error, with the task's reason. */
export async function failVerification(tx: Queryable, companyId: string, id: number, failure: NonNullable<ImportRunRow['failure']>): Promise<void> {
  await tx.query("UPDATE import_runs SET status = 'error', failure = $3::jsonb WHERE company_id = $1 AND id = $2 AND status IN ('pending', 'verifying')", [
    companyId,
    id,
    JSON.stringify(failure),
  ]);
}

export async function setLaunchTask(tx: Queryable, companyId: string, id: number, taskId: string): Promise<void> {
  await tx.query("UPDATE import_runs SET launch_task_id = $3, status = 'processing' WHERE company_id = $1 AND id = $2", [companyId, id, taskId]);
}

/**
 * After a batch of the launch: the rows written keep the product and its version (the rollback's
 * journal); those whose product moved on since the dry run become errors.
 */
export async function recordLaunchedRows(
  tx: Queryable,
  companyId: string,
  runId: number,
  written: ReadonlyMap<number, { productId: number; version: number }>,
  conflicts: readonly number[],
): Promise<void> {
  if (written.size > 0) {
    await tx.query(
      `UPDATE import_run_rows r SET product_id = u.product_id, written_version = u.version
         FROM unnest($3::int[], $4::bigint[], $5::int[]) AS u(line, product_id, version)
        WHERE r.company_id = $1 AND r.run_id = $2 AND r.line = u.line`,
      [companyId, runId, [...written.keys()], [...written.values()].map((row) => row.productId), [...written.values()].map((row) => row.version)],
    );
  }
  if (conflicts.length > 0) {
    await tx.query(
      `UPDATE import_run_rows SET outcome = 'error', fields = NULL, errors = '[{"column": null, "code": "import.changed_since_verification"}]'::jsonb
        WHERE company_id = $1 AND run_id = $2 AND line = ANY($3::int[])`,
      [companyId, runId, conflicts],
    );
  }
}

export async function hasActiveRun(tx: Queryable, companyId: string): Promise<boolean> {
  const [row] = await tx.query<{ active: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM import_runs WHERE company_id = $1 AND status IN ('pending', 'verifying', 'processing')) AS active",
    [companyId],
  );
  return row!.active;
}

export async function markRolledBack(tx: Queryable, companyId: string, id: number, counts: Record<string, number>): Promise<void> {
  await tx.query('UPDATE import_runs SET counts = $3::jsonb, rolled_back_at = clock_timestamp() WHERE company_id = $1 AND id = $2', [companyId, id, JSON.stringify(counts)]);
}

export async function recordRollback(tx: Queryable, companyId: string, runId: number, outcomes: ReadonlyMap<number, 'restored' | 'deleted' | 'skipped'>): Promise<void> {
  if (outcomes.size === 0) return;
  await tx.query(
    `UPDATE import_run_rows r SET rollback = u.rollback FROM unnest($3::int[], $4::text[]) AS u(line, rollback)
      WHERE r.company_id = $1 AND r.run_id = $2 AND r.line = u.line`,
    [companyId, runId, [...outcomes.keys()], [...outcomes.values()]],
  );
}

export async function setRollbackTask(tx: Queryable, companyId: string, id: number, taskId: string): Promise<void> {
  await tx.query('UPDATE import_runs SET rollback_task_id = $3 WHERE company_id = $1 AND id = $2', [companyId, id, taskId]);
}

/** Whether a row of the run was refused (the error report has something to show). */
export async function hasErrorRows(tx: Queryable, companyId: string, runId: number): Promise<boolean> {
  const [row] = await tx.query<{ found: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM import_run_rows WHERE company_id = $1 AND run_id = $2 AND outcome = 'error' AND errors IS NOT NULL) AS found",
    [companyId, runId],
  );
  return row!.found;
}

/** The launch names the categories it created by id in the rows' differences (the rollback's journal). */
export async function rewriteRowChanges(tx: Queryable, companyId: string, runId: number, changes: ReadonlyMap<number, Record<string, [unknown, unknown]>>): Promise<void> {
  if (changes.size === 0) return;
  await tx.query(
    `UPDATE import_run_rows r SET changes = u.changes::jsonb FROM unnest($3::int[], $4::text[]) AS u(line, changes)
      WHERE r.company_id = $1 AND r.run_id = $2 AND r.line = u.line`,
    [companyId, runId, [...changes.keys()], [...changes.values()].map((value) => JSON.stringify(value))],
  );
}
