/** `/api/notifications/` (docs/api.md; mounted under `/api` so the OpenAPI paths keep their trailing slash): the signed-in user's notifications. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi } from '@pimento/shared-kit/contracts/notifications';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenant } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import { notificationPage, unreadCount, visitAllNotifications, visitNotification } from './service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['notifications'] });

  route(notificationsApi.page, (request) => inTenant(request, (tx, principal) => notificationPage(tx, principal, request.query)));

  route(notificationsApi.unreadCount, (request) => inTenant(request, async (tx, principal) => ({ unread: await unreadCount(tx, principal) })));

  route(notificationsApi.visitAll, (request) => inTenant(request, (tx, principal) => visitAllNotifications(tx, principal)));

  route(notificationsApi.visit, (request) => inTenant(request, (tx, principal) => visitNotification(tx, principal, request.params.id)));
};
