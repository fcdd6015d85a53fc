import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryCountsRequestSchema,
  categoryCountsSchema,
  categoryCreateSchema,
  categoryDeleteImpactSchema,
  categoryListQuerySchema,
  categoryListSchema,
  categorySchema,
  categoryTreeSchema,
  categoryUpdateSchema,
} from '@pimento/shared-kit/contracts/categories';
import { apiErrorSchema } from '@pimento/shared-kit/contracts/errors';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import * as categories from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 53) });
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/** Category trees (`/category/` screen). Mounted under `/api/catalogue`. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const tags = ['categories'];

  app.get('/category/', { schema: { tags, querystring: categoryListQuerySchema, response: { 200: categoryListSchema, ...errors } } }, (request) =>
    inTenantAs(request, async (tx, actor) => ({ results: await categories.listCategories(tx, actor, request.query.parent_id ?? null) })),
  );

  app.get('/category/tree/', { schema: { tags, response: { 200: categoryTreeSchema, ...errors } } }, (request) =>
    inTenantAs(request, async (tx, actor) => ({ results: await categories.categoryTree(tx, actor) })),
  );

  app.post('/category/', { schema: { tags, body: categoryCreateSchema, response: { 201: categorySchema, ...errors } } }, async (request, reply) => {
    const created = await inTenantAs(request, (tx, actor) => categories.createCategory(tx, actor, request.body));
    return reply.code(201).send(created);
  });

  app.post(
    '/category/counts/',
    { schema: { tags, body: categoryCountsRequestSchema, response: { 200: categoryCountsSchema, ...errors } } },
    (request) => inTenantAs(request, async (tx, actor) => ({ counts: await categories.categoryCounts(tx, actor, request.body.category_ids) })),
  );

  app.get('/category/:id/', { schema: { tags, params: idParams, response: { 200: categorySchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => categories.getCategory(tx, actor, request.params.id)),
  );

  app.patch(
    '/category/:id/',
    { schema: { tags, params: idParams, body: categoryUpdateSchema, response: { 200: categorySchema, ...errors } } },
    (request) => inTenantAs(request, (tx, actor) => categories.updateCategory(tx, actor, request.params.id, request.body)),
  );

  app.get(
    '/category/:id/delete-impact/',
    { schema: { tags, params: idParams, response: { 200: categoryDeleteImpactSchema, ...errors } } },
    (request) => inTenantAs(request, (tx, actor) => categories.categoryDeleteImpact(tx, actor, request.params.id)),
  );

  app.delete(
    '/category/:id/',
    { schema: { tags, params: idParams, response: { 200: categoryDeleteImpactSchema, ...errors } } },
    (request) => inTenantAs(request, (tx, actor) => categories.deleteCategory(tx, actor, request.params.id)),
  );
};
