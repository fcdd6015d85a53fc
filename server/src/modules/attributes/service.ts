import type {
  Attribute,
  AttributeCreate,
  AttributeIdLabel,
  AttributeTree,
  AttributeUpdate,
  ChoiceInput,
} from '@pimento/shared-kit/contracts/attributes';
import type { ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import { orderComputedAttributes } from '@pimento/shared-kit/formulas/dependencies';
import type { FormulaCheck, FormulaInputResolver } from '@pimento/shared-kit/formulas/type-check';
import { checkFormula } from '@pimento/shared-kit/formulas/type-check';
import type { Queryable } from '../../db/database.ts';
import { constraintOf, isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { companySettingsOf } from '../companies/defaults.ts';
import { requireCompany } from '../companies/service.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertFeature, assertGroupChange, assertRight } from '../rights/authorization.ts';
import { canReadAttribute, groupRightsRestrict, groupsWhereActorCreates } from './access.ts';
import type { AttributeDraft, FieldErrors } from './attribute-rules.ts';
import { addFieldError, checkAttributeDraft } from './attribute-rules.ts';
import type { AttributeDefinition } from './definition.ts';
import { loadAttributeDefinitions, selectAttributes } from './definitions-repository.ts';
import * as repository from './repository.ts';
import { bumpVersion, listGroups, listSections } from './structure-repository.ts';
import { validateAttributeValue } from './value-validation.ts';
import { enqueueRecompute } from './recompute-job.ts';
import { requestCompletionRecompute } from '../completion/index.ts';
import { deleteAttributeValues } from '../catalogue/index.ts';
import type { TaskRow } from '../tasks/task-row.ts';
import { removeListingColumn } from '../users/repository.ts';

/** The API shape of a definition (without the syntax tree kept for computing). */
export function toAttribute(definition: AttributeDefinition): Attribute {
  const { formula_ast: _ast, ...attribute } = definition;
  return attribute;
}

/** 400 with the first code found as `code` and every code under `fields`. */
export function invalid(fields: FieldErrors): AppError {
  const first = Object.values(fields)[0]![0]! as ErrorCode;
  return new AppError(400, first, { fields });
}

async function companyLanguages(tx: Queryable, companyId: string): Promise<{ labelLanguages: string[]; valueLanguages: string[] }> {
  const settings = companySettingsOf(await requireCompany(tx, companyId));
  return { labelLanguages: settings.attribute_label_languages, valueLanguages: settings.attribute_languages };
}

async function readableAttribute(tx: Queryable, actor: Actor, id: number): Promise<AttributeDefinition> {
  const [attribute] = await selectAttributes(tx, 'a.id = $1', [id]);
  if (attribute === undefined || !canReadAttribute(actor, attribute)) throw new AppError(404, 'attribute.not_found');
  return attribute;
}

/** Resolves formula inputs against the company's attributes, with the draft standing for itself. */
function resolverFor(catalogue: readonly AttributeDefinition[], replaced: { id: number | null; code: string; draft: AttributeDraft }): FormulaInputResolver {
  const byCode = new Map(catalogue.filter((attribute) => attribute.id !== replaced.id).map((attribute) => [attribute.code.toLowerCase(), attribute]));
  return (code) => {
    if (code.toLowerCase() === replaced.code.toLowerCase()) return { code, type: replaced.draft.type, localizable: replaced.draft.localizable };
    return byCode.get(code.toLowerCase());
  };
}

/**
 * The checks that need the database: code and label uniqueness, the group, choice list, object
 * type, sets and user groups exist, the formula (types, circularity through other computed
 * attributes), formulas of other attributes still valid, and the default value.
 */
async function checkAgainstCompany(
  tx: Queryable,
  actor: Actor,
  id: number | null,
  draft: AttributeDraft,
  references: { group_id: number; set_ids: number[]; user_groups: string[]; default_value: unknown },
  languages: { valueLanguages: string[] },
  fields: FieldErrors,
): Promise<{ formula: FormulaCheck | null; defaultValue: unknown }> {
  if (fields.code === undefined) {
    const holder = await repository.attributeIdWithCode(tx, draft.code);
    if (holder !== undefined && holder !== id) addFieldError(fields, 'code', 'attribute.code_taken');
  }
  for (const language of await repository.languagesWithLabelTaken(tx, draft.labels, id)) addFieldError(fields, `labels.${language}`, 'attribute.label_taken');
  if (!(await repository.existingIds(tx, 'attribute_groups', [references.group_id])).has(String(references.group_id))) {
    addFieldError(fields, 'group_id', 'attribute.group_not_found');
  }
  if (draft.choice_list_id !== null && !(await repository.sharedChoiceListExists(tx, draft.choice_list_id))) {
    addFieldError(fields, 'choice_list_id', 'attribute.choice_list_not_found');
  }
  if (draft.object_type_id !== null) {
    assertFeature(actor.features, 'object_activated');
    if (!(await repository.existingIds(tx, 'object_types', [draft.object_type_id])).has(String(draft.object_type_id))) {
      addFieldError(fields, 'object_type_id', 'attribute.object_type_not_found');
    }
  }
  if (references.set_ids.length > 0) {
    const sets = await repository.existingIds(tx, 'attribute_sets', references.set_ids);
    if (references.set_ids.some((setId) => !sets.has(String(setId)))) addFieldError(fields, 'set_ids', 'attribute.set_not_found');
  }
  if (references.user_groups.length > 0) {
    const groups = await repository.existingIds(tx, 'groups', references.user_groups);
    if (references.user_groups.some((groupId) => !groups.has(groupId))) addFieldError(fields, 'user_groups', 'attribute.user_group_not_found');
  }

  const catalogue = (await loadAttributeDefinitions(tx, actor.principal.companyId)).list;
  const resolve = resolverFor(catalogue, { id, code: draft.code, draft });
  let formula: FormulaCheck | null = null;
  if (draft.formula !== null && fields.formula === undefined) {
    formula = checkFormula(draft.formula, { code: draft.code, type: draft.type, localizable: draft.localizable }, resolve);
    if (!formula.ok) {
      for (const issue of formula.errors) addFieldError(fields, 'formula', issue.code);
      fields.formula = ['attribute.formula_invalid', ...(fields.formula ?? [])];
    } else {
      const graph = catalogue
        .filter((attribute) => attribute.id !== id && attribute.formula !== null)
        .map((attribute) => ({ code: attribute.code, inputs: attribute.formula_inputs }));
      graph.push({ code: draft.code, inputs: formula.inputs });
      if (!orderComputedAttributes(graph).ok) addFieldError(fields, 'formula', 'attribute.formula_circular');
    }
  }
  // Formulas of other attributes read this one: they must still hold with its new definition.
  if (id !== null) {
    for (const reader of catalogue.filter((attribute) => attribute.id !== id && attribute.formula !== null)) {
      if (!reader.formula_inputs.some((input) => input.toLowerCase() === draft.code.toLowerCase())) continue;
      if (!checkFormula(reader.formula!, { code: reader.code, type: reader.type, localizable: reader.localizable }, resolve).ok) {
        addFieldError(fields, 'localizable', 'attribute.used_by_formula');
      }
    }
  }

  let defaultValue: unknown = null;
  if (references.default_value !== null && references.default_value !== undefined && Object.keys(fields).length === 0) {
    if (draft.formula !== null) addFieldError(fields, 'default_value', 'attribute.default_invalid');
    else {
      const ownChoices = draft.choices ?? [];
      const listChoices =
        draft.choice_list_id === null
          ? []
          : await tx.query<{ code: string }>('SELECT code FROM choices WHERE choice_list_id = $1', [draft.choice_list_id]);
      const checked = validateAttributeValue(
        { ...draft, computed: false, choices: [...ownChoices, ...listChoices].map((choice) => ({ code: choice.code, labels: {} })) },
        references.default_value,
        { languages: languages.valueLanguages },
      );
      if (checked.ok) defaultValue = checked.value;
      else {
        addFieldError(fields, 'default_value', 'attribute.default_invalid');
        for (const error of checked.errors) addFieldError(fields, 'default_value', error.code);
      }
    }
  }
  return { formula, defaultValue };
}

function trimmedLabels(labels: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(labels).map(([language, label]) => [language, label.trim()]));
}

function mapUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error)) {
    const constraint = constraintOf(error);
    if (constraint === 'attribute_labels_label_key') throw new AppError(409, 'attribute.label_taken', { fields: { labels: ['attribute.label_taken'] } });
    if (constraint === 'attributes_code_key') throw new AppError(409, 'attribute.code_taken', { fields: { code: ['attribute.code_taken'] } });
    if (constraint === 'choices_choice_list_id_code_key') throw new AppError(400, 'attribute.choice_code_taken', { fields: { choices: ['attribute.choice_code_taken'] } });
  }
  throw error;
}

