/** What the login page needs to offer single sign-on. */
import type { SsoData } from '@pimento/shared-kit/contracts/sso';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import { companySettingsOf } from '../companies/defaults.ts';
import { findCompany } from '../companies/repository.ts';
import { findSsoConfig } from './config-repository.ts';

/** The deployment's Microsoft application (`MICROSOFT_*` variables). */
export function deploymentSsoData(config: Config): SsoData {
  return {
    sso_used: config.microsoft.clientId !== null,
    saml: false,
    sso_only: false,
    microsoft_client_id: config.microsoft.clientId,
    microsoft_tenant_id: config.microsoft.tenantId,
    microsoft_redirect_url: config.microsoft.redirectUrl,
  };
}

/**
 * The signed-in user's company's single sign-on: its identity provider (docs/sso.md) when it has
 * one, else the company's Microsoft columns over the deployment's; the deployment's when the
 * company is gone.
 */
export async function companySsoData(tx: Queryable, companyId: string, deployment: SsoData, redirectUrl: string): Promise<SsoData> {
  const company = await findCompany(tx, companyId);
  if (company === null) return deployment;
  const provider = await findSsoConfig(tx, companyId);
  const clientId = provider !== null ? (provider.protocol === 'oidc' ? provider.client_id : null) : (company.microsoft_client_id ?? deployment.microsoft_client_id);
  return {
    sso_used: provider !== null || clientId !== null || company.saml,
    saml: provider !== null ? provider.protocol === 'saml' : company.saml,
    sso_only: companySettingsOf(company).sso_only,
    microsoft_client_id: clientId,
    microsoft_tenant_id: company.microsoft_tenant_id ?? deployment.microsoft_tenant_id,
    microsoft_redirect_url: provider !== null ? redirectUrl : deployment.microsoft_redirect_url,
  };
}
