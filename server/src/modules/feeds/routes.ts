import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedsApi, publicFeedApi } from '@pimento/shared-kit/contracts/feeds';
import { attachmentDisposition } from '../../http/attachment-disposition.ts';
import { endpointRoutes } from '../../http/endpoint-route.ts';
import { inTenantAs } from '../../http/tenant.ts';
import { announceJob } from '../../jobs/enqueue.ts';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { requireSession } from '../auth/session.ts';
import type { TaskRow } from '../tasks/task-row.ts';
import { configureFeeds } from './feed-runtime.ts';
import { latestFeedFile } from './public-file.ts';
import * as feeds from './service.ts';
// Every process that serves feeds knows their job type (workers import it through jobs/job-types.ts).
import './feed-job.ts';

/** Feeds of a signed-in user (docs/feeds.md). Mounted under `/api/exports` beside the runs. */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSession);
  const { db, config, mailer } = app.deps;
  configureFeeds({ mailer, publicUrl: config.publicUrl });
  const publisher = createRealtimePublisher(db);
  const route = endpointRoutes(app, { tags: ['feeds'] });
  const publicUrl = config.publicUrl;

  /** The task announced once the request's transaction has committed it. */
  const started = async (work: Promise<{ task: TaskRow; delivery: ReturnType<typeof feeds.toDelivery> }>) => {
    const { task, delivery } = await work;
    await announceJob(db, publisher, task);
    return { task_id: task.id, delivery };
  };

  route(feedsApi.list, (request) => inTenantAs(request, (tx, actor) => feeds.listFeeds(tx, actor, publicUrl)));
  route(feedsApi.create, (request) => inTenantAs(request, (tx, actor) => feeds.createFeed(tx, actor, request.body, publicUrl)));
  route(feedsApi.get, (request) => inTenantAs(request, (tx, actor) => feeds.getFeed(tx, actor, request.params.id, publicUrl)));
  route(feedsApi.update, (request) => inTenantAs(request, (tx, actor) => feeds.updateFeed(tx, actor, request.params.id, request.body, publicUrl)));
  route(feedsApi.delete, async (request) => {
    await inTenantAs(request, (tx, actor) => feeds.deleteFeed(tx, actor, request.params.id));
    return null;
  });
  route(feedsApi.pause, (request) => inTenantAs(request, (tx, actor) => feeds.setFeedActive(tx, actor, request.params.id, false, publicUrl)));
  route(feedsApi.resume, (request) => inTenantAs(request, (tx, actor) => feeds.setFeedActive(tx, actor, request.params.id, true, publicUrl)));
  route(feedsApi.run, (request) => started(inTenantAs(request, (tx, actor) => feeds.runFeedNow(tx, actor, request.params.id))));
  route(feedsApi.deliveries, (request) => inTenantAs(request, async (tx, actor) => ({ results: await feeds.listDeliveries(tx, actor, request.params.id) })));
  route(feedsApi.replay, (request) => started(inTenantAs(request, (tx, actor) => feeds.replayDelivery(tx, actor, request.params.id, request.params.delivery_id))));
  route(feedsApi.timeZone, (request) => inTenantAs(request, (tx, actor) => feeds.getTimeZone(tx, actor)));
  route(feedsApi.setTimeZone, (request) => inTenantAs(request, (tx, actor) => feeds.setTimeZone(tx, actor, request.body.time_zone)));
};

/** A feed's fixed public URL, answered without a session (the token is the right). Mounted at the root. */
export const publicFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, { tags: ['feeds'] });
  route(publicFeedApi.file, async (request, reply) => {
    const { file, body } = await latestFeedFile(app.deps.db, app.deps.storage, request.params.token);
    // Always the latest delivered file: never cached by a proxy or the reader.
    reply.header('content-type', file.contentType).header('content-disposition', attachmentDisposition(file.fileName)).header('cache-control', 'no-store');
    return body as unknown as string;
  });
};
