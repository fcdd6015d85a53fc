import type { ErrorCode, ErrorMessageParams } from '@pimento/shared-kit/errors/catalogue';

/** An expected failure with a stable code: the error handler turns it into `{ code, message, fields }`. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string[]> | undefined;
  readonly headers: Record<string, string> | undefined;
  /** Values of the message's placeholders (`auth.throttled`: `seconds`). */
  readonly params: ErrorMessageParams | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode,
    options: { fields?: Record<string, string[]>; headers?: Record<string, string>; params?: ErrorMessageParams } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
    this.params = options.params;
  }
}

/** 404 with `resource.not_found`: also the answer for another company's ids (never 403, never 200). */
export function notFound(code: ErrorCode = 'resource.not_found'): AppError {
  return new AppError(404, code);
}
