import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { inlineDisposition } from '../../http/attachment-disposition.ts';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { announceJob } from '../../jobs/enqueue.ts';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import * as categories from './asset-categories.ts';
import * as assets from './assets.ts';
import { addUrlAsset } from './url-assets.ts';
import { renditionOf } from './renditions.ts';
import { assetFileOf, assetThumbnailOf, assetUploadTuning, checkUploadTarget, uploadAsset, type UploadedFilePart } from './upload.ts';

/**
 * A stored asset's file is served as a document of its own: a sandbox with no script, no outside
 * load, never sniffed into another type (an SVG is kept only without scripts; this is the second wall).
 */
const fileHeaders = {
  'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, max-age=3600',
};

/** The gallery: asset categories and assets. Mounted under `/api/assets`. */
export const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  // Parts are streamed; each call sets its own file size limit (`uploadAsset`).
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1 } });
  const route = endpointRoutes(app, { tags: ['assets'] });
  const publisher = createRealtimePublisher(app.deps.db);

  route(assetsApi.categoryTree, (request) => inTenantAs(request, async (tx, actor) => ({ results: await categories.assetCategoryTree(tx, actor) })));
  route(assetsApi.createCategory, (request) => inTenantAs(request, (tx, actor) => categories.createAssetCategory(tx, actor, request.body)));
  route(assetsApi.getCategory, (request) => inTenantAs(request, (tx, actor) => categories.getAssetCategory(tx, actor, request.params.id)));
  route(assetsApi.updateCategory, (request) => inTenantAs(request, (tx, actor) => categories.updateAssetCategory(tx, actor, request.params.id, request.body)));
  route(assetsApi.deleteCategory, (request) => inTenantAs(request, (tx, actor) => categories.deleteAssetCategory(tx, actor, request.params.id)));

  route(assetsApi.list, (request) => inTenantAs(request, (tx, actor) => assets.listAssets(tx, actor, request.query)));
  route(assetsApi.upload, async (request) => {
    // Rights, category and language are refused before the body is read.
    await inTenantAs(request, (tx, actor) => checkUploadTarget(tx, actor, request.query));
    const part = request.isMultipart() ? ((await request.file({ limits: { fileSize: assetUploadTuning.maxBytes } })) as UploadedFilePart | undefined) : undefined;
    const { asset, thumbnailTask } = await uploadAsset((work) => inTenantAs(request, work), request.server.deps.storage, part, request.query);
    if (thumbnailTask !== null) await announceJob(app.deps.db, publisher, thumbnailTask);
    return asset;
  });
  route(assetsApi.addUrl, async (request) => {
    const { asset, thumbnailTask } = await addUrlAsset((work) => inTenantAs(request, work), app.deps.db, request.server.deps.storage, request.body);
    if (thumbnailTask !== null) await announceJob(app.deps.db, publisher, thumbnailTask);
    return asset;
  });
  route(assetsApi.get, (request) => inTenantAs(request, (tx, actor) => assets.getAsset(tx, actor, request.params.id)));
  route(assetsApi.file, async (request, reply) => {
    const file = await inTenantAs(request, (tx, actor) => assetFileOf(tx, actor, request.params.id));
    const body = await request.server.deps.storage.get(file.storageKey);
    reply.headers({ ...fileHeaders, 'content-type': file.mimeType, 'content-disposition': inlineDisposition(file.fileName) });
    return body as unknown as string;
  });
  route(assetsApi.thumbnail, async (request, reply) => {
    const thumbnail = await inTenantAs(request, (tx, actor) => assetThumbnailOf(tx, actor, request.params.id, request.params.size));
    const body = await request.server.deps.storage.get(thumbnail.storageKey);
    reply.headers({ ...fileHeaders, 'content-type': 'image/webp', 'content-disposition': inlineDisposition(thumbnail.fileName) });
    return body as unknown as string;
  });
  route(assetsApi.rendition, async (request, reply) => {
    const rendition = await renditionOf((work) => inTenantAs(request, work), app.deps.db, request.server.deps.storage, request.params.id, request.query);
    const body = await request.server.deps.storage.get(rendition.storageKey);
    reply.headers({ ...fileHeaders, 'content-type': rendition.mimeType, 'content-disposition': inlineDisposition(rendition.fileName) });
    return body as unknown as string;
  });
  route(assetsApi.update, (request) => inTenantAs(request, (tx, actor) => assets.updateAsset(tx, actor, request.params.id, request.body)));
  route(assetsApi.bulkEdit, (request) => inTenantAs(request, (tx, actor) => assets.bulkEditAssets(tx, actor, request.body)));

  const remove = async (request: Parameters<typeof inTenantAs>[0], ids: readonly number[]) => {
    const { answer, storageKeys } = await inTenantAs(request, (tx, actor) => assets.deleteAssets(tx, actor, ids));
    await assets.removeFiles(request.server.deps.storage, storageKeys, (error, key) => request.log.warn({ err: error, key }, 'asset file not removed'));
    return answer;
  };
  route(assetsApi.delete, (request) => remove(request, [request.params.id]));
  route(assetsApi.bulkDelete, (request) => remove(request, request.body.ids));
};
