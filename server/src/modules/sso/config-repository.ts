/**
 * A company's identity provider and its e-mail domains. Admin screens read them in the company's
 * tenant transaction; a sign-in, before anyone is signed in, on the server's own connection,
 * always keyed by the company the e-mail domain or the sign-in state names.
 */
import type { Queryable } from '../../db/database.ts';
import type { SsoProtocol } from '@pimento/shared-kit/contracts/sso';

export type SsoConfigRow = {
  company_id: string;
  protocol: SsoProtocol;
  issuer: string;
  client_id: string | null;
  client_secret_sealed: string | null;
  saml_entry_point: string | null;
  saml_certificate: string | null;
  emergency_user_id: string | null;
  tested_at: Date | null;
  tested_by: string | null;
};

const columns = 'company_id, protocol, issuer, client_id, client_secret_sealed, saml_entry_point, saml_certificate, emergency_user_id, tested_at, tested_by';

export async function findSsoConfig(db: Queryable, companyId: string): Promise<SsoConfigRow | null> {
  const rows = await db.query<SsoConfigRow>(`SELECT ${columns} FROM sso_configs WHERE company_id = $1`, [companyId]);
  return rows[0] ?? null;
}

export async function companyOfDomain(db: Queryable, domain: string): Promise<string | null> {
  const rows = await db.query<{ company_id: string }>('SELECT company_id FROM sso_email_domains WHERE domain = $1', [domain.toLowerCase()]);
  return rows[0]?.company_id ?? null;
}

export async function domainsOf(db: Queryable, companyId: string): Promise<string[]> {
  const rows = await db.query<{ domain: string }>('SELECT domain FROM sso_email_domains WHERE company_id = $1 ORDER BY domain', [companyId]);
  return rows.map((row) => row.domain);
}

/** The domains among `domains` that another company routes already (read on the server's connection: other tenants are invisible to the caller's). */
export async function domainsTakenByOthers(db: Queryable, companyId: string, domains: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ domain: string }>('SELECT domain FROM sso_email_domains WHERE domain = ANY($1::text[]) AND company_id <> $2', [domains, companyId]);
  return rows.map((row) => row.domain);
}

export async function saveSsoConfig(tx: Queryable, row: Omit<SsoConfigRow, 'tested_at' | 'tested_by'>, keepTest: boolean): Promise<void> {
  await tx.query(
    `INSERT INTO sso_configs (company_id, protocol, issuer, client_id, client_secret_sealed, saml_entry_point, saml_certificate, emergency_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (company_id) DO UPDATE SET protocol = $2, issuer = $3, client_id = $4, client_secret_sealed = $5, saml_entry_point = $6,
       saml_certificate = $7, emergency_user_id = $8, updated_at = clock_timestamp(),
       tested_at = CASE WHEN $9 THEN sso_configs.tested_at END, tested_by = CASE WHEN $9 THEN sso_configs.tested_by END`,
    [row.company_id, row.protocol, row.issuer, row.client_id, row.client_secret_sealed, row.saml_entry_point, row.saml_certificate, row.emergency_user_id, keepTest],
  );
}

export async function replaceDomains(tx: Queryable, companyId: string, domains: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM sso_email_domains WHERE company_id = $1', [companyId]);
  if (domains.length > 0) {
    await tx.query('INSERT INTO sso_email_domains (domain, company_id) SELECT unnest($1::text[]), $2', [domains, companyId]);
  }
}

export async function deleteSsoConfig(tx: Queryable, companyId: string): Promise<void> {
  await tx.query('DELETE FROM sso_email_domains WHERE company_id = $1', [companyId]);
  await tx.query('DELETE FROM sso_configs WHERE company_id = $1', [companyId]);
}

export async function recordSuccessfulTest(db: Queryable, companyId: string, userId: string): Promise<void> {
  await db.query('UPDATE sso_configs SET tested_at = clock_timestamp(), tested_by = $2 WHERE company_id = $1', [companyId, userId]);
}