async function writeChoices(
  tx: Queryable,
  companyId: string,
  privateListId: number | null,
  draft: AttributeDraft,
): Promise<{ choiceListId: number | null; dropPrivateList: number | null }> {
  const ownChoices: ChoiceInput[] = draft.choices ?? [];
  if (ownChoices.length > 0) {
    const listId = privateListId ?? (await repository.insertChoiceList(tx, companyId, null));
    await repository.replaceChoices(tx, companyId, listId, ownChoices);
    return { choiceListId: listId, dropPrivateList: null };
  }
  return { choiceListId: draft.choice_list_id, dropPrivateList: privateListId };
}

/** `recompute`: the job that brings every product's computed values in line with a new formula. */
export type AttributeChange = { attribute: Attribute; idLabelChanged: boolean; recompute: TaskRow | null };

export async function createAttribute(tx: Queryable, actor: Actor, input: AttributeCreate): Promise<AttributeChange> {
  const companyId = actor.principal.companyId;
  const allGroups = await repository.companyGroupIds(tx);
  const creatable = groupsWhereActorCreates(actor, allGroups);
  // Spec §8: creating without any create right is its own message.
  if (groupRightsRestrict(actor) && creatable.length === 0) throw new AppError(403, 'rights.cannot_create_attribute');
  const userGroups = input.user_groups ?? creatable;
  if (groupRightsRestrict(actor)) {
    if (userGroups.length === 0) throw new AppError(400, 'groups.object_needs_group', { fields: { user_groups: ['groups.object_needs_group'] } });
    for (const groupId of userGroups) assertRight(actor, [groupId], 'create');
  }
  const setIds = input.set_ids ?? [];
  if (setIds.length > 0) assertFeature(actor.features, 'attribute_set_activated');

  const draft: AttributeDraft = {
    code: input.code,
    type: input.type,
    labels: trimmedLabels(input.labels),
    unit_type: input.unit_type ?? null,
    unit: input.unit ?? null,
    min: input.min ?? null,
    max: input.max ?? null,
    max_length: input.max_length ?? null,
    localizable: input.localizable ?? false,
    unique: input.unique ?? false,
    choices: input.choices ?? null,
    choice_list_id: input.choice_list_id ?? null,
    object_type_id: input.object_type_id ?? null,
    suggestions: input.suggestions ?? [],
    formula: input.formula === undefined || input.formula === null || input.formula.trim() === '' ? null : input.formula,
  };
  const languages = await companyLanguages(tx, companyId);
  const fields = checkAttributeDraft(draft, languages);
  const references = { group_id: input.group_id, set_ids: setIds, user_groups: userGroups, default_value: input.default_value ?? null };
  const { formula, defaultValue } = await checkAgainstCompany(tx, actor, null, draft, references, languages, fields);
  if (Object.keys(fields).length > 0) throw invalid(fields);

  try {
    const { choiceListId } = await writeChoices(tx, companyId, null, draft);
    const id = await repository.insertAttribute(tx, companyId, {
      ...draft,
      group_id: input.group_id,
      position: await repository.nextAttributePosition(tx, input.group_id),
      choice_list_id: choiceListId,
      default_value: defaultValue,
      formula_ast: formula?.ast ?? null,
      formula_inputs: formula?.inputs ?? [],
    });
    await repository.replaceLabels(tx, companyId, id, draft.labels);
    await repository.replaceSetMembers(tx, companyId, id, setIds);
    await repository.replaceUserGroups(tx, companyId, id, userGroups);
    const [created] = await selectAttributes(tx, 'a.id = $1', [id]);
    const recompute = draft.formula === null ? null : await enqueueRecompute(tx, companyId, actor.principal.userId);
    // Under "filled", a new attribute is one more point for every product.
    await requestCompletionRecompute(tx, companyId, actor.principal.userId, { onlyUnder: 'filled' });
    return { attribute: toAttribute(created!), idLabelChanged: true, recompute };
  } catch (error) {
    return mapUniqueViolation(error);
  }
}

