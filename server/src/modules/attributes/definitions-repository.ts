import type { Queryable } from '../../db/database.ts';
import type { AttributeDefinition } from './definition.ts';

type AttributeRow = Omit<AttributeDefinition, 'created' | 'updated' | 'computed' | 'choice_list_id'> & {
  choice_list_id: number | null;
  choice_list_shared: boolean | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/** The columns of one attribute as the API shows it; `a` is `attributes`, `g` its group. */
export const attributeSelect = `
  SELECT a.id, a.code, a.type, a.group_id, g.section_id, a.position, a.unit_type, a.unit, a.min, a.max, a.max_length,
         a.localizable, a.is_unique AS "unique", a.choice_list_id, cl.shared AS choice_list_shared, a.object_type_id,
         a.suggestions, a.default_value, a.formula, a.formula_ast, a.formula_inputs, a.version, a.created_at, a.updated_at,
         COALESCE((SELECT jsonb_object_agg(l.language, l.label) FROM attribute_labels l WHERE l.attribute_id = a.id), '{}'::jsonb) AS labels,
         COALESCE((SELECT jsonb_agg(jsonb_build_object('code', c.code, 'labels', c.labels) ORDER BY c.position)
                     FROM choices c WHERE c.choice_list_id = a.choice_list_id), '[]'::jsonb) AS choices,
         COALESCE((SELECT jsonb_agg(m.set_id ORDER BY m.set_id) FROM attribute_set_members m WHERE m.attribute_id = a.id), '[]'::jsonb) AS set_ids,
         COALESCE((SELECT jsonb_agg(ug.group_id ORDER BY ug.group_id) FROM attribute_user_groups ug WHERE ug.attribute_id = a.id), '[]'::jsonb) AS user_groups
    FROM attributes a
    JOIN attribute_groups g ON g.company_id = a.company_id AND g.id = a.group_id
    JOIN attribute_sections s ON s.company_id = g.company_id AND s.id = g.section_id
    LEFT JOIN choice_lists cl ON cl.company_id = a.company_id AND cl.id = a.choice_list_id`;

export const attributeOrder = 'ORDER BY s.position, s.id, g.position, g.id, a.position, a.id';

export function toDefinition(row: AttributeRow): AttributeDefinition {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    labels: row.labels,
    group_id: row.group_id,
    section_id: row.section_id,
    position: row.position,
    unit_type: row.unit_type,
    unit: row.unit,
    min: row.min,
    max: row.max,
    max_length: row.max_length,
    localizable: row.localizable,
    unique: row.unique,
    choices: row.choices,
    // An attribute's own choices live in a private list: the API shows only shared lists.
    choice_list_id: row.choice_list_shared === true ? row.choice_list_id : null,
    object_type_id: row.object_type_id,
    suggestions: row.suggestions,
    default_value: row.default_value ?? null,
    formula: row.formula,
    formula_ast: row.formula_ast,
    formula_inputs: row.formula_inputs ?? [],
    computed: row.formula !== null,
    set_ids: row.set_ids,
    user_groups: row.user_groups,
    version: row.version,
    created: iso(row.created_at),
    updated: iso(row.updated_at),
  };
}

/**
 * Every attribute of the tenant in one pass: labels, choices, sets and groups aggregated once per
 * table and joined, instead of four correlated look-ups per attribute (a full reload of ~1,000
 * attributes is then a handful of scans).
 */
