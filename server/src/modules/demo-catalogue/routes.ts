import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoCatalogueApi } from '@pimento/shared-kit/contracts/demo-catalogue';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { requireSession } from '../auth/session.ts';
import { announceDemoCatalogueTask, requestDemoCatalogue } from './service.ts';

/** The demo catalogue, loaded on request into an empty company. Mounted under `/api/catalogue`. */
export const demoCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['catalogue'] });
  const publisher = createRealtimePublisher(app.deps.db);

  route(demoCatalogueApi.load, async (request) => {
    const task = await inTenantAs(request, (tx, actor) => requestDemoCatalogue(tx, actor));
    await announceDemoCatalogueTask(request.server.deps.db, publisher, task);
    return { task_id: task.id };
  });
};
