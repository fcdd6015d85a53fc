import { z } from 'zod';

/**
 * One HTTP endpoint, declared once (docs/api.md, "Endpoints declared once"): the server registers
 * its route from it (`server/src/http/endpoint-route.ts`: the same schemas validate the request and
 * encode the answer) and the client calls it through it (`apiClient.call`: the path is built from
 * the params, the answer parsed with the declared schema). No path is written anywhere else.
 *
 * The path is the full URL pattern, Fastify's syntax (`/api/tasks/:id/:action/`); every `:name`
 * has its entry in `params`. Paths end with a slash, except a file's public address, which may end
 * with its name (`…/:file_name`): readers of exported files take a file's name from its URL.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The status of a successful answer: 204 sends no body (its `response` is `noContentSchema`). */
export type SuccessStatus = 200 | 201 | 202 | 204;

/** The answer of a 204: no body. The server sends nothing, the client resolves with `null`. */
export const noContentSchema = z.null().describe('No content');

/** The params of a path that names one record by its integer id (`/…/:id/`). */
export const integerIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2 ** 53) });

/** What `defineEndpoint` takes: schemas as the server validates them. */
export type EndpointDefinition = {
  method: HttpMethod;
  path: string;
  /** The path's `:name` segments, as the server reads them (the client sends their output, as text). */
  params?: z.ZodType;
  /** The query string, as the server reads it (the client sends its input). */
  query?: z.ZodType;
  /** The JSON body, as the server reads it (the client sends its input). */
  body?: z.ZodType;
  /** The answer of a success: the server encodes the handler's return with it, the client parses with it. */
  response: z.ZodType;
  /** 200 when absent. */
  status?: SuccessStatus;
  /** Other success statuses the handler may choose (`reply.code`), answering the same `response` (a union). */
  alsoStatuses?: readonly SuccessStatus[];
  /** The error statuses the endpoint documents (`{ code, message, fields? }`, errors.ts), for the OpenAPI document. */
  errors?: readonly number[];
};

/** The names of the `:name` segments of a path. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type SchemaKeys<Schema> = Schema extends z.ZodType ? keyof z.output<Schema> & string : never;

/** A definition whose `params` names exactly the path's segments, else a type error naming the missing ones. */
type CheckedDefinition<E extends EndpointDefinition> = [PathParamNames<E['path']>] extends [SchemaKeys<E['params']>]
  ? [SchemaKeys<E['params']>] extends [PathParamNames<E['path']>]
    ? E
    : E & { params: { error: 'params names a key the path does not have' } }
  : E & { params: { error: `path segment without a params entry: ${Exclude<PathParamNames<E['path']>, SchemaKeys<E['params']>>}` } };

/** Declares one endpoint; the declaration is returned as is, its types kept. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: CheckedDefinition<E>): E {
  const declared = endpoint as E;
  const inPath = pathParamNames(declared.path);
  const inSchema = declared.params && 'shape' in declared.params ? Object.keys((declared.params as z.ZodObject).shape) : [];
  const missing = inPath.filter((name) => !inSchema.includes(name));
  const extra = inSchema.filter((name) => !inPath.includes(name));
  const ends = declared.path.endsWith('/') || declared.path.endsWith('/:file_name');
  if (!declared.path.startsWith('/') || !ends) throw new Error(`${declared.path}: an endpoint path starts and ends with a slash (or its file's name)`);
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(`${declared.method} ${declared.path}: the path's segments (${inPath.join(', ')}) and params (${inSchema.join(', ')}) differ`);
  }
  if ((declared.status === 204) !== (declared.response === noContentSchema)) {
    throw new Error(`${declared.method} ${declared.path}: a 204 answers noContentSchema, and only a 204 does`);
  }
  return declared;
}

/** Any declared endpoint. */
export type Endpoint = EndpointDefinition;

/** The params the client gives: what the server's handler reads. */
export type EndpointParams<E extends Endpoint> = E['params'] extends z.ZodType ? z.output<E['params']> : Record<never, never>;
/** The query the client sends. */
export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : never;
/** The body the client sends. */
export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
/** The answer the client receives and the server's handler returns. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

type ParamsInput<E extends Endpoint> = E['params'] extends z.ZodType ? { params: EndpointParams<E> } : { params?: never };
type QueryInput<E extends Endpoint> = E['query'] extends z.ZodType
  ? Record<never, never> extends EndpointQuery<E>
    ? { query?: EndpointQuery<E> }
    : { query: EndpointQuery<E> }
  : { query?: never };
type BodyInput<E extends Endpoint> = E['body'] extends z.ZodType
  ? undefined extends EndpointBody<E>
    ? { body?: EndpointBody<E> }
    : { body: EndpointBody<E> }
  : { body?: never };

/** What a call of `E` gives: its params, query and body, each required when the endpoint needs it. */
export type EndpointInput<E extends Endpoint> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;

/** The `:name` segments of a path, in order. */
export function pathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** The URL of one call: each `:name` replaced by its value, encoded. */
export function endpointPath<E extends Endpoint>(endpoint: E, params: EndpointParams<E> | undefined): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = values[segment.slice(1)];
      if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path}: no value for ${segment}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
}
