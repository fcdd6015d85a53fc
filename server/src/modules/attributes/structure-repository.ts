import type { AttributeGroup, AttributeSection, AttributeSet, ChoiceList } from '@pimento/shared-kit/contracts/attributes';
import type { Queryable } from '../../db/database.ts';
import { namesSql } from './local-names.ts';

/** SQL of sections, groups, sets and shared choice lists. Runs in the tenant transaction. */

export async function listSections(tx: Queryable, where = 'true', params: unknown[] = []): Promise<AttributeSection[]> {
  return tx.query<AttributeSection>(
    `SELECT s.id, s.name, ${namesSql('section', 's')} AS names, s.position, s.version,
            (SELECT count(*)::int FROM attribute_groups g WHERE g.section_id = s.id) AS group_count
       FROM attribute_sections s WHERE ${where} ORDER BY s.position, s.id`,
    params,
  );
}

export async function listGroups(tx: Queryable, where = 'true', params: unknown[] = []): Promise<AttributeGroup[]> {
  return tx.query<AttributeGroup>(
    `SELECT g.id, g.name, ${namesSql('group', 'g')} AS names, g.section_id, g.position, g.version,
            (SELECT count(*)::int FROM attributes a WHERE a.group_id = g.id) AS attribute_count
       FROM attribute_groups g JOIN attribute_sections s ON s.id = g.section_id
      WHERE ${where} ORDER BY s.position, s.id, g.position, g.id`,
    params,
  );
}

export async function listSets(tx: Queryable, where = 'true', params: unknown[] = []): Promise<AttributeSet[]> {
  return tx.query<AttributeSet>(
    `SELECT st.id, st.name, st.position, st.version,
            (SELECT count(*)::int FROM attribute_set_members m WHERE m.set_id = st.id) AS attribute_count
       FROM attribute_sets st WHERE ${where} ORDER BY st.position, st.id`,
    params,
  );
}

export async function listChoiceLists(tx: Queryable, where = 'true', params: unknown[] = []): Promise<ChoiceList[]> {
  return tx.query<ChoiceList>(
    `SELECT cl.id, cl.name, cl.version,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('code', c.code, 'labels', c.labels) ORDER BY c.position)
                        FROM choices c WHERE c.choice_list_id = cl.id), '[]'::jsonb) AS choices,
            (SELECT count(*)::int FROM attributes a WHERE a.choice_list_id = cl.id) AS attribute_count
       FROM choice_lists cl WHERE cl.shared AND ${where} ORDER BY lower(cl.name), cl.id`,
    params,
  );
}

export type OrderedTable = 'attribute_sections' | 'attribute_groups' | 'attribute_sets';

/** Locks a row of an ordered table and answers its version (undefined when absent). */
export async function lockVersion(tx: Queryable, table: OrderedTable | 'choice_lists' | 'object_types' | 'objects', id: number): Promise<number | undefined> {
  const [row] = await tx.query<{ version: number }>(`SELECT version FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
  return row?.version;
}

export async function bumpVersion(tx: Queryable, table: OrderedTable | 'choice_lists' | 'object_types' | 'objects', id: number): Promise<void> {
  await tx.query(`UPDATE ${table} SET version = version + 1 WHERE id = $1`, [id]);
}

/** Positions 0, 1, 2 … in the order of `ids`. */
export async function setPositions(tx: Queryable, table: OrderedTable | 'attributes', ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(
    `UPDATE ${table} AS t SET position = o.position - 1
       FROM unnest($1::int[]) WITH ORDINALITY AS o(id, position) WHERE t.id = o.id`,
    [ids],
  );
}
