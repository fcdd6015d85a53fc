import { AppError } from '../../http/app-error.ts';

/** The built-in fields a product listing row carries or is filtered on, and those of the default saved columns. */
export const productBuiltInColumns: ReadonlySet<string> = new Set(['id', 'sku', 'name', 'status', 'model', 'model_reference', 'categories', 'category', 'completion', 'version', 'created', 'updated']);

/** The built-in fields of a model listing row, and those of the default saved columns. */
export const modelBuiltInColumns: ReadonlySet<string> = new Set(['id', 'reference', 'name', 'products_count', 'categories', 'version', 'created', 'updated']);

/**
 * Every column asked of a listing must be a built-in field or `attribute:<id>` of an attribute the
 * listing knows: another one answers 400 `filter.unknown_column` on `columns.<index>`.
 */
export function assertKnownColumns(columns: readonly string[], builtIn: ReadonlySet<string>, isKnownAttributeColumn: (column: string) => boolean): void {
  columns.forEach((column, index) => {
    if (builtIn.has(column) || (column.startsWith('attribute:') && isKnownAttributeColumn(column))) return;
    throw new AppError(400, 'filter.unknown_column', { fields: { [`columns.${index}`]: ['filter.unknown_column'] } });
  });
}
