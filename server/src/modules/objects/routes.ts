/** `/api/catalogue/object-type/` and `/api/catalogue/object/` (docs/api.md "Objects"), when `object_activated`; the groups an object may be given: `GET /api/rights/groups/pickable/`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { objectsApi } from '@pimento/shared-kit/contracts/objects';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import * as objects from './service.ts';

export const objectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['objects'] });

  route(objectsApi.types, (request) => inTenantAs(request, (tx, actor) => objects.objectTypes(tx, actor)));
  route(objectsApi.createType, (request) => inTenantAs(request, (tx, actor) => objects.createObjectType(tx, actor, request.body)));
  route(objectsApi.getType, (request) => inTenantAs(request, (tx, actor) => objects.getObjectType(tx, actor, request.params.id)));
  route(objectsApi.updateType, (request) => inTenantAs(request, (tx, actor) => objects.updateObjectType(tx, actor, request.params.id, request.body)));
  route(objectsApi.deleteType, (request) => inTenantAs(request, (tx, actor) => objects.deleteObjectType(tx, actor, request.params.id)));


  route(objectsApi.list, (request) => inTenantAs(request, (tx, actor) => objects.listObjects(tx, actor, request.query)));
  route(objectsApi.create, (request) => inTenantAs(request, (tx, actor) => objects.createObject(tx, actor, request.body)));
  route(objectsApi.get, (request) => inTenantAs(request, (tx, actor) => objects.getObject(tx, actor, request.params.id)));
  route(objectsApi.update, (request) => inTenantAs(request, (tx, actor) => objects.updateObject(tx, actor, request.params.id, request.body)));
  route(objectsApi.delete, (request) => inTenantAs(request, (tx, actor) => objects.deleteObject(tx, actor, request.params.id)));
};
