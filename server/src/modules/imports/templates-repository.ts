import type { ImportOptions, Pill } from '@pimento/shared-kit/contracts/imports';
import type { Queryable } from '../../db/database.ts';

export type ImportTemplateRow = {
  id: number;
  name: string;
  options: ImportOptions;
  pills: Pill[];
  version: number;
  created_at: Date;
  updated_at: Date;
  last_file_id: string | null;
};

export type ImportRunSummaryRow = { id: number; template_id: number; status: string; counts: Record<string, number>; created_at: Date };

const columns = 'id::float8 AS id, name, options, pills, version, created_at, updated_at, last_file_id';

export async function listImportTemplates(tx: Queryable, companyId: string): Promise<ImportTemplateRow[]> {
  return tx.query<ImportTemplateRow>(`SELECT ${columns} FROM import_templates WHERE company_id = $1 ORDER BY lower(name), id`, [companyId]);
}

export async function findImportTemplate(tx: Queryable, companyId: string, id: number, options: { lock?: boolean } = {}): Promise<ImportTemplateRow | null> {
  const [row] = await tx.query<ImportTemplateRow>(`SELECT ${columns} FROM import_templates WHERE company_id = $1 AND id = $2${options.lock ? ' FOR UPDATE' : ''}`, [companyId, id]);
  return row ?? null;
}

export async function insertImportTemplate(tx: Queryable, companyId: string, userId: string, input: { name: string; options: ImportOptions; pills: Pill[] }): Promise<ImportTemplateRow> {
  const [row] = await tx.query<ImportTemplateRow>(
    `INSERT INTO import_templates (company_id, created_by, name, options, pills) VALUES ($1, $2, $3, $4, $5) RETURNING ${columns}`,
    [companyId, userId, input.name, JSON.stringify(input.options), JSON.stringify(input.pills)],
  );
  return row!;
}

export async function updateImportTemplate(tx: Queryable, companyId: string, id: number, input: { name: string; options: ImportOptions; pills: Pill[] }): Promise<ImportTemplateRow> {
  const [row] = await tx.query<ImportTemplateRow>(
    `UPDATE import_templates SET name = $3, options = $4, pills = $5, version = version + 1, updated_at = clock_timestamp()
      WHERE company_id = $1 AND id = $2 RETURNING ${columns}`,
    [companyId, id, input.name, JSON.stringify(input.options), JSON.stringify(input.pills)],
  );
  return row!;
}

/** Remembers the file the template was last used with; not an edit of the mapping (its version stays). */
export async function setLastFile(tx: Queryable, companyId: string, id: number, fileId: string): Promise<void> {
  await tx.query('UPDATE import_templates SET last_file_id = $3 WHERE company_id = $1 AND id = $2', [companyId, id, fileId]);
}

export async function deleteImportTemplate(tx: Queryable, companyId: string, id: number): Promise<boolean> {
  const rows = await tx.query<{ id: number }>('DELETE FROM import_templates WHERE company_id = $1 AND id = $2 RETURNING id', [companyId, id]);
  return rows.length > 0;
}

/** The newest runs of each template, `perTemplate` at most. */
export async function lastRuns(tx: Queryable, companyId: string, templateIds: readonly number[], perTemplate: number): Promise<ImportRunSummaryRow[]> {
  if (templateIds.length === 0) return [];
  return tx.query<ImportRunSummaryRow>(
    `SELECT r.id::float8 AS id, r.template_id::float8 AS template_id, r.status, r.counts, r.created_at
       FROM unnest($2::bigint[]) AS t(id)
       CROSS JOIN LATERAL (
         SELECT * FROM import_runs WHERE company_id = $1 AND template_id = t.id ORDER BY id DESC LIMIT $3
       ) r
      ORDER BY r.template_id, r.id DESC`,
    [companyId, templateIds, perTemplate],
  );
}

/** Header keys the company's templates bind, with their targets: auto-matching's first guess. */
export async function earlierMappings(tx: Queryable, companyId: string): Promise<Array<{ key: string; target: Pill['target'] }>> {
  return tx.query<{ key: string; target: Pill['target'] }>(
    `SELECT DISTINCT ON (pill ->> 'columns') pill -> 'columns' ->> 0 AS key, pill -> 'target' AS target
       FROM import_templates t CROSS JOIN LATERAL jsonb_array_elements(t.pills) AS pill
      WHERE t.company_id = $1 AND jsonb_array_length(pill -> 'columns') = 1 AND pill -> 'formula' = 'null'::jsonb
      ORDER BY pill ->> 'columns', t.updated_at DESC`,
    [companyId],
  );
}

export async function findImportTemplateByName(tx: Queryable, companyId: string, name: string): Promise<ImportTemplateRow | null> {
  const [row] = await tx.query<ImportTemplateRow>(`SELECT ${columns} FROM import_templates WHERE company_id = $1 AND lower(name) = lower($2)`, [companyId, name]);
  return row ?? null;
}
