/** The SQL of feeds, their deliveries and the company's feed time zone (migration 1140). */
import type { FeedDestination, FeedSchedule } from '@pimento/shared-kit/contracts/feeds';
import type { ExportSelection } from '@pimento/shared-kit/contracts/exports';
import type { FeedFormat } from '@pimento/shared-kit/contracts/feeds';
import type { Queryable } from '../../db/database.ts';

export type FeedRow = {
  id: number;
  company_id: string;
  name: string;
  template_id: number;
  format: FeedFormat;
  csv_separator: string;
  selection: ExportSelection;
  language: string | null;
  file_name: string;
  schedule: FeedSchedule;
  destination: FeedDestination;
  differential: boolean;
  active: boolean;
  schedule_id: string | null;
  public_token: string | null;
  latest_run_id: number | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  /** From its persisted schedule. */
  next_run_at: Date | null;
};

const feedColumns = `f.id::int AS id, f.company_id, f.name, f.template_id::int AS template_id, f.format, f.csv_separator, f.selection, f.language,
  f.file_name, f.schedule, f.destination, f.differential, f.active, f.schedule_id, f.public_token, f.latest_run_id::int AS latest_run_id,
  f.created_by, f.created_at, f.updated_at, CASE WHEN s.active THEN s.next_run_at END AS next_run_at`;
const feedFrom = 'feeds f LEFT JOIN schedules s ON s.id = f.schedule_id';

export type FeedFields = {
  name: string;
  template_id: number;
  format: FeedFormat;
  csv_separator: string;
  selection: unknown;
  language: string | null;
  file_name: string;
  schedule: FeedSchedule;
  destination: FeedDestination;
  differential: boolean;
  active: boolean;
};

export async function companyTimeZone(tx: Queryable, companyId: string): Promise<string | null> {
  const [row] = await tx.query<{ time_zone: string }>('SELECT time_zone FROM feed_settings WHERE company_id = $1', [companyId]);
  return row?.time_zone ?? null;
}

export async function setCompanyTimeZone(tx: Queryable, companyId: string, timeZone: string): Promise<void> {
  await tx.query(
    `INSERT INTO feed_settings (company_id, time_zone) VALUES ($1, $2)
     ON CONFLICT (company_id) DO UPDATE SET time_zone = EXCLUDED.time_zone, updated_at = clock_timestamp()`,
    [companyId, timeZone],
  );
}

/** Whether the company's plan has no room for one more feed (its limit, NULL for none). */
export async function reachedFeedsLimit(tx: Queryable, companyId: string): Promise<boolean> {
  const [settings] = await tx.query<{ feeds_limit: number | null }>('SELECT feeds_limit FROM catalogue_settings WHERE company_id = $1', [companyId]);
  if (settings?.feeds_limit == null) return false;
  // Creations of one company are serialised so two cannot both take the last place.
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('pimento.feeds.create.' || $1::text))", [companyId]);
  const [row] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM feeds WHERE company_id = $1', [companyId]);
  return row!.count >= settings.feeds_limit;
}

