import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { requireSession } from '../auth/session.ts';
import { announceCompanyUpdate, changedFields, updateCompanySettings } from './settings-service.ts';

/** `PATCH /api/catalogue/company/settings/` (mounted under `/api/catalogue`): feature activations and settings. */
export const companySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const publisher = createRealtimePublisher(app.deps.db);
  const route = endpointRoutes(app, { tags: ['company'], preHandler: requireSession });
  route(companyApi.updateSettings, async (request) => {
    const storeData = await inTenantAs(request, (tx, actor) => updateCompanySettings(tx, actor, request.body));
    await announceCompanyUpdate(publisher, storeData.id, changedFields(request.body));
    return storeData;
  });
};
