/** The SQL of export runs, shared links and files to remove (migrations 0610, 0620). */
import type { ExportLayout, ProductSheetOptions } from '@pimento/shared-kit/contracts/export-layout';
import type { AssetExportDefinition } from '@pimento/shared-kit/contracts/asset-exports';
import type { ExportFileFormat, ExportRunStatus, ExportWarning } from '@pimento/shared-kit/contracts/exports';
import type { PdfPageOptions } from '@pimento/shared-kit/contracts/pdf-catalogues';
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import type { Queryable } from '../../db/database.ts';

export type ExportRunKind = 'layout' | 'template' | 'quick';

export type ExportRunRow = {
  id: number;
  kind: ExportRunKind;
  template_id: number | null;
  template_version: number | null;
  format: ExportFileFormat;
  layout: ExportLayout;
  /** A single-product matrix's way of writing each product; null: one row per product. */
  product_sheet: ProductSheetOptions | null;
  /** A PDF catalogue's page design (migration 1250); null for every other file. */
  pdf_page: PdfPageOptions | null;
  /** An asset export's definition as the run started (`asset-export-job.ts`); null for a table. */
  asset_export: AssetExportDefinition | null;
  filters: ListingFilter[];
  language: string;
  csv_separator: string;
  file_name: string;
  task_id: string | null;
  storage_key: string | null;
  size: number | null;
  products: number | null;
  warnings: ExportWarning[];
  created_by: string | null;
  created_at: Date;
  finished_at: Date | null;
  /** Derived from the run and its task (`runStatusSql`). */
  status: ExportRunStatus;
  failure_code: string | null;
};

/**
 * A run's state: finished once its file is published; before that, its task's state — a task
 * failed with `task.interrupted` (its worker died with no attempt left) reads `interrupted`.
 */
const runStatusSql = `CASE
    WHEN r.storage_key IS NOT NULL THEN 'finished'
    WHEN t.status IS NULL OR t.status IN ('waiting', 'paused') THEN 'waiting'
    WHEN t.status = 'in_progress' THEN 'in_progress'
    WHEN t.status = 'cancel' THEN 'cancelled'
    WHEN t.status = 'error' AND t.error ->> 'code' = 'task.interrupted' THEN 'interrupted'
    ELSE 'error' END`;

const runColumns = `r.id::int AS id, r.kind, r.template_id::int AS template_id, r.template_version, r.format, r.layout, r.product_sheet, r.pdf_page, r.asset_export, r.filters, r.language, r.csv_separator,
  r.file_name, r.task_id, r.storage_key, r.size::float8 AS size, r.products, r.warnings, r.created_by, r.created_at, r.finished_at,
  ${runStatusSql} AS status, CASE WHEN t.status = 'error' THEN t.error ->> 'code' END AS failure_code`;
const runFrom = 'export_runs r LEFT JOIN tasks t ON t.id = r.task_id';

export type NewExportRun = {
  kind: ExportRunKind;
  templateId: number | null;
  templateVersion: number | null;
  format: ExportFileFormat;
  layout: ExportLayout;
  productSheet: ProductSheetOptions | null;
  pdfPage?: PdfPageOptions | null;
  assetExport?: AssetExportDefinition | null;
  filters: readonly ListingFilter[];
  language: string;
  csvSeparator: string;
  fileName: string;
  warnings: readonly ExportWarning[];
};

