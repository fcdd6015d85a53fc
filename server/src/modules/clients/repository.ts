import type { ProductRule } from '@pimento/shared-kit/contracts/clients';
import type { StoredExtraValues } from '@pimento/shared-kit/contracts/extra-attributes';
import type { Queryable } from '../../db/database.ts';

export type ClientRow = {
  id: number;
  name: string;
  description: string;
  price_list_id: number | null;
  price_list_name: string | null;
  main_template_id: number | null;
  main_template_name: string | null;
  logo_asset_id: number | null;
  product_rules: ProductRule[];
  group_ids: string[];
  attribute_values: StoredExtraValues;
  created_at: Date;
  updated_at: Date;
};

export type ClientFields = {
  name: string;
  description: string;
  price_list_id: number | null;
  main_template_id: number | null;
  logo_asset_id: number | null;
  product_rules: ProductRule[];
  group_ids: string[];
  attribute_values: StoredExtraValues;
};

const columns = `c.id::int AS id, c.name, c.description, c.price_list_id::int AS price_list_id, l.name AS price_list_name,
  c.main_template_id::int AS main_template_id, t.name AS main_template_name, c.logo_asset_id::int AS logo_asset_id, c.product_rules, c.group_ids::text[] AS group_ids, c.attribute_values, c.created_at, c.updated_at`;

const from = `clients c
  LEFT JOIN price_lists l ON l.company_id = c.company_id AND l.id = c.price_list_id
  LEFT JOIN export_templates t ON t.company_id = c.company_id AND t.id = c.main_template_id`;

export async function listClients(tx: Queryable, companyId: string, search: string | undefined): Promise<ClientRow[]> {
  const params: unknown[] = [companyId];
  let where = 'c.company_id = $1';
  if (search !== undefined && search !== '') {
    params.push(`%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
    where += ' AND lower(c.name) LIKE $2';
  }
  return tx.query<ClientRow>(`SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY lower(c.name), c.id`, params);
}

/** `lock`: the client row is locked for the rest of the transaction (a change or a delete). */
export async function findClient(tx: Queryable, companyId: string, id: number, lock = false): Promise<ClientRow | null> {
  const rows = await tx.query<ClientRow>(`SELECT ${columns} FROM ${from} WHERE c.company_id = $1 AND c.id = $2${lock ? ' FOR UPDATE OF c' : ''}`, [companyId, id]);
  return rows[0] ?? null;
}

export async function insertClient(tx: Queryable, companyId: string, fields: ClientFields): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO clients (company_id, name, description, price_list_id, main_template_id, product_rules, group_ids, attribute_values, logo_asset_id)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::uuid[], $8::jsonb, $9) RETURNING id::int AS id`,
    [companyId, fields.name, fields.description, fields.price_list_id, fields.main_template_id, JSON.stringify(fields.product_rules), fields.group_ids, JSON.stringify(fields.attribute_values), fields.logo_asset_id],
  );
  return row!.id;
}

export async function updateClient(tx: Queryable, companyId: string, id: number, fields: ClientFields): Promise<void> {
  await tx.query(
    `UPDATE clients SET name = $3, description = $4, price_list_id = $5, main_template_id = $6, product_rules = $7::jsonb, group_ids = $8::uuid[],
       attribute_values = $9::jsonb, logo_asset_id = $10, updated_at = clock_timestamp() WHERE company_id = $1 AND id = $2`,
    [companyId, id, fields.name, fields.description, fields.price_list_id, fields.main_template_id, JSON.stringify(fields.product_rules), fields.group_ids, JSON.stringify(fields.attribute_values), fields.logo_asset_id],
  );
}

export async function deleteClient(tx: Queryable, companyId: string, id: number): Promise<void> {
  await tx.query('DELETE FROM clients WHERE company_id = $1 AND id = $2', [companyId, id]);
}

/** The price list's state, or null when the company has no such list. */
export async function priceListState(tx: Queryable, companyId: string, id: number): Promise<string | null> {
  const rows = await tx.query<{ state: string }>('SELECT state FROM price_lists WHERE company_id = $1 AND id = $2', [companyId, id]);
  return rows[0]?.state ?? null;
}

/** The template's type and groups, or null when the company has no such template. */
export async function templateOf(tx: Queryable, companyId: string, id: number): Promise<{ type: string; group_ids: string[] } | null> {
  const rows = await tx.query<{ type: string; group_ids: string[] }>('SELECT type, group_ids::text[] AS group_ids FROM export_templates WHERE company_id = $1 AND id = $2', [companyId, id]);
  return rows[0] ?? null;
}

/** What the logo limits look at of a gallery asset, or null when the company has no such asset. */
export async function logoCandidate(tx: Queryable, companyId: string, id: number): Promise<{ mime_type: string; size: number | null; width: number | null; height: number | null } | null> {
  const rows = await tx.query<{ mime_type: string; size: number | null; width: number | null; height: number | null }>(
    'SELECT mime_type, size::float8 AS size, width, height FROM assets WHERE company_id = $1 AND id = $2',
    [companyId, id],
  );
  return rows[0] ?? null;
}
