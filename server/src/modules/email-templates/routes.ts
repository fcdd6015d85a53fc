import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailTemplatesApi } from '@pimento/shared-kit/contracts/email-templates';
import { sentEmailsApi } from '@pimento/shared-kit/contracts/sent-emails';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenant } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import { previewEmail, trialAnswer, trialMessage } from './preview.ts';
import { sendAndReport } from './sent-email-recorder.ts';
import { sentEmailHistory } from './sent-emails.ts';
import * as templates from './service.ts';

/** `/api/email-templates/` and the history `/api/sent-emails/` (docs/email-templates.md). */
export const emailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['e-mail templates'] });
  const { config, mailer } = app.deps;
  route(emailTemplatesApi.list, (request) => inTenant(request, (tx, principal) => templates.listEmailTemplates(tx, principal)));
  route(emailTemplatesApi.create, (request) => inTenant(request, (tx, principal) => templates.createEmailTemplate(tx, principal, request.body)));
  route(emailTemplatesApi.get, (request) => inTenant(request, (tx, principal) => templates.getEmailTemplate(tx, principal, request.params.id)));
  route(emailTemplatesApi.update, (request) => inTenant(request, (tx, principal) => templates.updateEmailTemplate(tx, principal, request.params.id, request.body)));
  route(emailTemplatesApi.delete, (request) => inTenant(request, (tx, principal) => templates.deleteEmailTemplate(tx, principal, request.params.id)));
  route(emailTemplatesApi.preview, (request) => inTenant(request, (tx, principal) => previewEmail(tx, principal, request.body, config.publicUrl)));
  route(emailTemplatesApi.sendTrial, async (request) => {
    // Rendered in the tenant's transaction, sent after it: the mailer records the outcome in its own.
    const message = await inTenant(request, (tx, principal) => trialMessage(tx, principal, request.params.id, config.publicUrl));
    return trialAnswer(await sendAndReport(mailer, message));
  });
  route(sentEmailsApi.list, (request) => inTenant(request, (tx, principal) => sentEmailHistory(tx, principal, request.query)));
};
