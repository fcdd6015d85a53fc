import type { AttributeGroup, AttributeSection, AttributeSet } from '@pimento/shared-kit/contracts/attributes';
import type { ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import type { Queryable } from '../../db/database.ts';
import { constraintOf, isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertFeature } from '../rights/authorization.ts';
import { assertStructureRight, canReadAttribute, deleteGuarded } from './access.ts';
import { loadAttributeDefinitions } from './definitions-repository.ts';
import type { NamedOwner, Names, NamesInput } from './local-names.ts';
import { checkNames, isNamesIndex, labelLanguagesOf, nameTaken, requestedNames, shownName, writeNames } from './local-names.ts';
import { bumpVersion, listGroups, listSections, listSets, lockVersion, setPositions } from './structure-repository.ts';
import type { OrderedTable } from './structure-repository.ts';
import { requestCompletionRecompute } from '../completion/index.ts';

/** Sections, groups and sets: the order the product page and exports follow (spec §3). */

/** Sets keep one name; sections and groups have one per label language (local-names.ts). */
type Kind = 'attribute_section' | 'attribute_group' | 'attribute_set';
const tableOf: Record<Kind, OrderedTable> = { attribute_section: 'attribute_sections', attribute_group: 'attribute_groups', attribute_set: 'attribute_sets' };

function code(kind: Kind, suffix: 'not_found' | 'name_has_pipe' | 'name_taken' | 'name_required'): ErrorCode {
  return `${kind}.${suffix}` as ErrorCode;
}

function checkName(kind: Kind, name: string): string {
  const trimmed = name.trim();
  if (trimmed.includes('|')) throw new AppError(400, code(kind, 'name_has_pipe'), { fields: { name: [code(kind, 'name_has_pipe')] } });
  return trimmed;
}

async function named<T>(kind: Kind, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error) && constraintOf(error)?.endsWith('_name_key')) {
      throw new AppError(409, code(kind, 'name_taken'), { fields: { name: [code(kind, 'name_taken')] } });
    }
    throw error;
  }
}

type Owner = Exclude<NamedOwner, 'category' | 'asset_category'>;
type CheckedNames = { owner: Owner; names: Names; labelLanguages: string[] };

/** The names a create or a change gives (NamesInput), checked; undefined when a change gives none. */
async function checkedNames(tx: Queryable, owner: Owner, companyId: string, input: NamesInput, change?: { id: number; current: Names }): Promise<CheckedNames | undefined> {
  const labelLanguages = await labelLanguagesOf(tx, companyId);
  const names = requestedNames(input, labelLanguages, change?.current);
  if (names === undefined) {
    if (change === undefined) throw new AppError(400, code(`attribute_${owner}`, 'name_required'), { fields: { names: [code(`attribute_${owner}`, 'name_required')] } });
    return undefined;
  }
  await checkNames(tx, owner, input, names, labelLanguages, { id: change?.id ?? null });
  return { owner, names, labelLanguages };
}

async function saveNames(tx: Queryable, target: { companyId: string; id: number }, checked: CheckedNames): Promise<void> {
  try {
    await writeNames(tx, checked.owner, target, checked.names, checked.labelLanguages);
  } catch (error) {
    if (isUniqueViolation(error) && isNamesIndex(checked.owner, constraintOf(error))) throw nameTaken(checked.owner);
    throw error;
  }
}

async function lockCurrent(tx: Queryable, kind: Kind, id: number, version?: number): Promise<void> {
  const current = await lockVersion(tx, tableOf[kind], id);
  if (current === undefined) throw new AppError(404, code(kind, 'not_found'));
  if (version !== undefined && version !== current) throw new AppError(409, 'conflict.stale_version');
}

const nextPosition = async (tx: Queryable, table: OrderedTable, where = 'true', params: unknown[] = []): Promise<number> =>
  (await tx.query<{ next: number }>(`SELECT COALESCE(max(position) + 1, 0)::int AS next FROM ${table} WHERE ${where}`, params))[0]!.next;

/** The full list of ids in the new order must be exactly `expected`, each once. */
function assertSameMembers(ordered: readonly number[], expected: readonly number[]): void {
  const unique = new Set(ordered);
  if (unique.size !== ordered.length || unique.size !== expected.length || expected.some((id) => !unique.has(id))) {
    throw new AppError(400, 'attribute.reorder_mismatch');
  }
}

