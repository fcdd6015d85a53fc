import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { principalOf, requireSession } from '../auth/session.ts';
import { ssoOnlyIsOn } from '../sso/config-service.ts';
import { announceSsoOnly } from '../sso/sso-only-announcement.ts';
import { announceCompanyUpdate, changedFields, updateCompanySettings } from './settings-service.ts';

/** `PATCH /api/catalogue/company/settings/` (mounted under `/api/catalogue`): feature activations and settings. */
export const companySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const publisher = createRealtimePublisher(app.deps.db);
  const route = endpointRoutes(app, { tags: ['company'], preHandler: requireSession });
  route(companyApi.updateSettings, async (request) => {
    const { deps } = request.server;
    const ssoOnlyBefore = request.body.sso_only === true && (await ssoOnlyIsOn(deps.db, principalOf(request).companyId));
    const storeData = await inTenantAs(request, (tx, actor) => updateCompanySettings(tx, actor, request.body));
    await announceCompanyUpdate(publisher, storeData.id, changedFields(request.body));
    // SSO-only just started: the users who will now sign in through the provider are told how (docs/sso.md).
    if (request.body.sso_only === true && !ssoOnlyBefore) await announceSsoOnly(deps.db, storeData.id, deps);
    return storeData;
  });
};
