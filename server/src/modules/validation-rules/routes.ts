import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationRulesApi } from '@pimento/shared-kit/contracts/validation-rules';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { requireSession } from '../auth/session.ts';
import * as rules from './service.ts';

/** Validation rules and a product's violations (docs/validation-rules.md). Mounted under `/api/catalogue`. */
export const validationRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['validation rules'] });

  route(validationRulesApi.list, (request) => inTenantAs(request, async (tx, actor) => ({ results: await rules.listRules(tx, actor) })));
  route(validationRulesApi.create, (request) => inTenantAs(request, (tx, actor) => rules.createRule(tx, actor, request.body)));
  route(validationRulesApi.get, (request) => inTenantAs(request, (tx, actor) => rules.getRule(tx, actor, request.params.id)));
  route(validationRulesApi.update, (request) => inTenantAs(request, (tx, actor) => rules.updateRule(tx, actor, request.params.id, request.body)));
  route(validationRulesApi.delete, (request) => inTenantAs(request, (tx, actor) => rules.deleteRule(tx, actor, request.params.id)));
  route(validationRulesApi.productViolations, (request) => inTenantAs(request, async (tx, actor) => ({ results: await rules.productViolations(tx, actor, request.params.id) })));
};
