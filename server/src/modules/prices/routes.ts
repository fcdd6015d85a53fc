import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { priceListsApi } from '@pimento/shared-kit/contracts/price-lists';
import { pricesApi } from '@pimento/shared-kit/contracts/prices';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import * as priceLists from './price-list-service.ts';
import * as prices from './price-service.ts';

/** Price lists and prices (docs/prices.md). Mounted under `/api/catalogue`. */
export const priceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['prices'] });

  route(priceListsApi.list, (request) => inTenantAs(request, async (tx, actor) => ({ results: await priceLists.listPriceLists(tx, actor, request.query) })));
  route(priceListsApi.create, (request) => inTenantAs(request, (tx, actor) => priceLists.createPriceList(tx, actor, request.body)));
  route(priceListsApi.get, (request) => inTenantAs(request, (tx, actor) => priceLists.getPriceList(tx, actor, request.params.id)));
  route(priceListsApi.update, (request) => inTenantAs(request, (tx, actor) => priceLists.updatePriceList(tx, actor, request.params.id, request.body)));
  route(priceListsApi.archive, (request) => inTenantAs(request, (tx, actor) => priceLists.archivePriceList(tx, actor, request.params.id)));
  route(priceListsApi.restore, (request) => inTenantAs(request, (tx, actor) => priceLists.restorePriceList(tx, actor, request.params.id)));
  route(priceListsApi.delete, (request) => inTenantAs(request, (tx, actor) => priceLists.deletePriceList(tx, actor, request.params.id, request.query.expected_price_count)));

  route(pricesApi.list, (request) => inTenantAs(request, (tx, actor) => prices.listPrices(tx, actor, request.query)));
  route(pricesApi.create, (request) => inTenantAs(request, (tx, actor) => prices.createPrice(tx, actor, request.body)));
  route(pricesApi.get, (request) => inTenantAs(request, (tx, actor) => prices.getPrice(tx, actor, request.params.id)));
  route(pricesApi.update, (request) => inTenantAs(request, (tx, actor) => prices.updatePrice(tx, actor, request.params.id, request.body)));
  route(pricesApi.delete, (request) => inTenantAs(request, async (tx, actor) => void (await prices.deletePrices(tx, actor, [request.params.id]))));
  route(pricesApi.bulkDelete, (request) => inTenantAs(request, async (tx, actor) => ({ deleted: await prices.deletePrices(tx, actor, request.body.ids) })));
};
