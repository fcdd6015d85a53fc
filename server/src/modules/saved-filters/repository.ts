import type { Queryable } from '../../db/database.ts';

export type SavedFilterRow = { id: number; entity: 'product' | 'model'; name: string; definition: { filters: unknown[] }; created_at: Date; updated_at: Date };

const columns = 'id::int AS id, entity, name, definition, created_at, updated_at';

export async function listSavedFilters(tx: Queryable, companyId: string, userId: string, entity: string): Promise<SavedFilterRow[]> {
  return tx.query<SavedFilterRow>(`SELECT ${columns} FROM saved_filters WHERE company_id = $1 AND user_id = $2 AND entity = $3 ORDER BY lower(name)`, [companyId, userId, entity]);
}

export async function findSavedFilter(tx: Queryable, companyId: string, userId: string, id: number): Promise<SavedFilterRow | null> {
  const rows = await tx.query<SavedFilterRow>(`SELECT ${columns} FROM saved_filters WHERE company_id = $1 AND user_id = $2 AND id = $3`, [companyId, userId, id]);
  return rows[0] ?? null;
}

export async function insertSavedFilter(tx: Queryable, companyId: string, userId: string, input: { entity: string; name: string; filters: unknown[] }): Promise<SavedFilterRow> {
  const [row] = await tx.query<SavedFilterRow>(
    `INSERT INTO saved_filters (company_id, user_id, entity, name, definition) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING ${columns}`,
    [companyId, userId, input.entity, input.name, JSON.stringify({ filters: input.filters })],
  );
  return row!;
}

export async function updateSavedFilter(tx: Queryable, companyId: string, userId: string, id: number, input: { entity: string; name: string; filters: unknown[] }): Promise<SavedFilterRow | null> {
  const [row] = await tx.query<SavedFilterRow>(
    `UPDATE saved_filters SET entity = $4, name = $5, definition = $6::jsonb, updated_at = now()
      WHERE company_id = $1 AND user_id = $2 AND id = $3 RETURNING ${columns}`,
    [companyId, userId, id, input.entity, input.name, JSON.stringify({ filters: input.filters })],
  );
  return row ?? null;
}

export async function deleteSavedFilter(tx: Queryable, companyId: string, userId: string, id: number): Promise<boolean> {
  return (await tx.query('DELETE FROM saved_filters WHERE company_id = $1 AND user_id = $2 AND id = $3 RETURNING id', [companyId, userId, id])).length === 1;
}
