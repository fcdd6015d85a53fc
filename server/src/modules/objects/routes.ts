/** `/api/catalogue/object-type/`, `/api/catalogue/object/` and `/api/catalogue/object-group/` (docs/api.md "Objects"), when `object_activated`. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@pimento/shared-kit/contracts/errors';
import {
  catalogueObjectCreateSchema,
  catalogueObjectListQuerySchema,
  catalogueObjectPageSchema,
  catalogueObjectSchema,
  catalogueObjectUpdateSchema,
  objectTypeCreateSchema,
  objectTypeSchema,
  objectTypeUpdateSchema,
} from '@pimento/shared-kit/contracts/objects';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import { objectGroupListSchema } from '@pimento/shared-kit/contracts/objects';
import * as objects from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });
const noContent = z.null().describe('No content');
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export const objectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const tags = ['objects'];

  app.get('/object-type/', { schema: { tags, response: { 200: z.array(objectTypeSchema), ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => objects.objectTypes(tx, actor)),
  );
  app.post('/object-type/', { schema: { tags, body: objectTypeCreateSchema, response: { 201: objectTypeSchema, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await inTenantAs(request, (tx, actor) => objects.createObjectType(tx, actor, request.body))),
  );
  app.get('/object-type/:id/', { schema: { tags, params: idParams, response: { 200: objectTypeSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => objects.getObjectType(tx, actor, request.params.id)),
  );
  app.patch('/object-type/:id/', { schema: { tags, params: idParams, body: objectTypeUpdateSchema, response: { 200: objectTypeSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => objects.updateObjectType(tx, actor, request.params.id, request.body)),
  );
  app.delete('/object-type/:id/', { schema: { tags, params: idParams, response: { 204: noContent, ...errors } } }, async (request, reply) => {
    await inTenantAs(request, (tx, actor) => objects.deleteObjectType(tx, actor, request.params.id));
    return reply.code(204).send(null);
  });

  app.get('/object-group/', { schema: { tags, response: { 200: objectGroupListSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => objects.objectGroups(tx, actor)),
  );

  app.get('/object/', { schema: { tags, querystring: catalogueObjectListQuerySchema, response: { 200: catalogueObjectPageSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => objects.listObjects(tx, actor, request.query)),
  );
  app.post('/object/', { schema: { tags, body: catalogueObjectCreateSchema, response: { 201: catalogueObjectSchema, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await inTenantAs(request, (tx, actor) => objects.createObject(tx, actor, request.body))),
  );
  app.get('/object/:id/', { schema: { tags, params: idParams, response: { 200: catalogueObjectSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => objects.getObject(tx, actor, request.params.id)),
  );
  app.patch('/object/:id/', { schema: { tags, params: idParams, body: catalogueObjectUpdateSchema, response: { 200: catalogueObjectSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => objects.updateObject(tx, actor, request.params.id, request.body)),
  );
  app.delete('/object/:id/', { schema: { tags, params: idParams, response: { 204: noContent, ...errors } } }, async (request, reply) => {
    await inTenantAs(request, (tx, actor) => objects.deleteObject(tx, actor, request.params.id));
    return reply.code(204).send(null);
  });
};
