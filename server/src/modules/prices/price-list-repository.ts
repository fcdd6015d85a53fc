import type { Discriminant, PriceListState } from '@pimento/shared-kit/contracts/price-lists';
import type { Queryable } from '../../db/database.ts';

export type PriceListRow = {
  id: number;
  name: string;
  discriminants: Discriminant[];
  state: PriceListState;
  price_count: number;
  created_at: Date;
  updated_at: Date;
};

const columns = `l.id::int AS id, l.name, l.discriminants, l.state, l.created_at, l.updated_at,
  (SELECT count(*)::int FROM prices p WHERE p.company_id = l.company_id AND p.price_list_id = l.id) AS price_count`;

const stateFilter = { current: "l.state <> 'archived'", archived: "l.state = 'archived'", all: 'true' } as const;

export async function listPriceLists(tx: Queryable, companyId: string, state: keyof typeof stateFilter): Promise<PriceListRow[]> {
  return tx.query<PriceListRow>(`SELECT ${columns} FROM price_lists l WHERE l.company_id = $1 AND ${stateFilter[state]} ORDER BY lower(l.name), l.id`, [companyId]);
}

/** Lists by id without their price counts (an export's price columns name a few; a count reads every price). */
export async function priceListsByIds(tx: Queryable, companyId: string, ids: readonly number[]): Promise<Pick<PriceListRow, 'id' | 'name' | 'discriminants' | 'state'>[]> {
  if (ids.length === 0) return [];
  return tx.query('SELECT l.id::int AS id, l.name, l.discriminants, l.state FROM price_lists l WHERE l.company_id = $1 AND l.id = ANY($2::bigint[])', [companyId, ids]);
}

/** The lists a batch of prices is written into, locked as `findPriceList`'s `share` (without their price counts). */
export async function priceListsForWrite(tx: Queryable, companyId: string, ids: readonly number[]): Promise<Pick<PriceListRow, 'id' | 'name' | 'discriminants' | 'state'>[]> {
  if (ids.length === 0) return [];
  return tx.query('SELECT l.id::int AS id, l.name, l.discriminants, l.state FROM price_lists l WHERE l.company_id = $1 AND l.id = ANY($2::bigint[]) ORDER BY l.id FOR SHARE OF l', [companyId, ids]);
}

/**
 * `lock`: `update` while the list itself changes or goes; `share` while a price is written into it,
 * so its discriminants, state and price count cannot move under the write.
 */
export async function findPriceList(tx: Queryable, companyId: string, id: number, lock?: 'update' | 'share'): Promise<PriceListRow | null> {
  const clause = lock === undefined ? '' : lock === 'update' ? ' FOR UPDATE OF l' : ' FOR SHARE OF l';
  const rows = await tx.query<PriceListRow>(`SELECT ${columns} FROM price_lists l WHERE l.company_id = $1 AND l.id = $2${clause}`, [companyId, id]);
  return rows[0] ?? null;
}

export async function insertPriceList(tx: Queryable, companyId: string, input: { name: string; discriminants: Discriminant[] }): Promise<number> {
  const [row] = await tx.query<{ id: number }>('INSERT INTO price_lists (company_id, name, discriminants) VALUES ($1, $2, $3::jsonb) RETURNING id::int AS id', [
    companyId,
    input.name,
    JSON.stringify(input.discriminants),
  ]);
  return row!.id;
}

export async function updatePriceList(tx: Queryable, companyId: string, id: number, input: { name: string; discriminants: Discriminant[]; state: PriceListState }): Promise<void> {
  await tx.query('UPDATE price_lists SET name = $3, discriminants = $4::jsonb, state = $5, updated_at = clock_timestamp() WHERE company_id = $1 AND id = $2', [
    companyId,
    id,
    input.name,
    JSON.stringify(input.discriminants),
    input.state,
  ]);
}

export async function deletePriceList(tx: Queryable, companyId: string, id: number): Promise<void> {
  await tx.query('DELETE FROM price_lists WHERE company_id = $1 AND id = $2', [companyId, id]);
}
