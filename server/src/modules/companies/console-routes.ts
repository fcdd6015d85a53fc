import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companiesConsoleApi } from '@pimento/shared-kit/contracts/companies-console';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { principalOf, requireSession } from '../auth/session.ts';
import { consoleChangedFields, getConsoleCompany, listConsoleCompanies, updateConsoleCompany } from './console-service.ts';
import { announceCompanyUpdate } from './settings-service.ts';

/**
 * `/api/superuser/companies/`: the superusers' companies console (docs/companies-console.md).
 * A company is read and changed in its own tenant transaction, never the caller's.
 */
export const companiesConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const publisher = createRealtimePublisher(app.deps.db);
  const route = endpointRoutes(app, { tags: ['companies'], preHandler: requireSession });

  // Every company: the server's own role, outside any tenant (the service checks the caller first).
  route(companiesConsoleApi.list, (request) => request.server.deps.db.transaction((tx) => listConsoleCompanies(tx, principalOf(request), request.query)));

  route(companiesConsoleApi.get, (request) =>
    request.server.deps.db.withTenant(request.params.id, (tx) => getConsoleCompany(tx, principalOf(request), request.params.id)),
  );

  route(companiesConsoleApi.update, async (request) => {
    const { id } = request.params;
    const company = await request.server.deps.db.withTenant(id, (tx) => updateConsoleCompany(tx, principalOf(request), id, request.body));
    // After the commit: every open browser of that company refetches its store data (remotes, sidebar).
    await announceCompanyUpdate(publisher, id, consoleChangedFields(request.body));
    return company;
  });
};
