import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@pimento/shared-kit/contracts/errors';
import {
  helpArticleParamsSchema,
  helpArticleQuerySchema,
  helpArticleSchema,
  helpSidebarRelationsSchema,
} from '@pimento/shared-kit/contracts/help';
import { inTenant } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import { findUser } from '../users/repository.ts';
import { helpArticle, sidebarRelations } from './service.ts';

/** The help centre (mounted under `/api/help`). */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const tags = ['help'];

  app.get('/sidebar-relations/', { schema: { tags, response: { 200: helpSidebarRelationsSchema } } }, (request) =>
    inTenant(request, (tx) => sidebarRelations(tx)),
  );

  app.get(
    '/article/:id/',
    { schema: { tags, params: helpArticleParamsSchema, querystring: helpArticleQuerySchema, response: { 200: helpArticleSchema, 404: apiErrorSchema } } },
    (request) =>
      inTenant(request, async (tx, principal) => {
        // The stored language, not the token's: a change in the profile applies at once.
        const language = (await findUser(tx, principal.userId))?.language ?? principal.language;
        return helpArticle(tx, request.params.id, language);
      }),
  );
};
