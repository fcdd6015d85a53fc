import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { publicMediaApi, publicMediaKeyApi } from '@pimento/shared-kit/contracts/public-media';
import { inlineDisposition } from '../../http/attachment-disposition.ts';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import { getPublicMediaKey, publicMedia, replacePublicMediaKey, type MediaRequest } from './public-media.ts';

/**
 * Answered without a session (the signed address is the right), to any reader: the same sandbox as
 * the signed-in file route, cached a few minutes by proxies — a product's main image may be replaced.
 */
const publicFileHeaders = {
  'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
  'cache-control': 'public, max-age=300',
  'access-control-allow-origin': '*',
};

/** Public media addresses. Mounted at the root (`/media/…`). */
export const publicMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, { tags: ['assets'], config: { cookieFree: true } });
  const answer = async (request: MediaRequest, ifNoneMatch: string | undefined, reply: Parameters<Parameters<typeof route>[1]>[1]) => {
    const media = await publicMedia(app.deps.db, app.deps.storage, request);
    if (media.kind === 'redirect') {
      reply.header('cache-control', 'public, max-age=300').redirect(media.url, 302);
      return reply as unknown as string;
    }
    const etag = `"${createHash('sha256').update(media.etag).digest('base64url').slice(0, 27)}"`;
    reply.headers({ ...publicFileHeaders, etag });
    if (ifNoneMatch === etag) {
      media.body.destroy();
      reply.code(304);
      return reply.send() as unknown as string;
    }
    reply.headers({ 'content-type': media.mimeType, 'content-disposition': inlineDisposition(media.fileName) });
    return media.body as unknown as string;
  };
  route(publicMediaApi.asset, (request, reply) => {
    const { key, signature, id } = request.params;
    return answer({ key, signature, subject: { kind: 'asset', id }, size: request.query }, request.headers['if-none-match'], reply);
  });
  route(publicMediaApi.productMainImage, (request, reply) => {
    const { key, signature, id } = request.params;
    return answer({ key, signature, subject: { kind: 'product', id }, size: request.query }, request.headers['if-none-match'], reply);
  });
};

/** The company's public media key, for its administrators. Mounted under `/api/assets`. */
export const publicMediaKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['assets'] });
  route(publicMediaKeyApi.get, (request) => inTenantAs(request, (tx, actor) => getPublicMediaKey(tx, actor)));
  route(publicMediaKeyApi.replace, (request) => inTenantAs(request, (tx, actor) => replacePublicMediaKey(tx, actor)));
};
