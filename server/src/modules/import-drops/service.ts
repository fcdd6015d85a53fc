/**
 * An import template's folder watch (docs/imports.md "The FTP and SFTP drop"): which connector,
 * folder and file pattern, on which schedule. The schedule is a row of `schedules` (job
 * `import_drop`, docs/jobs.md "Schedules"), kept in step with the watch in the same transaction.
 * Whoever may import and read the template may set its watch; its runs use that user's rights.
 */
import type { ImportWatch, importWatchInputSchema } from '@pimento/shared-kit/contracts/import-drops';
import { importWatchLimits } from '@pimento/shared-kit/contracts/import-drops';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { createSchedule, nextRunAfter } from '../../jobs/schedules.ts';
import { AppError } from '../../http/app-error.ts';
import { findConnector } from '../connectors/repository.ts';
import { assertMayImport } from '../imports/import-files.ts';
import { getImportTemplate } from '../imports/import-templates.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertFeature } from '../rights/authorization.ts';
import * as repository from './repository.ts';

export const importDropJobType = 'import_drop';

type WatchInput = z.output<typeof importWatchInputSchema>;

async function toWatch(tx: Queryable, companyId: string, row: repository.ImportWatchRow): Promise<ImportWatch> {
  const files = await repository.recentDropFiles(tx, companyId, row.id, importWatchLimits.recentFiles);
  return {
    template_id: row.template_id,
    connector: { id: row.connector_id, name: row.connector_name, protocol: row.connector_protocol },
    folder: row.folder,
    pattern: row.pattern,
    cron: row.cron,
    timezone: row.timezone,
    active: row.active,
    next_run: row.active ? (row.next_run_at?.toISOString() ?? null) : null,
    last_run: row.last_run_at?.toISOString() ?? null,
    recent_files: files.map((file) => ({
      name: file.name,
      size: file.size,
      outcome: file.outcome,
      run_id: file.run_id,
      moved_to: file.moved_to,
      failure: file.failure,
      created: file.created_at.toISOString(),
    })),
  };
}

/** The template must be one the user may import with and read (404 otherwise, another company's too). */
async function assertTemplate(tx: Queryable, actor: Actor, templateId: number): Promise<void> {
  assertFeature(actor.features, 'has_connector_settings');
  assertMayImport(actor);
  await getImportTemplate(tx, actor, templateId);
}

export async function getImportWatch(tx: Queryable, actor: Actor, templateId: number): Promise<{ watch: ImportWatch | null }> {
  await assertTemplate(tx, actor, templateId);
  const row = await repository.findWatchOfTemplate(tx, actor.principal.companyId, templateId);
  return { watch: row === null ? null : await toWatch(tx, actor.principal.companyId, row) };
}

function refuse(code: 'import_watch.schedule_invalid' | 'import_watch.timezone_invalid' | 'import_watch.connector_not_found', field: string): never {
  throw new AppError(422, code, { fields: { [field]: [code] } });
}

export async function saveImportWatch(tx: Queryable, actor: Actor, templateId: number, input: WatchInput): Promise<{ watch: ImportWatch }> {
  await assertTemplate(tx, actor, templateId);
  const { companyId, userId } = actor.principal;
  if ((await findConnector(tx, companyId, input.connector_id)) === null) refuse('import_watch.connector_not_found', 'connector_id');
  try {
    new Intl.DateTimeFormat('en', { timeZone: input.timezone });
  } catch {
    refuse('import_watch.timezone_invalid', 'timezone');
  }
  let nextRun: Date | null = null;
  try {
    if (input.cron.trim().split(/\s+/).length < 5) throw new Error('too few fields');
    nextRun = nextRunAfter(input.cron, input.timezone, new Date());
  } catch {
    refuse('import_watch.schedule_invalid', 'cron');
  }
  const watchId = await repository.upsertWatch(tx, companyId, templateId, { ...input, user_id: userId });
  const existing = await repository.findWatch(tx, companyId, watchId);
  if (existing?.schedule_id) {
    await repository.updateSchedule(tx, existing.schedule_id, { cron: input.cron, timezone: input.timezone, active: input.active, userId, nextRunAt: input.active ? nextRun : null });
  } else {
    const schedule = await createSchedule(tx, { companyId, userId, name: `import-drop:${watchId}`, jobType: importDropJobType, cron: input.cron, timezone: input.timezone, payload: { watchId } });
    await repository.setWatchSchedule(tx, companyId, watchId, schedule.id);
    if (!input.active) await repository.updateSchedule(tx, schedule.id, { cron: input.cron, timezone: input.timezone, active: false, userId, nextRunAt: null });
  }
  return { watch: await toWatch(tx, companyId, (await repository.findWatch(tx, companyId, watchId))!) };
}

export async function deleteImportWatch(tx: Queryable, actor: Actor, templateId: number): Promise<void> {
  await assertTemplate(tx, actor, templateId);
  const row = await repository.findWatchOfTemplate(tx, actor.principal.companyId, templateId);
  if (row === null) throw new AppError(404, 'import_watch.not_found');
  await repository.deleteWatch(tx, actor.principal.companyId, row.id, row.schedule_id);
}
