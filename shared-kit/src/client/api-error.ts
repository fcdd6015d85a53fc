/** An API failure with the stable error code of docs/api.md (`{ code, message, fields }`). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]>;
  /** The answer's `Retry-After` in seconds (429 `auth.throttled`), else null. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, code: string, message: string, fields: Record<string, string[]> = {}, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
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

/** Builds an ApiError from a failed response body (JSON error shape or anything else). */
export function toApiError(status: number, body: unknown, retryAfterHeader?: string | null): ApiError {
  if (body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string') {
    const { code, message, fields } = body as { code: string; message?: unknown; fields?: unknown };
    const safeFields =
      fields && typeof fields === 'object' ? (fields as Record<string, string[]>) : {};
    return new ApiError(status, code, typeof message === 'string' ? message : code, safeFields, retryAfterSecondsOf(retryAfterHeader));
  }
  return new ApiError(status, clientErrorCodes.server, `HTTP ${status}`);
}
