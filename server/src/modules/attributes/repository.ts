import { attributeTypeModules } from '@pimento/shared-kit/attribute-types/index';
import type { ChoiceInput } from '@pimento/shared-kit/contracts/attributes';
import type { AttributeType } from '@pimento/shared-kit/contracts/attributes';
import type { Queryable } from '../../db/database.ts';

/** SQL of attribute writes and the look-ups their checks need. Runs in the tenant transaction. */

export type AttributeColumns = {
  group_id: number;
  unit_type: string | null;
  unit: string | null;
  min: number | null;
  max: number | null;
  max_length: number | null;
  localizable: boolean;
  unique: boolean;
  choice_list_id: number | null;
  object_type_id: number | null;
  suggestions: string[];
  default_value: unknown;
  formula: string | null;
  formula_ast: unknown;
  formula_inputs: string[];
};

const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

export async function insertAttribute(
  tx: Queryable,
  companyId: string,
  attribute: AttributeColumns & { code: string; type: string; position: number },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO attributes (company_id, code, type, group_id, position, unit_type, unit, min, max, max_length, localizable, is_unique,
                             choice_list_id, object_type_id, suggestions, default_value, formula, formula_ast, formula_inputs)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING id`,
    [
      companyId, attribute.code, attribute.type, attribute.group_id, attribute.position, attribute.unit_type, attribute.unit,
      attribute.min, attribute.max, attribute.max_length, attribute.localizable, attribute.unique, attribute.choice_list_id,
      attribute.object_type_id, JSON.stringify(attribute.suggestions), json(attribute.default_value), attribute.formula,
      json(attribute.formula_ast), attribute.formula_inputs,
    ],
  );
  return row!.id;
}

export async function updateAttribute(tx: Queryable, id: number, attribute: AttributeColumns & { position: number }): Promise<void> {
  await tx.query(
    `UPDATE attributes SET group_id = $2, position = $3, unit_type = $4, unit = $5, min = $6, max = $7, max_length = $8, localizable = $9,
            is_unique = $10, choice_list_id = $11, object_type_id = $12, suggestions = $13, default_value = $14, formula = $15,
            formula_ast = $16, formula_inputs = $17, version = version + 1, updated_at = now()
      WHERE id = $1`,
    [
      id, attribute.group_id, attribute.position, attribute.unit_type, attribute.unit, attribute.min, attribute.max, attribute.max_length,
      attribute.localizable, attribute.unique, attribute.choice_list_id, attribute.object_type_id, JSON.stringify(attribute.suggestions),
      json(attribute.default_value), attribute.formula, json(attribute.formula_ast), attribute.formula_inputs,
    ],
  );
}

/** Locks the attribute for the rest of the transaction; its version and private list. */
export async function lockAttribute(
  tx: Queryable,
  id: number,
): Promise<{ id: number; version: number; choice_list_id: number | null; choice_list_shared: boolean | null } | undefined> {
  const [row] = await tx.query<{ id: number; version: number; choice_list_id: number | null; choice_list_shared: boolean | null }>(
    `SELECT a.id, a.version, a.choice_list_id, cl.shared AS choice_list_shared
       FROM attributes a LEFT JOIN choice_lists cl ON cl.company_id = a.company_id AND cl.id = a.choice_list_id
      WHERE a.id = $1 FOR UPDATE OF a`,
    [id],
  );
  return row;
}

export async function replaceLabels(tx: Queryable, companyId: string, attributeId: number, labels: Record<string, string>): Promise<void> {
  await tx.query('DELETE FROM attribute_labels WHERE attribute_id = $1', [attributeId]);
  const entries = Object.entries(labels);
  if (entries.length === 0) return;
  await tx.query(
    `INSERT INTO attribute_labels (company_id, attribute_id, language, label)
     SELECT $1, $2, language, label FROM unnest($3::text[], $4::text[]) AS t(language, label)`,
    [companyId, attributeId, entries.map(([language]) => language), entries.map(([, label]) => label)],
  );
}

export async function replaceSetMembers(tx: Queryable, companyId: string, attributeId: number, setIds: readonly number[]): Promise<void> {
  await tx.query('DELETE FROM attribute_set_members WHERE attribute_id = $1', [attributeId]);
  if (setIds.length === 0) return;
  await tx.query(
    'INSERT INTO attribute_set_members (company_id, set_id, attribute_id) SELECT $1, unnest($2::int[]), $3',
    [companyId, setIds, attributeId],
  );
}

export async function replaceUserGroups(tx: Queryable, companyId: string, attributeId: number, groupIds: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM attribute_user_groups WHERE attribute_id = $1', [attributeId]);
  if (groupIds.length === 0) return;
  await tx.query(
    'INSERT INTO attribute_user_groups (company_id, attribute_id, group_id) SELECT $1, $2, unnest($3::uuid[])',
    [companyId, attributeId, groupIds],
  );
}

export async function insertChoiceList(tx: Queryable, companyId: string, name: string | null): Promise<number> {
  const [row] = await tx.query<{ id: number }>('INSERT INTO choice_lists (company_id, shared, name) VALUES ($1, $2, $3) RETURNING id', [
    companyId,
    name !== null,
    name,
  ]);
  return row!.id;
}

export async function replaceChoices(tx: Queryable, companyId: string, choiceListId: number, choices: readonly ChoiceInput[]): Promise<void> {
  await tx.query('DELETE FROM choices WHERE choice_list_id = $1', [choiceListId]);
  if (choices.length === 0) return;
  await tx.query(
    `INSERT INTO choices (company_id, choice_list_id, code, labels, position)
     SELECT $1, $2, code, labels, position - 1 FROM unnest($3::text[], $4::jsonb[]) WITH ORDINALITY AS t(code, labels, position)`,
    [companyId, choiceListId, choices.map((choice) => choice.code.trim()), choices.map((choice) => JSON.stringify(choice.labels ?? {}))],
  );
}

export async function deleteChoiceList(tx: Queryable, choiceListId: number): Promise<void> {
  await tx.query('DELETE FROM choice_lists WHERE id = $1', [choiceListId]);
}

export async function attributeIdWithCode(tx: Queryable, code: string): Promise<number | undefined> {
  const [row] = await tx.query<{ id: number }>('SELECT id FROM attributes WHERE lower(code) = lower($1)', [code]);
  return row?.id;
}

/** Languages in which another attribute already has the same label (case-insensitive). */
export async function languagesWithLabelTaken(tx: Queryable, labels: Record<string, string>, exceptId: number | null): Promise<string[]> {
  const entries = Object.entries(labels);
  if (entries.length === 0) return [];
  const rows = await tx.query<{ language: string }>(
    `SELECT DISTINCT l.language FROM attribute_labels l
       JOIN unnest($1::text[], $2::text[]) AS t(language, label) ON l.language = t.language AND lower(l.label) = lower(t.label)
      WHERE l.attribute_id IS DISTINCT FROM $3`,
    [entries.map(([language]) => language), entries.map(([, label]) => label), exceptId],
  );
  return rows.map((row) => row.language);
}

export async function existingIds(tx: Queryable, table: 'attribute_groups' | 'attribute_sets' | 'object_types' | 'groups', ids: readonly unknown[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const cast = table === 'groups' ? 'uuid' : 'int';
  const rows = await tx.query<{ id: unknown }>(`SELECT id FROM ${table} WHERE id = ANY($1::${cast}[])`, [ids]);
  return new Set(rows.map((row) => String(row.id)));
}

export async function sharedChoiceListExists(tx: Queryable, id: number): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM choice_lists WHERE id = $1 AND shared', [id])).length > 0;
}

export async function companyGroupIds(tx: Queryable): Promise<string[]> {
  return (await tx.query<{ id: string }>('SELECT id FROM groups ORDER BY name')).map((row) => row.id);
}

export async function nextAttributePosition(tx: Queryable, groupId: number): Promise<number> {
  const [row] = await tx.query<{ next: number }>('SELECT COALESCE(max(position) + 1, 0)::int AS next FROM attributes WHERE group_id = $1', [groupId]);
  return row!.next;
}

export async function deleteAttributeRow(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM attributes WHERE id = $1', [id]);
}

/** Computed attributes whose formula reads `code`. */
export async function attributesReading(tx: Queryable, code: string): Promise<{ id: number; code: string }[]> {
  return tx.query<{ id: number; code: string }>(
    'SELECT id, code FROM attributes WHERE EXISTS (SELECT 1 FROM unnest(formula_inputs) AS input WHERE lower(input) = lower($1)) ORDER BY code',
    [code],
  );
}

/** The attribute's private choice list (own choices), null when it uses a shared list or none. */
export function privateListOf(row: { choice_list_id: number | null; choice_list_shared: boolean | null }): number | null {
  return row.choice_list_shared === false ? row.choice_list_id : null;
}

/** Whether two products already share a value of the attribute (before making it unique). */
export async function hasDuplicateValues(tx: Queryable, attribute: { id: number; type: AttributeType }): Promise<boolean> {
  const table = attributeTypeModules[attribute.type].indexTable;
  const rows = await tx.query(
    `SELECT 1 FROM product_value_${table} WHERE attribute_id = $1 GROUP BY language, value HAVING count(DISTINCT product_id) > 1 LIMIT 1`,
    [attribute.id],
  );
  return rows.length > 0;
}
