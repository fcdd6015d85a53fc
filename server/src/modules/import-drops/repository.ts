import type { Queryable } from '../../db/database.ts';

export type ImportWatchRow = {
  id: number;
  template_id: number;
  connector_id: number;
  connector_name: string;
  connector_protocol: 'ftp' | 'sftp';
  folder: string;
  pattern: string;
  cron: string;
  timezone: string;
  active: boolean;
  schedule_id: string | null;
  user_id: string | null;
  next_run_at: Date | null;
  last_run_at: Date | null;
};

const columns = `w.id::float8 AS id, w.template_id::float8 AS template_id, w.connector_id::float8 AS connector_id, c.name AS connector_name,
  c.protocol AS connector_protocol, w.folder, w.pattern, w.cron, w.timezone, w.active, w.schedule_id, w.user_id, s.next_run_at, s.last_run_at`;
const from = `import_watches w JOIN connectors c ON c.company_id = w.company_id AND c.id = w.connector_id
  LEFT JOIN schedules s ON s.id = w.schedule_id`;

export async function findWatchOfTemplate(tx: Queryable, companyId: string, templateId: number): Promise<ImportWatchRow | null> {
  const [row] = await tx.query<ImportWatchRow>(`SELECT ${columns} FROM ${from} WHERE w.company_id = $1 AND w.template_id = $2`, [companyId, templateId]);
  return row ?? null;
}

export async function findWatch(tx: Queryable, companyId: string, id: number): Promise<ImportWatchRow | null> {
  const [row] = await tx.query<ImportWatchRow>(`SELECT ${columns} FROM ${from} WHERE w.company_id = $1 AND w.id = $2`, [companyId, id]);
  return row ?? null;
}

export type WatchFields = { connector_id: number; folder: string; pattern: string; cron: string; timezone: string; active: boolean; user_id: string };

export async function upsertWatch(tx: Queryable, companyId: string, templateId: number, fields: WatchFields): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO import_watches (company_id, template_id, connector_id, folder, pattern, cron, timezone, active, user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (company_id, template_id) DO UPDATE SET connector_id = EXCLUDED.connector_id, folder = EXCLUDED.folder,
       pattern = EXCLUDED.pattern, cron = EXCLUDED.cron, timezone = EXCLUDED.timezone, active = EXCLUDED.active,
       user_id = EXCLUDED.user_id, updated_at = clock_timestamp()
     RETURNING id::float8 AS id`,
    [companyId, templateId, fields.connector_id, fields.folder, fields.pattern, fields.cron, fields.timezone, fields.active, fields.user_id],
  );
  return row!.id;
}

export async function setWatchSchedule(tx: Queryable, companyId: string, id: number, scheduleId: string): Promise<void> {
  await tx.query('UPDATE import_watches SET schedule_id = $3 WHERE company_id = $1 AND id = $2', [companyId, id, scheduleId]);
}

/** The watch's schedule follows its settings; a stopped watch has no next run. */
export async function updateSchedule(tx: Queryable, scheduleId: string, fields: { cron: string; timezone: string; active: boolean; userId: string; nextRunAt: Date | null }): Promise<void> {
  await tx.query(
    `UPDATE schedules SET cron = $2, timezone = $3, active = $4, user_id = $5, next_run_at = $6, updated_at = clock_timestamp() WHERE id = $1`,
    [scheduleId, fields.cron, fields.timezone, fields.active, fields.userId, fields.nextRunAt?.toISOString() ?? null],
  );
}

export async function deleteWatch(tx: Queryable, companyId: string, id: number, scheduleId: string | null): Promise<void> {
  await tx.query('DELETE FROM import_watches WHERE company_id = $1 AND id = $2', [companyId, id]);
  if (scheduleId !== null) await tx.query('DELETE FROM schedules WHERE company_id = $1 AND id = $2', [companyId, scheduleId]);
}

export type DropFileRow = {
  name: string;
  size: number;
  modified_at: Date | null;
  outcome: 'done' | 'error';
  run_id: number | null;
  moved_to: string | null;
  failure: { code: string; params?: Record<string, string | number> } | null;
  created_at: Date;
};

export async function recentDropFiles(tx: Queryable, companyId: string, watchId: number, limit: number): Promise<DropFileRow[]> {
  return tx.query<DropFileRow>(
    `SELECT name, size::float8 AS size, modified_at, outcome, run_id::float8 AS run_id, moved_to, failure, created_at
       FROM import_drop_files WHERE company_id = $1 AND watch_id = $2 ORDER BY id DESC LIMIT $3`,
    [companyId, watchId, limit],
  );
}

/** Files taken but left in place (their move failed): never taken again while they stay the same. */
export async function unmovedDropFiles(tx: Queryable, companyId: string, watchId: number): Promise<DropFileRow[]> {
  return tx.query<DropFileRow>(
    `SELECT name, size::float8 AS size, modified_at, outcome, run_id::float8 AS run_id, moved_to, failure, created_at
       FROM import_drop_files WHERE company_id = $1 AND watch_id = $2 AND moved_to IS NULL`,
    [companyId, watchId],
  );
}

export async function recordDropFile(
  tx: Queryable,
  companyId: string,
  watchId: number,
  file: { name: string; size: number; modifiedAt: Date | null; outcome: 'done' | 'error'; runId: number | null; movedTo: string | null; failure: DropFileRow['failure'] },
): Promise<void> {
  await tx.query(
    `INSERT INTO import_drop_files (company_id, watch_id, name, size, modified_at, run_id, outcome, moved_to, failure)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [companyId, watchId, file.name, file.size, file.modifiedAt?.toISOString() ?? null, file.runId, file.outcome, file.movedTo, file.failure === null ? null : JSON.stringify(file.failure)],
  );
}
