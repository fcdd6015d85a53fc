/** `/api/notifications/` (docs/api.md; mounted under `/api` so the OpenAPI paths keep their trailing slash): the signed-in user's notifications. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi } from '@pimento/shared-kit/contracts/notifications';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { principalOf, requireSession } from '../auth/session.ts';
import { createNotificationService } from './service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const notifications = createNotificationService(app.deps.db, createRealtimePublisher(app.deps.db));
  const route = endpointRoutes(app, { tags: ['notifications'] });

  route(notificationsApi.page, (request) => notifications.page(principalOf(request), request.query));

  route(notificationsApi.unreadCount, async (request) => ({ unread: await notifications.unreadCount(principalOf(request)) }));

  route(notificationsApi.visitAll, (request) => notifications.visitAll(principalOf(request)));

  route(notificationsApi.visit, (request) => notifications.visit(principalOf(request), request.params.id));
};
