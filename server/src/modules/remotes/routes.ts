import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enabledRemotesResponseSchema, remoteNameSchema } from '@pimento/shared-kit/contracts/remotes';
import { z } from 'zod';
import { repositoryRoot } from '../../config.ts';
import { notFound } from '../../http/app-error.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import { enabledRemotes, remoteDirectory } from './registry.ts';

/** `GET /api/remotes/`: the remotes the signed-in user's company may load (mounted under `/api`). */
export const remotesApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/remotes/',
    { preHandler: requireSession, schema: { tags: ['suite'], response: { 200: enabledRemotesResponseSchema } } },
    async (request) => {
      const { features } = await inTenantAs(request, async (_tx, actor) => actor);
      return { remotes: await enabledRemotes({ dataDir: request.server.deps.config.dataDir, repositoryRoot }, features) };
    },
  );
};

const remoteFileParams = z.object({
  name: remoteNameSchema,
  version: z.string().regex(/^[A-Za-z0-9._-]+$/).max(100),
  '*': z.string().max(1000),
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
