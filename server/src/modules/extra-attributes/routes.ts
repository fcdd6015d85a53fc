import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { extraAttributesApi } from '@pimento/shared-kit/contracts/extra-attributes';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import * as extraAttributes from './service.ts';

/** Extra attributes of clients and prices (docs/clients.md). Mounted under `/api/catalogue`. */
export const extraAttributeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['extra attributes'] });

  route(extraAttributesApi.list, (request) => inTenantAs(request, async (tx, actor) => ({ results: await extraAttributes.listExtraAttributes(tx, actor, request.query.entity) })));
  route(extraAttributesApi.create, (request) => inTenantAs(request, (tx, actor) => extraAttributes.createExtraAttribute(tx, actor, request.body)));
  route(extraAttributesApi.update, (request) => inTenantAs(request, (tx, actor) => extraAttributes.updateExtraAttribute(tx, actor, request.params.id, request.body)));
  route(extraAttributesApi.delete, (request) => inTenantAs(request, (tx, actor) => extraAttributes.deleteExtraAttribute(tx, actor, request.params.id)));
};
