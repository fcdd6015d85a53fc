import type { Model, ModelCreate, ModelUpdate } from '@pimento/shared-kit/contracts/models';
import { modelLimits } from '@pimento/shared-kit/contracts/models';
import type { Queryable } from '../../db/database.ts';
import { constraintOf, isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { loadAttributeDefinitions } from '../attributes/definitions-repository.ts';
import type { CatalogueContext } from '../catalogue/index.ts';
import { applyValues, checkText, checkValues, loadCatalogueContext, reindexSameValue, saveCatalogueObject, valueLayout } from '../catalogue/index.ts';
import { readHistory } from '../history/service.ts';
import type { AttributeRights } from '../rights/attribute-rights.ts';
import { attributeRightsOf, refuseNotEditable } from '../rights/attribute-rights.ts';
import type { Actor } from '../rights/authorization.ts';
import { rightsOnObject } from '../rights/authorization.ts';
import { refreshCompletion } from '../completion/index.ts';
import * as repository from './repository.ts';
import type { ModelRow } from './repository.ts';

type HistoryQuery = Parameters<typeof readHistory>[4];

/** The model as `rights` lets its reader see it: values, layout and managed ids of readable attributes only. */
function toModel(row: ModelRow, rights: AttributeRights): Model {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    managed_attribute_ids: row.managed_attribute_ids.filter((attributeId) => rights.canRead(attributeId)),
    values: rights.readableValues(row.attribute_values),
    read_only_attribute_ids: [...rights.readOnlyIds],
    groups: row.group_ids,
    products_count: row.products_count,
    layout: valueLayout(rights.readable),
    version: row.version,
    created: row.created_at.toISOString(),
    updated: row.updated_at.toISOString(),
  };
}

async function requireReadable(tx: Queryable, actor: Actor, id: number, forUpdate = false): Promise<ModelRow> {
  const row = await repository.findModel(tx, actor.principal.companyId, id, forUpdate);
  if (row === null || !rightsOnObject(actor, row.group_ids).read) throw notFound();
  return row;
}

export async function getModel(tx: Queryable, actor: Actor, id: number): Promise<Model> {
  const row = await requireReadable(tx, actor, id);
  return toModel(row, attributeRightsOf(actor, (await loadCatalogueContext(tx, actor.principal.companyId)).catalogue));
}

/** The history of a model, for whoever may read the model (values of readable attributes only). */
export async function modelHistory(tx: Queryable, actor: Actor, id: number, query: HistoryQuery): ReturnType<typeof readHistory> {
  await requireReadable(tx, actor, id);
  const rights = attributeRightsOf(actor, await loadAttributeDefinitions(tx, actor.principal.companyId));
  return readHistory(tx, actor.principal.companyId, 'model', id, query, rights);
}

type Draft = { reference: string; name: string; managed: number[]; given: Record<string, unknown> };

/**
 * The managed attributes after a save that sends `given` (readable ids only; the unreadable ones
 * the model manages stay managed). Managing an attribute or no longer managing it rewrites the
 * products' values of it: both need the edit right on the attribute.
 */
function managedAfter(rights: AttributeRights, previous: readonly number[], given: readonly number[], errors: Record<string, string[]>): number[] {
  if (given.some((attributeId) => !rights.canRead(attributeId) && !previous.includes(attributeId))) {
    errors.managed_attribute_ids = ['value.attribute_not_found'];
    return [...previous];
  }
  const after = [...new Set([...given, ...previous.filter((attributeId) => !rights.canRead(attributeId))])];
  const changed = [...after.filter((attributeId) => !previous.includes(attributeId)), ...previous.filter((attributeId) => !after.includes(attributeId))];
  if (changed.some((attributeId) => !rights.canEdit(attributeId))) {
    throw new AppError(403, 'rights.attribute_not_editable', { fields: { managed_attribute_ids: ['rights.attribute_not_editable'] } });
  }
  return after;
}

async function prepare(
  tx: Queryable,
  context: CatalogueContext,
  rights: AttributeRights,
  draft: Draft,
  previous: { values: Record<string, unknown>; managed: readonly number[] },
): Promise<Record<string, unknown>> {
  const errors: Record<string, string[]> = {};
  const reference = checkText(draft.reference, modelLimits.referenceLength, { required: 'model.reference_required', tooLong: 'model.reference_too_long' });
  if (reference.error) errors.reference = [reference.error];
  draft.reference = reference.text;
  const name = checkText(draft.name, modelLimits.nameLength, { required: 'model.name_required', tooLong: 'model.name_too_long' });
  if (name.error) errors.name = [name.error];
  draft.name = name.text;
  draft.managed = managedAfter(rights, previous.managed, draft.managed, errors);
  const checked = await checkValues(tx, context.catalogue, context.languages, draft.given, previous.values, new Set(), rights);
  refuseNotEditable(checked.notEditable);
  Object.assign(errors, checked.errors);
  if (Object.keys(errors).length > 0) throw new AppError(422, 'validation.invalid', { fields: errors });
  return applyValues(previous.values, checked.values);
}

