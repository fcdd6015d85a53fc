import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';
import { AppError } from '../../http/app-error.ts';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import { proposeTemplateFromExcel } from './from-excel.ts';
import * as templates from './service.ts';

/** Export templates and their versions. Mounted under `/api/exports`. */
export const exportTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  // The Excel file a template starts from is the body itself, streamed (as an import file).
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
  const route = endpointRoutes(app, { tags: ['export templates'] });

  route(exportTemplatesApi.list, (request) => inTenantAs(request, async (tx, actor) => ({ results: await templates.listTemplates(tx, actor, request.query) })));
  route(exportTemplatesApi.create, (request) => inTenantAs(request, (tx, actor) => templates.createTemplate(tx, actor, request.body)));
  route(exportTemplatesApi.get, (request) => inTenantAs(request, (tx, actor) => templates.getTemplate(tx, actor, request.params.id)));
  route(exportTemplatesApi.update, (request) => inTenantAs(request, (tx, actor) => templates.updateTemplate(tx, actor, request.params.id, request.body)));
  route(exportTemplatesApi.delete, (request) => inTenantAs(request, (tx, actor) => templates.deleteTemplate(tx, actor, request.params.id)));
  route(exportTemplatesApi.duplicate, (request) => inTenantAs(request, (tx, actor) => templates.duplicateTemplate(tx, actor, request.params.id)));
  route(exportTemplatesApi.versions, (request) => inTenantAs(request, async (tx, actor) => ({ results: await templates.listVersions(tx, actor, request.params.id) })));
  route(exportTemplatesApi.version, (request) => inTenantAs(request, (tx, actor) => templates.getVersion(tx, actor, request.params.id, request.params.number)));
  route(exportTemplatesApi.compare, (request) => inTenantAs(request, (tx, actor) => templates.compareVersions(tx, actor, request.params.id, request.query)));
  route(exportTemplatesApi.revert, (request) => inTenantAs(request, (tx, actor) => templates.revertTemplate(tx, actor, request.params.id, request.body)));
  route(exportTemplatesApi.fromExcel, (request) => {
    // Sent as JSON or a form, the body is no file.
    if (!(request.body instanceof Readable)) throw new AppError(415, 'matrix.bad_file');
    const body = request.body;
    return inTenantAs(request, (tx, actor) => proposeTemplateFromExcel(tx, actor, body));
  });
};
