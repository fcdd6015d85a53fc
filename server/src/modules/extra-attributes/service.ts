/**
 * Extra attributes (docs/clients.md "Client attributes"): their definitions, kept by
 * administrators (as product attribute definitions are structure, not content), and the check of
 * the values a record is saved with.
 */
import type { z } from 'zod';
import type { ExtraAttribute, ExtraAttributeEntity, ExtraValues, StoredExtraValues, extraAttributeCreateSchema, extraAttributeUpdateSchema } from '@pimento/shared-kit/contracts/extra-attributes';
import { extraAttributeLimits } from '@pimento/shared-kit/contracts/extra-attributes';
import { parseExtraValue } from '@pimento/shared-kit/extra-attributes/extra-values';
import type { ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import type { Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { assertCatalogueRight } from '../catalogue/index.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertAdministrator, assertFeature } from '../rights/authorization.ts';
import * as repository from './repository.ts';

/** The company feature an entity's attributes belong to. */
function assertEntityActive(actor: Actor, entity: ExtraAttributeEntity): void {
  if (entity === 'client') assertFeature(actor.features, 'clients_feature_activated');
}

function assertChoices(type: string, choices: readonly { code: string }[]): void {
  if (type !== 'dropdown') {
    if (choices.length > 0) throw new AppError(400, 'extra_attribute.choices_only_dropdown', { fields: { choices: ['extra_attribute.choices_only_dropdown'] } });
    return;
  }
  if (choices.length === 0) throw new AppError(400, 'extra_attribute.dropdown_needs_choice', { fields: { choices: ['extra_attribute.dropdown_needs_choice'] } });
  const seen = new Set<string>();
  const fields: Record<string, string[]> = {};
  choices.forEach((choice, index) => {
    if (seen.has(choice.code)) fields[`choices.${index}.code`] = ['extra_attribute.duplicate_choice'];
    seen.add(choice.code);
  });
  if (Object.keys(fields).length > 0) throw new AppError(400, 'extra_attribute.duplicate_choice', { fields });
}

export async function listExtraAttributes(tx: Queryable, actor: Actor, entity: ExtraAttributeEntity): Promise<ExtraAttribute[]> {
  assertEntityActive(actor, entity);
  assertCatalogueRight(actor, 'read');
  return repository.listExtraAttributes(tx, actor.principal.companyId, entity);
}

export async function createExtraAttribute(tx: Queryable, actor: Actor, input: z.output<typeof extraAttributeCreateSchema>): Promise<ExtraAttribute> {
  assertEntityActive(actor, input.entity);
  assertAdministrator(actor.principal);
  assertChoices(input.type, input.choices);
  const companyId = actor.principal.companyId;
  if ((await repository.countExtraAttributes(tx, companyId, input.entity)) >= extraAttributeLimits.attributes) throw new AppError(403, 'extra_attribute.limit_reached');
  const id = await repository.insertExtraAttribute(tx, companyId, input).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new AppError(409, 'extra_attribute.code_taken', { fields: { code: ['extra_attribute.code_taken'] } });
    throw error;
  });
  return (await repository.findExtraAttribute(tx, companyId, id))!;
}

async function storedAttribute(tx: Queryable, actor: Actor, id: number): Promise<ExtraAttribute> {
  const stored = await repository.findExtraAttribute(tx, actor.principal.companyId, id, true);
  if (stored === null) throw notFound();
  assertEntityActive(actor, stored.entity);
  assertAdministrator(actor.principal);
  return stored;
}

/** A choice taken away takes its values with it: a record never keeps a code its dropdown no longer offers. */
export async function updateExtraAttribute(tx: Queryable, actor: Actor, id: number, input: z.output<typeof extraAttributeUpdateSchema>): Promise<ExtraAttribute> {
  const stored = await storedAttribute(tx, actor, id);
  const next: ExtraAttribute = {
    ...stored,
    labels: input.labels ?? stored.labels,
    choices: input.choices ?? stored.choices,
    required: input.required ?? stored.required,
    position: input.position ?? stored.position,
  };
  assertChoices(next.type, next.choices);
  const kept = new Set(next.choices.map((choice) => choice.code));
  const removed = stored.choices.map((choice) => choice.code).filter((code) => !kept.has(code));
  await repository.clearValues(tx, actor.principal.companyId, stored.entity, id, removed);
  await repository.updateExtraAttribute(tx, actor.principal.companyId, next);
  return next;
}

export async function deleteExtraAttribute(tx: Queryable, actor: Actor, id: number): Promise<void> {
  const stored = await storedAttribute(tx, actor, id);
  await repository.clearValues(tx, actor.principal.companyId, stored.entity, id);
  await repository.deleteExtraAttribute(tx, actor.principal.companyId, id);
}

/**
 * A record's values after a change: each changed value parsed by its attribute's type (422 at
 * `attribute_values.<id>` otherwise), null or blank clearing it, and every required attribute
 * filled (`value.mandatory_missing`). Ids of another entity or company are "not found".
 */
export async function applyExtraValues(tx: Queryable, companyId: string, entity: ExtraAttributeEntity, stored: StoredExtraValues, change: ExtraValues): Promise<StoredExtraValues> {
  return mergeExtraValues(await repository.listExtraAttributes(tx, companyId, entity), stored, change);
}

/** `applyExtraValues` over attributes already read (many values checked against the same attributes: an import's batch of prices). */
export function mergeExtraValues(attributes: readonly ExtraAttribute[], stored: StoredExtraValues, change: ExtraValues): StoredExtraValues {
  const byId = new Map(attributes.map((attribute) => [String(attribute.id), attribute]));
  const next: StoredExtraValues = { ...stored };
  const fields: Record<string, ErrorCode[]> = {};
  for (const [id, value] of Object.entries(change)) {
    const attribute = byId.get(id);
    if (attribute === undefined) {
      fields[`attribute_values.${id}`] = ['value.attribute_not_found'];
      continue;
    }
    const parsed = value === null ? { ok: true as const, value: null } : parseExtraValue(attribute, value);
    if (!parsed.ok) fields[`attribute_values.${id}`] = [parsed.code];
    else if (parsed.value === null) delete next[id];
    else next[id] = parsed.value as string | number | boolean;
  }
  for (const attribute of attributes) {
    const id = String(attribute.id);
    if (attribute.required && next[id] === undefined && fields[`attribute_values.${id}`] === undefined) fields[`attribute_values.${id}`] = ['value.mandatory_missing'];
  }
  // Values of attributes deleted since are not kept.
  for (const id of Object.keys(next)) if (!byId.has(id)) delete next[id];
  const first = Object.values(fields)[0]?.[0];
  if (first !== undefined) throw new AppError(422, first, { fields });
  return next;
}
