/**
 * Completion columns of an export (the listing's `completion` and `completion:<client id>`, which a
 * quick export writes): each product's percentage, overall or for a client (docs/completion.md).
 * A client's column needs the right to read that client, as the listing's does: otherwise, or for
 * a client gone, it is left out with a warning. The figures come with each batch of products, one
 * query for the batch in the columns' scopes, so memory stays flat.
 */
import type { ExportLayout } from '@pimento/shared-kit/contracts/export-layout';
import type { Queryable } from '../../db/database.ts';
import type { Actor } from '../rights/authorization.ts';
import { rightsOnObject } from '../rights/authorization.ts';

/** The clients a layout's completion columns name that the user may read, by id with their names. */
export type CompletionColumnsContext = { readableClients: ReadonlyMap<number, string> };

/** The scope of the stored figures: 0 the product overall, else the client's id (`product_completion.scope_id`). */
export const overallScope = 0;

export async function loadCompletionColumnsContext(tx: Queryable, actor: Actor, layout: ExportLayout): Promise<CompletionColumnsContext | null> {
  const sources = layout.sheets.filter((sheet) => sheet.visible).flatMap((sheet) => sheet.columns.flatMap((column) => (column.source.kind === 'completion' ? [column.source] : [])));
  if (sources.length === 0) return null;
  const ids = [...new Set(sources.flatMap((source) => (source.client_id === null ? [] : [source.client_id])))];
  const clients =
    ids.length === 0
      ? []
      : await tx.query<{ id: number; name: string; group_ids: string[] }>('SELECT id::int AS id, name, group_ids::text[] AS group_ids FROM clients WHERE company_id = $1 AND id = ANY($2::bigint[])', [
          actor.principal.companyId,
          ids,
        ]);
  return { readableClients: new Map(clients.filter((client) => rightsOnObject(actor, client.group_ids).read).map((client) => [client.id, client.name])) };
}

/** Each product's figures in these scopes: product id → scope → percent. */
export async function completionFigures(tx: Queryable, companyId: string, productIds: readonly number[], scopes: readonly number[]): Promise<Map<number, Map<number, number>>> {
  const figures = new Map<number, Map<number, number>>();
  if (productIds.length === 0 || scopes.length === 0) return figures;
  const rows = await tx.query<{ id: number; scope_id: number; percent: number }>(
    'SELECT product_id::int AS id, scope_id::int AS scope_id, percent FROM product_completion WHERE company_id = $1 AND scope_id = ANY($2::bigint[]) AND product_id = ANY($3::bigint[])',
    [companyId, scopes, productIds],
  );
  for (const row of rows) {
    const product = figures.get(row.id) ?? new Map<number, number>();
    product.set(row.scope_id, row.percent);
    figures.set(row.id, product);
  }
  return figures;
}
