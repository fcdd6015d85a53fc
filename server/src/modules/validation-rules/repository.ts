import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import type { RuleTarget, ValidationOperator, ValidationRuleInput } from '@pimento/shared-kit/contracts/validation-rules';
import type { Queryable } from '../../db/database.ts';
import type { RuleValue } from './rule-check.ts';

export type RuleRow = {
  id: number;
  name: string;
  filters: ListingFilter[];
  target: RuleTarget;
  language: string | null;
  operator: ValidationOperator;
  value: RuleValue;
  message: Record<string, string>;
  blocking: boolean;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
};

export type RuleWrite = Required<Omit<ValidationRuleInput, 'value'>> & { value: RuleValue };

const columns = 'id::int AS id, name, filters, target, language, operator, value, message, blocking, enabled, created_at, updated_at';

export async function listRules(tx: Queryable, companyId: string, onlyEnabled = false): Promise<RuleRow[]> {
  return tx.query<RuleRow>(`SELECT ${columns} FROM validation_rules WHERE company_id = $1${onlyEnabled ? ' AND enabled' : ''} ORDER BY lower(name), id`, [companyId]);
}

/** Whether the company has an enabled blocking rule (a save checks its product only then). */
export async function hasBlockingRule(tx: Queryable, companyId: string): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM validation_rules WHERE company_id = $1 AND enabled AND blocking LIMIT 1', [companyId])).length === 1;
}

export async function findRule(tx: Queryable, companyId: string, id: number): Promise<RuleRow | null> {
  const rows = await tx.query<RuleRow>(`SELECT ${columns} FROM validation_rules WHERE company_id = $1 AND id = $2`, [companyId, id]);
  return rows[0] ?? null;
}

export async function countRules(tx: Queryable, companyId: string): Promise<number> {
  const [row] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM validation_rules WHERE company_id = $1', [companyId]);
  return row!.count;
}

function written(rule: RuleWrite): unknown[] {
  return [rule.name, JSON.stringify(rule.filters), JSON.stringify(rule.target), rule.language, rule.operator, JSON.stringify(rule.value), JSON.stringify(rule.message), rule.blocking, rule.enabled];
}

export async function insertRule(tx: Queryable, companyId: string, rule: RuleWrite): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO validation_rules (company_id, name, filters, target, language, operator, value, message, blocking, enabled)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7::jsonb, $8::jsonb, $9, $10) RETURNING id::int AS id`,
    [companyId, ...written(rule)],
  );
  return row!.id;
}

export async function updateRule(tx: Queryable, companyId: string, id: number, rule: RuleWrite): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE validation_rules SET name = $3, filters = $4::jsonb, target = $5::jsonb, language = $6, operator = $7, value = $8::jsonb, message = $9::jsonb,
                                 blocking = $10, enabled = $11, updated_at = clock_timestamp()
      WHERE company_id = $1 AND id = $2 RETURNING id`,
    [companyId, id, ...written(rule)],
  );
  return rows.length === 1;
}

export async function deleteRule(tx: Queryable, companyId: string, id: number): Promise<boolean> {
  return (await tx.query('DELETE FROM validation_rules WHERE company_id = $1 AND id = $2 RETURNING id', [companyId, id])).length === 1;
}

/** The attribute ids of each attribute set, by set id (the sets rules name). */
export async function setMembers(tx: Queryable, companyId: string, setIds: readonly number[]): Promise<Map<number, number[]>> {
  if (setIds.length === 0) return new Map();
  const rows = await tx.query<{ set_id: number; ids: number[] }>(
    `SELECT s.id::int AS set_id, coalesce(array_agg(m.attribute_id::int ORDER BY m.attribute_id) FILTER (WHERE m.attribute_id IS NOT NULL), '{}') AS ids
       FROM attribute_sets s LEFT JOIN attribute_set_members m ON m.set_id = s.id
      WHERE s.company_id = $1 AND s.id = ANY($2::bigint[]) GROUP BY s.id`,
    [companyId, setIds],
  );
  return new Map(rows.map((row) => [row.set_id, row.ids]));
}

/** A product's stored values and groups, or null when it does not exist in the company. */
export async function productValues(tx: Queryable, companyId: string, productId: number): Promise<{ values: Record<string, unknown>; group_ids: string[] } | null> {
  const rows = await tx.query<{ values: Record<string, unknown>; group_ids: string[] }>('SELECT attribute_values AS values, group_ids::text[] AS group_ids FROM products WHERE company_id = $1 AND id = $2', [
    companyId,
    productId,
  ]);
  return rows[0] ?? null;
}
