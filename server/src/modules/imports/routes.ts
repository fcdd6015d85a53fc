import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importFilesApi, importRunsApi, importTemplatesApi } from '@pimento/shared-kit/contracts/imports';
import { AppError } from '../../http/app-error.ts';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import { previewImportFile, receiveImportFile } from './import-files.ts';
import * as templates from './import-templates.ts';
import * as runs from './import-runs.ts';
import { planErrorReport, streamErrorReport } from './error-report.ts';
import { attachmentDisposition } from '../../http/attachment-disposition.ts';
import { xlsxMimeType } from '../../formats/xlsx/xlsx-writer.ts';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { announceJob } from '../../jobs/enqueue.ts';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import type { Actor } from '../rights/authorization.ts';
import type { TaskRow } from '../tasks/task-row.ts';
import { structureImportApi } from '@pimento/shared-kit/contracts/structure-import';
import * as structure from '../structure-import/service.ts';

/** Imports: files, templates, runs. Mounted under `/api/imports`. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  // An upload is the file itself as the body, streamed: never buffered whole, counted against the
  // import limit as it arrives (import-files.ts).
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
  const route = endpointRoutes(app, { tags: ['imports'] });

  route(importFilesApi.upload, (request) => {
    // Sent as JSON or a form, the body is no file.
    if (!(request.body instanceof Readable)) throw new AppError(415, 'import.file_type');
    const body = request.body;
    return inTenantAs(request, (tx, actor) => receiveImportFile(tx, actor, request.server.deps.storage, request.query.name, body));
  });

  route(importFilesApi.preview, (request) =>
    inTenantAs(request, (tx, actor) => previewImportFile(tx, actor, request.server.deps.storage, request.params.id, request.query)),
  );

  route(importTemplatesApi.list, (request) => inTenantAs(request, async (tx, actor) => ({ results: await templates.listImportTemplates(tx, actor) })));
  route(importTemplatesApi.create, (request) => inTenantAs(request, (tx, actor) => templates.createImportTemplate(tx, actor, request.body)));
  route(importTemplatesApi.get, (request) => inTenantAs(request, (tx, actor) => templates.getImportTemplate(tx, actor, request.params.id)));
  route(importTemplatesApi.update, (request) => inTenantAs(request, (tx, actor) => templates.updateImportTemplate(tx, actor, request.params.id, request.body)));
  route(importTemplatesApi.delete, (request) => inTenantAs(request, (tx, actor) => templates.deleteImportTemplate(tx, actor, request.params.id)));
  route(importTemplatesApi.duplicate, (request) => inTenantAs(request, (tx, actor) => templates.duplicateImportTemplate(tx, actor, request.params.id)));
  route(importTemplatesApi.rememberFile, (request) => inTenantAs(request, (tx, actor) => templates.rememberTemplateFile(tx, actor, request.params.id, request.body.file_id)));
  route(importTemplatesApi.autoMatch, (request) =>
    inTenantAs(request, (tx, actor) => templates.autoMatchFile(tx, actor, request.server.deps.storage, request.params.id, request.body)),
  );

  // Each step's job is inserted in the request's transaction and announced after its commit: the
  // answer is the run and its task at once, whatever the worker does meanwhile.
  const publisher = createRealtimePublisher(app.deps.db);
  const startStep = async <Run>(request: FastifyRequest, start: (tx: Queryable, actor: Actor) => Promise<{ run: Run; task: TaskRow }>) => {
    const { run, task } = await inTenantAs(request, start);
    await announceJob(app.deps.db, publisher, task);
    return { run, task_id: task.id };
  };
  route(importRunsApi.start, (request) => startStep(request, (tx, actor) => runs.startImportRun(tx, actor, request.body)));
  route(importRunsApi.launch, (request) => startStep(request, (tx, actor) => runs.startLaunch(tx, actor, request.params.id)));
  route(importRunsApi.rollback, (request) => startStep(request, (tx, actor) => runs.startRollback(tx, actor, request.params.id)));
  // Structure import (attributes, groups, sections from a file): docs/imports.md "Structure import".
  route(structureImportApi.start, (request) => startStep(request, (tx, actor) => structure.startStructureImport(tx, actor, request.body)));
  route(structureImportApi.get, (request) => inTenantAs(request, (tx, actor) => structure.getStructureRun(tx, actor, request.params.id)));
  route(structureImportApi.lines, (request) => inTenantAs(request, (tx, actor) => structure.listStructureLines(tx, actor, request.params.id, request.query)));

  route(importRunsApi.get, (request) => inTenantAs(request, (tx, actor) => runs.getImportRun(tx, actor, request.params.id)));
  route(importRunsApi.rows, (request) => inTenantAs(request, (tx, actor) => runs.listImportRunRows(tx, actor, request.params.id, request.query)));
  // The report streams out as it is made (error-report.ts): its answer is the workbook, not JSON.
  route(importRunsApi.errorReport, async (request, reply) => {
    const plan = await inTenantAs(request, (tx, actor) => planErrorReport(tx, actor, request.params.id));
    const workbook = await streamErrorReport(request.server.deps.db, request.server.deps.storage, plan, request.log);
    reply.header('content-type', xlsxMimeType).header('content-disposition', attachmentDisposition(plan.downloadName));
    // A stream is sent as it is (never through the response schema's serializer).
    return workbook as unknown as string;
  });
};
