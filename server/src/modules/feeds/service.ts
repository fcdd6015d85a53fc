/**
 * Feeds (docs/feeds.md): a saved export of a template with a schedule in the company's time
 * zone and a destination. The feature `feed_export_activated` gates every operation; exporting
 * needs the catalogue's read right. A user sees and changes the feeds they made, an administrator
 * every feed of the company; another company's feed is 404. A feed runs as its maker, with their
 * rights as they are at each run.
 */
import { randomBytes } from 'node:crypto';
import type { Feed, FeedDelivery, FeedDestination, FeedInput } from '@pimento/shared-kit/contracts/feeds';
import { feedEmailPlaceholders, feedInputSchema } from '@pimento/shared-kit/contracts/feeds';
import type { Queryable } from '../../db/database.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { insertJob } from '../../jobs/enqueue.ts';
import { createSchedule } from '../../jobs/schedules.ts';
import type { TaskRow } from '../tasks/task-row.ts';
import { findConnector } from '../connectors/repository.ts';
import { checkAssetFeed, isAssetExportTemplate } from '../exports/asset-export-feeds.ts';
import { assertMayExport } from '../exports/export-runs.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertAdministrator, assertFeature, isPrivileged } from '../rights/authorization.ts';
import { checkProductFeed } from './feed-templates.ts';
import { checkEmailTemplate } from './feed-email-template.ts';
import * as repository from './repository.ts';
import type { DeliveryRow, DeliveryTrigger, FeedFields, FeedRow } from './repository.ts';
import { defaultFeedTimeZone, feedCron, isKnownTimeZone, nextFeedRun } from './schedule.ts';

export const feedJobType = 'export_feed';

/** What the feed's job is given: the schedule's payload, or a user's run or replay. */
export type FeedJobPayload = { feedId: number; trigger: DeliveryTrigger; replayOf?: number | null };

export function assertMayUseFeeds(actor: Actor): void {
  assertFeature(actor.features, 'feed_export_activated');
  assertMayExport(actor);
}

export async function timeZoneOf(tx: Queryable, companyId: string): Promise<string> {
  return (await repository.companyTimeZone(tx, companyId)) ?? defaultFeedTimeZone;
}

