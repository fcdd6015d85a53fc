import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import { operatorTakesList, operatorTakesNoValue } from '@pimento/shared-kit/attribute-types/index';

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/** True when a filter has what its operator needs: nothing, one value, two ends, or a non-empty list. */
export function isCompleteFilter(filter: ListingFilter): boolean {
  if (operatorTakesNoValue(filter.operator)) return true;
  if (filter.operator === 'between') return Array.isArray(filter.value) && filter.value.length === 2 && filter.value.every(filled);
  if (operatorTakesList(filter.operator)) return Array.isArray(filter.value) ? filter.value.length > 0 : filled(filter.value);
  return Array.isArray(filter.value) ? filter.value.length > 0 : filled(filter.value);
}
