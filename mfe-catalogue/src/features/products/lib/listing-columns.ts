import { completionScopeOf, isCompletionField } from '@pimento/shared-kit/contracts/completion';
import type { ListingEntity } from './listing-fields';

/**
 * The user's listing columns as the server keeps them (`user/product-columns`,
 * `user/model-columns`): the whole ordered list the listing shows — its identity columns, the
 * columns the user picked (`attribute:<id>`, and on products the completion figures `completion`,
 * `completion:<client id>`), then `updated`.
 */
const identityColumns: Record<ListingEntity, readonly string[]> = {
  product: ['sku', 'name', 'status', 'model'],
  model: ['reference', 'name', 'products_count'],
};
const trailingColumns = ['updated'] as const;

/** A column the user picks: an attribute's, or a completion figure (products only). */
const isPickedColumn = (entity: ListingEntity, column: string) => column.startsWith('attribute:') || (entity === 'product' && isCompletionField(column));

/**
 * The picked columns a stored list stands for, or null while the user never chose (the server's
 * default list has no attribute column and no `updated`; its `completion` is not a choice): the
 * listing then suggests the first attributes. A list saved by the listing always ends with
 * `updated`, so a user who keeps no picked column keeps none.
 */
export function attributeColumnsOf(stored: readonly string[] | undefined, entity: ListingEntity = 'product'): string[] | null {
  if (!stored) return null;
  if (!stored.includes('updated')) {
    const attributeColumns = stored.filter((column) => column.startsWith('attribute:'));
    return attributeColumns.length === 0 ? null : attributeColumns;
  }
  return stored.filter((column) => isPickedColumn(entity, column));
}

/** The list to save when the user picks `pickedColumns` (in their order, without repeats). */
export function toStoredColumns(entity: ListingEntity, pickedColumns: readonly string[]): string[] {
  return [...identityColumns[entity], ...new Set(pickedColumns.filter((column) => isPickedColumn(entity, column))), ...trailingColumns];
}

/**
 * The columns of attributes the user may read (`attributes`: the readable ones the server lists)
 * and of completion overall or for a client the user may read (`clients`). A column kept from
 * before the user lost the right to read its attribute or client is not shown, counted nor offered
 * in the picker; the server leaves its values out anyway.
 */
export function readableColumns(columns: readonly string[], attributes: readonly { id: number }[], clients: readonly { id: number }[] = []): string[] {
  const readable = new Set(attributes.map((attribute) => `attribute:${attribute.id}`));
  const readableClients = new Set(clients.map((client) => client.id));
  return columns.filter((column) => readable.has(column) || (isCompletionField(column) && (column === 'completion' || readableClients.has(completionScopeOf(column)))));
}
