import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionCookieNames } from '@pimento/shared-kit/contracts/auth';
import type { SsoData } from '@pimento/shared-kit/contracts/sso';
import { ssoApi } from '@pimento/shared-kit/contracts/sso';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import { companySsoData, deploymentSsoData } from './service.ts';

/**
 * `GET /api/sso-data/`: public, the login page reads it. Signed in, it describes the user's
 * company; otherwise the deployment's Microsoft application (`MICROSOFT_*` variables).
 */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoutes(app, { tags: ['auth'] })(ssoApi.data, async (request): Promise<SsoData> => {
    const { config, db, jwtSecret } = request.server.deps;
    const deployment = deploymentSsoData(config);
    const token = request.cookies[sessionCookieNames.access];
    if (token === undefined) return deployment;
    const verified = await verifyAccessToken(token, jwtSecret);
    if (verified.status !== 'valid') return deployment;
    return db.withTenant(verified.value.companyId, (tx) => companySsoData(tx, verified.value.companyId, deployment));
  });
};
