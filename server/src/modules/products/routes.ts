import { pastedValuesApi } from '@pimento/shared-kit/contracts/product-filters';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { createJobQueue } from '../../jobs/enqueue.ts';
import { principalOf, requireSession } from '../auth/session.ts';
import type { CatalogueModule } from '../catalogue/index.ts';
import { matchPastedValues } from '../catalogue/index.ts';
import { bulkJobType, prepareBulkAction } from './bulk-service.ts';
import * as products from './service.ts';

/** A pasted list of 100,000 SKUs is about 2 MB of JSON: listing bodies may be larger than the default 1 MiB. */
const listingBodyLimit = 16 * 1024 * 1024;

/** Products (`/products/` screen). Mounted under `/api/catalogue` by the catalogue kernel's plugin. */
export const productRoutes: CatalogueModule = async (app, { caches }) => {
  app.addHook('preHandler', requireSession);
  const queue = createJobQueue(app.deps.db);
  const route = endpointRoutes(app, { tags: ['products'] });

  route(productsApi.create, (request) => inTenantAs(request, (tx, actor) => products.createProduct(tx, actor, request.body)));

  route(productsApi.search, (request) => inTenantAs(request, (tx, actor) => products.listProducts(tx, actor, request.body, caches)), { bodyLimit: listingBodyLimit });

  // A pasted list of SKUs or references, checked before it filters (product and model listings).
  route(pastedValuesApi.match, (request) => inTenantAs(request, (tx, actor) => matchPastedValues(tx, actor, request.body)), { bodyLimit: listingBodyLimit });

  route(productsApi.count, (request) => inTenantAs(request, (tx, actor) => products.countListedProducts(tx, actor, request.body.filters, caches)), { bodyLimit: listingBodyLimit });

  route(
    productsApi.bulk,
    async (request) => {
      const payload = await inTenantAs(request, (tx, actor) => prepareBulkAction(tx, actor, request.body));
      // Enqueued after the request's transaction: the task and job rows are written in their own.
      const principal = principalOf(request);
      const subject = { action: payload.operation.action, entity: 'product' };
      const { taskId } = await queue.enqueueJob({ type: bulkJobType, companyId: principal.companyId, userId: principal.userId, payload, subject });
      return { task_id: taskId };
    },
    { bodyLimit: listingBodyLimit },
  );

  route(productsApi.get, (request) => inTenantAs(request, (tx, actor) => products.getProduct(tx, actor, request.params.id)));

  route(productsApi.update, (request) => inTenantAs(request, (tx, actor) => products.updateProduct(tx, actor, request.params.id, request.body)));

  route(productsApi.delete, (request) => inTenantAs(request, (tx, actor) => products.deleteProduct(tx, actor, request.params.id)));

  route(productsApi.history, (request) => inTenantAs(request, (tx, actor) => products.productHistory(tx, actor, request.params.id, request.query)));
};
