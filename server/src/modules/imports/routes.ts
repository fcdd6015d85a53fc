import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importFilesApi } from '@pimento/shared-kit/contracts/imports';
import { AppError } from '../../http/app-error.ts';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import { previewImportFile, receiveImportFile } from './import-files.ts';

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
};
