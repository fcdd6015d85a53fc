import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companySettingsUpdateSchema, companyStoreDataSchema } from '@pimento/shared-kit/contracts/company';
import { apiErrorSchema } from '@pimento/shared-kit/contracts/errors';
import { inTenantAs } from '../../http/tenant.ts';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { requireSession } from '../auth/session.ts';
import { announceCompanyUpdate, changedFields, updateCompanySettings } from './settings-service.ts';

/** `PATCH /api/catalogue/company/settings/` (mounted under `/api/catalogue`): feature activations and settings. */
export const companySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const publisher = createRealtimePublisher(app.deps.db);
  app.patch(
    '/company/settings/',
    {
      preHandler: requireSession,
      schema: { tags: ['company'], body: companySettingsUpdateSchema, response: { 200: companyStoreDataSchema, 403: apiErrorSchema } },
    },
    async (request) => {
      const storeData = await inTenantAs(request, (tx, actor) => updateCompanySettings(tx, actor, request.body));
      await announceCompanyUpdate(publisher, storeData.id, changedFields(request.body));
      return storeData;
    },
  );
};
