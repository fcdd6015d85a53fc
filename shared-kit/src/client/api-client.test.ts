import { z } from 'zod';
import { bus } from '@pimento/shared-kit/bus/bus';
import { defineEndpoint, noContentSchema } from '@pimento/shared-kit/contracts/endpoint';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import { createApiClient } from '@pimento/shared-kit/client/api-client';
import { createSharedRefresh } from '@pimento/shared-kit/client/shared-refresh';

const now = 1_800_000_000_000;
const payload = (offsetSeconds: number) => encodeURIComponent(JSON.stringify({ exp: Math.floor(now / 1000) + offsetSeconds }));

function setCookies(cookies: Record<string, string>) {
  for (const name of ['pimento_access_payload', 'pimento_refresh_payload', 'pimento_csrf']) document.cookie = `${name}=; path=/; max-age=0`;
  for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${value}; path=/`;
}

// jsdom has no fetch Response: the client only reads status, ok, json() and headers.get().
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  ({
    status,
    ok: status >= 200 && status < 300,
    json: async () => (body === undefined ? Promise.reject(new SyntaxError('empty')) : body),
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
  }) as unknown as Response;

describe('createSharedRefresh', () => {
  it('shares one refresh for 5 s, then starts a new one', async () => {
    let time = 0;
    const refresh = jest.fn(async () => true);
    const shared = createSharedRefresh(refresh, { windowMs: 5000, now: () => time });
    await Promise.all([shared(), shared(), shared()]);
    time = 4999;
    await shared();
    expect(refresh).toHaveBeenCalledTimes(1);
    time = 5000;
    await shared();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not reuse a refresh that failed without an answer: the next call tries again', async () => {
    const refresh = jest.fn<Promise<boolean>, []>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(true);
    const shared = createSharedRefresh(refresh, { windowMs: 5000, now: () => 0 });
    await expect(shared()).rejects.toThrow('Failed to fetch');
    await expect(shared()).resolves.toBe(true);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});

describe('apiClient', () => {
  afterEach(() => setCookies({}));

  it('sends the CSRF header from the cookie on unsafe methods, fetching it first when missing', async () => {
    setCookies({ pimento_access_payload: payload(600), pimento_refresh_payload: payload(3600) });
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
      calls.push({ url: String(url), init });
      if (String(url) === '/api/auth/csrf/') {
        document.cookie = 'pimento_csrf=token-1; path=/';
        return json(200, { csrf: 'token-1' });
      }
      return json(200, { ok: true });
    });
    const client = createApiClient({ fetchImpl: fetchImpl as typeof fetch, now: () => now, currentPath: () => '/x/' });
    await client.post('/api/thing/', { a: 1 });
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/csrf/', '/api/thing/']);
    expect((calls[1]?.init.headers as Record<string, string>)['X-CSRF-Token']).toBe('token-1');
    expect(calls[1]?.init.credentials).toBe('same-origin');
  });

  it('refreshes an expired access token once for every call in flight', async () => {
    setCookies({ pimento_access_payload: payload(-10), pimento_refresh_payload: payload(3600), pimento_csrf: 'c' });
    const urls: string[] = [];
    const fetchImpl = jest.fn(async (url: string | URL | Request) => {
      urls.push(String(url));
      if (String(url) === '/api/auth/token/refresh/') {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json(200, {});
      }
      return json(200, { ok: true });
    });
    const client = createApiClient({ fetchImpl: fetchImpl as typeof fetch, now: () => now, currentPath: () => '/x/' });
    await Promise.all([client.get('/api/a/'), client.get('/api/b/'), client.get('/api/c/')]);
    expect(urls.filter((url) => url === '/api/auth/token/refresh/')).toHaveLength(1);
    expect(urls.filter((url) => url.startsWith('/api/') && !url.includes('auth'))).toHaveLength(3);
  });

  it('logs out and announces the expiry with next when the session is over', async () => {
    setCookies({ pimento_access_payload: payload(-10), pimento_refresh_payload: payload(-5), pimento_csrf: 'c' });
    const urls: string[] = [];
    const fetchImpl = jest.fn(async (url: string | URL | Request) => {
      urls.push(String(url));
      return json(204, undefined);
    });
    const events: string[] = [];
    const subscription = bus.on('session-expired').subscribe(({ next }) => events.push(next));
    const client = createApiClient({ fetchImpl: fetchImpl as typeof fetch, now: () => now, currentPath: () => '/exports/?tab=1' });
    await expect(client.get('/api/a/')).rejects.toMatchObject({ status: 401, code: 'token-expired' });
    subscription.unsubscribe();
    expect(urls).toEqual(['/api/auth/logout/']);
    expect(events).toEqual(['/exports/?tab=1']);
    expect(document.cookie).not.toContain('pimento_refresh_payload');
  });

  it('keeps the session when the refresh gets no answer or a server error (a reload cut it, the network is down)', async () => {
    setCookies({ pimento_access_payload: payload(-10), pimento_refresh_payload: payload(3600), pimento_csrf: 'c' });
    const urls: string[] = [];
    let refreshAnswer: 'cut' | 'server-error' | 'ok' = 'cut';
    const fetchImpl = jest.fn(async (url: string | URL | Request) => {
      urls.push(String(url));
      if (String(url) === '/api/auth/token/refresh/') {
        if (refreshAnswer === 'cut') throw new TypeError('Failed to fetch');
        if (refreshAnswer === 'server-error') return json(500, { code: 'server-error', message: 'boom' });
        return json(200, {});
      }
      return json(200, { ok: true });
    });
    const client = createApiClient({ fetchImpl: fetchImpl as typeof fetch, now: () => now, currentPath: () => '/' });
    await expect(client.get('/api/a/')).rejects.toMatchObject({ code: 'network-error' });
    refreshAnswer = 'server-error';
    await expect(client.get('/api/a/')).rejects.toMatchObject({ status: 500 });
    refreshAnswer = 'ok';
    await expect(client.get('/api/a/')).resolves.toEqual({ ok: true });
    expect(urls).not.toContain('/api/auth/logout/');
    expect(urls.filter((url) => url === '/api/auth/token/refresh/')).toHaveLength(3);
  });

  it('retries once after a 401 with a refresh, and logs out when the refresh fails', async () => {
    setCookies({ pimento_access_payload: payload(600), pimento_refresh_payload: payload(3600), pimento_csrf: 'c' });
    const urls: string[] = [];
    const fetchImpl = jest.fn(async (url: string | URL | Request) => {
      urls.push(String(url));
      if (String(url) === '/api/auth/token/refresh/') return json(401, { code: 'token-expired', message: 'expired' });
      if (String(url) === '/api/auth/logout/') return json(204, undefined);
      return json(401, { code: 'token-expired', message: 'expired' });
    });
    const client = createApiClient({ fetchImpl: fetchImpl as typeof fetch, now: () => now, currentPath: () => '/' });
    await expect(client.get('/api/a/')).rejects.toBeInstanceOf(ApiError);
    expect(urls).toEqual(['/api/a/', '/api/auth/token/refresh/', '/api/auth/logout/']);
  });

  it('turns error answers into ApiError with code and fields, and no answer into network-error', async () => {
    setCookies({ pimento_access_payload: payload(600), pimento_refresh_payload: payload(3600), pimento_csrf: 'c' });
    const failing = createApiClient({
      fetchImpl: (async () => json(400, { code: 'invalid-password', message: 'bad', fields: { password: ['too-short'] } })) as typeof fetch,
      now: () => now,
    });
    await expect(failing.post('/api/x/', {})).rejects.toMatchObject({ status: 400, code: 'invalid-password', fields: { password: ['too-short'] } });
    const offline = createApiClient({ fetchImpl: (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch, now: () => now });
    await expect(offline.get('/api/x/')).rejects.toMatchObject({ code: 'network-error' });
  });

  it('keeps the Retry-After of a throttled answer on the ApiError', async () => {
    const throttled = createApiClient({
      fetchImpl: (async () => json(429, { code: 'auth.throttled', message: 'x' }, { 'retry-after': '30' })) as typeof fetch,
      now: () => now,
    });
    await expect(throttled.post('/api/auth/token/', {}, { anonymous: true })).rejects.toMatchObject({ status: 429, code: 'auth.throttled', retryAfterSeconds: 30 });
  });
});

describe('apiClient.call', () => {
  afterEach(() => setCookies({}));

  const itemSchema = z.object({ id: z.number(), name: z.string() });
  const renameItem = defineEndpoint({
    method: 'PATCH',
    path: '/api/item/:id/',
    params: z.object({ id: z.coerce.number() }),
    query: z.object({ dry_run: z.coerce.boolean().optional() }),
    body: z.object({ name: z.string() }),
    response: itemSchema,
  });
  const visitAll = defineEndpoint({ method: 'POST', path: '/api/visit-all/', status: 204, response: noContentSchema });

  function clientAnswering(answer: Response) {
    setCookies({ pimento_access_payload: payload(600), pimento_refresh_payload: payload(3600), pimento_csrf: 'c' });
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
      calls.push({ url: String(url), init });
      return answer;
    });
    return { calls, client: createApiClient({ fetchImpl: fetchImpl as typeof fetch, now: () => now, currentPath: () => '/x/' }) };
  }

  it('sends the declared method to the path built from the params, with the query and the body', async () => {
    const { calls, client } = clientAnswering(json(200, { id: 7, name: 'New' }));
    await expect(client.call(renameItem, { params: { id: 7 }, query: { dry_run: true }, body: { name: 'New' } })).resolves.toEqual({ id: 7, name: 'New' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/item/7/?dry_run=true');
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(calls[0]?.init.body).toBe('{"name":"New"}');
  });

  it('parses the answer with the declared schema: another shape is an error, not a value', async () => {
    const { client } = clientAnswering(json(200, { id: '7' }));
    await expect(client.call(renameItem, { params: { id: 7 }, body: { name: 'New' } })).rejects.toThrow();
  });

  it('resolves a 204 with null', async () => {
    const { calls, client } = clientAnswering(json(204, undefined));
    await expect(client.call(visitAll)).resolves.toBeNull();
    expect(calls[0]?.init.body).toBe('{}');
    // Declared as JSON: sent as text, a JSON route refuses it (the tasks panel's Stop did).
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});
