/** `/api/notifications/` (docs/api.md; mounted under `/api` so the OpenAPI paths keep their trailing slash): the signed-in user's notifications. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBodySchema } from '@pimento/shared-kit/contracts/common';
import { textSchema } from '@pimento/shared-kit/contracts/input-guards';
import { apiErrorSchema } from '@pimento/shared-kit/contracts/errors';
import {
  notificationListQuerySchema,
  notificationPageSchema,
  notificationUnreadSchema,
} from '@pimento/shared-kit/contracts/notifications';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { principalOf, requireSession } from '../auth/session.ts';
import { createNotificationService } from './service.ts';

const idParamsSchema = z.object({ id: textSchema.max(100) });
const noContent = z.null().describe('No content');

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const notifications = createNotificationService(app.deps.db, createRealtimePublisher(app.deps.db));
  const tags = ['notifications'];

  app.get(
    '/notifications/',
    { schema: { tags, querystring: notificationListQuerySchema, response: { 200: notificationPageSchema, 400: apiErrorSchema } } },
    (request) => notifications.page(principalOf(request), request.query),
  );

  app.get('/notifications/unread-count/', { schema: { tags, response: { 200: notificationUnreadSchema } } }, async (request) => ({
    unread: await notifications.unreadCount(principalOf(request)),
  }));

  app.post('/notifications/visit-all/', { schema: { tags, body: emptyBodySchema.optional(), response: { 204: noContent } } }, async (request, reply) => {
    await notifications.visitAll(principalOf(request));
    return reply.code(204).send(null);
  });

  app.post(
    '/notifications/:id/visit/',
    { schema: { tags, params: idParamsSchema, body: emptyBodySchema.optional(), response: { 204: noContent, 404: apiErrorSchema } } },
    async (request, reply) => {
      await notifications.visit(principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
