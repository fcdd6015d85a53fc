import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineEndpoint, noContentSchema } from '@pimento/shared-kit/contracts/endpoint';
import { registerErrorHandling } from './error-handler.ts';
import { endpointRoutes, routeUrl } from './endpoint-route.ts';
import type { ErrorReporter } from '../observability/error-reporting.ts';

const itemSchema = z.object({ id: z.number().int(), name: z.string() });
const itemsApi = {
  rename: defineEndpoint({
    method: 'PATCH',
    path: '/api/catalogue/item/:id/',
    params: z.object({ id: z.coerce.number().int().min(1) }),
    query: z.object({ suffix: z.string().optional() }),
    body: z.strictObject({ name: z.string().min(1) }),
    response: itemSchema,
    errors: [404],
  }),
  broken: defineEndpoint({ method: 'GET', path: '/api/catalogue/broken/', response: itemSchema }),
  forget: defineEndpoint({ method: 'POST', path: '/api/catalogue/forget/', status: 204, response: noContentSchema }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/catalogue/item/:id/',
    params: z.object({ id: z.coerce.number().int().min(1) }),
    response: z.union([z.strictObject({ removed: z.number() }), z.strictObject({ task_id: z.string() })]),
    alsoStatuses: [202],
  }),
};

describe('endpointRoutes', () => {
  let app: FastifyInstance;
  const forgotten: string[] = [];

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const reporter: ErrorReporter = { enabled: false, report: () => undefined, flush: async () => true };
    app.decorate('errorReporter', reporter);
    registerErrorHandling(app);
    const plugin: FastifyPluginAsyncZod = async (scope) => {
      const route = endpointRoutes(scope, { tags: ['items'] });
      route(itemsApi.rename, (request) => ({ id: request.params.id, name: `${request.body.name}${request.query.suffix ?? ''}` }));
      // a handler whose answer drifted from the declaration (the types refuse it; the cast stands for a drift they miss)
      route(itemsApi.broken, () => ({ id: 'one' }) as unknown as { id: number; name: string });
      route(itemsApi.forget, () => void forgotten.push('all'));
      // small removals are done at once (200), large ones by a task (202)
      route(itemsApi.remove, (request, reply) => {
        if (request.params.id < 100) return { removed: request.params.id };
        reply.code(202);
        return { task_id: 'task-1' };
      });
    };
    await app.register(plugin, { prefix: '/api/catalogue' });
    await app.ready();
  });
  afterAll(() => app.close());

  it('registers the declared method and path under the plugin prefix, with the declared schemas', async () => {
    const response = await app.inject({ method: 'PATCH', url: '/api/catalogue/item/12/?suffix=!', payload: { name: 'Chair' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 12, name: 'Chair!' });
    expect((await app.inject({ method: 'POST', url: '/api/catalogue/item/12/', payload: { name: 'Chair' } })).statusCode).toBe(404);
  });

  it('refuses params and body the declaration refuses, with the coded 400 of the error handler', async () => {
    const badId = await app.inject({ method: 'PATCH', url: '/api/catalogue/item/0/', payload: { name: 'Chair' } });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ code: 'validation.invalid', fields: { id: ['validation.too_small'] } });
    const badBody = await app.inject({ method: 'PATCH', url: '/api/catalogue/item/1/', payload: { name: '' } });
    expect(badBody.json()).toMatchObject({ code: 'validation.invalid', fields: { name: ['validation.required'] } });
  });

  it('never sends an answer that does not match the declared response: a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/catalogue/broken/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'internal-server-error' });
  });

  it('answers a declared 204 with no body', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/catalogue/forget/', payload: {} });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(forgotten).toEqual(['all']);
  });

  it('lets the handler answer a second declared status, encoded with the same response', async () => {
    const done = await app.inject({ method: 'DELETE', url: '/api/catalogue/item/3/' });
    expect([done.statusCode, done.json()]).toEqual([200, { removed: 3 }]);
    const started = await app.inject({ method: 'DELETE', url: '/api/catalogue/item/300/' });
    expect([started.statusCode, started.json()]).toEqual([202, { task_id: 'task-1' }]);
  });

  it('refuses a declaration outside the plugin prefix', () => {
    expect(routeUrl('/api/catalogue', '/api/catalogue/item/:id/')).toBe('/item/:id/');
    expect(() => routeUrl('/api/catalogue', '/api/tasks/')).toThrow('prefix');
  });
});
