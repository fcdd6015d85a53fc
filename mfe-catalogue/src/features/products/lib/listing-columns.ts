import type { ListingEntity } from './listing-fields';

/**
 * The user's listing columns as the server keeps them (`user/product-columns`,
 * `user/model-columns`): the whole ordered list the listing shows — its identity columns, the
 * attribute columns the user picked (`attribute:<id>`), then `updated`.
 */
const identityColumns: Record<ListingEntity, readonly string[]> = {
  product: ['sku', 'name', 'status', 'model'],
  model: ['reference', 'name', 'products_count'],
};
const trailingColumns = ['updated'] as const;

/**
 * The attribute columns a stored list stands for, or null while the user never chose (the
 * server's default list has no attribute column and no `updated`): the listing then suggests
 * the first attributes. A list saved by the listing always ends with `updated`, so a user who
 * keeps no attribute column keeps none.
 */
export function attributeColumnsOf(stored: readonly string[] | undefined): string[] | null {
  if (!stored) return null;
  const attributeColumns = stored.filter((column) => column.startsWith('attribute:'));
  if (attributeColumns.length === 0 && !stored.includes('updated')) return null;
  return attributeColumns;
}

/** The list to save when the user picks `attributeColumns` (in their order, without repeats). */
export function toStoredColumns(entity: ListingEntity, attributeColumns: readonly string[]): string[] {
  return [...identityColumns[entity], ...new Set(attributeColumns.filter((column) => column.startsWith('attribute:'))), ...trailingColumns];
}

/**
 * The columns of attributes the user may read (`attributes`: the readable ones the server lists).
 * A column kept from before the user lost the right to read its attribute is not shown, counted
 * nor offered in the picker; the server leaves its values out anyway.
 */
export function readableColumns(columns: readonly string[], attributes: readonly { id: number }[]): string[] {
  const readable = new Set(attributes.map((attribute) => `attribute:${attribute.id}`));
  return columns.filter((column) => readable.has(column));
}
