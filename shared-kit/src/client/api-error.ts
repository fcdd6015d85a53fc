import type { ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import { isKnownErrorCode } from '@pimento/shared-kit/errors/error-codes';

/**
 * The code of a failed call: one the server can send (the error catalogue, which types the
 * server's `AppError` too) or one the client makes itself (`clientErrorCodes`). A check against
 * any other code does not compile.
 */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** An API failure with the stable error code of docs/api.md (`{ code, message, fields }`). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string[]>;
  /** The answer's `Retry-After` in seconds (429 `auth.throttled`), else null. */
  readonly retryAfterSeconds: number | null;
  /** Values of the message's placeholders, as the server sent them. */
  readonly params: Readonly<Record<string, string | number>>;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fields: Record<string, string[]> = {},
    retryAfterSeconds: number | null = null,
    params: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
    this.params = params;
  }
}

/** A `Retry-After` header given in seconds, else null (an HTTP date is not used by the API). */
export function retryAfterSecondsOf(header: string | null | undefined): number | null {
  if (header === null || header === undefined || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** Codes the client produces itself (no answer, unreadable answer, expired session). */
export const clientErrorCodes = {
  network: 'network-error',
  server: 'server-error',
  tokenExpired: 'token-expired',
} as const;
export type ClientErrorCode = (typeof clientErrorCodes)[keyof typeof clientErrorCodes];

/**
 * Builds an ApiError from a failed response body (JSON error shape or anything else). A code the
 * catalogue does not know (a server newer than this client) reads as the generic error of its
 * status, its text kept as the message.
 */
export function toApiError(status: number, body: unknown, retryAfterHeader?: string | null): ApiError {
  if (body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string') {
    const { code, message, fields, params } = body as { code: string; message?: unknown; fields?: unknown; params?: unknown };
    const safeFields =
      fields && typeof fields === 'object' ? (fields as Record<string, string[]>) : {};
    const known: ApiErrorCode = isKnownErrorCode(code) ? code : status >= 500 ? 'internal-server-error' : 'an-error-occurred';
    return new ApiError(status, known, typeof message === 'string' ? message : code, safeFields, retryAfterSecondsOf(retryAfterHeader), params && typeof params === 'object' ? (params as Record<string, string | number>) : {});
  }
  return new ApiError(status, clientErrorCodes.server, `HTTP ${status}`);
}
