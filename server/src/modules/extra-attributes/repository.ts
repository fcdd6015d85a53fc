import type { ExtraAttribute, ExtraAttributeEntity, ExtraAttributeType } from '@pimento/shared-kit/contracts/extra-attributes';
import type { Queryable } from '../../db/database.ts';

const columns = 'id::int AS id, entity, code, labels, type, choices, required, position';

export async function listExtraAttributes(tx: Queryable, companyId: string, entity: ExtraAttributeEntity): Promise<ExtraAttribute[]> {
  return tx.query<ExtraAttribute>(`SELECT ${columns} FROM extra_attributes WHERE company_id = $1 AND entity = $2 ORDER BY position, id`, [companyId, entity]);
}

export async function findExtraAttribute(tx: Queryable, companyId: string, id: number, lock = false): Promise<ExtraAttribute | null> {
  const rows = await tx.query<ExtraAttribute>(`SELECT ${columns} FROM extra_attributes WHERE company_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`, [companyId, id]);
  return rows[0] ?? null;
}

export async function countExtraAttributes(tx: Queryable, companyId: string, entity: ExtraAttributeEntity): Promise<number> {
  const [row] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM extra_attributes WHERE company_id = $1 AND entity = $2', [companyId, entity]);
  return row!.count;
}

export async function insertExtraAttribute(
  tx: Queryable,
  companyId: string,
  input: { entity: ExtraAttributeEntity; code: string; labels: Record<string, string>; type: ExtraAttributeType; choices: unknown[]; required: boolean },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO extra_attributes (company_id, entity, code, labels, type, choices, required, position)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6::jsonb, $7, (SELECT coalesce(max(position) + 1, 0) FROM extra_attributes WHERE company_id = $1 AND entity = $2))
     RETURNING id::int AS id`,
    [companyId, input.entity, input.code, JSON.stringify(input.labels), input.type, JSON.stringify(input.choices), input.required],
  );
  return row!.id;
}

export async function updateExtraAttribute(tx: Queryable, companyId: string, attribute: ExtraAttribute): Promise<void> {
  await tx.query('UPDATE extra_attributes SET labels = $3::jsonb, choices = $4::jsonb, required = $5, position = $6, updated_at = clock_timestamp() WHERE company_id = $1 AND id = $2', [
    companyId,
    attribute.id,
    JSON.stringify(attribute.labels),
    JSON.stringify(attribute.choices),
    attribute.required,
    attribute.position,
  ]);
}

export async function deleteExtraAttribute(tx: Queryable, companyId: string, id: number): Promise<void> {
  await tx.query('DELETE FROM extra_attributes WHERE company_id = $1 AND id = $2', [companyId, id]);
}

/** The table whose `attribute_values` hold an entity's extra values. */
const valueTables: Record<ExtraAttributeEntity, string> = { client: 'clients', price: 'prices' };

/** Removes the attribute's values from every record; with `codes`, only the values holding one of these choices. */
export async function clearValues(tx: Queryable, companyId: string, entity: ExtraAttributeEntity, id: number, codes?: readonly string[]): Promise<void> {
  const table = valueTables[entity];
  const key = String(id);
  if (codes === undefined) {
    await tx.query(`UPDATE ${table} SET attribute_values = attribute_values - $2::text WHERE company_id = $1 AND attribute_values ? $2::text`, [companyId, key]);
  } else if (codes.length > 0) {
    await tx.query(`UPDATE ${table} SET attribute_values = attribute_values - $2::text WHERE company_id = $1 AND attribute_values ->> $2::text = ANY($3::text[])`, [companyId, key, codes]);
  }
}
