import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importWatchApi } from '@pimento/shared-kit/contracts/import-drops';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import * as watches from './service.ts';

/** An import template's folder watch (docs/imports.md "The FTP and SFTP drop"). Mounted under `/api/imports`. */
export const importWatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['imports'] });
  route(importWatchApi.get, (request) => inTenantAs(request, (tx, actor) => watches.getImportWatch(tx, actor, request.params.id)));
  route(importWatchApi.save, (request) => inTenantAs(request, (tx, actor) => watches.saveImportWatch(tx, actor, request.params.id, request.body)));
  route(importWatchApi.delete, (request) => inTenantAs(request, (tx, actor) => watches.deleteImportWatch(tx, actor, request.params.id)));
};
