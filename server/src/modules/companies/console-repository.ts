/**
 * Queries of the superusers' companies console. The list reads every company (the server's own
 * role, outside any tenant); a company's detail and its changes run in that company's tenant
 * transaction, so nothing of another company can be read or written there.
 */
import type { Queryable } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';

export type CompanySummaryRow = { id: string; name: string; features: Record<string, unknown>; active_users: number; users_limit: number | null };

/** One page of the platform's companies by name, matching `search` in the name. */
export async function listCompanySummaries(
  db: Queryable,
  query: { search: string; limit: number; offset: number },
): Promise<{ count: number; rows: CompanySummaryRow[] }> {
  const where = `($1 = '' OR c.name ILIKE $2)`;
  const params = [query.search, containsPattern(query.search)];
  const [counted] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM companies c WHERE ${where}`, params);
  const rows = await db.query<CompanySummaryRow>(
    `SELECT c.id, c.name, c.features, s.users_limit,
            (SELECT count(*)::int FROM users u WHERE u.company_id = c.id AND u.is_active) AS active_users
       FROM companies c LEFT JOIN catalogue_settings s ON s.company_id = c.id
      WHERE ${where} ORDER BY lower(c.name), c.id LIMIT $3 OFFSET $4`,
    [...params, query.limit, query.offset],
  );
  return { count: counted?.count ?? 0, rows };
}

/** The plan limits as stored: NULL, or no settings row at all, means no limit. */
export type PlanLimitRow = {
  users_limit: number | null;
  products_limit: number | null;
  languages_limit: number | null;
  asset_storage_limit_bytes: number | null;
  templates_limit: number | null;
  feeds_limit: number | null;
  sku_copy_paste_pages_limit: number | null;
};
export type PlanLimitColumn = keyof PlanLimitRow;

const noLimits: PlanLimitRow = {
  users_limit: null,
  products_limit: null,
  languages_limit: null,
  asset_storage_limit_bytes: null,
  templates_limit: null,
  feeds_limit: null,
  sku_copy_paste_pages_limit: null,
};

export async function findPlanLimits(tx: Queryable, companyId: string): Promise<PlanLimitRow> {
  const [row] = await tx.query<PlanLimitRow>(
    `SELECT users_limit, products_limit, languages_limit, asset_storage_limit_bytes::float8 AS asset_storage_limit_bytes,
            templates_limit, feeds_limit, sku_copy_paste_pages_limit
       FROM catalogue_settings WHERE company_id = $1`,
    [companyId],
  );
  return row ?? noLimits;
}

/** Writes the given limits; a company without a settings row gets one. */
export async function savePlanLimits(tx: Queryable, companyId: string, changes: Partial<PlanLimitRow>): Promise<void> {
  const columns = (Object.keys(noLimits) as PlanLimitColumn[]).filter((column) => changes[column] !== undefined);
  if (columns.length === 0) return;
  const values = columns.map((column) => changes[column] ?? null);
  await tx.query(
    `INSERT INTO catalogue_settings (company_id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, index) => `$${index + 2}`).join(', ')})
     ON CONFLICT (company_id) DO UPDATE SET ${columns.map((column) => `${column} = excluded.${column}`).join(', ')}`,
    [companyId, ...values],
  );
}

export type PlanUsageRow = { users: number; products: number; asset_storage_bytes: number; templates: number; feeds: number };

/** What the company uses of its counted limits (languages come from its settings). */
export async function planUsage(tx: Queryable, companyId: string): Promise<PlanUsageRow> {
  const [row] = await tx.query<PlanUsageRow>(
    `SELECT (SELECT count(*)::int FROM users WHERE company_id = $1 AND is_active) AS users,
            (SELECT count(*)::int FROM products WHERE company_id = $1) AS products,
            (SELECT coalesce(sum(size), 0)::float8 FROM assets WHERE company_id = $1 AND stored) AS asset_storage_bytes,
            (SELECT count(*)::int FROM export_templates WHERE company_id = $1) AS templates,
            (SELECT count(*)::int FROM feeds WHERE company_id = $1) AS feeds`,
    [companyId],
  );
  return row!;
}

export async function saveAiCreditsTotal(tx: Queryable, companyId: string, total: number): Promise<void> {
  await tx.query('UPDATE companies SET ai_credits_total = $2, updated_at = now() WHERE id = $1', [companyId, total]);
}
