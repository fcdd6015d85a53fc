import { z } from 'zod';
import { apiErrorSchema } from '@pimento/shared-kit/contracts/errors';
import { historyPageSchema, historyQuerySchema } from '@pimento/shared-kit/contracts/history';
import { listingCountSchema, listingQuerySchema, listingSearchSchema } from '@pimento/shared-kit/contracts/product-filters';
import {
  productBulkRequestSchema,
  productCreateSchema,
  productPageSchema,
  productSchema,
  productUpdateSchema,
} from '@pimento/shared-kit/contracts/products';
import { taskStartedSchema } from '@pimento/shared-kit/contracts/common';
import { inTenantAs } from '../../http/tenant.ts';
import { createJobQueue } from '../../jobs/enqueue.ts';
import { principalOf, requireSession } from '../auth/session.ts';
import type { CatalogueModule } from '../catalogue/index.ts';
import { bulkJobType, prepareBulkAction } from './bulk-service.ts';
import * as products from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 53) });
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema, 422: apiErrorSchema };
const noContent = z.null().describe('No content');
/** A pasted list of 100,000 SKUs is about 2 MB of JSON: listing bodies may be larger than the default 1 MiB. */
const listingBodyLimit = 16 * 1024 * 1024;

/** Products (`/products/` screen). Mounted under `/api/catalogue` by the catalogue kernel's plugin. */
export const productRoutes: CatalogueModule = async (app, { caches }) => {
  app.addHook('preHandler', requireSession);
  const tags = ['products'];
  const queue = createJobQueue(app.deps.db);

  app.post('/product/', { schema: { tags, body: productCreateSchema, response: { 201: productSchema, ...errors } } }, async (request, reply) => {
    const created = await inTenantAs(request, (tx, actor) => products.createProduct(tx, actor, request.body));
    return reply.code(201).send(created);
  });

  app.post(
    '/product/search/',
    { bodyLimit: listingBodyLimit, schema: { tags, body: listingSearchSchema, response: { 200: productPageSchema, ...errors } } },
    (request) => inTenantAs(request, (tx, actor) => products.listProducts(tx, actor, request.body, caches)),
  );

  app.post(
    '/product/search/count/',
    { bodyLimit: listingBodyLimit, schema: { tags, body: listingQuerySchema, response: { 200: listingCountSchema, ...errors } } },
    (request) => inTenantAs(request, (tx, actor) => products.countListedProducts(tx, actor, request.body.filters, caches)),
  );

  app.post(
    '/product/bulk/',
    { bodyLimit: listingBodyLimit, schema: { tags, body: productBulkRequestSchema, response: { 202: taskStartedSchema, ...errors } } },
    async (request, reply) => {
      const payload = await inTenantAs(request, (tx, actor) => prepareBulkAction(tx, actor, request.body));
      // Enqueued after the request's transaction: the task and job rows are written in their own.
      const principal = principalOf(request);
      const subject = { action: payload.operation.action, entity: 'product' };
      const { taskId } = await queue.enqueueJob({ type: bulkJobType, companyId: principal.companyId, userId: principal.userId, payload, subject });
      return reply.code(202).send({ task_id: taskId });
    },
  );

  app.get('/product/:id/', { schema: { tags, params: idParams, response: { 200: productSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => products.getProduct(tx, actor, request.params.id)),
  );

  app.patch(
    '/product/:id/',
    { schema: { tags, params: idParams, body: productUpdateSchema, response: { 200: productSchema, ...errors } } },
    (request) => inTenantAs(request, (tx, actor) => products.updateProduct(tx, actor, request.params.id, request.body)),
  );

  app.delete('/product/:id/', { schema: { tags, params: idParams, response: { 204: noContent, ...errors } } }, async (request, reply) => {
    await inTenantAs(request, (tx, actor) => products.deleteProduct(tx, actor, request.params.id));
    return reply.code(204).send(null);
  });

  app.get(
    '/product/:id/history/',
    { schema: { tags, params: idParams, querystring: historyQuerySchema, response: { 200: historyPageSchema, ...errors } } },
    (request) => inTenantAs(request, (tx, actor) => products.productHistory(tx, actor, request.params.id, request.query)),
  );
};