export async function insertFeed(tx: Queryable, companyId: string, userId: string, fields: FeedFields, publicToken: string | null): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO feeds (company_id, created_by, name, template_id, format, csv_separator, selection, language, file_name, schedule, destination, differential, active, public_token)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id::int AS id`,
    [companyId, userId, ...fieldValues(fields), publicToken],
  );
  return row!.id;
}

function fieldValues(fields: FeedFields): unknown[] {
  return [
    fields.name,
    fields.template_id,
    fields.format,
    fields.csv_separator,
    JSON.stringify(fields.selection),
    fields.language,
    fields.file_name,
    JSON.stringify(fields.schedule),
    JSON.stringify(fields.destination),
    fields.differential,
    fields.active,
  ];
}

export async function updateFeed(tx: Queryable, companyId: string, id: number, fields: FeedFields, publicToken: string | null): Promise<void> {
  await tx.query(
    `UPDATE feeds SET name = $3, template_id = $4, format = $5, csv_separator = $6, selection = $7, language = $8, file_name = $9, schedule = $10,
            destination = $11, differential = $12, active = $13, public_token = $14, updated_at = clock_timestamp()
      WHERE company_id = $1 AND id = $2`,
    [companyId, id, ...fieldValues(fields), publicToken],
  );
}

export async function setFeedActive(tx: Queryable, companyId: string, id: number, active: boolean): Promise<void> {
  await tx.query('UPDATE feeds SET active = $3, updated_at = clock_timestamp() WHERE company_id = $1 AND id = $2', [companyId, id, active]);
}

export async function setFeedSchedule(tx: Queryable, companyId: string, id: number, scheduleId: string | null): Promise<void> {
  await tx.query('UPDATE feeds SET schedule_id = $3 WHERE company_id = $1 AND id = $2', [companyId, id, scheduleId]);
}

export async function setLatestRun(tx: Queryable, companyId: string, id: number, runId: number): Promise<void> {
  await tx.query('UPDATE feeds SET latest_run_id = $3 WHERE company_id = $1 AND id = $2', [companyId, id, runId]);
}

export async function findFeed(tx: Queryable, companyId: string, id: number, lock = false): Promise<FeedRow | null> {
  const [row] = await tx.query<FeedRow>(`SELECT ${feedColumns} FROM ${feedFrom} WHERE f.company_id = $1 AND f.id = $2${lock ? ' FOR UPDATE OF f' : ''}`, [companyId, id]);
  return row ?? null;
}

/** The company's feeds, or those one user made. */
export async function listFeeds(tx: Queryable, companyId: string, createdBy: string | null): Promise<FeedRow[]> {
  return tx.query<FeedRow>(`SELECT ${feedColumns} FROM ${feedFrom} WHERE f.company_id = $1 AND ($2::uuid IS NULL OR f.created_by = $2) ORDER BY lower(f.name), f.id`, [
    companyId,
    createdBy,
  ]);
}

export async function deleteFeed(tx: Queryable, companyId: string, id: number): Promise<void> {
  const [row] = await tx.query<{ schedule_id: string | null }>('DELETE FROM feeds WHERE company_id = $1 AND id = $2 RETURNING schedule_id', [companyId, id]);
  if (row?.schedule_id) await tx.query('DELETE FROM schedules WHERE id = $1', [row.schedule_id]);
}

/** A public URL's feed, whatever the company: the one read made outside a tenant (the token is the right). */
export async function findFeedByToken(tx: Queryable, token: string): Promise<{ company_id: string; id: number; latest_run_id: number | null } | null> {
  const [row] = await tx.query<{ company_id: string; id: number; latest_run_id: number | null }>(
    'SELECT company_id, id::int AS id, latest_run_id::int AS latest_run_id FROM feeds WHERE public_token = $1',
    [token],
  );
  return row ?? null;
}

// ── Schedules ───────────────────────────────────────────────────────────────────────────────

export async function updateSchedule(tx: Queryable, scheduleId: string, fields: { cron: string; timezone: string; active: boolean; userId: string; nextRunAt: Date | null }): Promise<void> {
  await tx.query('UPDATE schedules SET cron = $2, timezone = $3, active = $4, user_id = $5, next_run_at = $6, updated_at = clock_timestamp() WHERE id = $1', [
    scheduleId,
    fields.cron,
    fields.timezone,
    fields.active,
    fields.userId,
    fields.nextRunAt?.toISOString() ?? null,
  ]);
}

export async function deleteSchedule(tx: Queryable, scheduleId: string): Promise<void> {
  await tx.query('DELETE FROM schedules WHERE id = $1', [scheduleId]);
}

// ── Deliveries ──────────────────────────────────────────────────────────────────────────────

export type DeliveryTrigger = 'schedule' | 'manual' | 'replay';
export type DeliveryStatus = 'waiting' | 'exporting' | 'delivering' | 'retrying' | 'delivered' | 'unchanged' | 'failed' | 'cancelled';

export type DeliveryRow = {
  id: number;
  feed_id: number;
  trigger: DeliveryTrigger;
  replay_of: number | null;
  status: DeliveryStatus;
  attempts: number;
  task_id: string | null;
  run_id: number | null;
  file_name: string | null;
  products: number | null;
  size: number | null;
  destination: string;
  error_code: string | null;
  error_detail: string | null;
  created_at: Date;
  finished_at: Date | null;
};

const deliveryColumns = `id::int AS id, feed_id::int AS feed_id, trigger, replay_of::int AS replay_of, status, attempts, task_id, run_id::int AS run_id, file_name,
  products, size::float8 AS size, destination, error_code, error_detail, created_at, finished_at`;

/** The delivery of a task: made by its first attempt (or the request that started it), found again by a retry. */
export async function deliveryOfTask(
  tx: Queryable,
  companyId: string,
  feedId: number,
  taskId: string,
  start: { trigger: DeliveryTrigger; replayOf: number | null },
): Promise<DeliveryRow> {
  await tx.query(
    `INSERT INTO feed_deliveries (company_id, feed_id, task_id, trigger, replay_of) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (task_id) DO NOTHING`,
    [companyId, feedId, taskId, start.trigger, start.replayOf],
  );
  const [row] = await tx.query<DeliveryRow>(`SELECT ${deliveryColumns} FROM feed_deliveries WHERE company_id = $1 AND task_id = $2`, [companyId, taskId]);
  return row!;
}

export async function findDelivery(tx: Queryable, companyId: string, feedId: number, id: number): Promise<DeliveryRow | null> {
  const [row] = await tx.query<DeliveryRow>(`SELECT ${deliveryColumns} FROM feed_deliveries WHERE company_id = $1 AND feed_id = $2 AND id = $3`, [companyId, feedId, id]);
  return row ?? null;
}

export async function findDeliveryByTask(tx: Queryable, companyId: string, taskId: string): Promise<DeliveryRow | null> {
  const [row] = await tx.query<DeliveryRow>(`SELECT ${deliveryColumns} FROM feed_deliveries WHERE company_id = $1 AND task_id = $2`, [companyId, taskId]);
  return row ?? null;
}

export async function listDeliveries(tx: Queryable, companyId: string, feedId: number, limit: number): Promise<DeliveryRow[]> {
  return tx.query<DeliveryRow>(`SELECT ${deliveryColumns} FROM feed_deliveries WHERE company_id = $1 AND feed_id = $2 ORDER BY id DESC LIMIT $3`, [companyId, feedId, limit]);
}

/** Each feed's latest delivery. */
export async function latestDeliveries(tx: Queryable, companyId: string, feedIds: readonly number[]): Promise<Map<number, DeliveryRow>> {
  if (feedIds.length === 0) return new Map();
  const rows = await tx.query<DeliveryRow>(
    `SELECT DISTINCT ON (feed_id) ${deliveryColumns} FROM feed_deliveries WHERE company_id = $1 AND feed_id = ANY($2::bigint[]) ORDER BY feed_id, id DESC`,
    [companyId, feedIds],
  );
  return new Map(rows.map((row) => [row.feed_id, row]));
}

export type DeliveryChange = Partial<{
  status: DeliveryStatus;
  attempts: number;
  run_id: number | null;
  file_name: string | null;
  products: number | null;
  size: number | null;
  destination: string;
  error_code: string | null;
  error_detail: string | null;
  finished: boolean;
}>;

export async function updateDelivery(tx: Queryable, companyId: string, id: number, change: DeliveryChange): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [companyId, id];
  for (const [key, value] of Object.entries(change)) {
    if (key === 'finished') {
      sets.push(value ? 'finished_at = clock_timestamp()' : 'finished_at = NULL');
      continue;
    }
    values.push(value);
    sets.push(`${key} = $${values.length}`);
  }
  if (sets.length === 0) return;
  await tx.query(`UPDATE feed_deliveries SET ${sets.join(', ')} WHERE company_id = $1 AND id = $2`, values);
}

// ── The differential option ─────────────────────────────────────────────────────────────────

/** Of these fingerprints, those that differ from what the feed last delivered (or were never delivered). */
export async function changedRows(tx: Queryable, companyId: string, feedId: number, rows: readonly { id: number; hash: string }[]): Promise<{ id: number; hash: string }[]> {
  if (rows.length === 0) return [];
  const delivered = await tx.query<{ product_id: number; row_hash: string }>(
    'SELECT product_id::int AS product_id, row_hash FROM feed_product_rows WHERE company_id = $1 AND feed_id = $2 AND product_id = ANY($3::bigint[])',
    [companyId, feedId, rows.map((row) => row.id)],
  );
  const known = new Map(delivered.map((row) => [row.product_id, row.row_hash]));
  return rows.filter((row) => known.get(row.id) !== row.hash);
}

/** Remembers the rows a delivery is sending, until it succeeds. */
export async function addPendingRows(tx: Queryable, companyId: string, deliveryId: number, rows: readonly { id: number; hash: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO feed_delivery_rows (company_id, delivery_id, product_id, row_hash)
     SELECT $1, $2, product_id, row_hash FROM unnest($3::bigint[], $4::text[]) AS r (product_id, row_hash)
     ON CONFLICT (company_id, delivery_id, product_id) DO UPDATE SET row_hash = EXCLUDED.row_hash`,
    [companyId, deliveryId, rows.map((row) => row.id), rows.map((row) => row.hash)],
  );
}

export async function clearPendingRows(tx: Queryable, companyId: string, deliveryId: number): Promise<void> {
  await tx.query('DELETE FROM feed_delivery_rows WHERE company_id = $1 AND delivery_id = $2', [companyId, deliveryId]);
}

/** A delivery succeeded: its rows become the ones the feed last delivered. */
export async function commitPendingRows(tx: Queryable, companyId: string, feedId: number, deliveryId: number): Promise<void> {
  await tx.query(
    `INSERT INTO feed_product_rows (company_id, feed_id, product_id, row_hash)
     SELECT company_id, $2, product_id, row_hash FROM feed_delivery_rows WHERE company_id = $1 AND delivery_id = $3
     ON CONFLICT (company_id, feed_id, product_id) DO UPDATE SET row_hash = EXCLUDED.row_hash`,
    [companyId, feedId, deliveryId],
  );
  await clearPendingRows(tx, companyId, deliveryId);
}

/** A changed template, selection or language makes every row new again. */
export async function forgetDeliveredRows(tx: Queryable, companyId: string, feedId: number): Promise<void> {
  await tx.query('DELETE FROM feed_product_rows WHERE company_id = $1 AND feed_id = $2', [companyId, feedId]);
}
