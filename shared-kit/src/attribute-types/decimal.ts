import type { AttributeTypeModule } from './attribute-type.ts';
import { formatNumber, numberFilterText, numberOperators, ok, readNumber, refused, unlessBlank } from './shared.ts';

/** A number in the attribute's unit (a decimal comma is read as a point). */
export const decimalType: AttributeTypeModule = {
  type: 'decimal',
  valueKind: 'number',
  indexTable: 'number',
  filterOperators: numberOperators,
  multiValued: false,
  filterText: numberFilterText,
  format: formatNumber,
  parse: (text) =>
    unlessBlank(text, (trimmed) => {
      const value = readNumber(trimmed);
      return value === null ? refused('attribute.value.not_a_number') : ok(value);
    }),
};
