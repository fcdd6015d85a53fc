import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { connectorsApi } from '@pimento/shared-kit/contracts/connectors';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import * as connectors from './service.ts';

/** Connectors (docs/connectors.md). Mounted under `/api/connectors`. */
export const connectorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['connectors'] });

  route(connectorsApi.list, (request) => inTenantAs(request, async (tx, actor) => ({ results: await connectors.listConnectors(tx, actor) })));
  route(connectorsApi.choices, (request) => inTenantAs(request, async (tx, actor) => ({ results: await connectors.listConnectorChoices(tx, actor) })));
  // The connection is made after the transaction: a slow server never holds a database connection.
  route(connectorsApi.test, async (request) => connectors.runConnectorTest(await inTenantAs(request, (tx, actor) => connectors.prepareConnectorTest(tx, actor, request.body))));
  route(connectorsApi.create, (request) => inTenantAs(request, (tx, actor) => connectors.createConnector(tx, actor, request.body)));
  route(connectorsApi.get, (request) => inTenantAs(request, (tx, actor) => connectors.getConnector(tx, actor, request.params.id)));
  route(connectorsApi.update, (request) => inTenantAs(request, (tx, actor) => connectors.updateConnector(tx, actor, request.params.id, request.body)));
  route(connectorsApi.delete, (request) => inTenantAs(request, (tx, actor) => connectors.deleteConnector(tx, actor, request.params.id)));
};
