import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { remoteNameSchema, remotesApi } from '@pimento/shared-kit/contracts/remotes';
import { textSchema } from '@pimento/shared-kit/contracts/input-guards';
import { z } from 'zod';
import { repositoryRoot } from '../../config.ts';
import { notFound } from '../../http/app-error.ts';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, isContentHashed } from '../../http/static-cache.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { sessionCookieNames } from '@pimento/shared-kit/contracts/auth';
import { requireSession } from '../auth/session.ts';
import { enabledRemotes, LOCAL_VERSION, remoteDirectory } from './registry.ts';

/**
 * `GET /api/remotes/` (mounted under `/api`): the remotes the signed-in user's company may load.
 * A visitor without a session gets the remotes of the public routes (`/pdf/generator/` → exports);
 * a session whose access token expired (its refresh payload cookie is still there) gets 401 so the
 * client refreshes, rather than a shorter list. With it, where the browser reports its errors.
 */
export const remotesApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, { tags: ['suite'] });
  route(
    remotesApi.enabled,
    async (request) => {
      const features = request.principal ? (await inTenantAs(request, async (_tx, actor) => actor)).features : null;
      const { browserDsn, environment, release } = request.server.deps.config.errorReporting;
      return {
        remotes: await enabledRemotes({ dataDir: request.server.deps.config.dataDir, repositoryRoot }, features),
        error_reporting: browserDsn === null ? null : { dsn: browserDsn, environment, release },
      };
    },
    {
      preHandler: async (request, reply) => {
        const hasAccess = Boolean(request.cookies[sessionCookieNames.access]);
        const hasSession = hasAccess || Boolean(request.cookies[sessionCookieNames.refreshPayload]);
        if (hasSession) await requireSession(request, reply);
      },
    },
  );
};

const remoteFileParams = z.object({
  name: remoteNameSchema,
  version: z.string().regex(/^[A-Za-z0-9._-]+$/).max(100),
  '*': textSchema.max(1000),
});

/**
 * How long a browser keeps a remote's file. A published version's directory never changes (publishing
 * writes a new version; `GET /api/remotes/` names the live one), so its files are immutable — all but
 * the manifest, revalidated so a mistaken upload can still be corrected in place. The unversioned
 * local build changes under the same URLs at each build: only its content-hashed files are immutable.
 */
export function remoteFileCacheControl(version: string, file: string): string {
  if (path.basename(file) === 'mf-manifest.json') return CACHE_REVALIDATE;
  if (version === LOCAL_VERSION) return isContentHashed(file) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
  return CACHE_IMMUTABLE;
}

/**
 * `GET /remotes/<name>/<version>/…`: a remote's build, pre-compressed siblings included (the shell's
 * static plugin picks `.br` or `.gz` by `Accept-Encoding`), cached by `remoteFileCacheControl`.
 */
export const remoteFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/remotes/:name/:version/*', { schema: { hide: true, params: remoteFileParams } }, async (request, reply) => {
    const { name, version } = request.params;
    const file = request.params['*'];
    if (file === '' || file.split('/').includes('..')) throw notFound();
    const root = remoteDirectory({ dataDir: request.server.deps.config.dataDir, repositoryRoot }, name, version);
    reply.header('cache-control', remoteFileCacheControl(version, file));
    return reply.sendFile(file, root, { cacheControl: false });
  });
};
