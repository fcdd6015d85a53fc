import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessSimulatorApi } from '@pimento/shared-kit/contracts/access-simulator';
import { groupsApi, rolesApi } from '@pimento/shared-kit/contracts/groups';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenant, inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import { explainAccess, searchAccessObjects } from './access-simulator.ts';
import * as groups from './groups-service.ts';
import { pickableGroups } from './pickable-groups.ts';

/** `/api/rights/groups/`, `/api/rights/roles/` and the access simulator `/api/rights/access/` (docs/rights.md). Mounted under `/api/rights`. */
export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['groups and roles'] });

  route(groupsApi.pickable, (request) => inTenantAs(request, (tx, actor) => pickableGroups(tx, actor)));
  route(groupsApi.list, (request) => inTenant(request, (tx, principal) => groups.listGroups(tx, principal)));
  route(groupsApi.memberChoices, (request) => inTenant(request, (tx, principal) => groups.memberChoices(tx, principal)));
  route(groupsApi.create, (request) => inTenant(request, (tx, principal) => groups.createGroup(tx, principal, request.body)));
  route(groupsApi.update, (request) => inTenant(request, (tx, principal) => groups.updateGroup(tx, principal, request.params.id, request.body)));
  route(groupsApi.delete, (request) => inTenant(request, (tx, principal) => groups.deleteGroup(tx, principal, request.params.id)));

  route(rolesApi.list, (request) => inTenant(request, (tx, principal) => groups.listRoles(tx, principal)));
  route(rolesApi.create, (request) => inTenant(request, (tx, principal) => groups.createRole(tx, principal, request.body)));
  route(rolesApi.update, (request) => inTenant(request, (tx, principal) => groups.updateRole(tx, principal, request.params.id, request.body)));
  route(rolesApi.delete, (request) => inTenant(request, (tx, principal) => groups.deleteRole(tx, principal, request.params.id)));

  route(accessSimulatorApi.objects, (request) => inTenant(request, (tx, principal) => searchAccessObjects(tx, principal, request.query.kind, request.query.search)));
  route(accessSimulatorApi.explain, (request) => inTenant(request, (tx, principal) => explainAccess(tx, principal, request.query)));
};
