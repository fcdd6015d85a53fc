import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';

/** A filter in words for its chip: `Brand contains "acme"`, `SKU among 1,000 values`. */
export function describeFilter(filter: ListingFilter, words: { field: string; operator: string; values: (count: number) => string; valueLabel?: (value: unknown) => string }): string {
  const show = words.valueLabel ?? ((value: unknown) => String(value));
  if (filter.value === undefined) return `${words.field} ${words.operator}`;
  if (Array.isArray(filter.value)) {
    if (filter.operator === 'between') return `${words.field} ${words.operator} ${show(filter.value[0])} – ${show(filter.value[1])}`;
    if (filter.value.length > 3) return `${words.field} ${words.operator} ${words.values(filter.value.length)}`;
    return `${words.field} ${words.operator} ${filter.value.map(show).join(', ')}`;
  }
  return `${words.field} ${words.operator} ${show(filter.value)}`;
}
