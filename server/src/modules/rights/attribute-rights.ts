/**
 * Attribute rights on values (spec §6, docs/attributes.md "Attribute rights on values"): which
 * attributes an actor may read and which they may write, derived once per actor and attribute
 * catalogue. Every path where values flow (detail, history, listing columns, filters, sorts,
 * counts, saves, bulk actions, and every later import, export, feed, AI or agent path) asks here.
 */
import { AppError } from '../../http/app-error.ts';
import type { AttributeCatalogue } from '../attributes/definitions-repository.ts';
import type { AttributeDefinition } from '../attributes/definition.ts';
import type { Actor, Rights } from './authorization.ts';
import { isPrivileged } from './authorization.ts';

export type AttributeRights = {
  /** Every attribute is readable and editable (no group restriction): nothing to filter. */
  readonly unrestricted: boolean;
  /**
   * The readable attributes in page order, by id and by code: the company's catalogue itself when
   * unrestricted. What a listing resolves filters, sorts and columns against, so an unreadable
   * attribute answers exactly like an unknown one.
   */
  readonly readable: AttributeCatalogue;
  canRead(attributeId: number): boolean;
  /** Whether the user may write the attribute's values (the edit right in one of its groups). */
  canEdit(attributeId: number): boolean;
  /** The readable attributes the user may not edit, in page order (the detail shows them read-only). */
  readonly readOnlyIds: readonly number[];
  /** The readable part of a values document (the same object when nothing is hidden from it). */
  readableValues(values: Readonly<Record<string, unknown>>): Record<string, unknown>;
};

function everything(catalogue: AttributeCatalogue): AttributeRights {
  return {
    unrestricted: true,
    readable: catalogue,
    canRead: (attributeId) => catalogue.byId.has(attributeId),
    canEdit: (attributeId) => catalogue.byId.has(attributeId),
    readOnlyIds: [],
    readableValues: (values) => values as Record<string, unknown>,
  };
}

/** The rights of a user whom group rights restrict: the union over the attribute's groups (`rightsOnObject`). */
function restricted(groupRights: ReadonlyMap<string, Rights>, catalogue: AttributeCatalogue): AttributeRights {
  const groupsWith = (right: 'read' | 'edit') => new Set([...groupRights].filter(([, rights]) => rights[right]).map(([groupId]) => groupId));
  const [readGroups, editGroups] = [groupsWith('read'), groupsWith('edit')];
  const list: AttributeDefinition[] = [];
  const editable = new Set<number>();
  for (const attribute of catalogue.list) {
    if (!attribute.user_groups.some((groupId) => readGroups.has(groupId))) continue;
    list.push(attribute);
    if (attribute.user_groups.some((groupId) => editGroups.has(groupId))) editable.add(attribute.id);
  }
  const byId = new Map(list.map((attribute) => [attribute.id, attribute]));
  const readable: AttributeCatalogue = { stamp: catalogue.stamp, list, byId, byCode: new Map(list.map((attribute) => [attribute.code, attribute])) };
  return {
    unrestricted: false,
    readable,
    canRead: (attributeId) => byId.has(attributeId),
    canEdit: (attributeId) => editable.has(attributeId),
    readOnlyIds: list.filter((attribute) => !editable.has(attribute.id)).map((attribute) => attribute.id),
    readableValues(values) {
      const kept: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(values)) if (byId.has(Number(key))) kept[key] = value;
      return kept;
    },
  };
}

const unrestrictedByCatalogue = new WeakMap<AttributeCatalogue, AttributeRights>();
/**
 * Keyed by the catalogue (one shared object per definitions stamp) and by the actor's group
 * rights (one object per access-cache entry): a user's answer is computed once per change of
 * either, not per request. Both are dropped with the objects they belong to.
 */
const restrictedByCatalogue = new WeakMap<AttributeCatalogue, WeakMap<ReadonlyMap<string, Rights>, AttributeRights>>();

/** The actor's attribute rights over the company's catalogue of definitions. */
export function attributeRightsOf(actor: Actor, catalogue: AttributeCatalogue): AttributeRights {
  if (!actor.features.use_advanced_rights || isPrivileged(actor)) {
    let rights = unrestrictedByCatalogue.get(catalogue);
    if (rights === undefined) unrestrictedByCatalogue.set(catalogue, (rights = everything(catalogue)));
    return rights;
  }
  let byRights = restrictedByCatalogue.get(catalogue);
  if (byRights === undefined) restrictedByCatalogue.set(catalogue, (byRights = new WeakMap()));
  let rights = byRights.get(actor.groupRights);
  if (rights === undefined) byRights.set(actor.groupRights, (rights = restricted(actor.groupRights, catalogue)));
  return rights;
}

/** 403 `rights.attribute_not_editable` naming each value the user may read but not change. */
export function refuseNotEditable(attributeIds: readonly number[]): void {
  if (attributeIds.length === 0) return;
  const fields = Object.fromEntries(attributeIds.map((attributeId) => [`values.${attributeId}`, ['rights.attribute_not_editable']]));
  throw new AppError(403, 'rights.attribute_not_editable', { fields });
}
