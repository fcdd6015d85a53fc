/**
 * Scheduled pruning of the catalogue history: entries older than the company's retention and
 * beyond the per-item maximum go. Saves already cap each item as they write; this job handles
 * age. Scheduled daily per company when its retention is set (routes.ts).
 */
import { registerJobType } from '../../jobs/registry.ts';
import type { JobContext } from '../../jobs/registry.ts';
import { loadRetention, pruneHistory } from './repository.ts';

export const historyPruneJobType = 'catalogue.history.prune';

export async function runHistoryPrune(context: JobContext): Promise<{ deleted: number }> {
  const deleted = await context.db.withTenant(context.companyId, async (tx) => pruneHistory(tx, context.companyId, await loadRetention(tx, context.companyId)));
  await context.progress(1);
  return { deleted };
}

registerJobType(historyPruneJobType, runHistoryPrune, { maxAttempts: 3 });