// ── Sections ─────────────────────────────────────────────────────────────────────────────────

export function sections(tx: Queryable): Promise<AttributeSection[]> {
  return listSections(tx);
}

async function section(tx: Queryable, id: number): Promise<AttributeSection> {
  const [found] = await listSections(tx, 's.id = $1', [id]);
  if (found === undefined) throw new AppError(404, 'attribute_section.not_found');
  return found;
}

export { section as getSection };

export async function createSection(tx: Queryable, actor: Actor, input: NamesInput): Promise<AttributeSection> {
  assertStructureRight(actor, 'create');
  const companyId = actor.principal.companyId;
  const checked = (await checkedNames(tx, 'section', companyId, input))!;
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO attribute_sections (company_id, name, position) VALUES ($1, $2, (SELECT COALESCE(max(position) + 1, 0) FROM attribute_sections)) RETURNING id',
    [companyId, shownName(checked.names, checked.labelLanguages)],
  );
  await saveNames(tx, { companyId, id: row!.id }, checked);
  return section(tx, row!.id);
}

export async function updateSection(tx: Queryable, actor: Actor, id: number, input: NamesInput & { version: number }): Promise<AttributeSection> {
  assertStructureRight(actor, 'edit');
  const companyId = actor.principal.companyId;
  await lockCurrent(tx, 'attribute_section', id, input.version);
  const checked = await checkedNames(tx, 'section', companyId, input, { id, current: (await section(tx, id)).names });
  if (checked !== undefined) await saveNames(tx, { companyId, id }, checked);
  await bumpVersion(tx, 'attribute_sections', id);
  return section(tx, id);
}

export async function deleteSection(tx: Queryable, actor: Actor, id: number): Promise<void> {
  assertStructureRight(actor, 'delete');
  await lockCurrent(tx, 'attribute_section', id);
  // Spec §5: a section with groups cannot be deleted (the foreign key is the last wall).
  if ((await section(tx, id)).group_count > 0) throw new AppError(409, 'attribute_section.has_groups');
  await deleteGuarded('attribute_section.has_groups', () => tx.query('DELETE FROM attribute_sections WHERE id = $1', [id]));
}

export async function reorderSections(tx: Queryable, actor: Actor, sectionIds: number[]): Promise<AttributeSection[]> {
  assertStructureRight(actor, 'edit');
  const current = (await tx.query<{ id: number }>('SELECT id FROM attribute_sections ORDER BY id FOR UPDATE')).map((row) => row.id);
  assertSameMembers(sectionIds, current);
  await setPositions(tx, 'attribute_sections', sectionIds);
  return listSections(tx);
}

// ── Groups ───────────────────────────────────────────────────────────────────────────────────

export function groups(tx: Queryable): Promise<AttributeGroup[]> {
  return listGroups(tx);
}

async function group(tx: Queryable, id: number): Promise<AttributeGroup> {
  const [found] = await listGroups(tx, 'g.id = $1', [id]);
  if (found === undefined) throw new AppError(404, 'attribute_group.not_found');
  return found;
}

export { group as getGroup };

async function assertSectionExists(tx: Queryable, sectionId: number): Promise<void> {
  if ((await tx.query('SELECT 1 FROM attribute_sections WHERE id = $1', [sectionId])).length === 0) {
    throw new AppError(400, 'attribute_group.section_not_found', { fields: { section_id: ['attribute_group.section_not_found'] } });
  }
}

export async function createGroup(tx: Queryable, actor: Actor, input: NamesInput & { section_id: number }): Promise<AttributeGroup> {
  assertStructureRight(actor, 'create');
  const companyId = actor.principal.companyId;
  const checked = (await checkedNames(tx, 'group', companyId, input))!;
  await assertSectionExists(tx, input.section_id);
  const position = await nextPosition(tx, 'attribute_groups', 'section_id = $1', [input.section_id]);
  const [row] = await tx.query<{ id: number }>('INSERT INTO attribute_groups (company_id, section_id, name, position) VALUES ($1, $2, $3, $4) RETURNING id', [
    companyId,
    input.section_id,
    shownName(checked.names, checked.labelLanguages),
    position,
  ]);
  await saveNames(tx, { companyId, id: row!.id }, checked);
  await bumpVersion(tx, 'attribute_sections', input.section_id);
  return group(tx, row!.id);
}

