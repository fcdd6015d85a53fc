import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedFiltersApi } from '@pimento/shared-kit/contracts/product-filters';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenant, inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import * as savedFilters from './service.ts';

/** A saved filter may hold a pasted list of 100,000 SKUs. */
const bodyLimit = 16 * 1024 * 1024;

/** The user's own saved filters of the product and model listings. Mounted under `/api/catalogue`. */
export const savedFilterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['saved filters'] });

  route(savedFiltersApi.list, (request) =>
    inTenant(request, async (tx, principal) => ({ results: await savedFilters.listSavedFilters(tx, principal, request.query.entity) })),
  );

  route(savedFiltersApi.create, (request) => inTenantAs(request, (tx, actor) => savedFilters.createSavedFilter(tx, actor, request.body)), { bodyLimit });

  route(savedFiltersApi.update, (request) => inTenantAs(request, (tx, actor) => savedFilters.updateSavedFilter(tx, actor, request.params.id, request.body)), { bodyLimit });

  route(savedFiltersApi.delete, (request) => inTenant(request, (tx, principal) => savedFilters.deleteSavedFilter(tx, principal, request.params.id)));
};
