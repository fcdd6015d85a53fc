import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completionApi } from '@pimento/shared-kit/contracts/completion';
import { wakeWorkers } from '../../jobs/enqueue.ts';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { requireSession } from '../auth/session.ts';
import { publishTaskEvent } from '../tasks/task-events.ts';
import type { TaskRow } from '../tasks/task-row.ts';
import { dashboardWork } from './dashboard-work.ts';
import * as completion from './service.ts';

/** Completion (docs/completion.md). Mounted under `/api/catalogue`. */
export const completionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const publisher = createRealtimePublisher(app.deps.db);
  /** The recomputation was inserted with the change: tell its owner and wake a worker. */
  const announce = async (task: TaskRow | null) => {
    if (task === null) return;
    await publishTaskEvent(publisher, 'new_task', task);
    await wakeWorkers(app.deps.db);
  };
  const route = endpointRoutes(app, { tags: ['completion'] });

  route(completionApi.settings, (request) => inTenantAs(request, (tx, actor) => completion.getSettings(tx, actor)));
  route(completionApi.updateSettings, async (request) => {
    const change = await inTenantAs(request, (tx, actor) => completion.updateSettings(tx, actor, request.body.method));
    await announce(change.task);
    return change.settings;
  });
  route(completionApi.recompute, async (request) => {
    const started = await inTenantAs(request, (tx, actor) => completion.startRecompute(tx, actor));
    await announce(started.task);
    return { task_id: started.taskId };
  });
  route(completionApi.summary, (request) => inTenantAs(request, (tx, actor) => completion.catalogueSummary(tx, actor)));
  route(completionApi.dashboard, (request) => inTenantAs(request, (tx, actor) => completion.dashboard(tx, actor)));
  route(completionApi.dashboardWork, (request) => inTenantAs(request, (tx, actor) => dashboardWork(tx, actor)));
  route(completionApi.clientSummary, (request) => inTenantAs(request, (tx, actor) => completion.clientSummary(tx, actor, request.params.id)));
  route(completionApi.product, (request) => inTenantAs(request, (tx, actor) => completion.productCompletion(tx, actor, request.params.id)));
};
