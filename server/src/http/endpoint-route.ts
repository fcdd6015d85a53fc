import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { apiErrorSchema } from '@pimento/shared-kit/contracts/errors';
import type { Endpoint, EndpointResponse } from '@pimento/shared-kit/contracts/endpoint';

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : unknown;

/** The request of a declared endpoint: params, query and body as its schemas output them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Output<E['params']>;
  Querystring: Output<E['query']>;
  Body: Output<E['body']>;
}>;

/** What a handler returns: the declared answer (nothing for a 204). */
export type EndpointResult<E extends Endpoint> = E['status'] extends 204 ? null | void : EndpointResponse<E>;

export type EndpointHandler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointResult<E>> | EndpointResult<E>;

/** Route options besides what the declaration says: hooks, limits, OpenAPI tags. */
export type EndpointRouteOptions = Pick<RouteShorthandOptions, 'onRequest' | 'preValidation' | 'preHandler' | 'bodyLimit' | 'config'> & {
  tags?: string[];
};

/** The path of a declared endpoint inside a plugin registered under `prefix`. */
export function routeUrl(prefix: string, path: string): string {
  if (!path.startsWith(`${prefix}/`)) throw new Error(`${path} is not under the prefix ${prefix} of the plugin that registers it`);
  return path.slice(prefix.length);
}

/** The route schema of a declaration: Fastify validates the request and encodes the answer with it. */
export function endpointSchema(endpoint: Endpoint, tags: string[] | undefined): FastifySchema {
  const response: Record<number, z.ZodType> = { [endpoint.status ?? 200]: endpoint.response };
  for (const status of endpoint.alsoStatuses ?? []) response[status] = endpoint.response;
  for (const status of endpoint.errors ?? []) response[status] = apiErrorSchema;
  return {
    ...(tags ? { tags } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response,
  };
}

/**
 * Registers the routes of a plugin from their declarations (`@pimento/shared-kit/contracts/endpoint`):
 *
 * ```ts
 * const route = endpointRoutes(app, { tags: ['tasks'] });
 * route(tasksApi.action, (request) => tasks.apply(principalOf(request), request.params.id, request.params.action));
 * ```
 *
 * The URL is the declared path less the plugin's prefix. Params, query and body are validated with
 * the declared schemas (a refusal is the coded 400 of `error-handler.ts`); the handler's return is
 * typed by the declared answer, and encoded with its schema on every reply, so an answer that does
 * not match it is a 500 logged as "response does not match its schema", never a wrong body. The
 * status is the declared one (the handler may set another through `reply.code`).
 */
export function endpointRoutes(app: FastifyInstance, defaults: EndpointRouteOptions = {}) {
  return function route<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>, options: EndpointRouteOptions = {}): void {
    const { tags, ...hooks } = { ...defaults, ...options };
    app.route({
      ...hooks,
      method: endpoint.method,
      url: routeUrl(app.prefix, endpoint.path),
      schema: endpointSchema(endpoint, tags),
      handler: async (request, reply) => {
        reply.code(endpoint.status ?? 200);
        const result = await handler(request as EndpointRequest<E>, reply);
        if (reply.sent) return reply;
        return endpoint.status === 204 ? reply.send(null) : result;
      },
    });
  };
}
