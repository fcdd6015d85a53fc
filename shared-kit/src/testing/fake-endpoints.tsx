import { queryClient } from '@pimento/shared-kit/query/query-client';
import { endpointPath, type Endpoint } from '@pimento/shared-kit/contracts/endpoint';
import { fakeUploads } from '@pimento/shared-kit/testing/fake-upload';

export { signInForTests } from '@pimento/shared-kit/testing/sign-in-for-tests';

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
type Handler = (call: Call) => unknown;

/** An answer with another status than the endpoint's (an error: `reply(409, { code, message })`). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
export const reply = (status: number, body: unknown) => new Reply(status, body);

/** What the API client reads of a fetch answer (jsdom has no `Response`). */
const answer = (body: unknown, status: number) => ({ status, ok: status < 300, headers: new Headers(), json: async () => body }) as unknown as Response;

/**
 * Tests only (any remote): answers calls of declared endpoints (fetch, and XMLHttpRequest for uploads, whose
 * progress it reports in two steps), every path built from its declaration. Unknown calls get a 404.
 */
export function fakeApi() {
  const routes: { endpoint: Endpoint; params?: Record<string, unknown>; handle: Handler }[] = [];
  const calls: Call[] = [];
  // One query client for the page: what an earlier test fetched must not answer this one.
  queryClient.clear();
  const resolve = (method: string, url: string, body: unknown): { status: number; body: unknown } => {
    const [path, search = ''] = url.split('?');
    const call = { method, path: path!, query: new URLSearchParams(search), body };
    calls.push(call);
    for (const route of routes) {
      if (route.endpoint.method !== method) continue;
      const pattern = route.params ? endpointPath(route.endpoint, route.params as never) : route.endpoint.path;
      const matches = route.params || !route.endpoint.path.includes(':') ? pattern === path : new RegExp(`^${route.endpoint.path.replace(/:[a-z_]+/g, '[^/]+')}$`).test(path!);
      if (!matches) continue;
      const result = route.handle(call);
      if (result instanceof Reply) return { status: result.status, body: result.body };
      return { status: route.endpoint.status ?? 200, body: result };
    }
    return { status: 404, body: { code: 'resource.not_found', message: `No fake for ${method} ${path}` } };
  };

  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const result = resolve(init?.method ?? 'GET', String(input), typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    return answer(result.status === 204 ? undefined : result.body, result.status);
  }) as typeof fetch;

  fakeUploads((upload) => resolve(upload.method, upload.url, upload.body)).install();

  return {
    calls,
    /** Answers an endpoint (for these params only, when given) with what `handle` returns (`reply(status, body)` for another status). */
    on<E extends Endpoint>(endpoint: E, handle: Handler, params?: Record<string, unknown>) {
      routes.unshift({ endpoint, params, handle });
      return this;
    },
    callsOf(endpoint: Endpoint) {
      return calls.filter((call) => call.method === endpoint.method && new RegExp(`^${endpoint.path.replace(/:[a-z_]+/g, '[^/]+')}$`).test(call.path));
    },
  };
}
