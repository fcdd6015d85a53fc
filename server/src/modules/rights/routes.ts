import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupsApi, rolesApi } from '@pimento/shared-kit/contracts/groups';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenant } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import * as groups from './groups-service.ts';

/** `/api/rights/groups/` and `/api/rights/roles/` (docs/rights.md). Mounted under `/api/rights`. */
export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['groups and roles'] });

  route(groupsApi.list, (request) => inTenant(request, (tx, principal) => groups.listGroups(tx, principal)));
  route(groupsApi.memberChoices, (request) => inTenant(request, (tx, principal) => groups.memberChoices(tx, principal)));
  route(groupsApi.create, (request) => inTenant(request, (tx, principal) => groups.createGroup(tx, principal, request.body)));
  route(groupsApi.update, (request) => inTenant(request, (tx, principal) => groups.updateGroup(tx, principal, request.params.id, request.body)));
  route(groupsApi.delete, (request) => inTenant(request, (tx, principal) => groups.deleteGroup(tx, principal, request.params.id)));

  route(rolesApi.list, (request) => inTenant(request, (tx, principal) => groups.listRoles(tx, principal)));
  route(rolesApi.create, (request) => inTenant(request, (tx, principal) => groups.createRole(tx, principal, request.body)));
  route(rolesApi.update, (request) => inTenant(request, (tx, principal) => groups.updateRole(tx, principal, request.params.id, request.body)));
  route(rolesApi.delete, (request) => inTenant(request, (tx, principal) => groups.deleteRole(tx, principal, request.params.id)));
};
