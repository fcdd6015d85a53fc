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
  created_by: string | null;
  created_at: Date;
  verified_at: Date | null;
  finished_at: Date | null;
  rolled_back_at: Date | null;
};

const columns = `r.id::float8 AS id, r.status, r.template_id::float8 AS template_id, r.file_id, f.name AS file_name, r.template_snapshot, r.counts, r.failure,
  r.verify_task_id, r.launch_task_id, r.created_by, r.created_at, r.verified_at, r.finished_at, r.rolled_back_at`;

export async function insertImportRun(tx: Queryable, companyId: string, userId: string, templateId: number, fileId: string, snapshot: TemplateSnapshot): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO import_runs (company_id, template_id, file_id, template_snapshot, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id::float8 AS id`,
    [companyId, templateId, fileId, JSON.stringify(snapshot), userId],
  );
  return row!.id;
}

export async function findImportRun(tx: Queryable, companyId: string, id: number): Promise<ImportRunRow | null> {
  const [row] = await tx.query<ImportRunRow>(
    `SELECT ${columns} FROM import_runs r LEFT JOIN import_files f ON f.company_id = r.company_id AND f.id = r.file_id WHERE r.company_id = $1 AND r.id = $2`,
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

/** One statement per batch of verdicts, the same on both drivers: arrays unnested into rows. */
export async function insertRunRows(tx: Queryable, companyId: string, runId: number, verdicts: readonly RowVerdict[]): Promise<void> {
  if (verdicts.length === 0) return;
  await tx.query(
    `INSERT INTO import_run_rows (company_id, run_id, line, sku, outcome, product_id, changes, fields, errors)
     SELECT $1, $2, u.line, u.sku, u.outcome, u.product_id, u.changes::jsonb, u.fields::jsonb, u.errors::jsonb
       FROM unnest($3::int[], $4::text[], $5::text[], $6::bigint[], $7::text[], $8::text[], $9::text[]) AS u(line, sku, outcome, product_id, changes, fields, errors)`,
    [
      companyId,
      runId,
      verdicts.map((verdict) => verdict.line),
      verdicts.map((verdict) => verdict.sku),
      verdicts.map((verdict) => verdict.outcome),
      verdicts.map((verdict) => verdict.productId),
      verdicts.map((verdict) => (Object.keys(verdict.changes).length > 0 ? JSON.stringify(verdict.changes) : null)),
      verdicts.map((verdict) => (verdict.fields ? JSON.stringify(verdict.fields) : null)),
      verdicts.map((verdict) => (verdict.errors.length > 0 ? JSON.stringify(verdict.errors.map(({ column, code, params }) => ({ column, code, ...(params ? { params } : {}) }))) : null)),
    ],
  );
}

export type RunRowRecord = {
  line: number;
  sku: string | null;
  outcome: RowVerdict['outcome'];
  product_id: number | null;
  changes: Record<string, [unknown, unknown]> | null;
  errors: Array<{ column: string | null; code: string; params?: Record<string, string | number> }> | null;
};

export async function runRowsPage(tx: Queryable, companyId: string, runId: number, query: { outcome?: string; after: number; limit: number }): Promise<RunRowRecord[]> {
  return tx.query<RunRowRecord>(
    `SELECT line, sku, outcome, product_id::float8 AS product_id, changes, errors FROM import_run_rows
      WHERE company_id = $1 AND run_id = $2 AND line > $3 AND ($4::text IS NULL OR outcome = $4)
      ORDER BY line LIMIT $5`,
    [companyId, runId, query.after, query.outcome ?? null, query.limit],
  );
}
