/** `/api/tasks/` (docs/api.md; mounted under `/api` so the OpenAPI paths keep their trailing slash): the signed-in user's tasks and the cancel / pause / relaunch actions. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBodySchema } from '@pimento/shared-kit/contracts/common';
import { textSchema } from '@pimento/shared-kit/contracts/input-guards';
import { apiErrorSchema } from '@pimento/shared-kit/contracts/errors';
import { taskActionSchema, taskListQuerySchema, taskListSchema, taskSchema } from '@pimento/shared-kit/contracts/tasks';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { principalOf, requireSession } from '../auth/session.ts';
import { createTaskService } from './service.ts';

const actionParamsSchema = z.object({ id: textSchema.max(100), action: taskActionSchema });

export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const tasks = createTaskService(app.deps.db, createRealtimePublisher(app.deps.db));
  const tags = ['tasks'];

  app.get('/tasks/', { schema: { tags, querystring: taskListQuerySchema, response: { 200: taskListSchema } } }, async (request) => ({
    results: await tasks.list(principalOf(request), { statuses: request.query.status, limit: request.query.limit }),
  }));

  app.post(
    '/tasks/:id/:action/',
    { schema: { tags, params: actionParamsSchema, body: emptyBodySchema.optional(), response: { 200: taskSchema, 404: apiErrorSchema, 409: apiErrorSchema } } },
    (request) => tasks.apply(principalOf(request), request.params.id, request.params.action),
  );
};
