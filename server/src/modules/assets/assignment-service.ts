/**
 * Assignment rules (docs/assets.md "Assignment rules"): kept per company in the order they run,
 * previewed on pasted names before they are saved, run on each new asset and on demand (a durable
 * job). Rights: the catalogue's read right to see and preview, edit to change or run.
 */
import type { AssetRule, AssetRuleDraft, AssetRulePreview, AssetRuleRunRequest } from '@pimento/shared-kit/contracts/asset-assignment';
import type { Queryable } from '../../db/database.ts';
import { constraintOf, isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { insertJob } from '../../jobs/enqueue.ts';
import type { TaskRow } from '../tasks/task-row.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertCatalogueRight } from '../catalogue/index.ts';
import * as assetRepository from './asset-repository.ts';
import { addOutcome, applyRule, emptyOutcome, previewLines, ruleContext, type AssignmentOutcome } from './assignment-apply.ts';
import { assertRule, assertRuleShape } from './assignment-checks.ts';
import * as repository from './assignment-repository.ts';

export const assetRulesJobType = 'asset_rules_run';
export type AssetRulesPayload = { ruleIds: number[] | null; assetIds: number[] | null };

async function withRuleNameUniqueness<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error) && constraintOf(error) === 'asset_rules_name_key') throw new AppError(409, 'asset_rule.name_taken', { fields: { name: ['asset_rule.name_taken'] } });
    throw error;
  }
}

export async function listAssetRules(tx: Queryable, actor: Actor): Promise<{ results: AssetRule[] }> {
  assertCatalogueRight(actor, 'read');
  return { results: await repository.listRules(tx, actor.principal.companyId) };
}

export async function createAssetRule(tx: Queryable, actor: Actor, draft: AssetRuleDraft): Promise<AssetRule> {
  assertCatalogueRight(actor, 'edit');
  const companyId = actor.principal.companyId;
  await assertRule(tx, companyId, draft);
  const id = await withRuleNameUniqueness(() => repository.insertRule(tx, companyId, draft));
  return (await repository.findRule(tx, companyId, id))!;
}

export async function updateAssetRule(tx: Queryable, actor: Actor, id: number, draft: AssetRuleDraft): Promise<AssetRule> {
  assertCatalogueRight(actor, 'edit');
  const companyId = actor.principal.companyId;
  if ((await repository.findRule(tx, companyId, id)) === null) throw notFound();
  await assertRule(tx, companyId, draft);
  await withRuleNameUniqueness(() => repository.updateRule(tx, companyId, id, draft));
  return (await repository.findRule(tx, companyId, id))!;
}

export async function deleteAssetRule(tx: Queryable, actor: Actor, id: number): Promise<{ deleted: true }> {
  assertCatalogueRight(actor, 'edit');
  if (!(await repository.deleteRule(tx, actor.principal.companyId, id))) throw notFound();
  return { deleted: true };
}

/** The draft as if saved, to read pasted names with. */
const asRule = (draft: AssetRuleDraft): AssetRule => ({ ...draft, id: 1, position: 1, created: '', updated: '' });

export async function previewAssetRule(tx: Queryable, actor: Actor, draft: AssetRuleDraft, names: readonly string[]): Promise<AssetRulePreview> {
  assertCatalogueRight(actor, 'read');
  const companyId = actor.principal.companyId;
  assertRuleShape(draft);
  await assertRule(tx, companyId, draft);
  const rule = asRule(draft);
  return { lines: await previewLines(tx, actor, rule, await ruleContext(tx, companyId, rule), names) };
}

/**
 * Enqueues a run. The rules and the assets named must be the company's; a selection of assets is
 * all stored or all unstored (spec §5), like every other action on a selection of the gallery.
 */
export async function startAssetRulesRun(tx: Queryable, actor: Actor, input: AssetRuleRunRequest): Promise<TaskRow> {
  assertCatalogueRight(actor, 'edit');
  const companyId = actor.principal.companyId;
  const rules = await repository.listRules(tx, companyId);
  if (input.rule_ids !== undefined && !input.rule_ids.every((id) => rules.some((rule) => rule.id === id))) throw notFound();
  if (input.asset_ids !== undefined) {
    const assets = await assetRepository.findAssets(tx, companyId, input.asset_ids, { lock: false });
    if (assets.length !== input.asset_ids.length) throw notFound();
    if (new Set(assets.map((asset) => asset.stored)).size > 1) throw new AppError(422, 'asset.mixed_storage', { fields: { asset_ids: ['asset.mixed_storage'] } });
  }
  const payload: AssetRulesPayload = { ruleIds: input.rule_ids ?? null, assetIds: input.asset_ids ?? null };
  const ruleNames = input.rule_ids === undefined ? null : rules.filter((rule) => input.rule_ids!.includes(rule.id)).map((rule) => rule.name).join(', ');
  return insertJob(tx, { type: assetRulesJobType, companyId, userId: actor.principal.userId, payload, subject: ruleNames === null ? {} : { rules: ruleNames } });
}

/** The rules that run on upload, applied to a new asset in its upload's transaction. */
export async function applyRulesOnUpload(tx: Queryable, actor: Actor, assetId: number): Promise<AssignmentOutcome> {
  const companyId = actor.principal.companyId;
  const rules = await repository.listRules(tx, companyId, { onUploadOnly: true });
  let outcome = emptyOutcome();
  if (rules.length === 0) return outcome;
  const assets = await assetRepository.findAssets(tx, companyId, [assetId]);
  for (const rule of rules) outcome = addOutcome(outcome, await applyRule(tx, actor, rule, await ruleContext(tx, companyId, rule), assets));
  return outcome;
}
