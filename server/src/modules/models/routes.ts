import { z } from 'zod';
import { apiErrorSchema } from '@pimento/shared-kit/contracts/errors';
import { historyPageSchema, historyQuerySchema } from '@pimento/shared-kit/contracts/history';
import { modelCreateSchema, modelPageSchema, modelSchema, modelUpdateSchema } from '@pimento/shared-kit/contracts/models';
import { listingCountSchema, listingQuerySchema, listingSearchSchema } from '@pimento/shared-kit/contracts/product-filters';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import type { CatalogueModule } from '../catalogue/index.ts';
import { countModels, searchModels } from './search.ts';
import * as models from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 53) });
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const noContent = z.null().describe('No content');
const listingBodyLimit = 16 * 1024 * 1024;

/** Models (`/products/` screen, models tab). Mounted under `/api/catalogue` by the catalogue kernel's plugin. */
export const modelRoutes: CatalogueModule = async (app) => {
  app.addHook('preHandler', requireSession);
  const tags = ['models'];

  app.post('/model/', { schema: { tags, body: modelCreateSchema, response: { 201: modelSchema, ...errors } } }, async (request, reply) => {
    const created = await inTenantAs(request, (tx, actor) => models.createModel(tx, actor, request.body));
    return reply.code(201).send(created);
  });

  app.post(
    '/model/search/',
    { bodyLimit: listingBodyLimit, schema: { tags, body: listingSearchSchema, response: { 200: modelPageSchema, ...errors } } },
    (request) => inTenantAs(request, (tx, actor) => searchModels(tx, actor, request.body)),
  );

  app.post(
    '/model/search/count/',
    { bodyLimit: listingBodyLimit, schema: { tags, body: listingQuerySchema, response: { 200: listingCountSchema, ...errors } } },
    (request) => inTenantAs(request, async (tx, actor) => ({ count: await countModels(tx, actor, request.body.filters) })),
  );

  app.get('/model/:id/', { schema: { tags, params: idParams, response: { 200: modelSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => models.getModel(tx, actor, request.params.id)),
  );

  app.patch('/model/:id/', { schema: { tags, params: idParams, body: modelUpdateSchema, response: { 200: modelSchema, ...errors } } }, (request) =>
    inTenantAs(request, (tx, actor) => models.updateModel(tx, actor, request.params.id, request.body)),
  );

  app.delete('/model/:id/', { schema: { tags, params: idParams, response: { 204: noContent, ...errors } } }, async (request, reply) => {
    await inTenantAs(request, (tx, actor) => models.deleteModel(tx, actor, request.params.id));
    return reply.code(204).send(null);
  });

  app.get(
    '/model/:id/history/',
    { schema: { tags, params: idParams, querystring: historyQuerySchema, response: { 200: historyPageSchema, ...errors } } },
    (request) => inTenantAs(request, (tx, actor) => models.modelHistory(tx, actor, request.params.id, request.query)),
  );
};
