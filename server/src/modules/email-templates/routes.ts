import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailTemplatesApi } from '@pimento/shared-kit/contracts/email-templates';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenant } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import * as templates from './service.ts';

/** `/api/email-templates/` (docs/email-templates.md). */
export const emailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['e-mail templates'] });
  route(emailTemplatesApi.list, (request) => inTenant(request, (tx, principal) => templates.listEmailTemplates(tx, principal)));
  route(emailTemplatesApi.create, (request) => inTenant(request, (tx, principal) => templates.createEmailTemplate(tx, principal, request.body)));
  route(emailTemplatesApi.get, (request) => inTenant(request, (tx, principal) => templates.getEmailTemplate(tx, principal, request.params.id)));
  route(emailTemplatesApi.update, (request) => inTenant(request, (tx, principal) => templates.updateEmailTemplate(tx, principal, request.params.id, request.body)));
  route(emailTemplatesApi.delete, (request) => inTenant(request, (tx, principal) => templates.deleteEmailTemplate(tx, principal, request.params.id)));
};
