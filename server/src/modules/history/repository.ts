import type { LocalNames } from '@pimento/shared-kit/contracts/common';
import { namesSql } from '../attributes/local-names.ts';
import type { Queryable } from '../../db/database.ts';

export type HistoryEntity = 'product' | 'model';
/** What made a change besides its user: an import's launch or its rollback, naming the run. */
export type HistorySource = { kind: 'import' | 'import_rollback'; importRunId: number };
export type Changes = Record<string, [unknown, unknown]>;

export type Retention = { days: number; max_entries: number };
export const defaultRetention: Retention = { days: 365, max_entries: 200 };

export async function loadRetention(tx: Queryable, companyId: string): Promise<Retention> {
  const [row] = await tx.query<{ days: number; max_entries: number }>(
    'SELECT history_retention_days AS days, history_max_entries AS max_entries FROM catalogue_settings WHERE company_id = $1',
    [companyId],
  );
  return row ?? defaultRetention;
}

export async function saveRetention(tx: Queryable, companyId: string, retention: Retention): Promise<void> {
  await tx.query(
    `INSERT INTO catalogue_settings (company_id, history_retention_days, history_max_entries) VALUES ($1, $2, $3)
     ON CONFLICT (company_id) DO UPDATE SET history_retention_days = $2, history_max_entries = $3`,
    [companyId, retention.days, retention.max_entries],
  );
}

/**
 * Records one save (only the changed fields) and keeps at most `max_entries` per item: the bound
 * holds from the first write, whatever the scheduled pruning does.
 */
export async function recordChange(
  tx: Queryable,
  companyId: string,
  entry: { entity: HistoryEntity; entityId: number; userId: string | null; changes: Changes },
  retention: Retention,
): Promise<void> {
  if (Object.keys(entry.changes).length === 0) return;
  // One statement: the trim does not see the row being inserted (same snapshot), so it keeps the
  // newest `max_entries - 1` older entries.
  await tx.query(
    `WITH added AS (
       INSERT INTO catalogue_history (company_id, entity, entity_id, user_id, changes) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id)
     DELETE FROM catalogue_history WHERE company_id = $1 AND entity = $2 AND entity_id = $3 AND id <= (
       SELECT id FROM catalogue_history WHERE company_id = $1 AND entity = $2 AND entity_id = $3
        ORDER BY id DESC OFFSET $6::int - 1 LIMIT 1)`,
    [companyId, entry.entity, entry.entityId, entry.userId, JSON.stringify(entry.changes), retention.max_entries],
  );
}

/**
 * The same change for many items at once (bulk actions, an import's launch and rollback): one row
 * per item, written set-wise; `source` names the import that made it.
 */
export async function recordBulkChange(
  tx: Queryable,
  companyId: string,
  entry: { entity: HistoryEntity; userId: string | null; source?: HistorySource },
  changesById: { ids: number[]; changes: string[] },
): Promise<void> {
  if (changesById.ids.length === 0) return;
  await tx.query(
    `INSERT INTO catalogue_history (company_id, entity, entity_id, user_id, changes, source, import_run_id)
     SELECT $1, $2, id, $3, changes::jsonb, $6, $7 FROM unnest($4::bigint[], $5::text[]) AS t (id, changes)`,
    [companyId, entry.entity, entry.userId, changesById.ids, changesById.changes, entry.source?.kind ?? null, entry.source?.importRunId ?? null],
  );
}

export type HistoryRow = {
  id: number;
  user_id: string | null;
  username: string | null;
  changed_at: Date;
  changes: Changes;
  source: HistorySource['kind'] | null;
  import_run_id: number | null;
  /** The import run's template (its run page's address), while both exist. */
  template_id: number | null;
};

export async function listHistory(
  tx: Queryable,
  companyId: string,
  entity: HistoryEntity,
  entityId: number,
  beforeId: number | null,
  limit: number,
): Promise<HistoryRow[]> {
  return tx.query<HistoryRow>(
    `SELECT h.id::int AS id, h.user_id, u.username, h.changed_at, h.changes, h.source, h.import_run_id::float8 AS import_run_id, r.template_id::float8 AS template_id
       FROM catalogue_history h LEFT JOIN users u ON u.company_id = h.company_id AND u.id = h.user_id
       LEFT JOIN import_runs r ON r.company_id = h.company_id AND r.id = h.import_run_id
      WHERE h.company_id = $1 AND h.entity = $2 AND h.entity_id = $3 AND ($4::bigint IS NULL OR h.id < $4)
      ORDER BY h.id DESC LIMIT $5`,
    [companyId, entity, entityId, beforeId, limit],
  );
}

