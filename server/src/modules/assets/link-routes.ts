import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productAssetsApi, type AssetLinkOwner } from '@pimento/shared-kit/contracts/product-assets';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import * as links from './asset-links.ts';
import type { LinkOwner } from './link-repository.ts';

/** The assets of products and models (docs/assets.md "Product and model links"). Mounted under `/api/product-assets`. */
export const productAssetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['assets'] });
  const ownerOf = (params: { owner: AssetLinkOwner }): LinkOwner => (params.owner === 'products' ? 'product' : 'model');
  route(productAssetsApi.list, (request) => inTenantAs(request, (tx, actor) => links.listLinkedAssets(tx, actor, ownerOf(request.params), request.params.id)));
  route(productAssetsApi.add, (request) => inTenantAs(request, (tx, actor) => links.addLinkedAssets(tx, actor, ownerOf(request.params), request.params.id, request.body)));
  route(productAssetsApi.remove, (request) =>
    inTenantAs(request, (tx, actor) => links.removeLinkedAssets(tx, actor, ownerOf(request.params), request.params.id, request.body)),
  );
  route(productAssetsApi.reorder, (request) =>
    inTenantAs(request, (tx, actor) => links.reorderLinkedAssets(tx, actor, ownerOf(request.params), request.params.id, request.body)),
  );
  route(productAssetsApi.setFeatured, (request) =>
    inTenantAs(request, (tx, actor) => links.setFeaturedAsset(tx, actor, ownerOf(request.params), request.params.id, request.body)),
  );
};