export async function updateAttribute(tx: Queryable, actor: Actor, id: number, input: AttributeUpdate): Promise<AttributeChange> {
  const companyId = actor.principal.companyId;
  const locked = await repository.lockAttribute(tx, id);
  if (locked === undefined) throw new AppError(404, 'attribute.not_found');
  const current = await readableAttribute(tx, actor, id);
  assertRight(actor, current.user_groups, 'edit');
  if (input.code !== undefined && input.code !== current.code) throw new AppError(400, 'attribute.code_not_editable', { fields: { code: ['attribute.code_not_editable'] } });
  if (input.type !== undefined && input.type !== current.type) throw new AppError(400, 'attribute.type_not_editable', { fields: { type: ['attribute.type_not_editable'] } });
  if (input.version !== locked.version) throw new AppError(409, 'conflict.stale_version');

  const userGroups = input.user_groups ?? current.user_groups;
  const groupsChanged = [...userGroups].sort().join() !== [...current.user_groups].sort().join();
  if (groupsChanged) {
    if (userGroups.length > 0 || groupRightsRestrict(actor)) assertGroupChange(actor, current.user_groups, userGroups);
  }
  const setIds = input.set_ids ?? current.set_ids;
  if (input.set_ids !== undefined && [...setIds].sort().join() !== [...current.set_ids].sort().join()) {
    assertFeature(actor.features, 'attribute_set_activated');
  }

  const privateListId = repository.privateListOf(locked);
  const keepsOwnChoices = input.choices === undefined && input.choice_list_id === undefined;
  const draft: AttributeDraft = {
    code: current.code,
    type: current.type,
    labels: input.labels !== undefined ? trimmedLabels(input.labels) : current.labels,
    unit_type: input.unit_type !== undefined ? input.unit_type : current.unit_type,
    unit: input.unit !== undefined ? input.unit : current.unit,
    min: input.min !== undefined ? input.min : current.min,
    max: input.max !== undefined ? input.max : current.max,
    max_length: input.max_length !== undefined ? input.max_length : current.max_length,
    localizable: input.localizable ?? current.localizable,
    unique: input.unique ?? current.unique,
    choices: input.choices !== undefined ? input.choices : keepsOwnChoices && privateListId !== null ? current.choices : null,
    choice_list_id: input.choice_list_id !== undefined ? input.choice_list_id : keepsOwnChoices ? current.choice_list_id : null,
    object_type_id: input.object_type_id !== undefined ? input.object_type_id : current.object_type_id,
    suggestions: input.suggestions ?? current.suggestions,
    formula:
      input.formula === undefined ? current.formula : input.formula === null || input.formula.trim() === '' ? null : input.formula,
  };
  // Choosing a shared list drops the own choices, and giving own choices drops the list.
  if (input.choice_list_id !== undefined && input.choice_list_id !== null && input.choices === undefined) draft.choices = null;
  if (input.choices !== undefined && input.choices.length > 0 && input.choice_list_id === undefined) draft.choice_list_id = null;

  const languages = await companyLanguages(tx, companyId);
  const fields = checkAttributeDraft(draft, languages);
  const groupId = input.group_id ?? current.group_id;
  const references = {
    group_id: groupId,
    set_ids: setIds,
    user_groups: userGroups,
    default_value: input.default_value !== undefined ? input.default_value : current.default_value,
  };
  const { formula, defaultValue } = await checkAgainstCompany(tx, actor, id, draft, references, languages, fields);
  if (Object.keys(fields).length > 0) throw invalid(fields);
  if (draft.unique && !current.unique && (await repository.hasDuplicateValues(tx, current))) {
    throw new AppError(409, 'attribute.unique_has_duplicates', { fields: { unique: ['attribute.unique_has_duplicates'] } });
  }

  try {
    const { choiceListId, dropPrivateList } = await writeChoices(tx, companyId, privateListId, draft);
    await repository.updateAttribute(tx, id, {
      ...draft,
      group_id: groupId,
      position: groupId === current.group_id ? current.position : await repository.nextAttributePosition(tx, groupId),
      choice_list_id: choiceListId,
      default_value: defaultValue,
      formula_ast: formula?.ast ?? null,
      formula_inputs: formula?.inputs ?? [],
    });
    if (dropPrivateList !== null) await repository.deleteChoiceList(tx, dropPrivateList);
    // Moving to another group changes the order of both: a reorder based on the old order is stale.
    if (groupId !== current.group_id) {
      await bumpVersion(tx, 'attribute_groups', groupId);
      await bumpVersion(tx, 'attribute_groups', current.group_id);
    }
    if (input.labels !== undefined) await repository.replaceLabels(tx, companyId, id, draft.labels);
    if (input.set_ids !== undefined) await repository.replaceSetMembers(tx, companyId, id, setIds);
    if (groupsChanged) await repository.replaceUserGroups(tx, companyId, id, userGroups);
    const [updated] = await selectAttributes(tx, 'a.id = $1', [id]);
    const labelsChanged = JSON.stringify(updated!.labels) !== JSON.stringify(current.labels);
    // A new formula, or rules that change what the same formula stores, change the values.
    const resultRulesChanged =
      draft.formula !== current.formula ||
      draft.localizable !== current.localizable ||
      draft.min !== current.min ||
      draft.max !== current.max ||
      draft.max_length !== current.max_length;
    const recompute = draft.formula !== null && resultRulesChanged ? await enqueueRecompute(tx, companyId, actor.principal.userId) : null;
    // What completion counts of it: its languages, the sets rules name, whether a user fills it.
    if (draft.localizable !== current.localizable || draft.formula !== current.formula || input.set_ids !== undefined) {
      await requestCompletionRecompute(tx, companyId, actor.principal.userId);
    }
    return { attribute: toAttribute(updated!), idLabelChanged: labelsChanged || groupsChanged, recompute };
  } catch (error) {
    return mapUniqueViolation(error);
  }
}

