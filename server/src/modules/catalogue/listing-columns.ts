import { AppError } from '../../http/app-error.ts';

/** The built-in fields a product listing row carries or is filtered on, and those of the default saved columns. */
export const productBuiltInColumns: ReadonlySet<string> = new Set(['id', 'sku', 'name', 'status', 'model', 'model_reference', 'categories', 'category', 'completion', 'version', 'created', 'updated']);

/** The built-in fields of a model listing row, and those of the default saved columns. */
export const modelBuiltInColumns: ReadonlySet<string> = new Set(['id', 'reference', 'name', 'products_count', 'categories', 'version', 'created', 'updated']);

/**
 * Every column asked of a listing must be a built-in field, `attribute:<id>` or `completion:<client id>`: another one answers
 * 400 `filter.unknown_column` on `columns.<index>`. Which attribute columns are shown is the
 * listing's business: only those the user may read, an unreadable one left out exactly as one that
 * does not exist, so that neither tells anything and a stored column list outlives rights changes.
 */
export function assertKnownColumns(columns: readonly string[], builtIn: ReadonlySet<string>): void {
  columns.forEach((column, index) => {
    if (builtIn.has(column) || /^(attribute|completion):\d{1,9}$/.test(column)) return;
    throw new AppError(400, 'filter.unknown_column', { fields: { [`columns.${index}`]: ['filter.unknown_column'] } });
  });
}
