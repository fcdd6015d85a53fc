/**
 * The rules of an asset export template the contract cannot check alone (spec §5 "Asset export"):
 * its categories are the company's, its languages the company's attribute languages. Each refusal
 * at its field, in one 400 `template.invalid` as the other template types answer.
 */
import type { AssetExportDefinition } from '@pimento/shared-kit/contracts/asset-exports';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';

export async function checkAssetExportDefinition(tx: Queryable, companyId: string, definition: AssetExportDefinition, languages: readonly string[]): Promise<void> {
  const fields: Record<string, string[]> = {};
  const rows = await tx.query<{ id: number }>('SELECT id::int AS id FROM asset_categories WHERE company_id = $1 AND id = ANY($2::bigint[])', [companyId, definition.category_ids]);
  const known = new Set(rows.map((row) => row.id));
  definition.category_ids.forEach((id, index) => {
    if (!known.has(id)) fields[`definition.category_ids.${index}`] = ['asset_export.category_not_found'];
  });
  definition.languages.forEach((language, index) => {
    if (!languages.includes(language)) fields[`definition.languages.${index}`] = ['asset_export.language_unknown'];
  });
  if (Object.keys(fields).length > 0) throw new AppError(400, 'template.invalid', { fields });
}
