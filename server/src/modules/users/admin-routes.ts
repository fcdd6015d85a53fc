import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersAdminApi } from '@pimento/shared-kit/contracts/users-admin';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenant } from '../../http/tenant.ts';
import { endAllSessionsOf } from '../auth/active-sessions.ts';
import { principalOf, requireSession } from '../auth/session.ts';
import { sendPasswordLink } from '../auth/service.ts';
import * as users from './admin-service.ts';

/** `/api/rights/users/`: user administration (docs/rights.md "Users"). Mounted under `/api/rights`. */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['users'] });

  route(usersAdminApi.list, (request) => inTenant(request, (tx, principal) => users.listUsers(tx, principal, request.query)));

  route(usersAdminApi.get, (request) => inTenant(request, (tx, principal) => users.getUser(tx, principal, request.params.id)));

  route(usersAdminApi.create, async (request) => {
    const created = await inTenant(request, (tx, principal) => users.createUserAsAdministrator(tx, principal, request.body));
    // After the commit: the link's token names a user that exists.
    if (request.body.send_invitation) await sendPasswordLink(request.server.deps.db, created.id, 'invitation', request.server.deps);
    return created;
  });

  route(usersAdminApi.update, (request) => inTenant(request, (tx, principal) => users.updateUserAsAdministrator(tx, principal, request.params.id, request.body)));

  route(usersAdminApi.delete, (request) => inTenant(request, (tx, principal) => users.deleteUserAsAdministrator(tx, principal, request.params.id)));

  route(usersAdminApi.invite, async (request) => {
    const userId = await inTenant(request, (tx, principal) => users.userToSendLinkTo(tx, principal, request.params.id));
    await sendPasswordLink(request.server.deps.db, userId, 'invitation', request.server.deps);
  });

  route(usersAdminApi.signOut, async (request) => {
    // The same check as the e-mailed links: an administrator, now, of the user's company; an active user.
    const userId = await inTenant(request, (tx, principal) => users.userToSendLinkTo(tx, principal, request.params.id));
    await endAllSessionsOf(request.server.deps.db, principalOf(request).companyId, userId);
  });

  route(usersAdminApi.resetPassword, async (request) => {
    const userId = await inTenant(request, (tx, principal) => users.userToSendLinkTo(tx, principal, request.params.id));
    await sendPasswordLink(request.server.deps.db, userId, 'reset', request.server.deps);
  });
};