export async function insertExportRun(tx: Queryable, companyId: string, userId: string, run: NewExportRun): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO export_runs (company_id, created_by, kind, template_id, template_version, format, layout, product_sheet, filters, language, csv_separator, file_name, warnings, asset_export, pdf_page)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id::int AS id`,
    [
      companyId,
      userId,
      run.kind,
      run.templateId,
      run.templateVersion,
      run.format,
      JSON.stringify(run.layout),
      run.productSheet === null ? null : JSON.stringify(run.productSheet),
      JSON.stringify(run.filters),
      run.language,
      run.csvSeparator,
      run.fileName,
      JSON.stringify(run.warnings),
      run.assetExport == null ? null : JSON.stringify(run.assetExport),
      run.pdfPage == null ? null : JSON.stringify(run.pdfPage),
    ],
  );
  return row!.id;
}

export async function setRunTask(tx: Queryable, companyId: string, runId: number, taskId: string): Promise<void> {
  await tx.query('UPDATE export_runs SET task_id = $3 WHERE company_id = $1 AND id = $2', [companyId, runId, taskId]);
}

export async function findExportRun(tx: Queryable, companyId: string, id: number): Promise<ExportRunRow | null> {
  const [row] = await tx.query<ExportRunRow>(`SELECT ${runColumns} FROM ${runFrom} WHERE r.company_id = $1 AND r.id = $2`, [companyId, id]);
  return row ?? null;
}

export async function listUserRuns(tx: Queryable, companyId: string, userId: string, limit: number): Promise<ExportRunRow[]> {
  return tx.query<ExportRunRow>(`SELECT ${runColumns} FROM ${runFrom} WHERE r.company_id = $1 AND r.created_by = $2 ORDER BY r.id DESC LIMIT $3`, [companyId, userId, limit]);
}

/** The runs of a client's products, anyone's (their filters name the client: `export-selection.ts`). */
export async function listClientRuns(tx: Queryable, companyId: string, clientId: number, limit: number): Promise<ExportRunRow[]> {
  return tx.query<ExportRunRow>(`SELECT ${runColumns} FROM ${runFrom} WHERE r.company_id = $1 AND r.filters @> $2::jsonb ORDER BY r.id DESC LIMIT $3`, [
    companyId,
    JSON.stringify([{ field: 'client', value: clientId }]),
    limit,
  ]);
}

/** Publishes a run's complete file: from now on downloads name it. */
export async function publishRunFile(
  tx: Queryable,
  companyId: string,
  runId: number,
  file: { key: string; size: number; products: number; warnings: readonly ExportWarning[] },
): Promise<void> {
  await tx.query(
    `UPDATE export_runs SET storage_key = $3, size = $4, products = $5, warnings = $6, finished_at = clock_timestamp()
      WHERE company_id = $1 AND id = $2`,
    [companyId, runId, file.key, file.size, file.products, JSON.stringify(file.warnings)],
  );
  await tx.query('DELETE FROM export_file_garbage WHERE company_id = $1 AND storage_key = $2', [companyId, file.key]);
}

/** Marks a key to remove unless its file is published meanwhile (written before each attempt's upload). */
export async function expectFile(tx: Queryable, companyId: string, key: string): Promise<void> {
  await tx.query('INSERT INTO export_file_garbage (company_id, storage_key) VALUES ($1, $2) ON CONFLICT DO NOTHING', [companyId, key]);
}

/** Keys to remove: those of purged runs at once, unpublished attempts after a day (an export still running is left alone). */
export async function claimFileGarbage(tx: Queryable, limit: number): Promise<{ company_id: string; storage_key: string }[]> {
  return tx.query(
    `DELETE FROM export_file_garbage WHERE (company_id, storage_key) IN (
       SELECT company_id, storage_key FROM export_file_garbage WHERE created_at < clock_timestamp() - interval '1 day'
        ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING company_id, storage_key`,
    [limit],
  );
}

// ── Shared links ────────────────────────────────────────────────────────────────────────────

export type ExportLinkRow = { id: number; run_id: number; created_at: Date; expires_at: Date; revoked_at: Date | null };
const linkColumns = 'id::int AS id, run_id::int AS run_id, created_at, expires_at, revoked_at';

export async function insertLink(tx: Queryable, companyId: string, userId: string, runId: number, tokenHash: string, expiresAt: Date): Promise<ExportLinkRow> {
  const [row] = await tx.query<ExportLinkRow>(
    `INSERT INTO export_links (company_id, run_id, token_hash, created_by, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING ${linkColumns}`,
    [companyId, runId, tokenHash, userId, expiresAt.toISOString()],
  );
  return row!;
}

export async function listRunLinks(tx: Queryable, companyId: string, runId: number): Promise<ExportLinkRow[]> {
  return tx.query<ExportLinkRow>(`SELECT ${linkColumns} FROM export_links WHERE company_id = $1 AND run_id = $2 ORDER BY id DESC`, [companyId, runId]);
}

export async function findLink(tx: Queryable, companyId: string, id: number): Promise<(ExportLinkRow & { created_by: string | null }) | null> {
  const [row] = await tx.query<ExportLinkRow & { created_by: string | null }>(`SELECT ${linkColumns}, created_by FROM export_links WHERE company_id = $1 AND id = $2`, [companyId, id]);
  return row ?? null;
}

export async function revokeLink(tx: Queryable, companyId: string, id: number): Promise<void> {
  await tx.query('UPDATE export_links SET revoked_at = coalesce(revoked_at, clock_timestamp()) WHERE company_id = $1 AND id = $2', [companyId, id]);
}

/**
 * A link by its token's hash, whatever the company: the one read made outside a tenant
 * transaction (a shared link has no session), answering only the company and run it names.
 */
export async function findLinkByTokenHash(tx: Queryable, tokenHash: string): Promise<{ company_id: string; run_id: number; expires_at: Date; revoked_at: Date | null } | null> {
  const [row] = await tx.query<{ company_id: string; run_id: number; expires_at: Date; revoked_at: Date | null }>(
    'SELECT company_id, run_id::int AS run_id, expires_at, revoked_at FROM export_links WHERE token_hash = $1',
    [tokenHash],
  );
  return row ?? null;
}
