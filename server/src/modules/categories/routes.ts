import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesApi } from '@pimento/shared-kit/contracts/categories';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import * as categories from './service.ts';

/** Category trees (`/category/` screen). Mounted under `/api/catalogue`. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['categories'] });

  route(categoriesApi.list, (request) =>
    inTenantAs(request, async (tx, actor) => ({ results: await categories.listCategories(tx, actor, request.query.parent_id ?? null) })),
  );

  route(categoriesApi.tree, (request) => inTenantAs(request, async (tx, actor) => ({ results: await categories.categoryTree(tx, actor) })));

  route(categoriesApi.create, (request) => inTenantAs(request, (tx, actor) => categories.createCategory(tx, actor, request.body)));

  route(categoriesApi.counts, (request) =>
    inTenantAs(request, async (tx, actor) => ({ counts: await categories.categoryCounts(tx, actor, request.body.category_ids) })),
  );

  route(categoriesApi.get, (request) => inTenantAs(request, (tx, actor) => categories.getCategory(tx, actor, request.params.id)));

  route(categoriesApi.update, (request) => inTenantAs(request, (tx, actor) => categories.updateCategory(tx, actor, request.params.id, request.body)));

  route(categoriesApi.deleteImpact, (request) => inTenantAs(request, (tx, actor) => categories.categoryDeleteImpact(tx, actor, request.params.id)));

  route(categoriesApi.delete, (request) => inTenantAs(request, (tx, actor) => categories.deleteCategory(tx, actor, request.params.id)));
};
