import { ApiError, clientErrorCodes, toApiError } from '@pimento/shared-kit/client/api-error';
import { apiClient as defaultClient, type ApiClient } from '@pimento/shared-kit/client/api-client';
import { authApi } from '@pimento/shared-kit/contracts/auth';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import type { Endpoint, EndpointParams, EndpointQuery, EndpointResponse } from '@pimento/shared-kit/contracts/endpoint';
import { readCookie } from '@pimento/shared-kit/session/cookies';
import { isAccessValid, isLoggedIn, sessionCookies } from '@pimento/shared-kit/session/session';

/** How far an upload is: bytes sent of the total (the total is the file's size when the browser does not know it). */
export type UploadProgress = { loaded: number; total: number; fraction: number };

export type UploadOptions<E extends Endpoint> = {
  /**
   * The file itself, sent raw (`application/octet-stream`), or a multipart form for an endpoint
   * that reads a file part (the browser writes its content type with the boundary).
   */
  body: Blob | FormData;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Tests: another client (session checks) or another XMLHttpRequest. */
  client?: ApiClient;
  createRequest?: () => XMLHttpRequest;
  now?: () => number;
} & (E['params'] extends object ? { params: EndpointParams<E> } : { params?: never }) &
  (E['query'] extends object ? { query: EndpointQuery<E> } : { query?: never });

/**
 * Sends a file as the raw body of a declared endpoint (`contracts/endpoint.ts`) with upload progress:
 * `fetch` reports none, so this is XMLHttpRequest's `upload.onprogress`. The same rules as
 * `apiClient.call`: the session checked (and refreshed) first, the CSRF header, one retry after a
 * refresh on 401, errors as `ApiError` with the server's code, the answer parsed with the endpoint's
 * response schema. The path comes from the declaration, never written here.
 */
export async function uploadWithProgress<E extends Endpoint>(endpoint: E, options: UploadOptions<E>): Promise<EndpointResponse<E>> {
  const client = options.client ?? defaultClient;
  const now = options.now ?? Date.now;
  if (!isLoggedIn(now())) return client.expireSession();
  if (!isAccessValid(now())) await client.revalidateSession();
  const url = withQuery(endpointPath(endpoint, (options as { params?: EndpointParams<E> }).params), (options as { query?: Record<string, unknown> }).query);
  const csrf = readCookie(sessionCookies.csrf) ?? (await client.call(authApi.csrf, { anonymous: true })).csrf;

  let answer = await send(url, endpoint.method, csrf, options);
  if (answer.status === 401) {
    await client.revalidateSession();
    answer = await send(url, endpoint.method, readCookie(sessionCookies.csrf) ?? csrf, options);
    if (answer.status === 401) return client.expireSession();
  }
  if (answer.status < 200 || answer.status >= 300) throw toApiError(answer.status, answer.body, answer.retryAfter);
  return endpoint.response.parse(endpoint.status === 204 ? null : answer.body) as EndpointResponse<E>;
}

type Answer = { status: number; body: unknown; retryAfter: string | null };

function send<E extends Endpoint>(url: string, method: string, csrf: string, options: UploadOptions<E>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = options.createRequest?.() ?? new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    if (!(options.body instanceof FormData)) request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader('X-CSRF-Token', csrf);
    const size = bodySize(options.body);
    request.upload.onprogress = (event: ProgressEvent) => {
      const total = event.lengthComputable && event.total > 0 ? event.total : size;
      options.onProgress?.({ loaded: event.loaded, total, fraction: total > 0 ? Math.min(1, event.loaded / total) : 0 });
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: request.status, body, retryAfter: request.getResponseHeader('retry-after') });
    };
    request.onerror = () => reject(new ApiError(0, clientErrorCodes.network, "The server didn't respond"));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('The upload was cancelled', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    options.onProgress?.({ loaded: 0, total: size, fraction: 0 });
    request.send(options.body);
  });
}

/** Bytes to send, for the progress when the browser gives no total: a form's are its files' (close enough). */
function bodySize(body: Blob | FormData): number {
  if (!(body instanceof FormData)) return body.size;
  let size = 0;
  body.forEach((value) => {
    size += typeof value === 'string' ? value.length : value.size;
  });
  return size;
}

function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
