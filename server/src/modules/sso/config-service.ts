/**
 * The administrators' side of single sign-on (docs/sso.md): the company's identity provider, its
 * domains, the emergency administrator, and the rule that SSO-only needs a successful test
 * sign-in and an emergency administrator, so that switching it on cannot lock the company out.
 */
import { X509Certificate } from 'node:crypto';
import type { SsoConfig, SsoConfigInput, SsoSetup } from '@pimento/shared-kit/contracts/sso';
import { ssoConfigInputSchema } from '@pimento/shared-kit/contracts/sso';
import type { ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import type { Config } from '../../config.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { constraintOf } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionPrincipal } from '../auth/tokens.ts';
import { companySettingsOf } from '../companies/defaults.ts';
import { findCompany } from '../companies/repository.ts';
import { connectorRuntime } from '../connectors/connector-runtime.ts';
import { assertAdministrator } from '../rights/authorization.ts';
import * as repository from './config-repository.ts';
import { oidcRedirectUrl } from './oidc.ts';
import { samlAcsUrl, samlEntityId } from './saml.ts';

function viewOf(row: repository.SsoConfigRow, domains: string[]): SsoConfig {
  return {
    protocol: row.protocol,
    issuer: row.issuer,
    client_id: row.client_id,
    client_secret_set: row.client_secret_sealed !== null,
    saml_entry_point: row.saml_entry_point,
    saml_certificate: row.saml_certificate,
    email_domains: domains,
    emergency_user_id: row.emergency_user_id,
    tested_at: row.tested_at === null ? null : new Date(row.tested_at).toISOString(),
    tested_by: row.tested_by,
  };
}

export async function ssoSetup(tx: Queryable, principal: SessionPrincipal, config: Pick<Config, 'publicUrl'>): Promise<SsoSetup> {
  assertAdministrator(principal);
  const companyId = principal.companyId;
  const row = await repository.findSsoConfig(tx, companyId);
  const withoutIdentity = await tx.query<{ id: string; username: string; email: string }>(
    `SELECT u.id, u.username, u.email FROM users u
      WHERE u.company_id = $1 AND u.is_active AND NOT u.is_superuser
        AND NOT EXISTS (SELECT 1 FROM sso_identities i WHERE i.user_id = u.id)
      ORDER BY lower(u.username) LIMIT 500`,
    [companyId],
  );
  const administrators = await tx.query<{ id: string; username: string }>(
    'SELECT id, username FROM users WHERE company_id = $1 AND is_active AND is_administrator ORDER BY lower(username)',
    [companyId],
  );
  return {
    config: row === null ? null : viewOf(row, await repository.domainsOf(tx, companyId)),
    redirect_url: oidcRedirectUrl(config),
    saml_acs_url: samlAcsUrl(config),
    saml_entity_id: samlEntityId(config),
    users_without_identity: withoutIdentity,
    administrators,
  };
}

function fieldError(field: string, code: ErrorCode, status = 400): AppError {
  return new AppError(status, code, { fields: { [field]: [code] } });
}

/** PEM as given, or bare base64 wrapped; refused when no X.509 certificate can be read from it. */
function normalisedCertificate(text: string): string {
  const pem = text.includes('-----BEGIN') ? text : `-----BEGIN CERTIFICATE-----\n${text.replace(/\s+/g, '')}\n-----END CERTIFICATE-----`;
  try {
    new X509Certificate(pem);
  } catch {
    throw fieldError('saml_certificate', 'sso.certificate_invalid');
  }
  return pem;
}

/**
 * `PUT /api/sso/config/`: the settings change; a change of what reaches the provider (protocol,
 * issuer, client, secret, entry point, certificate) clears the last test.
 */
export async function saveSsoConfig(tx: Queryable, principal: SessionPrincipal, rawInput: SsoConfigInput): Promise<void> {
  assertAdministrator(principal);
  const input = ssoConfigInputSchema.parse(rawInput);
  const companyId = principal.companyId;
  const before = await repository.findSsoConfig(tx, companyId);
  const oidc = input.protocol === 'oidc';
  if (oidc && input.client_id === null) throw fieldError('client_id', 'sso.field_required');
  if (oidc && !URL.canParse(input.issuer)) throw fieldError('issuer', 'sso.url_invalid');
  if (!oidc && input.saml_entry_point === null) throw fieldError('saml_entry_point', 'sso.field_required');
  if (!oidc && input.saml_certificate === null) throw fieldError('saml_certificate', 'sso.field_required');
  const certificate = !oidc && input.saml_certificate !== null ? normalisedCertificate(input.saml_certificate) : null;
  const domains = [...new Set(input.email_domains)];
  if (input.emergency_user_id !== null) {
    const rows = await tx.query('SELECT 1 FROM users WHERE id = $1 AND company_id = $2 AND is_active AND is_administrator', [input.emergency_user_id, companyId]);
    if (rows.length === 0) throw fieldError('emergency_user_id', 'sso.emergency_not_administrator');
  } else if (await ssoOnlyIsOn(tx, companyId)) {
    throw fieldError('emergency_user_id', 'sso.only_requires_emergency', 409);
  }
  const secrets = connectorRuntime().secrets;
  const sealed =
    !oidc || input.client_secret === null ? null : input.client_secret === undefined ? (before?.client_secret_sealed ?? null) : secrets.seal(companyId, input.client_secret);
  const row = {
    company_id: companyId,
    protocol: input.protocol,
    issuer: input.issuer,
    client_id: oidc ? input.client_id : null,
    client_secret_sealed: sealed,
    saml_entry_point: oidc ? null : input.saml_entry_point,
    saml_certificate: certificate,
    emergency_user_id: input.emergency_user_id,
  };
  const sameProvider =
    before !== null &&
    (['protocol', 'issuer', 'client_id', 'client_secret_sealed', 'saml_entry_point', 'saml_certificate'] as const).every((key) => before[key] === row[key]);
  await repository.saveSsoConfig(tx, row, sameProvider);
  try {
    await repository.replaceDomains(tx, companyId, domains);
  } catch (error) {
    // Another company took one of them since `assertDomainsFree`.
    if (constraintOf(error) === 'sso_email_domains_pkey') throw domainTaken();
    throw error;
  }
}

const domainTaken = () => new AppError(409, 'sso.domain_taken', { fields: { email_domains: ['sso.domain_taken'] } });

/**
 * Before the tenant transaction (other companies' domains are out of its sight, and PGlite has
 * one connection): a domain routes to one company only.
 */
export async function assertDomainsFree(db: Database, principal: SessionPrincipal, domains: readonly string[]): Promise<void> {
  const normalised = domains.map((domain) => domain.trim().toLowerCase());
  if ((await repository.domainsTakenByOthers(db, principal.companyId, normalised)).length > 0) throw domainTaken();
}

export async function removeSsoConfig(tx: Queryable, principal: SessionPrincipal): Promise<void> {
  assertAdministrator(principal);
  if (await ssoOnlyIsOn(tx, principal.companyId)) throw new AppError(409, 'sso.only_active');
  await repository.deleteSsoConfig(tx, principal.companyId);
}

/** Whether the company requires single sign-on now (its settings, as the companies module reads them). */
export async function ssoOnlyIsOn(tx: Queryable, companyId: string): Promise<boolean> {
  const company = await findCompany(tx, companyId);
  return company !== null && companySettingsOf(company).sso_only;
}

/** Before SSO-only is switched on: a tested identity provider and a named emergency administrator. */
export async function assertSsoOnlyMayStart(tx: Queryable, companyId: string): Promise<void> {
  const row = await repository.findSsoConfig(tx, companyId);
  if (row === null || row.tested_at === null) throw fieldError('sso_only', 'sso.only_requires_test', 409);
  if (row.emergency_user_id === null) throw fieldError('sso_only', 'sso.only_requires_emergency', 409);
}