const allAttributesSelect = `
  WITH labels AS (SELECT attribute_id, jsonb_object_agg(language, label) AS labels FROM attribute_labels GROUP BY attribute_id),
       list_choices AS (SELECT choice_list_id, jsonb_agg(jsonb_build_object('code', code, 'labels', labels) ORDER BY position) AS choices
                          FROM choices GROUP BY choice_list_id),
       sets AS (SELECT attribute_id, jsonb_agg(set_id ORDER BY set_id) AS set_ids FROM attribute_set_members GROUP BY attribute_id),
       user_groups AS (SELECT attribute_id, jsonb_agg(group_id ORDER BY group_id) AS user_groups FROM attribute_user_groups GROUP BY attribute_id)
  SELECT a.id, a.code, a.type, a.group_id, g.section_id, a.position, a.unit_type, a.unit, a.min, a.max, a.max_length,
         a.localizable, a.is_unique AS "unique", a.choice_list_id, cl.shared AS choice_list_shared, a.object_type_id,
         a.suggestions, a.default_value, a.formula, a.formula_ast, a.formula_inputs, a.version, a.created_at, a.updated_at,
         COALESCE(l.labels, '{}'::jsonb) AS labels, COALESCE(lc.choices, '[]'::jsonb) AS choices,
         COALESCE(st.set_ids, '[]'::jsonb) AS set_ids, COALESCE(ug.user_groups, '[]'::jsonb) AS user_groups
    FROM attributes a
    JOIN attribute_groups g ON g.company_id = a.company_id AND g.id = a.group_id
    JOIN attribute_sections s ON s.company_id = g.company_id AND s.id = g.section_id
    LEFT JOIN choice_lists cl ON cl.company_id = a.company_id AND cl.id = a.choice_list_id
    LEFT JOIN labels l ON l.attribute_id = a.id
    LEFT JOIN list_choices lc ON lc.choice_list_id = a.choice_list_id
    LEFT JOIN sets st ON st.attribute_id = a.id
    LEFT JOIN user_groups ug ON ug.attribute_id = a.id`;

export async function selectAttributes(tx: Queryable, where: string, params: unknown[]): Promise<AttributeDefinition[]> {
  const rows = await tx.query<AttributeRow>(`${attributeSelect} WHERE ${where} ${attributeOrder}`, params);
  return rows.map(toDefinition);
}

/** Every definition of a company, in page order, with lookups by id and by code (lower case). */
export type AttributeCatalogue = {
  readonly stamp: string;
  readonly list: readonly AttributeDefinition[];
  readonly byId: ReadonlyMap<number, AttributeDefinition>;
  readonly byCode: ReadonlyMap<string, AttributeDefinition>;
};

const MAX_CACHED_COMPANIES = 200;
const cache = new Map<string, AttributeCatalogue>();

async function readCatalogueStamp(tx: Queryable, companyId: string): Promise<string> {
  const [row] = await tx.query<{ stamp: string }>('SELECT stamp::text AS stamp FROM attribute_catalogue_stamps WHERE company_id = $1', [companyId]);
  return row?.stamp ?? 'empty';
}

/**
 * A company's attribute definitions for product saves and imports. One indexed read of the
 * company's catalogue stamp (changed by triggers on any definition change, migration 0200) tells
 * whether the process's cached copy is current; only then are the ~1,000 definitions reloaded.
 * Runs in the caller's tenant transaction, so a change made earlier in it is seen. The answer is
 * shared: never mutate it. `knownStamp`: the stamp, when the caller read it in the same transaction.
 */
export async function loadAttributeDefinitions(tx: Queryable, companyId: string, knownStamp?: string): Promise<AttributeCatalogue> {
  const stamp = knownStamp ?? (await readCatalogueStamp(tx, companyId));
  const cached = cache.get(companyId);
  if (cached !== undefined && cached.stamp === stamp) return cached;
  const rows = await tx.query<AttributeRow>(`${allAttributesSelect} WHERE a.company_id = $1 ${attributeOrder}`, [companyId]);
  const list = rows.map(toDefinition);
  const catalogue: AttributeCatalogue = {
    stamp,
    list,
    byId: new Map(list.map((definition) => [definition.id, definition])),
    byCode: new Map(list.map((definition) => [definition.code.toLowerCase(), definition])),
  };
  cache.delete(companyId);
  if (cache.size >= MAX_CACHED_COMPANIES) cache.delete(cache.keys().next().value!);
  cache.set(companyId, catalogue);
  return catalogue;
}

/** The object ids among `ids` that are not objects of `objectTypeId` in the tenant's company. */
export async function findMissingObjects(tx: Queryable, objectTypeId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx.query<{ id: number }>('SELECT id FROM objects WHERE object_type_id = $1 AND id = ANY($2::int[])', [objectTypeId, ids]);
  const found = new Set(rows.map((object) => object.id));
  return ids.filter((id) => !found.has(id));
}
