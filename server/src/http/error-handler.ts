import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@pimento/shared-kit/contracts/errors';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import type { ErrorCode, ErrorMessageParams } from '@pimento/shared-kit/errors/catalogue';
import { AppError } from './app-error.ts';
import { databaseErrorAnswer } from './database-error-answers.ts';
import { fieldErrors } from './validation-fields.ts';

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  code: ErrorCode,
  fields?: Record<string, string[]>,
  params?: ErrorMessageParams,
): FastifyReply {
  const body: ApiError = { code, message: errorMessage(code, 'en', params) };
  if (fields !== undefined && Object.keys(fields).length > 0) body.fields = fields;
  if (params !== undefined && Object.keys(params).length > 0) body.params = params;
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own client errors, by their code. */
const fastifyClientErrors: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'validation.malformed_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'validation.malformed_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload.too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'validation.unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'validation.invalid' },
};

function inputOf(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body;
  }
}

/** An unexpected error goes to the operators' error reporting, with the user's id and nothing personal. */
function reportUnexpected(request: FastifyRequest, error: unknown): void {
  request.server.errorReporter.report(error, {
    method: request.method,
    route: request.routeOptions.url ?? 'unknown',
    statusCode: 500,
    userId: request.principal?.userId ?? null,
    companyId: request.principal?.companyId ?? null,
  });
}

/** Every error leaves as `{ code, message, fields? }` (docs/api.md); unexpected ones are logged and reported. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers !== undefined) reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.code, error.fields, error.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrors(error.validation, inputOf(request, error.validationContext));
      return sendError(reply, 400, 'validation.invalid', fields);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      reportUnexpected(request, error);
      return sendError(reply, 500, 'internal-server-error');
    }
    const refusedByDatabase = databaseErrorAnswer(error);
    if (refusedByDatabase !== undefined) {
      const { status, code, sqlState, constraint } = refusedByDatabase;
      request.log.warn({ err: error, sqlState, constraint }, 'input refused by the database: a check is missing before it');
      return sendError(reply, status, code);
    }
    const known = error.code !== undefined ? fastifyClientErrors[error.code] : undefined;
    if (known !== undefined) return sendError(reply, known.status, known.code);
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, error.statusCode, error.statusCode === 413 ? 'payload.too_large' : 'validation.invalid');
    }
    request.log.error({ err: error }, 'unexpected error');
    reportUnexpected(request, error);
    return sendError(reply, 500, 'internal-server-error');
  });
}
