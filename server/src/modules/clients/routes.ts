import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientsApi } from '@pimento/shared-kit/contracts/clients';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import * as clients from './service.ts';

/** Clients (docs/clients.md). Mounted under `/api/catalogue`. */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['clients'] });

  route(clientsApi.list, (request) => inTenantAs(request, async (tx, actor) => ({ results: await clients.listClients(tx, actor, request.query) })));
  route(clientsApi.names, (request) => inTenantAs(request, async (tx, actor) => ({ results: await clients.listClientNames(tx, actor) })));
  route(clientsApi.create, (request) => inTenantAs(request, (tx, actor) => clients.createClient(tx, actor, request.body)));
  route(clientsApi.get, (request) => inTenantAs(request, (tx, actor) => clients.getClient(tx, actor, request.params.id)));
  route(clientsApi.update, (request) => inTenantAs(request, (tx, actor) => clients.updateClient(tx, actor, request.params.id, request.body)));
  route(clientsApi.delete, (request) => inTenantAs(request, (tx, actor) => clients.deleteClient(tx, actor, request.params.id)));
  route(clientsApi.products, (request) => inTenantAs(request, (tx, actor) => clients.clientProducts(tx, actor, request.params.id, request.query)));
};
