import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { helpApi } from '@pimento/shared-kit/contracts/help';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenant } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import { helpArticle, sidebarRelations } from './service.ts';

/** The help centre (mounted under `/api/help`). */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['help'] });

  route(helpApi.sidebarRelations, (request) => inTenant(request, (tx) => sidebarRelations(tx)));

  route(helpApi.article, (request) => inTenant(request, (tx, principal) => helpArticle(tx, principal, request.params.id)));
};
