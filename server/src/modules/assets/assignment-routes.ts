import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assetRulesApi } from '@pimento/shared-kit/contracts/asset-assignment';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { announceJob } from '../../jobs/enqueue.ts';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { requireSession } from '../auth/session.ts';
import * as rules from './assignment-service.ts';

/** Assignment rules of the gallery (docs/assets.md "Assignment rules"). Mounted under `/api/asset-rules`. */
export const assetRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const route = endpointRoutes(app, { tags: ['assets'] });
  const publisher = createRealtimePublisher(app.deps.db);
  route(assetRulesApi.list, (request) => inTenantAs(request, (tx, actor) => rules.listAssetRules(tx, actor)));
  route(assetRulesApi.create, (request) => inTenantAs(request, (tx, actor) => rules.createAssetRule(tx, actor, request.body)));
  route(assetRulesApi.update, (request) => inTenantAs(request, (tx, actor) => rules.updateAssetRule(tx, actor, request.params.id, request.body)));
  route(assetRulesApi.delete, (request) => inTenantAs(request, (tx, actor) => rules.deleteAssetRule(tx, actor, request.params.id)));
  route(assetRulesApi.preview, (request) => inTenantAs(request, (tx, actor) => rules.previewAssetRule(tx, actor, request.body.rule, request.body.names)));
  route(assetRulesApi.run, async (request) => {
    const task = await inTenantAs(request, (tx, actor) => rules.startAssetRulesRun(tx, actor, request.body));
    await announceJob(app.deps.db, publisher, task);
    return { task_id: task.id };
  });
};