export async function updateGroup(
  tx: Queryable,
  actor: Actor,
  id: number,
  input: NamesInput & { section_id?: number; version: number },
): Promise<AttributeGroup> {
  assertStructureRight(actor, 'edit');
  await lockCurrent(tx, 'attribute_group', id, input.version);
  const before = await group(tx, id);
  const checked = await checkedNames(tx, 'group', actor.principal.companyId, input, { id, current: before.names });
  if (checked !== undefined) await saveNames(tx, { companyId: actor.principal.companyId, id }, checked);
  if (input.section_id !== undefined && input.section_id !== before.section_id) {
    await assertSectionExists(tx, input.section_id);
    const position = await nextPosition(tx, 'attribute_groups', 'section_id = $1', [input.section_id]);
    await tx.query('UPDATE attribute_groups SET section_id = $2, position = $3 WHERE id = $1', [id, input.section_id, position]);
    await bumpVersion(tx, 'attribute_sections', input.section_id);
    await bumpVersion(tx, 'attribute_sections', before.section_id);
  }
  await bumpVersion(tx, 'attribute_groups', id);
  return group(tx, id);
}

export async function deleteGroup(tx: Queryable, actor: Actor, id: number): Promise<void> {
  assertStructureRight(actor, 'delete');
  await lockCurrent(tx, 'attribute_group', id);
  // Spec §5: a group with attributes cannot be deleted.
  const current = await group(tx, id);
  if (current.attribute_count > 0) throw new AppError(409, 'attribute_group.has_attributes');
  await deleteGuarded('attribute_group.has_attributes', () => tx.query('DELETE FROM attribute_groups WHERE id = $1', [id]));
  await bumpVersion(tx, 'attribute_sections', current.section_id);
}

/** The full new order of a section's groups; groups of other sections listed move into it. */
export async function reorderGroups(tx: Queryable, actor: Actor, input: { section_id: number; version: number; group_ids: number[] }): Promise<AttributeSection> {
  assertStructureRight(actor, 'edit');
  const sectionVersion = await lockVersion(tx, 'attribute_sections', input.section_id);
  if (sectionVersion === undefined) throw new AppError(404, 'attribute_section.not_found');
  if (sectionVersion !== input.version) throw new AppError(409, 'conflict.stale_version');
  const listed = await tx.query<{ id: number; section_id: number }>('SELECT id, section_id FROM attribute_groups WHERE id = ANY($1::int[]) FOR UPDATE', [input.group_ids]);
  const current = (await tx.query<{ id: number }>('SELECT id FROM attribute_groups WHERE section_id = $1', [input.section_id])).map((row) => row.id);
  if (listed.length !== new Set(input.group_ids).size) throw new AppError(400, 'attribute.reorder_mismatch');
  assertSameMembers(input.group_ids, [...new Set([...current, ...listed.map((row) => row.id)])]);
  for (const moved of listed.filter((row) => row.section_id !== input.section_id)) {
    await tx.query('UPDATE attribute_groups SET section_id = $2, version = version + 1 WHERE id = $1', [moved.id, input.section_id]);
    await bumpVersion(tx, 'attribute_sections', moved.section_id);
  }
  await setPositions(tx, 'attribute_groups', input.group_ids);
  await bumpVersion(tx, 'attribute_sections', input.section_id);
  return section(tx, input.section_id);
}

/**
 * The full new order of a group's attributes (drag and drop): atomic; attributes of other groups
 * listed move into the group. Every attribute of the group must be listed.
 */
