import type { AttributeIdLabel } from '@pimento/shared-kit/contracts/attributes';
import type { FilterOperator } from '@pimento/shared-kit/contracts/product-filters';
import { attributeTypeModules, type AttributeValueKind } from '@pimento/shared-kit/attribute-types/index';

export type ListingEntity = 'product' | 'model';

/** How a filter's value is entered: an attribute's as its type says, or a built-in column's own. */
export type ValueKind = AttributeValueKind | 'status' | 'category' | 'reference' | 'none';

/** A value a `reference` field offers: a record of the company (a client), by id, under its name. */
export type FieldChoice = { value: number; label: string };

/**
 * A field the listing can filter and sort on: a built-in column or `attribute:<id>`. A `reference`
 * field carries the records it may name (`choices`): the clients of a `client` filter.
 */
export type ListingField = { field: string; kind: ValueKind; operators: readonly FilterOperator[]; attribute?: AttributeIdLabel; sortable: boolean; choices?: readonly FieldChoice[]; client?: { id: number; name: string } };

/** The `client` filter of the product listing: the products the chosen clients receive (the union of their rules). */
export function clientField(clients: readonly { id: number; name: string }[]): ListingField {
  return { field: 'client', kind: 'reference', operators: ['equals', 'among'], sortable: false, choices: clients.map((client) => ({ value: client.id, label: client.name })) };
}

/**
 * The completion filters (docs/completion.md): the product's figure overall (`completion`) and for
 * each client (`completion:<id>`), compared with a percentage.
 */
export function completionFields(clients: readonly { id: number; name: string }[]): ListingField[] {
  const operators: readonly FilterOperator[] = ['lt', 'lte', 'gt', 'gte', 'between', 'equals'];
  return [
    { field: 'completion', kind: 'number', operators, sortable: true },
    ...clients.map<ListingField>((client) => ({ field: `completion:${client.id}`, kind: 'number', operators, sortable: true, client })),
  ];
}

/**
 * The worst attributes' filters (docs/completion.md "Worst attributes"): the products whose figure
 * overall (`completion_gap`) or for a client (`completion_gap:<id>`) misses the chosen attribute.
 */
export function completionGapFields(clients: readonly { id: number; name: string }[], attributes: readonly FieldChoice[]): ListingField[] {
  const gap = (field: string, client?: { id: number; name: string }): ListingField => ({ field, kind: 'reference', operators: ['equals'], sortable: false, choices: attributes, ...(client ? { client } : {}) });
  return [gap('completion_gap'), ...clients.map((client) => gap(`completion_gap:${client.id}`, client))];
}

/** Built-in columns are never empty (SKU, name, reference, dates): no empty / not empty. */
const columnTextOperators: readonly FilterOperator[] = ['contains', 'not_contains', 'equals', 'not_equals', 'starts_with', 'among', 'not_among'];
const columnDateOperators: readonly FilterOperator[] = ['equals', 'not_equals', 'gt', 'gte', 'lt', 'lte', 'between'];

/** Every field of a listing: its built-in columns, then each readable attribute in page order. */
export function listingFields(entity: ListingEntity, attributes: readonly AttributeIdLabel[]): ListingField[] {
  const builtIn: ListingField[] =
    entity === 'product'
      ? [
          { field: 'sku', kind: 'text', operators: columnTextOperators, sortable: true },
          { field: 'name', kind: 'text', operators: columnTextOperators, sortable: true },
          { field: 'status', kind: 'status', operators: ['equals', 'not_equals', 'among', 'not_among'], sortable: true },
          { field: 'category', kind: 'category', operators: ['equals', 'among', 'not_among', 'empty', 'not_empty'], sortable: false },
          { field: 'model_reference', kind: 'text', operators: ['equals', 'among'], sortable: false },
          { field: 'created', kind: 'date', operators: columnDateOperators, sortable: true },
          { field: 'updated', kind: 'date', operators: columnDateOperators, sortable: true },
        ]
      : [
          { field: 'reference', kind: 'text', operators: columnTextOperators, sortable: true },
          { field: 'name', kind: 'text', operators: columnTextOperators, sortable: true },
          { field: 'created', kind: 'date', operators: columnDateOperators, sortable: true },
          { field: 'updated', kind: 'date', operators: columnDateOperators, sortable: true },
        ];
  const attributeFields = attributes.map<ListingField>((attribute) => ({
    field: `attribute:${attribute.id}`,
    kind: attributeTypeModules[attribute.type].valueKind,
    operators: attributeTypeModules[attribute.type].filterOperators,
    attribute,
    sortable: !attributeTypeModules[attribute.type].multiValued,
  }));
  return [...builtIn, ...attributeFields];
}
