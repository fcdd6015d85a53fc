/** Assignment rules (`asset_rules`), in the order they run. */
import type { AssetRule, AssetRuleDraft, AssetRulePill } from '@pimento/shared-kit/contracts/asset-assignment';
import type { Queryable } from '../../db/database.ts';

type RuleRow = Omit<AssetRule, 'created' | 'updated' | 'pills'> & { pills: AssetRulePill[]; created_at: Date; updated_at: Date };

const columns = `id::int AS id, name, source, pills, category_id::int AS category_id, placement, featured, only_empty, on_upload, position, created_at, updated_at`;

export function toRule(row: RuleRow): AssetRule {
  const { created_at: created, updated_at: updated, ...rule } = row;
  return { ...rule, created: created.toISOString(), updated: updated.toISOString() };
}

export async function listRules(tx: Queryable, companyId: string, { onUploadOnly = false } = {}): Promise<AssetRule[]> {
  const rows = await tx.query<RuleRow>(`SELECT ${columns} FROM asset_rules WHERE company_id = $1${onUploadOnly ? ' AND on_upload' : ''} ORDER BY position, id`, [companyId]);
  return rows.map(toRule);
}

export async function findRule(tx: Queryable, companyId: string, id: number): Promise<AssetRule | null> {
  const [row] = await tx.query<RuleRow>(`SELECT ${columns} FROM asset_rules WHERE company_id = $1 AND id = $2`, [companyId, id]);
  return row === undefined ? null : toRule(row);
}

const values = (rule: AssetRuleDraft) => [rule.name, rule.source, JSON.stringify(rule.pills), rule.category_id, rule.placement, rule.featured, rule.only_empty, rule.on_upload];

/** A new rule runs after the others. */
export async function insertRule(tx: Queryable, companyId: string, rule: AssetRuleDraft): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO asset_rules (company_id, name, source, pills, category_id, placement, featured, only_empty, on_upload, position)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, (SELECT coalesce(max(position), 0) + 1 FROM asset_rules WHERE company_id = $1))
     RETURNING id::int AS id`,
    [companyId, ...values(rule)],
  );
  return row!.id;
}

export async function updateRule(tx: Queryable, companyId: string, id: number, rule: AssetRuleDraft): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE asset_rules SET name = $3, source = $4, pills = $5::jsonb, category_id = $6, placement = $7, featured = $8, only_empty = $9, on_upload = $10, updated_at = now()
      WHERE company_id = $1 AND id = $2 RETURNING id`,
    [companyId, id, ...values(rule)],
  );
  return rows.length > 0;
}

export async function deleteRule(tx: Queryable, companyId: string, id: number): Promise<boolean> {
  return (await tx.query('DELETE FROM asset_rules WHERE company_id = $1 AND id = $2 RETURNING id', [companyId, id])).length > 0;
}
