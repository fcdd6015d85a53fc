/** `/api/tasks/` (docs/api.md; mounted under `/api` so the OpenAPI paths keep their trailing slash): the signed-in user's tasks and the cancel / pause / relaunch actions. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tasksApi } from '@pimento/shared-kit/contracts/tasks';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { principalOf, requireSession } from '../auth/session.ts';
import { createTaskService } from './service.ts';

export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const tasks = createTaskService(app.deps.db, createRealtimePublisher(app.deps.db));
  const route = endpointRoutes(app, { tags: ['tasks'] });

  route(tasksApi.list, async (request) => ({
    results: await tasks.list(principalOf(request), { statuses: request.query.status, limit: request.query.limit }),
  }));

  route(tasksApi.action, (request) => tasks.apply(principalOf(request), request.params.id, request.params.action));
};
