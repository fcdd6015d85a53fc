/**
 * Read-only SQL of the dashboard's second request (docs/completion.md "Dashboard"): the reader's
 * tasks and imports waiting, and what the export engine's runs never covered. Reads the tasks,
 * imports and exports modules' tables; writes nothing.
 */
import type { Queryable } from '../../db/database.ts';

const listed = 10;

export type OpenTaskRow = { id: string; type: string; status: string; percent: number; created_at: string; subject: Record<string, unknown> };

/** The user's tasks not finished, and those failed in the last 7 days, newest first (the tasks' per-user index). */
export async function openTasks(tx: Queryable, companyId: string, userId: string): Promise<OpenTaskRow[]> {
  return tx.query<OpenTaskRow>(
    `SELECT t.id::text AS id, t.type, t.status, t.percent, to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
            t.subject
       FROM tasks t
      WHERE t.company_id = $1 AND t.user_id = $2
        AND (t.status IN ('waiting', 'in_progress', 'paused') OR (t.status = 'error' AND t.created_at > clock_timestamp() - interval '7 days'))
      ORDER BY t.created_at DESC, t.id DESC LIMIT ${listed}`,
    [companyId, userId],
  );
}

export type WaitingImportRow = { id: number; template_id: number | null; template_name: string | null; verified_at: string | null; rows: number };

/** The user's imports verified and not launched (`ready`), newest first. */
export async function waitingImports(tx: Queryable, companyId: string, userId: string): Promise<WaitingImportRow[]> {
  return tx.query<WaitingImportRow>(
    `SELECT r.id::int AS id, r.template_id::int AS template_id, it.name AS template_name,
            to_char(r.verified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS verified_at, coalesce((r.counts ->> 'rows')::int, 0) AS rows
       FROM import_runs r LEFT JOIN import_templates it ON it.company_id = r.company_id AND it.id = r.template_id
      WHERE r.company_id = $1 AND r.created_by = $2 AND r.status = 'ready'
      ORDER BY r.id DESC LIMIT ${listed}`,
    [companyId, userId],
  );
}

export type TemplateRunRow = { id: number; type: string; name: string; group_ids: string[]; since: string };

/** Each export template's last finished run (its start), newest first. */
export async function lastTemplateRuns(tx: Queryable, companyId: string): Promise<TemplateRunRow[]> {
  return tx.query<TemplateRunRow>(
    `SELECT t.id::int AS id, t.type, t.name, t.group_ids::text[] AS group_ids, to_char(r.since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS since
       FROM export_templates t
       JOIN (SELECT template_id, max(created_at) AS since FROM export_runs WHERE company_id = $1 AND finished_at IS NOT NULL AND storage_key IS NOT NULL AND template_id IS NOT NULL GROUP BY template_id) r
         ON r.template_id = t.id
      WHERE t.company_id = $1 ORDER BY r.since DESC, t.id LIMIT ${listed}`,
    [companyId],
  );
}

/** The start of the last finished run of any export (a template, a layout or a quick export), or null. */
export async function lastRunStart(tx: Queryable, companyId: string): Promise<string | null> {
  const [row] = await tx.query<{ since: string | null }>(
    `SELECT to_char(max(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS since FROM export_runs WHERE company_id = $1 AND finished_at IS NOT NULL AND storage_key IS NOT NULL`,
    [companyId],
  );
  return row?.since ?? null;
}

/**
 * How many products (those the reader's groups let through; `groups` null: every product) were
 * created after each moment, in one pass of the products' creation index from the earliest.
 */
export async function createdSince(tx: Queryable, companyId: string, moments: readonly (string | null)[], groups: readonly string[] | null): Promise<number[]> {
  if (moments.length === 0) return [];
  const params: unknown[] = [companyId];
  const earliest = moments.includes(null) ? null : moments.reduce((a, b) => (a! < b! ? a : b));
  const from = earliest === null ? '' : ` AND p.created_at > $${params.push(earliest)}::timestamptz`;
  const visible = groups === null ? '' : ` AND p.group_ids && $${params.push(groups)}::uuid[]`;
  const counts = moments.map((moment) => (moment === null ? 'count(*)::int' : `count(*) FILTER (WHERE p.created_at > $${params.push(moment)}::timestamptz)::int`));
  const [row] = await tx.query<{ counts: number[] }>(`SELECT ARRAY[${counts.join(', ')}] AS counts FROM products p WHERE p.company_id = $1${from}${visible}`, params);
  return row!.counts;
}
