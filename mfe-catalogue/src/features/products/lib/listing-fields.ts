import type { AttributeIdLabel, AttributeType } from '@pimento/shared-kit/contracts/attributes';
import type { FilterOperator } from '@pimento/shared-kit/contracts/product-filters';

export type ListingEntity = 'product' | 'model';

/** How a filter's value is entered. */
export type ValueKind = 'text' | 'number' | 'date' | 'status' | 'boolean' | 'choice' | 'category' | 'none';

/** A field the listing can filter and sort on: a built-in column or `attribute:<id>`. */
export type ListingField = { field: string; kind: ValueKind; operators: readonly FilterOperator[]; attribute?: AttributeIdLabel; sortable: boolean };

const textOperators: readonly FilterOperator[] = ['contains', 'not_contains', 'equals', 'not_equals', 'starts_with', 'empty', 'not_empty', 'among', 'not_among'];
const numberOperators: readonly FilterOperator[] = ['equals', 'not_equals', 'gt', 'gte', 'lt', 'lte', 'between', 'empty', 'not_empty', 'among', 'not_among'];
const dateOperators: readonly FilterOperator[] = ['equals', 'not_equals', 'gt', 'gte', 'lt', 'lte', 'between', 'empty', 'not_empty'];
const choiceOperators: readonly FilterOperator[] = ['equals', 'not_equals', 'among', 'not_among', 'empty', 'not_empty'];
/** Built-in columns are never empty (SKU, name, reference, dates): no empty / not empty. */
const columnTextOperators: readonly FilterOperator[] = ['contains', 'not_contains', 'equals', 'not_equals', 'starts_with', 'among', 'not_among'];
const columnDateOperators: readonly FilterOperator[] = ['equals', 'not_equals', 'gt', 'gte', 'lt', 'lte', 'between'];

/** The operators the server accepts for an attribute type (its value index: text, number or date). */
export function operatorsForType(type: AttributeType): readonly FilterOperator[] {
  switch (type) {
    case 'integer':
    case 'decimal':
    case 'object_link':
    case 'range':
      return numberOperators;
    case 'date':
      return dateOperators;
    case 'boolean':
      return ['equals', 'empty', 'not_empty'];
    case 'dropdown':
    case 'multi_dropdown':
      return choiceOperators;
    default:
      return textOperators;
  }
}

function kindOfType(type: AttributeType): ValueKind {
  switch (type) {
    case 'integer':
    case 'decimal':
    case 'object_link':
    case 'range':
      return 'number';
    case 'date':
      return 'date';
    case 'boolean':
      return 'boolean';
    case 'dropdown':
    case 'multi_dropdown':
      return 'choice';
    default:
      return 'text';
  }
}

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
    kind: kindOfType(attribute.type),
    operators: operatorsForType(attribute.type),
    attribute,
    sortable: attribute.type !== 'url_list' && attribute.type !== 'multi_dropdown',
  }));
  return [...builtIn, ...attributeFields];
}

/** True when an operator takes no value (empty, not empty). */
export function operatorTakesNoValue(operator: FilterOperator): boolean {
  return operator === 'empty' || operator === 'not_empty';
}

/** True when an operator takes a list (among, not among). */
export function operatorTakesList(operator: FilterOperator): boolean {
  return operator === 'among' || operator === 'not_among';
}
