/**
 * What makes a rule coherent (spec §5 and docs/assets.md "Assignment rules"), each refusal at its
 * field with its own code: a pill naming the products, no Featured option with a Featured pill,
 * a sequence pill for the sequence placement, each reading pill once, known attributes and category.
 */
import type { AssetRuleDraft } from '@pimento/shared-kit/contracts/asset-assignment';
import type { Queryable } from '../../db/database.ts';
import type { ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import { AppError } from '../../http/app-error.ts';
import { requireTargetCategory } from './asset-rules.ts';

const refuse = (field: string, code: ErrorCode) => new AppError(422, code, { fields: { [field]: [code] } });

/** The checks that need no database: the preview runs them too. */
export function assertRuleShape(rule: AssetRuleDraft): void {
  const count = (type: string) => rule.pills.filter((pill) => pill.type === type).length;
  if (count('sku') + count('model_reference') + count('attribute') === 0) throw refuse('pills', 'asset_rule.identifier_pill_required');
  for (const type of ['sku', 'model_reference', 'sequence', 'language', 'featured']) {
    if (count(type) > 1) throw refuse('pills', 'asset_rule.pill_repeated');
  }
  const attributeIds = rule.pills.flatMap((pill) => (pill.type === 'attribute' ? [pill.attribute_id] : []));
  if (new Set(attributeIds).size !== attributeIds.length) throw refuse('pills', 'asset_rule.pill_repeated');
  if (rule.featured && count('featured') > 0) throw refuse('featured', 'asset_rule.featured_option_and_pill');
  if (rule.placement === 'sequence' && count('sequence') === 0) throw refuse('placement', 'asset_rule.sequence_pill_required');
}

export async function assertRule(tx: Queryable, companyId: string, rule: AssetRuleDraft): Promise<void> {
  assertRuleShape(rule);
  const attributeIds = rule.pills.flatMap((pill) => (pill.type === 'attribute' ? [pill.attribute_id] : []));
  if (attributeIds.length > 0) {
    const found = await tx.query<{ id: number }>('SELECT id FROM attributes WHERE company_id = $1 AND id = ANY($2::int[])', [companyId, attributeIds]);
    if (found.length !== attributeIds.length) throw refuse('pills', 'asset_rule.attribute_not_found');
  }
  if (rule.category_id !== null) await requireTargetCategory(tx, companyId, rule.category_id);
}
