import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionCookieNames } from '@pimento/shared-kit/contracts/auth';
import type { SsoData } from '@pimento/shared-kit/contracts/sso';
import { ssoDataSchema } from '@pimento/shared-kit/contracts/sso';
import { companySettingsOf } from '../companies/defaults.ts';
import { findCompany } from '../companies/repository.ts';
import { verifyAccessToken } from '../auth/tokens.ts';

/**
 * `GET /api/sso-data/`: public, the login page reads it. Signed in, it describes the user's
 * company; otherwise the deployment's Microsoft application (`MICROSOFT_*` variables).
 */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sso-data/', { schema: { tags: ['auth'], response: { 200: ssoDataSchema } } }, async (request): Promise<SsoData> => {
    const { config, db, jwtSecret } = request.server.deps;
    const deployment: SsoData = {
      sso_used: config.microsoft.clientId !== null,
      saml: false,
      sso_only: false,
      microsoft_client_id: config.microsoft.clientId,
      microsoft_tenant_id: config.microsoft.tenantId,
      microsoft_redirect_url: config.microsoft.redirectUrl,
    };
    const token = request.cookies[sessionCookieNames.access];
    if (token === undefined) return deployment;
    const verified = await verifyAccessToken(token, jwtSecret);
    if (verified.status !== 'valid') return deployment;
    const company = await db.withTenant(verified.value.companyId, (tx) => findCompany(tx, verified.value.companyId));
    if (company === null) return deployment;
    const clientId = company.microsoft_client_id ?? deployment.microsoft_client_id;
    return {
      sso_used: clientId !== null || company.saml,
      saml: company.saml,
      sso_only: companySettingsOf(company).sso_only,
      microsoft_client_id: clientId,
      microsoft_tenant_id: company.microsoft_tenant_id ?? deployment.microsoft_tenant_id,
      microsoft_redirect_url: deployment.microsoft_redirect_url,
    };
  });
};
