import type { FilterOperator } from '../contracts/product-filters.ts';
import type { AttributeTypeModule } from './attribute-type.ts';
import { ok, refused, unlessBlank } from './shared.ts';

/**
 * True or false (spec: "boolean only true and false"). Stored in the text index as `true` /
 * `false`; a filter compares the whole value, so the text operators (contains, starts with, a
 * list) mean nothing here and are refused.
 */
const booleanOperators: readonly FilterOperator[] = ['equals', 'not_equals', 'empty', 'not_empty'];

export const booleanType: AttributeTypeModule = {
  type: 'boolean',
  valueKind: 'boolean',
  indexTable: 'text',
  filterOperators: booleanOperators,
  multiValued: false,
  filterText: (value) => (value === true || value === 'true' ? 'true' : value === false || value === 'false' ? 'false' : null),
  format: (value, context) => (value === true ? context.yes : value === false ? context.no : ''),
  parse: (text) =>
    unlessBlank(text, (trimmed) => {
      const lower = trimmed.toLowerCase();
      return lower === 'true' ? ok(true) : lower === 'false' ? ok(false) : refused('attribute.value.not_a_boolean');
    }),
};
