/**
 * Completion over time (docs/completion.md "Over time"): once a day a scheduled job of the jobs
 * engine copies each scope's figures from the counts kept by the writes into `completion_daily`.
 * A few rows a company and a day, read in one range by the dashboard.
 */
import type { Queryable } from '../../db/database.ts';
import { registerJobType } from '../../jobs/registry.ts';
import { createSchedule } from '../../jobs/schedules.ts';
import { snapshotDay } from './repository.ts';

export const completionSnapshotJobType = 'completion_snapshot';

/** Daily at 23:50 UTC: the day's last figures, before the date turns. */
const snapshotCron = '50 23 * * *';

/**
 * The company's daily snapshot, scheduled once (its first change of what counts: the figures exist
 * from then on). The schedule's owner is that change's author, as the history's pruning.
 */
export async function ensureSnapshotSchedule(tx: Queryable, companyId: string, userId: string): Promise<void> {
  const [existing] = await tx.query('SELECT id FROM schedules WHERE company_id = $1 AND job_type = $2', [companyId, completionSnapshotJobType]);
  if (existing !== undefined) return;
  await createSchedule(tx, { companyId, userId, name: 'Completion snapshot', jobType: completionSnapshotJobType, cron: snapshotCron });
}

registerJobType(
  completionSnapshotJobType,
  async (context) => {
    const scopes = await context.db.withTenant(context.companyId, (tx) => snapshotDay(tx, context.companyId));
    await context.progress(1);
    return { scopes };
  },
  { maxAttempts: 3 },
);
