import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@pimento/shared-kit/contracts/errors';
import type { SavedFilter } from '@pimento/shared-kit/contracts/product-filters';
import { savedFilterInputSchema, savedFilterListQuerySchema, savedFilterListSchema, savedFilterSchema } from '@pimento/shared-kit/contracts/product-filters';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { inTenant, inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import { assertRunnableFilters } from './filter-check.ts';
import * as repository from './repository.ts';
import type { SavedFilterRow } from './repository.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 53) });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const noContent = z.null().describe('No content');
/** A saved filter may hold a pasted list of 100,000 SKUs. */
const bodyLimit = 16 * 1024 * 1024;

function toSavedFilter(row: SavedFilterRow): SavedFilter {
  return {
    id: row.id,
    entity: row.entity,
    name: row.name,
    filters: row.definition.filters as SavedFilter['filters'],
    created: row.created_at.toISOString(),
    updated: row.updated_at.toISOString(),
  };
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError(409, 'saved_filter.name_taken', { fields: { name: ['saved_filter.name_taken'] } });
  throw error;
}

/** The user's own saved filters of the product and model listings. Mounted under `/api/catalogue`. */
export const savedFilterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const tags = ['saved filters'];

  app.get('/saved-filter/', { schema: { tags, querystring: savedFilterListQuerySchema, response: { 200: savedFilterListSchema, ...errors } } }, (request) =>
    inTenant(request, async (tx, principal) => ({
      results: (await repository.listSavedFilters(tx, principal.companyId, principal.userId, request.query.entity)).map(toSavedFilter),
    })),
  );

  app.post('/saved-filter/', { bodyLimit, schema: { tags, body: savedFilterInputSchema, response: { 201: savedFilterSchema, ...errors } } }, async (request, reply) => {
    const created = await inTenantAs(request, async (tx, actor) => {
      await assertRunnableFilters(tx, actor, request.body.entity, request.body.filters);
      return repository.insertSavedFilter(tx, actor.principal.companyId, actor.principal.userId, request.body).catch(nameTaken);
    });
    return reply.code(201).send(toSavedFilter(created));
  });

  app.put(
    '/saved-filter/:id/',
    { bodyLimit, schema: { tags, params: idParams, body: savedFilterInputSchema, response: { 200: savedFilterSchema, ...errors } } },
    (request) =>
      inTenantAs(request, async (tx, actor) => {
        await assertRunnableFilters(tx, actor, request.body.entity, request.body.filters);
        const row = await repository.updateSavedFilter(tx, actor.principal.companyId, actor.principal.userId, request.params.id, request.body).catch(nameTaken);
        if (row === null) throw notFound();
        return toSavedFilter(row);
      }),
  );

  app.delete('/saved-filter/:id/', { schema: { tags, params: idParams, response: { 204: noContent, ...errors } } }, async (request, reply) => {
    const deleted = await inTenant(request, (tx, principal) => repository.deleteSavedFilter(tx, principal.companyId, principal.userId, request.params.id));
    if (!deleted) throw notFound();
    return reply.code(204).send(null);
  });
};
