import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, readinessResponseSchema } from '@pimento/shared-kit/contracts/platform';
import { databaseReady } from './service.ts';

/** Liveness and readiness probes (mounted under `/api`). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health/', { schema: { tags: ['platform'], response: { 200: healthResponseSchema } } }, async () => ({ status: 'ok' as const }));

  app.get(
    '/ready/',
    { schema: { tags: ['platform'], response: { 200: readinessResponseSchema, 503: readinessResponseSchema } } },
    async (request, reply) => {
      const { db } = request.server.deps;
      // a stopping process leaves the load balancer's rotation before it stops listening
      if (request.server.drain.active) return reply.code(503).send({ status: 'not-ready' as const, database: db.driver });
      if (await databaseReady(db)) return { status: 'ready' as const, database: db.driver };
      return reply.code(503).send({ status: 'not-ready' as const, database: db.driver });
    },
  );
};
