import type { Queryable } from '../../db/database.ts';

export type CompanyRow = {
  id: string;
  name: string;
  features: Record<string, unknown>;
  settings: Record<string, unknown>;
  import_processing: boolean;
  etim_import_processing: boolean;
  ai_credits_total: number;
  ai_credits_used: number;
  saml: boolean;
  microsoft_client_id: string | null;
  microsoft_tenant_id: string | null;
};

const columns = `id, name, features, settings, import_processing, etim_import_processing,
  ai_credits_total, ai_credits_used, saml, microsoft_client_id, microsoft_tenant_id`;

export async function findCompany(db: Queryable, companyId: string): Promise<CompanyRow | null> {
  const rows = await db.query<CompanyRow>(`SELECT ${columns} FROM companies WHERE id = $1`, [companyId]);
  return rows[0] ?? null;
}

export async function findCompanyByName(db: Queryable, name: string): Promise<CompanyRow | null> {
  const rows = await db.query<CompanyRow>(`SELECT ${columns} FROM companies WHERE lower(name) = lower($1)`, [name]);
  return rows[0] ?? null;
}

export async function insertCompany(
  db: Queryable,
  company: { name: string; features: object; settings: object; aiCredits: number },
): Promise<CompanyRow> {
  const [row] = await db.query<CompanyRow>(
    `INSERT INTO companies (name, features, settings, ai_credits_total) VALUES ($1, $2, $3, $4) RETURNING ${columns}`,
    [company.name, JSON.stringify(company.features), JSON.stringify(company.settings), company.aiCredits],
  );
  return row!;
}

/** Merges feature activations and settings into the company's stored JSON (only the keys given change). */
export async function mergeCompanyJson(db: Queryable, companyId: string, changes: { features?: object; settings?: object }): Promise<void> {
  await db.query(`UPDATE companies SET features = features || $2::jsonb, settings = settings || $3::jsonb, updated_at = now() WHERE id = $1`, [
    companyId,
    JSON.stringify(changes.features ?? {}),
    JSON.stringify(changes.settings ?? {}),
  ]);
}

export type LanguageRow = { code: string; label_en: string; label_fr: string };

export async function listLanguages(db: Queryable): Promise<LanguageRow[]> {
  return db.query<LanguageRow>('SELECT code, label_en, label_fr FROM languages ORDER BY code');
}
