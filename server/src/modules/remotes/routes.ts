import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enabledRemotesResponseSchema, remoteNameSchema } from '@pimento/shared-kit/contracts/remotes';
import { textSchema } from '@pimento/shared-kit/contracts/input-guards';
import { z } from 'zod';
import { repositoryRoot } from '../../config.ts';
import { notFound } from '../../http/app-error.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { sessionCookieNames } from '@pimento/shared-kit/contracts/auth';
import { requireSession } from '../auth/session.ts';
import { enabledRemotes, remoteDirectory } from './registry.ts';

/**
 * `GET /api/remotes/` (mounted under `/api`): the remotes the signed-in user's company may load.
 * A visitor without a session gets the remotes of the public routes (`/pdf/generator/` → exports);
 * a session whose access token expired (its refresh payload cookie is still there) gets 401 so the
 * client refreshes, rather than a shorter list.
 */
export const remotesApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/remotes/',
    {
      preHandler: async (request, reply) => {
        const hasAccess = Boolean(request.cookies[sessionCookieNames.access]);
        const hasSession = hasAccess || Boolean(request.cookies[sessionCookieNames.refreshPayload]);
        if (hasSession) await requireSession(request, reply);
      },
      schema: { tags: ['suite'], response: { 200: enabledRemotesResponseSchema } },
    },
    async (request) => {
      const features = request.principal ? (await inTenantAs(request, async (_tx, actor) => actor)).features : null;
      return { remotes: await enabledRemotes({ dataDir: request.server.deps.config.dataDir, repositoryRoot }, features) };
    },
  );
};

const remoteFileParams = z.object({
  name: remoteNameSchema,
  version: z.string().regex(/^[A-Za-z0-9._-]+$/).max(100),
  '*': textSchema.max(1000),
});

/**
 * `GET /remotes/<name>/<version>/…`: published builds are immutable and cached for a year; the
 * manifest (and anything of the unversioned local build) is revalidated.
 */
export const remoteFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/remotes/:name/:version/*', { schema: { hide: true, params: remoteFileParams } }, async (request, reply) => {
    const { name, version } = request.params;
    const file = request.params['*'];
    if (file === '' || file.split('/').includes('..')) throw notFound();
    const root = remoteDirectory({ dataDir: request.server.deps.config.dataDir, repositoryRoot }, name, version);
    const revalidate = version === 'local' || file === 'mf-manifest.json';
    reply.header('cache-control', revalidate ? 'no-cache' : 'public, max-age=31536000, immutable');
    return reply.sendFile(file, root, { cacheControl: false });
  });
};