export async function deleteAttribute(tx: Queryable, actor: Actor, id: number): Promise<void> {
  const locked = await repository.lockAttribute(tx, id);
  if (locked === undefined) throw new AppError(404, 'attribute.not_found');
  const current = await readableAttribute(tx, actor, id);
  assertRight(actor, current.user_groups, 'delete');
  const readers = (await repository.attributesReading(tx, current.code)).filter((reader) => reader.id !== id);
  if (readers.length > 0) {
    throw new AppError(409, 'attribute.used_by_formula', { fields: { formula: readers.map((reader) => reader.code) } });
  }
  // Its values go with it: a document must not keep what nobody can see, filter or export.
  await deleteAttributeValues(tx, actor.principal.companyId, { id, type: current.type, localizable: current.localizable });
  await repository.deleteAttributeRow(tx, id);
  await removeListingColumn(tx, actor.principal.companyId, `attribute:${id}`);
  const privateListId = repository.privateListOf(locked);
  if (privateListId !== null) await repository.deleteChoiceList(tx, privateListId);
  await requestCompletionRecompute(tx, actor.principal.companyId, actor.principal.userId);
}

export async function getAttribute(tx: Queryable, actor: Actor, id: number): Promise<Attribute> {
  return toAttribute(await readableAttribute(tx, actor, id));
}