/** Entries a maintenance round deletes at most per company (short statements, small WAL bursts). */
const expiredBatch = 10_000;

/**
 * The age bound of every company's history, whether or not an administrator set a retention
 * (the default is `defaultRetention.days`): run by the scheduler's hourly maintenance as the
 * database owner, across companies, through the `(company_id, changed_at)` index. Rounds of at
 * most `expiredBatch` entries per company until none is left. Answers how many went.
 */
export async function purgeExpiredHistory(db: Queryable): Promise<number> {
  let purged = 0;
  for (;;) {
    const deleted = await db.query(
      `DELETE FROM catalogue_history h USING (
          SELECT expired.id FROM companies c
            LEFT JOIN catalogue_settings s ON s.company_id = c.id
           CROSS JOIN LATERAL (
             SELECT x.id FROM catalogue_history x
              WHERE x.company_id = c.id AND x.changed_at < now() - make_interval(days => coalesce(s.history_retention_days, $1))
              LIMIT $2) expired) doomed
        WHERE h.id = doomed.id RETURNING 1`,
      [defaultRetention.days, expiredBatch],
    );
    purged += deleted.length;
    if (deleted.length === 0) return purged;
  }
}

/** Scheduled pruning: entries older than the retention, and beyond the per-item maximum. */
export async function pruneHistory(tx: Queryable, companyId: string, retention: Retention): Promise<number> {
  const old = await tx.query(
    `DELETE FROM catalogue_history WHERE company_id = $1 AND changed_at < now() - make_interval(days => $2) RETURNING 1`,
    [companyId, retention.days],
  );
  const extra = await tx.query(
    `DELETE FROM catalogue_history h USING (
        SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY entity, entity_id ORDER BY id DESC) AS rank
                          FROM catalogue_history WHERE company_id = $1) ranked WHERE rank > $2) doomed
      WHERE h.company_id = $1 AND h.id = doomed.id RETURNING 1`,
    [companyId, retention.max_entries],
  );
  return old.length + extra.length;
}

/** Whether the company's history pruning is scheduled. */
export async function hasPruneSchedule(tx: Queryable, companyId: string, jobType: string): Promise<boolean> {
  const [existing] = await tx.query('SELECT id FROM schedules WHERE company_id = $1 AND job_type = $2', [companyId, jobType]);
  return existing !== undefined;
}

/** What a page of history names by id: models (reference and name) and categories (their path from the root, names per language). */
export type HistoryReferences = { models: Record<string, { reference: string; name: string }>; categories: Record<string, LocalNames[]> };

export async function loadHistoryReferences(tx: Queryable, companyId: string, modelIds: number[], categoryIds: number[]): Promise<HistoryReferences> {
  const references: HistoryReferences = { models: {}, categories: {} };
  if (modelIds.length > 0) {
    const models = await tx.query<{ id: number; reference: string; name: string }>('SELECT id::int AS id, reference, name FROM models WHERE company_id = $1 AND id = ANY($2::bigint[])', [companyId, modelIds]);
    for (const model of models) references.models[String(model.id)] = { reference: model.reference, name: model.name };
  }
  if (categoryIds.length > 0) {
    // Each category's path: its ancestors' names in order (root first), then its own.
    const level = (alias: string) => `jsonb_build_object('name', ${alias}.name, 'names', ${namesSql('category', alias)})`;
    const categories = await tx.query<{ id: number; path: LocalNames[] }>(
      `SELECT c.id::int AS id,
              COALESCE((SELECT jsonb_agg(${level('a')} ORDER BY x.depth) FROM unnest(c.ancestors) WITH ORDINALITY AS x (ancestor_id, depth)
                          JOIN categories a ON a.company_id = c.company_id AND a.id = x.ancestor_id), '[]'::jsonb) || jsonb_build_array(${level('c')}) AS path
         FROM categories c WHERE c.company_id = $1 AND c.id = ANY($2::bigint[])`,
      [companyId, categoryIds],
    );
    for (const category of categories) references.categories[String(category.id)] = category.path;
  }
  return references;
}
