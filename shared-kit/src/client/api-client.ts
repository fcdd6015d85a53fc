import type { z } from 'zod';
import { ApiError, clientErrorCodes, toApiError } from '@pimento/shared-kit/client/api-error';
import { createSharedRefresh } from '@pimento/shared-kit/client/shared-refresh';
import { bus } from '@pimento/shared-kit/bus/bus';
import { readCookie } from '@pimento/shared-kit/session/cookies';
import { authApi } from '@pimento/shared-kit/contracts/auth';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import type { Endpoint, EndpointInput, EndpointResponse } from '@pimento/shared-kit/contracts/endpoint';
import { clearReadableSessionCookies, isAccessValid, isLoggedIn, sessionCookies } from '@pimento/shared-kit/session/session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T> = {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Parses the JSON answer (shared-kit contracts); the raw JSON is returned without it. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Public calls (login, forgot password …) skip the session check and the refresh. */
  anonymous?: boolean;
};

/** What a call of a declared endpoint takes besides its params, query and body. */
export type CallOptions = { signal?: AbortSignal; anonymous?: boolean };

/** The arguments of `call`: the input may be left out when the endpoint needs none. */
export type CallArgs<E extends Endpoint> = Record<never, never> extends EndpointInput<E>
  ? [input?: EndpointInput<E> & CallOptions]
  : [input: EndpointInput<E> & CallOptions];

export type ApiClientOptions = {
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** Where the browser is, for `next` after an expired session. */
  currentPath?: () => string;
};

export type ApiClient = {
  request: <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>;
  get: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) => Promise<T>;
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) => Promise<T>;
  patch: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) => Promise<T>;
  del: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) => Promise<T>;
  /**
   * Calls a declared endpoint (`contracts/endpoint.ts`): its method, its path with the params
   * filled in, the query and body given, the answer parsed with its response schema (`null` for a 204).
   */
  call: <E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) => Promise<EndpointResponse<E>>;
  /** Ends the session locally and on the server, then tells the shell (which goes to login). */
  expireSession: () => Promise<never>;
  /** Refreshes the session now (the server said it may have ended); logs out when the refresh is refused. */
  revalidateSession: () => Promise<void>;
  logout: () => Promise<void>;
};

const unsafeMethods = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The API client of the suite (docs/api.md): cookies, CSRF double submit, a session check before
 * each authenticated call, one refresh shared by every call in flight for 5 s, 401 → logout.
 */
export function createApiClient({
  fetchImpl = (...args) => globalThis.fetch(...args),
  now = Date.now,
  currentPath = () => `${window.location.pathname}${window.location.search}`,
}: ApiClientOptions = {}): ApiClient {
  const send = async (path: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetchImpl(path, { credentials: 'same-origin', ...init });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, clientErrorCodes.network, "The server didn't respond");
    }
  };

  const csrfToken = async (): Promise<string> => {
    const existing = readCookie(sessionCookies.csrf);
    if (existing) return existing;
    const response = await send(authApi.csrf.path, { method: authApi.csrf.method });
    const fromCookie = readCookie(sessionCookies.csrf);
    if (fromCookie) return fromCookie;
    const body = (await response.json().catch(() => ({}))) as { csrf?: string };
    return body.csrf ?? '';
  };

  const refresh = createSharedRefresh(
    async () => {
      const response = await send(authApi.refresh.path, {
        method: authApi.refresh.method,
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': await csrfToken() },
        body: '{}',
      });
      if (response.ok) return true;
      // only a refused session ends it; a server failure is reported like any other call's
      if (response.status === 401 || response.status === 403) return false;
      throw toApiError(response.status, await response.json().catch(() => undefined));
    },
    { windowMs: 5000, now },
  );

  const logout = async (): Promise<void> => {
    try {
      await send(authApi.logout.path, {
        method: authApi.logout.method,
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': readCookie(sessionCookies.csrf) ?? '' },
        body: '{}',
      });
    } catch {
      // the local session ends anyway
    }
    clearReadableSessionCookies();
  };

  let expiring: Promise<never> | null = null;
  const expireSession = (): Promise<never> => {
    expiring ??= (async () => {
      const next = currentPath();
      await logout();
      bus.emit({ type: 'session-expired', next });
      expiring = null;
      throw new ApiError(401, clientErrorCodes.tokenExpired, 'Token expired');
    })();
    return expiring;
  };

  const ensureSession = async (): Promise<void> => {
    if (!isLoggedIn(now())) return expireSession();
    if (isAccessValid(now())) return;
    if (!(await refresh())) return expireSession();
  };

  const request = async <T>(path: string, options: RequestOptions<T> = {}): Promise<T> => {
    const method = options.method ?? 'GET';
    if (!options.anonymous) await ensureSession();
    const url = withQuery(path, options.query);

    const attempt = async (): Promise<Response> => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      // An unsafe call without a body sends an empty JSON object, declared as JSON like any other
      // (as text, the server's JSON routes refused it: the tasks panel's Stop, Pause and Relaunch).
      const payload = options.body === undefined ? (unsafeMethods.has(method) ? '{}' : undefined) : JSON.stringify(options.body);
      if (payload !== undefined) headers['Content-Type'] = 'application/json';
      if (unsafeMethods.has(method)) headers['X-CSRF-Token'] = await csrfToken();
      return send(url, { method, headers, body: payload, signal: options.signal });
    };

    let response = await attempt();
    if (response.status === 401 && !options.anonymous) {
      if (!(await refresh())) return expireSession();
      response = await attempt();
      if (response.status === 401) return expireSession();
    }
    const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    if (!response.ok) throw toApiError(response.status, body, response.headers.get('retry-after'));
    return options.schema ? options.schema.parse(body) : (body as T);
  };

  const call = async <E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<EndpointResponse<E>> => {
    const { params, query, body, signal, anonymous } = (input ?? {}) as { params?: never; query?: RequestOptions<unknown>['query']; body?: unknown } & CallOptions;
    const answer = await request(endpointPath(endpoint, params), { method: endpoint.method, query, body, signal, anonymous });
    return endpoint.response.parse(endpoint.status === 204 ? null : answer) as EndpointResponse<E>;
  };

  return {
    request,
    call,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    del: (path, options) => request(path, { ...options, method: 'DELETE' }),
    expireSession,
    revalidateSession: async () => {
      if (!isLoggedIn(now())) return expireSession();
      if (!(await refresh())) return expireSession();
    },
    logout,
  };
}

function withQuery(path: string, query: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/** The one API client of the page. */
export const apiClient: ApiClient = createApiClient();
