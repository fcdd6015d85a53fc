import { modelsApi } from '@pimento/shared-kit/contracts/models';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import type { CatalogueModule } from '../catalogue/index.ts';
import { countModels, searchModels } from './search.ts';
import * as models from './service.ts';

const listingBodyLimit = 16 * 1024 * 1024;

/** Models (`/products/` screen, models tab). Mounted under `/api/catalogue` by the catalogue kernel's plugin. */
export const modelRoutes: CatalogueModule = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['models'] });

  route(modelsApi.create, (request) => inTenantAs(request, (tx, actor) => models.createModel(tx, actor, request.body)));

  route(modelsApi.search, (request) => inTenantAs(request, (tx, actor) => searchModels(tx, actor, request.body)), { bodyLimit: listingBodyLimit });

  route(modelsApi.count, (request) => inTenantAs(request, async (tx, actor) => ({ count: await countModels(tx, actor, request.body.filters) })), {
    bodyLimit: listingBodyLimit,
  });

  route(modelsApi.get, (request) => inTenantAs(request, (tx, actor) => models.getModel(tx, actor, request.params.id)));

  route(modelsApi.update, (request) => inTenantAs(request, (tx, actor) => models.updateModel(tx, actor, request.params.id, request.body)));

  route(modelsApi.delete, (request) => inTenantAs(request, (tx, actor) => models.deleteModel(tx, actor, request.params.id)));

  route(modelsApi.history, (request) => inTenantAs(request, (tx, actor) => models.modelHistory(tx, actor, request.params.id, request.query)));
};