/** The fixed public address of a feed's latest file. */
export function publicFeedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/exports/feed-files/${token}/`;
}

export function toDelivery(row: DeliveryRow): FeedDelivery {
  return {
    id: row.id,
    feed_id: row.feed_id,
    trigger: row.trigger,
    replay_of: row.replay_of,
    status: row.status,
    attempts: row.attempts,
    run_id: row.run_id,
    file_name: row.file_name,
    products: row.products,
    size: row.size,
    destination: row.destination,
    error: row.error_code === null ? null : { code: row.error_code, detail: row.error_detail },
    task_id: row.task_id,
    created: row.created_at.toISOString(),
    finished: row.finished_at?.toISOString() ?? null,
  };
}

function toFeed(row: FeedRow, timeZone: string, last: DeliveryRow | null, publicUrl: string): Feed {
  return {
    id: row.id,
    name: row.name,
    template_id: row.template_id,
    format: row.format,
    csv_separator: row.csv_separator as Feed['csv_separator'],
    selection: row.selection,
    language: row.language,
    file_name: row.file_name,
    schedule: row.schedule,
    time_zone: timeZone,
    destination: row.destination,
    public_url: row.destination.kind === 'public_url' && row.public_token !== null ? publicFeedUrl(publicUrl, row.public_token) : null,
    differential: row.differential,
    active: row.active,
    next_run: row.active ? (row.next_run_at?.toISOString() ?? null) : null,
    last_delivery: last === null ? null : toDelivery(last),
    created_by: row.created_by,
    created: row.created_at.toISOString(),
    updated: row.updated_at.toISOString(),
  };
}

/** A feed the caller may see: their own, or any of the company's for an administrator. */
async function visibleFeed(tx: Queryable, actor: Actor, id: number, lock = false): Promise<FeedRow> {
  assertMayUseFeeds(actor);
  const row = await repository.findFeed(tx, actor.principal.companyId, id, lock);
  if (row === null || (row.created_by !== actor.principal.userId && !isPrivileged(actor))) throw notFound('feed.not_found');
  return row;
}

async function feedAnswer(tx: Queryable, actor: Actor, id: number, publicUrl: string): Promise<Feed> {
  const companyId = actor.principal.companyId;
  const row = await visibleFeed(tx, actor, id);
  const last = (await repository.latestDeliveries(tx, companyId, [row.id])).get(row.id) ?? null;
  return toFeed(row, await timeZoneOf(tx, companyId), last, publicUrl);
}

export async function listFeeds(tx: Queryable, actor: Actor, publicUrl: string): Promise<{ results: Feed[]; time_zone: string }> {
  assertMayUseFeeds(actor);
  const companyId = actor.principal.companyId;
  const rows = await repository.listFeeds(tx, companyId, isPrivileged(actor) ? null : actor.principal.userId);
  const latest = await repository.latestDeliveries(tx, companyId, rows.map((row) => row.id));
  const timeZone = await timeZoneOf(tx, companyId);
  return { results: rows.map((row) => toFeed(row, timeZone, latest.get(row.id) ?? null, publicUrl)), time_zone: timeZone };
}

export async function getFeed(tx: Queryable, actor: Actor, id: number, publicUrl: string): Promise<Feed> {
  return feedAnswer(tx, actor, id, publicUrl);
}

/**
 * What a feed will export, checked as a run would check it (`feed-templates.ts`: the template one
 * the user may read, its format, the language, the selection; an asset template's own rules), and
 * the destination usable.
 */
async function checkedFields(tx: Queryable, actor: Actor, input: FeedInput): Promise<FeedFields> {
  const parsed = feedInputSchema.parse(input);
  if (await isAssetExportTemplate(tx, actor, parsed.template_id)) {
    checkAssetFeed(actor, parsed);
    await checkDestination(tx, actor, parsed.destination);
    return parsed;
  }
  await checkProductFeed(tx, actor, parsed);
  await checkDestination(tx, actor, parsed.destination);
  return parsed;
}

async function checkDestination(tx: Queryable, actor: Actor, destination: FeedDestination): Promise<void> {
  if (destination.kind === 'email') {
    await checkEmailTemplate(tx, actor.principal.companyId, destination);
    if (!destination.body.includes(feedEmailPlaceholders.privateUrl) && !destination.body.includes(feedEmailPlaceholders.publicUrl)) {
      throw new AppError(422, 'feed.email_needs_download_url', {
        fields: { 'destination.body': ['feed.email_needs_download_url'] },
        params: { private_placeholder: feedEmailPlaceholders.privateUrl, public_placeholder: feedEmailPlaceholders.publicUrl },
      });
    }
  } else if (destination.kind === 'connector') {
    assertFeature(actor.features, 'has_connector_settings');
    // A connector is saved only after a successful test of its settings (the connectors module's rule).
    if ((await findConnector(tx, actor.principal.companyId, destination.connector_id)) === null) {
      throw new AppError(422, 'feed.connector_not_found', { fields: { 'destination.connector_id': ['feed.connector_not_found'] } });
    }
  }
}

/** Makes, moves or removes the feed's persisted schedule so that it fires as the feed says, in `timeZone`. */
async function syncSchedule(tx: Queryable, companyId: string, userId: string, feed: { id: number; schedule_id: string | null; schedule: FeedFields['schedule']; active: boolean }, timeZone: string): Promise<void> {
  const cron = feedCron(feed.schedule);
  if (cron === null) {
    if (feed.schedule_id !== null) {
      await repository.setFeedSchedule(tx, companyId, feed.id, null);
      await repository.deleteSchedule(tx, feed.schedule_id);
    }
    return;
  }
  const nextRunAt = feed.active ? nextFeedRun(feed.schedule, timeZone, new Date()) : null;
  if (feed.schedule_id === null) {
    const payload: FeedJobPayload = { feedId: feed.id, trigger: 'schedule' };
    const schedule = await createSchedule(tx, { companyId, userId, name: `feed:${feed.id}`, jobType: feedJobType, cron, timezone: timeZone, payload });
    await repository.setFeedSchedule(tx, companyId, feed.id, schedule.id);
    if (!feed.active) await repository.updateSchedule(tx, schedule.id, { cron, timezone: timeZone, active: false, userId, nextRunAt: null });
    return;
  }
  await repository.updateSchedule(tx, feed.schedule_id, { cron, timezone: timeZone, active: feed.active, userId, nextRunAt });
}

const newToken = () => randomBytes(32).toString('base64url');

export async function createFeed(tx: Queryable, actor: Actor, input: FeedInput, publicUrl: string): Promise<Feed> {
  assertMayUseFeeds(actor);
  const { companyId, userId } = actor.principal;
  const fields = await checkedFields(tx, actor, input);
  if (await repository.reachedFeedsLimit(tx, companyId)) throw new AppError(403, 'feed.limit_reached');
  const id = await repository.insertFeed(tx, companyId, userId, fields, fields.destination.kind === 'public_url' ? newToken() : null);
  await syncSchedule(tx, companyId, userId, { id, schedule_id: null, schedule: fields.schedule, active: fields.active }, await timeZoneOf(tx, companyId));
  return feedAnswer(tx, actor, id, publicUrl);
}

export async function updateFeed(tx: Queryable, actor: Actor, id: number, input: FeedInput, publicUrl: string): Promise<Feed> {
  const existing = await visibleFeed(tx, actor, id, true);
  const { companyId } = actor.principal;
  const fields = await checkedFields(tx, actor, input);
  // The public address stays the same across edits: whoever reads it keeps reading it.
  const token = fields.destination.kind === 'public_url' ? (existing.public_token ?? newToken()) : null;
  await repository.updateFeed(tx, companyId, id, fields, token);
  // Another template, selection, language, format or destination: the next differential run sends everything again.
  const content = (feed: Pick<FeedFields, 'template_id' | 'selection' | 'language' | 'format' | 'csv_separator' | 'destination' | 'differential'>) =>
    JSON.stringify([feed.template_id, feed.selection, feed.language, feed.format, feed.csv_separator, feed.destination, feed.differential]);
  if (content(existing) !== content(fields)) await repository.forgetDeliveredRows(tx, companyId, id);
  // The schedule runs as the feed's maker, whoever edits it.
  await syncSchedule(tx, companyId, existing.created_by ?? actor.principal.userId, { id, schedule_id: existing.schedule_id, schedule: fields.schedule, active: fields.active }, await timeZoneOf(tx, companyId));
  return feedAnswer(tx, actor, id, publicUrl);
}

export async function setFeedActive(tx: Queryable, actor: Actor, id: number, active: boolean, publicUrl: string): Promise<Feed> {
  const existing = await visibleFeed(tx, actor, id, true);
  const { companyId } = actor.principal;
  await repository.setFeedActive(tx, companyId, id, active);
  // Resuming computes the next run from now: the runs missed while paused are not replayed.
  await syncSchedule(tx, companyId, existing.created_by ?? actor.principal.userId, { ...existing, active }, await timeZoneOf(tx, companyId));
  return feedAnswer(tx, actor, id, publicUrl);
}

export async function deleteFeed(tx: Queryable, actor: Actor, id: number): Promise<void> {
  await visibleFeed(tx, actor, id, true);
  await repository.deleteFeed(tx, actor.principal.companyId, id);
}

export async function listDeliveries(tx: Queryable, actor: Actor, id: number): Promise<FeedDelivery[]> {
  await visibleFeed(tx, actor, id);
  return (await repository.listDeliveries(tx, actor.principal.companyId, id, 100)).map(toDelivery);
}

/**
 * Starts a delivery now: its task and job written in the request's transaction with the delivery
 * record; the caller announces the task after the commit (`announceJob`). The job runs as the
 * feed's maker.
 */
async function startDelivery(tx: Queryable, actor: Actor, feed: FeedRow, trigger: DeliveryTrigger, replayOf: number | null): Promise<{ task: TaskRow; delivery: FeedDelivery }> {
  const { companyId } = actor.principal;
  const payload: FeedJobPayload = { feedId: feed.id, trigger, replayOf };
  const task = await insertJob(tx, { type: feedJobType, companyId, userId: feed.created_by ?? actor.principal.userId, payload, subject: { feed: feed.name } });
  const delivery = await repository.deliveryOfTask(tx, companyId, feed.id, task.id, { trigger, replayOf });
  return { task, delivery: toDelivery(delivery) };
}

export async function runFeedNow(tx: Queryable, actor: Actor, id: number): Promise<{ task: TaskRow; delivery: FeedDelivery }> {
  return startDelivery(tx, actor, await visibleFeed(tx, actor, id), 'manual', null);
}

/** A failed delivery delivered again by hand: its file when it has one, else a fresh export. */
export async function replayDelivery(tx: Queryable, actor: Actor, id: number, deliveryId: number): Promise<{ task: TaskRow; delivery: FeedDelivery }> {
  const feed = await visibleFeed(tx, actor, id);
  const delivery = await repository.findDelivery(tx, actor.principal.companyId, id, deliveryId);
  if (delivery === null) throw notFound('feed.delivery_not_found');
  if (delivery.status !== 'failed') throw new AppError(409, 'feed.replay_not_failed');
  return startDelivery(tx, actor, feed, 'replay', delivery.id);
}

export async function getTimeZone(tx: Queryable, actor: Actor): Promise<{ time_zone: string }> {
  assertMayUseFeeds(actor);
  return { time_zone: await timeZoneOf(tx, actor.principal.companyId) };
}

/** Administrators: the company's feeds then fire on the new zone's clock, their next runs computed again. */
export async function setTimeZone(tx: Queryable, actor: Actor, timeZone: string): Promise<{ time_zone: string }> {
  assertMayUseFeeds(actor);
  assertAdministrator(actor.principal);
  if (!isKnownTimeZone(timeZone)) throw new AppError(400, 'feed.time_zone_invalid', { fields: { time_zone: ['feed.time_zone_invalid'] } });
  const { companyId } = actor.principal;
  await repository.setCompanyTimeZone(tx, companyId, timeZone);
  for (const feed of await repository.listFeeds(tx, companyId, null)) {
    await syncSchedule(tx, companyId, feed.created_by ?? actor.principal.userId, feed, timeZone);
  }
  return { time_zone: timeZone };
}