function referenceTaken(error: unknown): never {
  if (isUniqueViolation(error) && constraintOf(error) === 'models_reference_key') {
    throw new AppError(409, 'validation.invalid', { fields: { reference: ['model.reference_taken'] } });
  }
  throw error;
}

/** Keeps the products of the model in step with its managed values (documents and index tables). */
async function propagate(tx: Queryable, companyId: string, context: CatalogueContext, modelId: number, managed: number[], values: Record<string, unknown>): Promise<void> {
  const keys = managed.map(String);
  const managedValues = Object.fromEntries(keys.filter((key) => values[key] !== undefined).map((key) => [key, values[key]]));
  const productIds = await repository.pushManagedValues(tx, companyId, modelId, keys, managedValues);
  for (const key of keys) await reindexSameValue(tx, companyId, context.catalogue.byId, productIds, Number(key), managedValues[key] ?? null);
  await refreshCompletion(tx, companyId, productIds);
}

/** The model's built-in fields as the history compares them. */
function historyFields(draft: Draft): Record<string, unknown> {
  return { reference: draft.reference, name: draft.name, managed_attribute_ids: draft.managed };
}

export async function createModel(tx: Queryable, actor: Actor, input: ModelCreate): Promise<Model> {
  const companyId = actor.principal.companyId;
  const draft: Draft = { reference: input.reference, name: input.name, managed: [...new Set(input.managed_attribute_ids ?? [])], given: input.values ?? {} };
  const saved = await saveCatalogueObject(tx, actor, {
    entity: 'model',
    stored: null,
    groups: input.groups,
    cannotCreate: 'rights.forbidden',
    prepare: async (context, rights) => {
      const values = await prepare(tx, context, rights, draft, { values: {}, managed: [] });
      return { fields: historyFields(draft), values };
    },
    write: ({ values }, _context, groupIds) => repository.insertModel(tx, companyId, { ...draft, values, groupIds }).catch(referenceTaken),
  });
  return toModel((await repository.findModel(tx, companyId, saved.id))!, saved.rights);
}

export async function updateModel(tx: Queryable, actor: Actor, id: number, input: ModelUpdate): Promise<Model> {
  const companyId = actor.principal.companyId;
  const row = await requireReadable(tx, actor, id, true);
  const draft: Draft = {
    reference: input.reference ?? row.reference,
    name: input.name ?? row.name,
    managed: input.managed_attribute_ids === undefined ? row.managed_attribute_ids : [...new Set(input.managed_attribute_ids)],
    given: input.values ?? {},
  };
  const saved = await saveCatalogueObject(tx, actor, {
    entity: 'model',
    stored: {
      id,
      groupIds: row.group_ids,
      version: row.version,
      fields: { reference: row.reference, name: row.name, managed_attribute_ids: row.managed_attribute_ids },
      values: row.attribute_values,
    },
    groups: input.groups,
    version: input.version,
    cannotCreate: 'rights.forbidden',
    prepare: async (context, rights) => {
      const values = await prepare(tx, context, rights, draft, { values: row.attribute_values, managed: row.managed_attribute_ids });
      return { fields: historyFields(draft), values };
    },
    write: async ({ values }, context, groupIds) => {
      const written = await repository.updateModel(tx, companyId, id, input.version, { ...draft, values, groupIds }).catch(referenceTaken);
      if (!written) return null;
      await propagate(tx, companyId, context, id, draft.managed, values);
      return id;
    },
  });
  return toModel((await repository.findModel(tx, companyId, id))!, saved.rights);
}

/** Deletes the model; its products stay, without model, keeping the values it managed (now editable). */
export async function deleteModel(tx: Queryable, actor: Actor, id: number): Promise<void> {
  const row = await requireReadable(tx, actor, id, true);
  if (!rightsOnObject(actor, row.group_ids).delete) throw new AppError(403, 'rights.forbidden');
  await repository.deleteModel(tx, actor.principal.companyId, id);
}
