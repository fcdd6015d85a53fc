/** `/api/tasks/` (docs/api.md; mounted under `/api` so the OpenAPI paths keep their trailing slash): the signed-in user's tasks and the cancel / pause / relaunch actions. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tasksApi } from '@pimento/shared-kit/contracts/tasks';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenant } from '../../http/tenant.ts';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { principalOf, requireSession } from '../auth/session.ts';
import { applyTaskAction, listTasks } from './service.ts';

export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const publisher = createRealtimePublisher(app.deps.db);
  const route = endpointRoutes(app, { tags: ['tasks'] });

  route(tasksApi.list, (request) =>
    inTenant(request, async (tx, principal) => ({ results: await listTasks(tx, principal, { statuses: request.query.status, limit: request.query.limit }) })),
  );

  route(tasksApi.action, (request) => applyTaskAction(app.deps.db, principalOf(request), request.params.id, request.params.action, publisher));
};
