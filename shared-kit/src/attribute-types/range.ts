import type { AttributeTypeModule } from './attribute-type.ts';
import { numberFilterText, numberOperators, ok, readNumber, refused, unlessBlank } from './shared.ts';

/**
 * A minimum and a maximum in the attribute's unit, the maximum above the minimum. Both bounds are
 * number index rows, so a filter matches on either bound.
 */
export const rangeType: AttributeTypeModule = {
  type: 'range',
  valueKind: 'number',
  indexTable: 'number',
  filterOperators: numberOperators,
  multiValued: false,
  filterText: numberFilterText,
  format: (value, context) => {
    if (value === null || value === undefined || typeof value !== 'object') return '';
    const range = value as { min?: number; max?: number };
    return `${range.min ?? ''} – ${range.max ?? ''}${context.unitSymbol ? ` ${context.unitSymbol}` : ''}`;
  },
  // Written `min|max` (an import reads the two bounds from two lines and joins them so).
  parse: (text) =>
    unlessBlank(text, (trimmed) => {
      const bounds = trimmed.split('|').map((bound) => readNumber(bound.trim()));
      if (bounds.length !== 2 || bounds[0] === null || bounds[1] === null) return refused('attribute.value.not_a_range');
      const [min, max] = bounds as [number, number];
      return max > min ? ok({ min, max }) : refused('attribute.value.range_max_not_above_min');
    }),
};
