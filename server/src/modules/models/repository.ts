import type { Queryable } from '../../db/database.ts';

export type ModelRow = {
  id: number;
  reference: string;
  name: string;
  managed_attribute_ids: number[];
  attribute_values: Record<string, unknown>;
  group_ids: string[];
  products_count: number;
  version: number;
  created_at: Date;
  updated_at: Date;
};

const select = `SELECT m.id::int AS id, m.reference, m.name, m.managed_attribute_ids, m.attribute_values, m.group_ids::text[] AS group_ids,
  (SELECT count(*)::int FROM products p WHERE p.company_id = m.company_id AND p.model_id = m.id) AS products_count,
  m.version, m.created_at, m.updated_at FROM models m`;

export async function findModel(tx: Queryable, companyId: string, id: number, forUpdate = false): Promise<ModelRow | null> {
  const rows = await tx.query<ModelRow>(`${select} WHERE m.company_id = $1 AND m.id = $2${forUpdate ? ' FOR UPDATE OF m' : ''}`, [companyId, id]);
  return rows[0] ?? null;
}

export type ModelWrite = { reference: string; name: string; managed: number[]; values: Record<string, unknown>; groupIds: string[] };

export async function insertModel(tx: Queryable, companyId: string, model: ModelWrite): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO models (company_id, reference, name, managed_attribute_ids, attribute_values, group_ids)
     VALUES ($1, $2, $3, $4::int[], $5::jsonb, $6::uuid[]) RETURNING id::int AS id`,
    [companyId, model.reference, model.name, model.managed, JSON.stringify(model.values), model.groupIds],
  );
  return row!.id;
}

export async function updateModel(tx: Queryable, companyId: string, id: number, version: number, model: ModelWrite): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE models SET reference = $4, name = $5, managed_attribute_ids = $6::int[], attribute_values = $7::jsonb, group_ids = $8::uuid[],
            version = version + 1, updated_at = now()
      WHERE company_id = $1 AND id = $2 AND version = $3 RETURNING id`,
    [companyId, id, version, model.reference, model.name, model.managed, JSON.stringify(model.values), model.groupIds],
  );
  return rows.length === 1;
}

export async function deleteModel(tx: Queryable, companyId: string, id: number): Promise<void> {
  await tx.query('DELETE FROM models WHERE company_id = $1 AND id = $2', [companyId, id]);
}

/** Copies the model's managed values into its products' documents; answers the products touched. */
export async function pushManagedValues(tx: Queryable, companyId: string, modelId: number, managedKeys: string[], values: Record<string, unknown>): Promise<number[]> {
  if (managedKeys.length === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `UPDATE products SET attribute_values = (attribute_values - $3::text[]) || $4::jsonb, version = version + 1, updated_at = now()
      WHERE company_id = $1 AND model_id = $2 AND attribute_values IS DISTINCT FROM ((attribute_values - $3::text[]) || $4::jsonb)
      RETURNING id::int AS id`,
    [companyId, modelId, managedKeys, JSON.stringify(values)],
  );
  return rows.map((row) => row.id);
}
