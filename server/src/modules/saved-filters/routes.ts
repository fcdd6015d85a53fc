import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@pimento/shared-kit/contracts/errors';
import { savedFilterInputSchema, savedFilterListQuerySchema, savedFilterListSchema, savedFilterSchema } from '@pimento/shared-kit/contracts/product-filters';
import { inTenant, inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import * as savedFilters from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 53) });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const noContent = z.null().describe('No content');
/** A saved filter may hold a pasted list of 100,000 SKUs. */
const bodyLimit = 16 * 1024 * 1024;

/** The user's own saved filters of the product and model listings. Mounted under `/api/catalogue`. */
export const savedFilterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const tags = ['saved filters'];

  app.get('/saved-filter/', { schema: { tags, querystring: savedFilterListQuerySchema, response: { 200: savedFilterListSchema, ...errors } } }, (request) =>
    inTenant(request, async (tx, principal) => ({ results: await savedFilters.listSavedFilters(tx, principal, request.query.entity) })),
  );

  app.post('/saved-filter/', { bodyLimit, schema: { tags, body: savedFilterInputSchema, response: { 201: savedFilterSchema, ...errors } } }, async (request, reply) => {
    const created = await inTenantAs(request, (tx, actor) => savedFilters.createSavedFilter(tx, actor, request.body));
    return reply.code(201).send(created);
  });

  app.put(
    '/saved-filter/:id/',
    { bodyLimit, schema: { tags, params: idParams, body: savedFilterInputSchema, response: { 200: savedFilterSchema, ...errors } } },
    (request) => inTenantAs(request, (tx, actor) => savedFilters.updateSavedFilter(tx, actor, request.params.id, request.body)),
  );

  app.delete('/saved-filter/:id/', { schema: { tags, params: idParams, response: { 204: noContent, ...errors } } }, async (request, reply) => {
    await inTenant(request, (tx, principal) => savedFilters.deleteSavedFilter(tx, principal, request.params.id));
    return reply.code(204).send(null);
  });
};
