import type { AttributeTypeModule } from './attribute-type.ts';
import { formatNumber, numberFilterText, numberOperators, ok, readNumber, refused, unlessBlank } from './shared.ts';

/** A whole number in the attribute's unit. */
export const integerType: AttributeTypeModule = {
  type: 'integer',
  valueKind: 'number',
  indexTable: 'number',
  filterOperators: numberOperators,
  multiValued: false,
  filterText: numberFilterText,
  format: formatNumber,
  parse: (text) =>
    unlessBlank(text, (trimmed) => {
      const value = readNumber(trimmed);
      if (value === null) return refused('attribute.value.not_a_number');
      return Number.isSafeInteger(value) ? ok(value) : refused('attribute.value.not_an_integer');
    }),
};
