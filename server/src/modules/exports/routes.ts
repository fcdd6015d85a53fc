import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { ExportRunRequest } from '@pimento/shared-kit/contracts/exports';
import { exportLinksApi, exportRunsApi, sharedExportsApi } from '@pimento/shared-kit/contracts/exports';
import { attachmentDisposition } from '../../http/attachment-disposition.ts';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import type { JobQueue } from '../../jobs/enqueue.ts';
import { createJobQueue } from '../../jobs/enqueue.ts';
import { principalOf, requireSession } from '../auth/session.ts';
import type { ExportRunKind } from './runs-repository.ts';
import { assetExportRunsApi } from '@pimento/shared-kit/contracts/asset-exports';
import type { Queryable } from '../../db/database.ts';
import type { Actor } from '../rights/authorization.ts';
import { createAssetExportRun } from './asset-export-runs.ts';
import * as exportRuns from './export-runs.ts';
import * as files from './run-files.ts';
import { preparePreview, renderPreview } from './layout-preview.ts';
import { preparePdfPreview, renderPdfPreview } from './pdf-preview.ts';
import { pdfCataloguesApi } from '@pimento/shared-kit/contracts/pdf-previews';

/** A file's bytes as the answer: a stream goes out as it is, never through the response schema's serializer. */
function sendFile(reply: FastifyReply, file: files.RunFile, body: Readable): string {
  reply.header('content-type', file.contentType).header('content-disposition', attachmentDisposition(file.fileName)).header('cache-control', 'private, no-store');
  return body as unknown as string;
}

/** Export runs, files and shared links of a signed-in user. Mounted under `/api/exports`. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['exports'] });
  const queue: JobQueue = createJobQueue(app.deps.db);

  /** A run made by `create`, then its job enqueued once the run is committed. */
  const startRun = async (request: Parameters<typeof principalOf>[0], create: (tx: Queryable, actor: Actor) => Promise<{ runId: number; subject: exportRuns.ExportSubject }>) => {
    const { runId, subject } = await inTenantAs(request, create);
    // Enqueued once the run is committed: the job's own transaction reads it.
    const principal = principalOf(request);
    const { taskId } = await queue.enqueueJob({ type: exportRuns.exportJobType, companyId: principal.companyId, userId: principal.userId, payload: { runId }, subject });
    const run = await inTenantAs(request, (tx, actor) => exportRuns.recordRunTask(tx, actor, runId, taskId));
    return { run, task_id: taskId };
  };
  const start = (request: Parameters<typeof principalOf>[0], input: ExportRunRequest, kind?: ExportRunKind) => startRun(request, (tx, actor) => exportRuns.createExportRun(tx, actor, input, kind));

  route(exportRunsApi.start, (request) => start(request, request.body));
  route(exportRunsApi.preview, async (request) => {
    const prepared = await inTenantAs(request, (tx, actor) => preparePreview(tx, actor, request.body));
    return renderPreview(request.server.deps.db, prepared);
  });
  route(pdfCataloguesApi.preview, async (request) => {
    const prepared = await inTenantAs(request, (tx, actor) => preparePdfPreview(tx, actor, request.body));
    return renderPdfPreview(request.server.deps.db, request.server.deps.storage, prepared);
  });
  route(assetExportRunsApi.start, (request) => startRun(request, (tx, actor) => createAssetExportRun(tx, actor, request.body, request.server.deps.config.publicUrl)));
  route(exportRunsApi.quick, (request) => start(request, exportRuns.quickExportRequest(request.body), 'quick'));
  route(exportRunsApi.list, (request) => inTenantAs(request, async (tx, actor) => ({ results: await exportRuns.listExportRuns(tx, actor, request.query) })));
  route(exportRunsApi.get, (request) => inTenantAs(request, (tx, actor) => exportRuns.getExportRun(tx, actor, request.params.id)));
  route(exportRunsApi.file, async (request, reply) => {
    const file = await inTenantAs(request, (tx, actor) => files.runFileOf(tx, actor, request.params.id));
    return sendFile(reply, file, await files.openRunFile(request.server.deps.storage, file));
  });

  route(exportLinksApi.create, (request) => inTenantAs(request, (tx, actor) => files.createSharedLink(tx, actor, request.params.id, request.server.deps.config.publicUrl)));
  route(exportLinksApi.list, (request) => inTenantAs(request, async (tx, actor) => ({ results: await files.listSharedLinks(tx, actor, request.params.id) })));
  route(exportLinksApi.revoke, async (request) => {
    await inTenantAs(request, (tx, actor) => files.revokeSharedLink(tx, actor, request.params.id));
    return null;
  });
};

/** Shared links, answered without a session (the token is the right). Mounted under `/api/exports/shared`. */
export const sharedExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, { tags: ['exports'] });
  route(sharedExportsApi.get, async (request) => files.sharedExportOf(await files.sharedLinkFile(request.server.deps.db, request.params.token)));
  route(sharedExportsApi.file, async (request, reply) => {
    const { file } = await files.sharedLinkFile(request.server.deps.db, request.params.token);
    return sendFile(reply, file, await files.openRunFile(request.server.deps.storage, file));
  });
};