/** The ordered tree of the attribute page: every section and group, the attributes the user may read. */
export async function attributeTree(tx: Queryable, actor: Actor, filter: { setId?: number }): Promise<AttributeTree> {
  if (filter.setId !== undefined) assertFeature(actor.features, 'attribute_set_activated');
  const sections = await listSections(tx);
  const groups = await listGroups(tx);
  // The cached definitions (one stamp read when nothing changed), already in page order.
  const attributes = (await loadAttributeDefinitions(tx, actor.principal.companyId)).list.filter(
    (attribute) => canReadAttribute(actor, attribute) && (filter.setId === undefined || attribute.set_ids.includes(filter.setId)),
  );
  return {
    sections: sections.map((section) => ({
      ...section,
      groups: groups
        .filter((group) => group.section_id === section.id)
        .map((group) => ({ ...group, attributes: attributes.filter((attribute) => attribute.group_id === group.id).map(toAttribute) })),
    })),
  };
}

/** `only-id-label`: every attribute the user may read, in page order. */
export async function attributeIdLabels(tx: Queryable, actor: Actor): Promise<AttributeIdLabel[]> {
  const catalogue = await loadAttributeDefinitions(tx, actor.principal.companyId);
  return catalogue.list
    .filter((attribute) => canReadAttribute(actor, attribute))
    .map((attribute) => ({ id: attribute.id, code: attribute.code, type: attribute.type, labels: attribute.labels }));
}