export async function reorderAttributes(tx: Queryable, actor: Actor, input: { group_id: number; version: number; attribute_ids: number[] }): Promise<AttributeGroup> {
  assertStructureRight(actor, 'edit');
  const groupVersion = await lockVersion(tx, 'attribute_groups', input.group_id);
  if (groupVersion === undefined) throw new AppError(404, 'attribute_group.not_found');
  if (groupVersion !== input.version) throw new AppError(409, 'conflict.stale_version');
  const catalogue = await loadAttributeDefinitions(tx, actor.principal.companyId);
  const readable = (id: number) => {
    const attribute = catalogue.byId.get(id);
    return attribute !== undefined && canReadAttribute(actor, attribute);
  };
  const listed = await tx.query<{ id: number; group_id: number }>('SELECT id, group_id FROM attributes WHERE id = ANY($1::int[]) FOR UPDATE', [input.attribute_ids]);
  const current = await tx.query<{ id: number }>('SELECT id FROM attributes WHERE group_id = $1 ORDER BY position, id', [input.group_id]);
  if (listed.length !== new Set(input.attribute_ids).size || listed.some((row) => !readable(row.id))) throw new AppError(400, 'attribute.reorder_mismatch');
  // The user orders what they can see; attributes hidden from them keep their order, after.
  const hidden = current.map((row) => row.id).filter((id) => !readable(id));
  const visible = current.map((row) => row.id).filter(readable);
  assertSameMembers(input.attribute_ids, [...new Set([...visible, ...listed.map((row) => row.id)])]);
  const movedFrom = new Set<number>();
  for (const moved of listed.filter((row) => row.group_id !== input.group_id)) {
    await tx.query('UPDATE attributes SET group_id = $2, version = version + 1, updated_at = now() WHERE id = $1', [moved.id, input.group_id]);
    movedFrom.add(moved.group_id);
  }
  for (const groupId of movedFrom) await bumpVersion(tx, 'attribute_groups', groupId);
  await setPositions(tx, 'attributes', [...input.attribute_ids, ...hidden]);
  await bumpVersion(tx, 'attribute_groups', input.group_id);
  return group(tx, input.group_id);
}

// ── Sets (when attribute_set_activated) ──────────────────────────────────────────────────────

export function sets(tx: Queryable, actor: Actor): Promise<AttributeSet[]> {
  assertFeature(actor.features, 'attribute_set_activated');
  return listSets(tx);
}

async function set(tx: Queryable, id: number): Promise<AttributeSet> {
  const [found] = await listSets(tx, 'st.id = $1', [id]);
  if (found === undefined) throw new AppError(404, 'attribute_set.not_found');
  return found;
}

export async function getSet(tx: Queryable, actor: Actor, id: number): Promise<AttributeSet> {
  assertFeature(actor.features, 'attribute_set_activated');
  return set(tx, id);
}

export async function createSet(tx: Queryable, actor: Actor, input: { name: string }): Promise<AttributeSet> {
  assertFeature(actor.features, 'attribute_set_activated');
  assertStructureRight(actor, 'create');
  const name = checkName('attribute_set', input.name);
  const position = await nextPosition(tx, 'attribute_sets');
  const [row] = await named('attribute_set', () =>
    tx.query<{ id: number }>('INSERT INTO attribute_sets (company_id, name, position) VALUES ($1, $2, $3) RETURNING id', [actor.principal.companyId, name, position]),
  );
  return set(tx, row!.id);
}

export async function updateSet(tx: Queryable, actor: Actor, id: number, input: { name?: string; version: number }): Promise<AttributeSet> {
  assertFeature(actor.features, 'attribute_set_activated');
  assertStructureRight(actor, 'edit');
  await lockCurrent(tx, 'attribute_set', id, input.version);
  if (input.name !== undefined) {
    const name = checkName('attribute_set', input.name);
    await named('attribute_set', () => tx.query('UPDATE attribute_sets SET name = $2 WHERE id = $1', [id, name]));
  }
  await bumpVersion(tx, 'attribute_sets', id);
  return set(tx, id);
}

/** Deleting a set leaves its attributes in place: a set only gathers them. */
export async function deleteSet(tx: Queryable, actor: Actor, id: number): Promise<void> {
  assertFeature(actor.features, 'attribute_set_activated');
  assertStructureRight(actor, 'delete');
  await lockCurrent(tx, 'attribute_set', id);
  await tx.query('DELETE FROM attribute_sets WHERE id = $1', [id]);
  await requestCompletionRecompute(tx, actor.principal.companyId, actor.principal.userId, { onlyUnder: 'rules' });
}

export async function reorderSets(tx: Queryable, actor: Actor, setIds: number[]): Promise<AttributeSet[]> {
  assertFeature(actor.features, 'attribute_set_activated');
  assertStructureRight(actor, 'edit');
  const current = (await tx.query<{ id: number }>('SELECT id FROM attribute_sets ORDER BY id FOR UPDATE')).map((row) => row.id);
  assertSameMembers(setIds, current);
  await setPositions(tx, 'attribute_sets', setIds);
  return listSets(tx);
}
