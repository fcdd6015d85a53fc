import type { ChoiceInput, ChoiceList } from '@pimento/shared-kit/contracts/attributes';
import type { Queryable } from '../../db/database.ts';
import { constraintOf, isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertStructureRight, deleteGuarded } from './access.ts';
import type { FieldErrors } from './attribute-rules.ts';
import { checkChoices } from './attribute-rules.ts';
import { insertChoiceList, replaceChoices } from './repository.ts';
import { invalid } from './service.ts';
import { bumpVersion, listChoiceLists, lockVersion } from './structure-repository.ts';

/** Shared choice lists (dropdown lists screen): several dropdown attributes use one list. */

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.includes('|')) throw new AppError(400, 'choice_list.name_has_pipe', { fields: { name: ['choice_list.name_has_pipe'] } });
  return trimmed;
}

function checkListChoices(choices: readonly ChoiceInput[]): void {
  const fields: FieldErrors = {};
  checkChoices(choices, fields);
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

async function named<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error) && constraintOf(error) === 'choice_lists_name_key') {
      throw new AppError(409, 'choice_list.name_taken', { fields: { name: ['choice_list.name_taken'] } });
    }
    throw error;
  }
}

export function choiceLists(tx: Queryable): Promise<ChoiceList[]> {
  return listChoiceLists(tx);
}

export async function getChoiceList(tx: Queryable, id: number): Promise<ChoiceList> {
  const [found] = await listChoiceLists(tx, 'cl.id = $1', [id]);
  if (found === undefined) throw new AppError(404, 'choice_list.not_found');
  return found;
}

export async function createChoiceList(tx: Queryable, actor: Actor, input: { name: string; choices: ChoiceInput[] }): Promise<ChoiceList> {
  assertStructureRight(actor, 'create');
  const name = checkName(input.name);
  checkListChoices(input.choices);
  const id = await named(() => insertChoiceList(tx, actor.principal.companyId, name));
  await replaceChoices(tx, actor.principal.companyId, id, input.choices);
  return getChoiceList(tx, id);
}

/**
 * Renames a list or replaces its choices. Values already holding a removed code keep it until
 * they are edited again (they then fail validation with `attribute.value.unknown_choice`).
 */
export async function updateChoiceList(
  tx: Queryable,
  actor: Actor,
  id: number,
  input: { name?: string; choices?: ChoiceInput[]; version: number },
): Promise<ChoiceList> {
  assertStructureRight(actor, 'edit');
  await getChoiceList(tx, id);
  const version = await lockVersion(tx, 'choice_lists', id);
  if (version !== input.version) throw new AppError(409, 'conflict.stale_version');
  if (input.name !== undefined) {
    const name = checkName(input.name);
    await named(() => tx.query('UPDATE choice_lists SET name = $2 WHERE id = $1', [id, name]));
  }
  if (input.choices !== undefined) {
    checkListChoices(input.choices);
    await replaceChoices(tx, actor.principal.companyId, id, input.choices);
  }
  await bumpVersion(tx, 'choice_lists', id);
  return getChoiceList(tx, id);
}

export async function deleteChoiceList(tx: Queryable, actor: Actor, id: number): Promise<void> {
  assertStructureRight(actor, 'delete');
  const list = await getChoiceList(tx, id);
  await lockVersion(tx, 'choice_lists', id);
  // Spec §5: a choice list in use cannot be deleted.
  if (list.attribute_count > 0) throw new AppError(409, 'choice_list.in_use');
  await deleteGuarded('choice_list.in_use', () => tx.query('DELETE FROM choice_lists WHERE id = $1', [id]));
}
