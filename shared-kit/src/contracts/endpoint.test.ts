import { z } from 'zod';
import { defineEndpoint, endpointPath, noContentSchema, pathParamNames } from './endpoint.ts';

const itemSchema = z.object({ id: z.number(), name: z.string() });

describe('defineEndpoint', () => {
  it('returns the declaration as is', () => {
    const declaration = { method: 'GET', path: '/api/thing/:id/', params: z.object({ id: z.coerce.number() }), response: itemSchema } as const;
    expect(defineEndpoint(declaration)).toBe(declaration);
  });

  it('refuses a path segment without its params entry, and a params entry the path does not have', () => {
    const missing = { method: 'GET', path: '/api/thing/:id/', response: itemSchema } as const;
    // the types refuse both as well: these casts stand for a declaration built at run time
    expect(() => defineEndpoint(missing as never)).toThrow('/api/thing/:id/');
    const extra = { method: 'GET', path: '/api/thing/', params: z.object({ id: z.string() }), response: itemSchema } as const;
    expect(() => defineEndpoint(extra as never)).toThrow('differ');
  });

  it('refuses a path without its slashes', () => {
    expect(() => defineEndpoint({ method: 'GET', path: '/api/thing', response: itemSchema })).toThrow('slash');
    expect(() => defineEndpoint({ method: 'GET', path: '/media/:name', params: z.object({ name: z.string() }), response: itemSchema })).toThrow('slash');
  });

  it('lets a public file address end with the file name', () => {
    const file = { method: 'GET', path: '/media/:id/:file_name', params: z.object({ id: z.string(), file_name: z.string() }), response: itemSchema } as const;
    expect(defineEndpoint(file)).toBe(file);
  });

  it('ties 204 to noContentSchema', () => {
    expect(() => defineEndpoint({ method: 'POST', path: '/api/thing/', status: 204, response: itemSchema })).toThrow('204');
    expect(() => defineEndpoint({ method: 'POST', path: '/api/thing/', response: noContentSchema })).toThrow('204');
    expect(defineEndpoint({ method: 'POST', path: '/api/thing/', status: 204, response: noContentSchema }).status).toBe(204);
  });
});

describe('endpointPath', () => {
  const endpoint = defineEndpoint({
    method: 'POST',
    path: '/api/tasks/:id/:action/',
    params: z.object({ id: z.string(), action: z.enum(['cancel']) }),
    response: itemSchema,
  });

  it('fills each segment, encoded', () => {
    expect(pathParamNames(endpoint.path)).toEqual(['id', 'action']);
    expect(endpointPath(endpoint, { id: 'a/b c', action: 'cancel' })).toBe('/api/tasks/a%2Fb%20c/cancel/');
  });

  it('writes numbers as text and refuses a missing value', () => {
    const numbered = defineEndpoint({ method: 'GET', path: '/api/thing/:id/', params: z.object({ id: z.coerce.number() }), response: itemSchema });
    expect(endpointPath(numbered, { id: 42 })).toBe('/api/thing/42/');
    expect(() => endpointPath(endpoint, { id: '', action: 'cancel' })).toThrow(':id');
  });

  it('leaves a path without segments as it is', () => {
    expect(endpointPath(defineEndpoint({ method: 'GET', path: '/api/things/', response: z.array(itemSchema) }), undefined)).toBe('/api/things/');
  });
});
