import type { ExportTemplateType } from '@pimento/shared-kit/contracts/export-templates';
import type { Queryable } from '../../db/database.ts';

/** SQL of export templates and their versions. Runs in the tenant transaction. */

export type UserReference = { id: string; username: string } | null;

export type TemplateRow = {
  id: number;
  type: ExportTemplateType;
  standard_version: number | null;
  name: string;
  definition: unknown;
  group_ids: string[];
  version: number;
  last_version: number;
  created_by: UserReference;
  updated_by: UserReference;
  created_at: Date;
  updated_at: Date;
};

export type VersionRow = { version: number; name: string; definition: unknown; saved_by: UserReference; saved_at: Date };

const userReference = (column: string) =>
  `(SELECT jsonb_build_object('id', u.id, 'username', u.username) FROM users u WHERE u.id = ${column})`;

const templateColumns = `t.id::float8 AS id, t.type, t.standard_version::int AS standard_version, t.name, t.definition,
  t.group_ids::text[] AS group_ids, t.version, t.last_version, ${userReference('t.created_by')} AS created_by,
  ${userReference('t.updated_by')} AS updated_by, t.created_at, t.updated_at`;

export async function listTemplates(tx: Queryable, companyId: string, types: readonly ExportTemplateType[]): Promise<TemplateRow[]> {
  return tx.query<TemplateRow>(
    `SELECT ${templateColumns} FROM export_templates t WHERE t.company_id = $1 AND t.type = ANY($2::text[]) ORDER BY lower(t.name), t.id`,
    [companyId, types],
  );
}

export async function findTemplate(tx: Queryable, companyId: string, id: number, options: { lock?: boolean } = {}): Promise<TemplateRow | null> {
  const [row] = await tx.query<TemplateRow>(
    `SELECT ${templateColumns} FROM export_templates t WHERE t.company_id = $1 AND t.id = $2${options.lock ? ' FOR UPDATE OF t' : ''}`,
    [companyId, id],
  );
  return row ?? null;
}

export type TemplateWrite = { type: ExportTemplateType; standard_version: number | null; name: string; definition: unknown; group_ids: readonly string[] };

/** A new template and its version 1. */
export async function insertTemplate(tx: Queryable, companyId: string, userId: string, template: TemplateWrite): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO export_templates (company_id, type, standard_version, name, definition, group_ids, created_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6::uuid[], $7, $7) RETURNING id::float8 AS id`,
    [companyId, template.type, template.standard_version, template.name, JSON.stringify(template.definition), template.group_ids, userId],
  );
  await insertVersion(tx, companyId, row!.id, 1, userId, template);
  return row!.id;
}

/** Saves a new version (`last_version + 1`) and makes it the current one. */
export async function saveNewVersion(tx: Queryable, companyId: string, userId: string, current: TemplateRow, template: Pick<TemplateWrite, 'name' | 'definition' | 'group_ids'>): Promise<void> {
  const version = current.last_version + 1;
  await tx.query(
    `UPDATE export_templates SET name = $3, definition = $4, group_ids = $5::uuid[], version = $6, last_version = $6, updated_by = $7, updated_at = clock_timestamp()
      WHERE company_id = $1 AND id = $2`,
    [companyId, current.id, template.name, JSON.stringify(template.definition), template.group_ids, version, userId],
  );
  await insertVersion(tx, companyId, current.id, version, userId, template);
}

async function insertVersion(tx: Queryable, companyId: string, templateId: number, version: number, userId: string, template: Pick<TemplateWrite, 'name' | 'definition'>): Promise<void> {
  await tx.query('INSERT INTO export_template_versions (company_id, template_id, version, name, definition, saved_by) VALUES ($1, $2, $3, $4, $5, $6)', [
    companyId,
    templateId,
    version,
    template.name,
    JSON.stringify(template.definition),
    userId,
  ]);
}

/** Back to an earlier version: the newer ones are removed; `last_version` keeps their numbers given. */
export async function revertToVersion(tx: Queryable, companyId: string, userId: string, templateId: number, target: VersionRow): Promise<void> {
  await tx.query('DELETE FROM export_template_versions WHERE company_id = $1 AND template_id = $2 AND version > $3', [companyId, templateId, target.version]);
  await tx.query(
    `UPDATE export_templates SET name = $3, definition = $4, version = $5, updated_by = $6, updated_at = clock_timestamp()
      WHERE company_id = $1 AND id = $2`,
    [companyId, templateId, target.name, JSON.stringify(target.definition), target.version, userId],
  );
}

export async function deleteTemplate(tx: Queryable, companyId: string, id: number): Promise<void> {
  await tx.query('DELETE FROM export_templates WHERE company_id = $1 AND id = $2', [companyId, id]);
}

const versionColumns = `v.version, v.name, v.definition, ${userReference('v.saved_by')} AS saved_by, v.saved_at`;

/** Newest first. */
export async function listVersions(tx: Queryable, companyId: string, templateId: number): Promise<Omit<VersionRow, 'definition'>[]> {
  return tx.query<Omit<VersionRow, 'definition'>>(
    `SELECT v.version, v.name, ${userReference('v.saved_by')} AS saved_by, v.saved_at
       FROM export_template_versions v WHERE v.company_id = $1 AND v.template_id = $2 ORDER BY v.version DESC`,
    [companyId, templateId],
  );
}

export async function findVersion(tx: Queryable, companyId: string, templateId: number, version: number): Promise<VersionRow | null> {
  const [row] = await tx.query<VersionRow>(
    `SELECT ${versionColumns} FROM export_template_versions v WHERE v.company_id = $1 AND v.template_id = $2 AND v.version = $3`,
    [companyId, templateId, version],
  );
  return row ?? null;
}

export async function templatesLimit(tx: Queryable, companyId: string): Promise<number | null> {
  const [row] = await tx.query<{ templates_limit: number | null }>('SELECT templates_limit FROM catalogue_settings WHERE company_id = $1', [companyId]);
  return row?.templates_limit ?? null;
}

/** Whether the company already has `limit` templates, every type counted. */
export async function reachedTemplatesLimit(tx: Queryable, companyId: string, limit: number): Promise<boolean> {
  // Creations of one company are serialised so two cannot both take the last place.
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('pimento.export_templates.create.' || $1::text))", [companyId]);
  const [row] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM export_templates WHERE company_id = $1', [companyId]);
  return row!.count >= limit;
}

/** The names of the company's templates of one type and standard version (lower case). */
export async function takenNames(tx: Queryable, companyId: string, type: ExportTemplateType, standardVersion: number | null): Promise<Set<string>> {
  const rows = await tx.query<{ name: string }>(
    'SELECT lower(name) AS name FROM export_templates WHERE company_id = $1 AND type = $2 AND coalesce(standard_version, 0) = coalesce($3::int, 0)',
    [companyId, type, standardVersion],
  );
  return new Set(rows.map((row) => row.name));
}

/** The roots of the company's category trees (a `categories` column may name one). */
export async function categoryTreeIds(tx: Queryable, companyId: string): Promise<Set<number>> {
  const rows = await tx.query<{ id: number }>('SELECT id::int AS id FROM categories WHERE company_id = $1 AND parent_id IS NULL', [companyId]);
  return new Set(rows.map((row) => row.id));
}
