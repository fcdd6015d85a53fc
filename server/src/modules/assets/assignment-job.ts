/**
 * A run of assignment rules on demand (`asset_rules_run`): the assets (all, or those chosen) by
 * batches in id order, each batch and the checkpoint after it in one transaction, so a crash or
 * a pause resumes after the last batch committed. The tasks panel shows its progress; the result
 * says how many assets matched, the links made, the places left as they were and the refusals.
 */
import type { Queryable } from '../../db/database.ts';
import { registerJobType, type JobContext } from '../../jobs/registry.ts';
import { loadJobActor } from '../rights/actor.ts';
import type { AssetRow } from './asset-repository.ts';
import * as assetRepository from './asset-repository.ts';
import { addOutcome, applyRule, emptyOutcome, ruleContext, type AssignmentOutcome } from './assignment-apply.ts';
import * as repository from './assignment-repository.ts';
import { assetRulesJobType, type AssetRulesPayload } from './assignment-service.ts';

export const assignmentJobTuning = { batchSize: Number(process.env.PIMENTO_ASSET_RULES_BATCH ?? 500) };

type Progress = { lastId: number; done: number; total: number; outcome: AssignmentOutcome };

async function nextAssets(tx: Queryable, companyId: string, payload: AssetRulesPayload, afterId: number): Promise<AssetRow[]> {
  const rows = await tx.query<{ id: number }>(
    `SELECT id::int AS id FROM assets WHERE company_id = $1 AND id > $2 AND ($3::bigint[] IS NULL OR id = ANY($3::bigint[])) ORDER BY id LIMIT $4`,
    [companyId, afterId, payload.assetIds, assignmentJobTuning.batchSize],
  );
  return rows.length === 0 ? [] : assetRepository.findAssets(tx, companyId, rows.map((row) => row.id));
}

export async function runAssetRules(context: JobContext<AssetRulesPayload>): Promise<AssignmentOutcome & { assets: number }> {
  const { db, companyId, userId, payload } = context;
  let progress = context.checkpoint as Progress | null;
  if (progress === null) {
    progress = await db.withTenant(companyId, async (tx) => {
      const [row] = await tx.query<{ total: number }>('SELECT count(*)::int AS total FROM assets WHERE company_id = $1 AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))', [
        companyId,
        payload.assetIds,
      ]);
      const first: Progress = { lastId: 0, done: 0, total: row!.total, outcome: emptyOutcome() };
      await context.saveCheckpointIn(tx, first);
      return first;
    });
  }
  for (;;) {
    context.throwIfStopped();
    const current: Progress = progress;
    const next = await db.withTenant(companyId, async (tx): Promise<Progress | null> => {
      // Safe with the checkpoint in the batch's transaction: a batch lost in a crash is redone.
      if (db.driver === 'postgres') await tx.query('SET LOCAL synchronous_commit = off');
      const assets = await nextAssets(tx, companyId, payload, current.lastId);
      if (assets.length === 0) return null;
      const actor = await loadJobActor(tx, companyId, userId);
      // Rules deleted since the run began are skipped; the others run in their order.
      const rules = (await repository.listRules(tx, companyId)).filter((rule) => payload.ruleIds === null || payload.ruleIds.includes(rule.id));
      let outcome = current.outcome;
      for (const rule of rules) outcome = addOutcome(outcome, await applyRule(tx, actor, rule, await ruleContext(tx, companyId, rule), assets));
      const after: Progress = { lastId: assets.at(-1)!.id, done: current.done + assets.length, total: current.total, outcome };
      await context.saveCheckpointIn(tx, after);
      return after;
    });
    if (next === null) break;
    progress = next;
    await context.progress(progress.total === 0 ? 1 : Math.min(1, progress.done / progress.total));
  }
  await context.progress(1);
  return { assets: progress.done, ...progress.outcome };
}

registerJobType<AssetRulesPayload>(assetRulesJobType, runAssetRules, { maxAttempts: 3 });
