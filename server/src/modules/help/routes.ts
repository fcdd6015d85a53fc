import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { helpApi } from '@pimento/shared-kit/contracts/help';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenant } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import { helpArticle, helpArticles, helpRelations, setHelpRelation, sidebarRelations } from './service.ts';

/** The help centre (mounted under `/api/help`). */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['help'] });

  route(helpApi.sidebarRelations, (request) => inTenant(request, (tx) => sidebarRelations(tx)));

  route(helpApi.article, (request) => inTenant(request, (tx, principal) => helpArticle(tx, principal, request.params.id)));

  route(helpApi.articles, (request) => inTenant(request, (tx, principal) => helpArticles(tx, principal, request.query.search)));

  route(helpApi.relations, (request) => inTenant(request, (tx, principal) => helpRelations(tx, principal)));

  route(helpApi.setRelation, (request) => inTenant(request, (tx, principal) => setHelpRelation(tx, principal, request.body)));
};
