/**
 * Applying assignment rules to assets: each rule, in order, reads each asset (name or URL), files
 * it in the rule's category, sets its language from a language pill, and links it to the products
 * (or, in a category managed by the model, the models) it names, at the rule's place among their
 * assets of that category; with `only_empty`, a product whose place is taken is left as it is.
 * A move the gallery would refuse (an unstored asset into a category of files, a PDF into the main
 * images…) skips the asset for that rule, with its code counted: nothing is forced.
 * Rights: the products' edit right; products the actor may not edit are not touched.
 */
import type { AssetRule, AssetRulePreviewLine } from '@pimento/shared-kit/contracts/asset-assignment';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { companySettingsOf } from '../companies/defaults.ts';
import { requireCompany } from '../companies/service.ts';
import { loadRetention, recordChange } from '../history/repository.ts';
import type { Actor } from '../rights/authorization.ts';
import type { AssetRow } from './asset-repository.ts';
import { assertFitsCategory, assertLinksAllowMove, isFeaturable } from './asset-rules.ts';
import { compilePattern, subjectOf, type PatternCaptures } from './assignment-pattern.ts';
import { resolveTargets, type Targets } from './assignment-targets.ts';
import { findCategory, type AssetCategoryRow } from './category-repository.ts';
import * as links from './link-repository.ts';
import type { LinkOwner } from './link-repository.ts';

/** What a run did, summed over rules and assets. */
export type AssignmentOutcome = {
  /** Assets a rule matched and linked somewhere (or found already linked). */
  matched: number;
  /** New links to products or models. */
  links: number;
  /** Products or models left alone because their place was taken (`only_empty`). */
  kept: number;
  /** Assets a rule matched but could not file, by the gallery's refusal code. */
  refused: Record<string, number>;
};

export const emptyOutcome = (): AssignmentOutcome => ({ matched: 0, links: 0, kept: 0, refused: {} });

export function addOutcome(total: AssignmentOutcome, part: AssignmentOutcome): AssignmentOutcome {
  const refused = { ...total.refused };
  for (const [code, count] of Object.entries(part.refused)) refused[code] = (refused[code] ?? 0) + count;
  return { matched: total.matched + part.matched, links: total.links + part.links, kept: total.kept + part.kept, refused };
}

/** What the company and the rule need once per run. */
/** `languages`: the company's, by their lower-case form. */
export type RuleContext = { languages: ReadonlyMap<string, string>; category: AssetCategoryRow | null };

export async function ruleContext(tx: Queryable, companyId: string, rule: AssetRule): Promise<RuleContext> {
  const languages = new Map(companySettingsOf(await requireCompany(tx, companyId)).attribute_languages.map((language) => [language.toLowerCase(), language] as const));
  const category = rule.category_id === null ? null : await findCategory(tx, companyId, rule.category_id);
  return { languages, category };
}

/** The subjects' captures, null for those the pattern does not fit or whose language the company lacks. */
function captureAll(rule: AssetRule, context: RuleContext, subjects: readonly (string | null)[]): { captures: (PatternCaptures | null)[]; misses: (AssetRulePreviewLine['miss'])[] } {
  const match = compilePattern(rule.pills);
  const captures: (PatternCaptures | null)[] = [];
  const misses: AssetRulePreviewLine['miss'][] = [];
  for (const subject of subjects) {
    const found = subject === null ? null : match(subject);
    if (found === null) {
      captures.push(null);
      misses.push('no_match');
    } else if (found.language !== null && !context.languages.has(found.language)) {
      captures.push(null);
      misses.push('language_unknown');
    } else {
      captures.push(found);
      misses.push(null);
    }
  }
  return { captures, misses };
}

/** Where each pasted line would go under `rule` (a draft): the same reading and look-ups as a run, nothing written. */
export async function previewLines(tx: Queryable, actor: Actor, rule: AssetRule, context: RuleContext, names: readonly string[]): Promise<AssetRulePreviewLine[]> {
  const subjects = names.map((name) => subjectOf(rule.source, { file_name: name.trim(), original_url: name.trim() }));
  const { captures, misses } = captureAll(rule, context, subjects);
  const targets = await resolveTargets(tx, actor, captures, context.category?.managed_by_model === true, 'read');
  return names.map((name, index) => {
    const found = captures[index] ?? null;
    const target = targets[index]!;
    const count = target.products.length + target.models.length;
    const miss = misses[index] ?? (count === 0 ? 'no_product' : null);
    return {
      name,
      miss,
      products: target.products.slice(0, 5).map(({ id, sku }) => ({ id, sku })),
      products_count: target.products.length,
      models: target.models.slice(0, 5).map(({ id, reference }) => ({ id, reference })),
      category_id: rule.category_id,
      position: found === null ? null : rule.placement === 'sequence' ? Math.max(1, found.sequence ?? 1) : rule.placement,
      language: found?.language == null ? null : (context.languages.get(found.language) ?? found.language),
      featured: found !== null && (rule.featured || found.featured),
    };
  });
}

/** The asset's new order among the owner's assets of its category. */
function placed(current: readonly number[], assetId: number, rule: AssetRule, sequence: number | null): number[] {
  if (rule.placement === 'before') return [assetId, ...current];
  if (rule.placement === 'after') return [...current, assetId];
  const order = [...current];
  order.splice(Math.min(Math.max(1, sequence ?? 1) - 1, order.length), 0, assetId);
  return order;
}

/** Links one asset to one owner; answers whether a link was made, or 'kept' when its place was taken. */
async function linkTo(tx: Queryable, companyId: string, owner: LinkOwner, ownerId: number, asset: AssetRow, categoryId: number | null, rule: AssetRule, captures: PatternCaptures): Promise<'linked' | 'kept' | 'already'> {
  const row = await links.findOwner(tx, companyId, owner, ownerId, true);
  if (row === null) return 'already';
  const current = await links.linksOf(tx, companyId, owner, ownerId);
  if (current.some((link) => link.asset_id === asset.id)) return 'already';
  const sameLinks = current.filter((link) => link.category_id === categoryId);
  const sameCategory = sameLinks.map((link) => link.asset_id);
  if (rule.only_empty) {
    // The place: the position its sequence names, else the category.
    const taken = rule.placement === 'sequence' ? sameCategory.length >= Math.max(1, captures.sequence ?? 1) : sameCategory.length > 0;
    if (taken) return 'kept';
  }
  const order = placed(sameCategory, asset.id, rule, captures.sequence);
  if (order.at(-1) === asset.id) {
    // Last of its category (the common case): one statement, the others keep their numbers.
    await links.insertLinkAt(tx, companyId, owner, ownerId, asset.id, Math.max(0, ...sameLinks.map((link) => link.position)) + 1);
  } else {
    await links.insertLinks(tx, companyId, owner, ownerId, [asset.id]);
    await links.setPositions(tx, companyId, owner, ownerId, order);
  }
  const featured = (rule.featured || captures.featured) && isFeaturable(asset.kind);
  if (featured && !(rule.only_empty && row.featured_asset_id !== null)) await links.setFeatured(tx, companyId, owner, ownerId, asset.id);
  return 'linked';
}

/** Files the asset in the rule's category (the gallery's checks), or throws the refusal. */
async function fileAsset(tx: Queryable, companyId: string, asset: AssetRow, category: AssetCategoryRow | null): Promise<number | null> {
  if (category === null || asset.category_id === category.id) return asset.category_id;
  assertFitsCategory(asset, category);
  await assertLinksAllowMove(tx, companyId, [asset.id], category);
  await tx.query('UPDATE assets SET category_id = $3, updated_at = now() WHERE company_id = $1 AND id = $2', [companyId, asset.id, category.id]);
  asset.category_id = category.id;
  return category.id;
}

/**
 * One rule over a batch of assets (locked rows, read by the caller). The assets are changed in
 * place (category, language) so a later rule of the same run sees them as they now are.
 */
export async function applyRule(tx: Queryable, actor: Actor, rule: AssetRule, context: RuleContext, assets: AssetRow[]): Promise<AssignmentOutcome> {
  const companyId = actor.principal.companyId;
  const outcome = emptyOutcome();
  const { captures } = captureAll(rule, context, assets.map((asset) => subjectOf(rule.source, asset)));
  if (captures.every((found) => found === null)) return outcome;
  const managed = context.category === null ? null : context.category.managed_by_model;
  // The targets depend on whether the category is the model's: the rule's, else each asset's own.
  const targetsFor = new Map<boolean, Targets[]>();
  const targetsOf = async (modelManaged: boolean) => {
    if (!targetsFor.has(modelManaged)) targetsFor.set(modelManaged, await resolveTargets(tx, actor, captures, modelManaged, 'edit'));
    return targetsFor.get(modelManaged)!;
  };
  const linked = ruleLinks();
  const ownCategories = managed === null ? new Map((await Promise.all([...new Set(assets.map((asset) => asset.category_id))].map(async (id) => [id, id === null ? null : await findCategory(tx, companyId, id)] as const)))) : null;
  for (const [index, asset] of assets.entries()) {
    const found = captures[index];
    if (found === null || found === undefined) continue;
    const modelManaged = managed ?? ownCategories!.get(asset.category_id)?.managed_by_model ?? false;
    const targets = (await targetsOf(modelManaged))[index]!;
    const owners: [LinkOwner, number][] = modelManaged ? targets.models.map((model) => ['model', model.id]) : targets.products.map((product) => ['product', product.id]);
    if (owners.length === 0) continue;
    let categoryId = asset.category_id;
    if (context.category !== null && asset.category_id !== context.category.id) {
      try {
        // No savepoint: a refusal is thrown by the checks, which only read, before the one write.
        categoryId = await fileAsset(tx, companyId, asset, context.category);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcome.refused[error.code] = (outcome.refused[error.code] ?? 0) + 1;
        continue;
      }
    }
    if (found.language !== null && asset.language !== context.languages.get(found.language)) {
      const language = context.languages.get(found.language) ?? found.language;
      await tx.query('UPDATE assets SET language = $3, updated_at = now() WHERE company_id = $1 AND id = $2', [companyId, asset.id, language]);
      asset.language = language;
    }
    outcome.matched += 1;
    for (const [owner, ownerId] of owners) {
      const result = await linkTo(tx, companyId, owner, ownerId, asset, categoryId, rule, found);
      if (result === 'linked') {
        outcome.links += 1;
        linked.add(owner, ownerId, asset.file_name);
      } else if (result === 'kept') outcome.kept += 1;
    }
  }
  await linked.record(tx, actor, rule);
  return outcome;
}

/**
 * What a batch linked, per product or model, for their history: one entry per owner and batch
 * naming the rule and the files it linked (not the whole list of assets before and after, which a
 * run over a large catalogue would read for every owner).
 */
function ruleLinks() {
  const byOwner = new Map<string, { owner: LinkOwner; id: number; files: string[] }>();
  return {
    add(owner: LinkOwner, id: number, file: string) {
      const key = `${owner}:${id}`;
      const entry = byOwner.get(key) ?? { owner, id, files: [] };
      entry.files.push(file);
      byOwner.set(key, entry);
    },
    async record(tx: Queryable, actor: Actor, rule: AssetRule) {
      if (byOwner.size === 0) return;
      const companyId = actor.principal.companyId;
      const retention = await loadRetention(tx, companyId);
      for (const { owner, id, files } of byOwner.values()) {
        await recordChange(tx, companyId, { entity: owner, entityId: id, userId: actor.principal.userId, changes: { asset_rule: [null, rule.name], assets_linked: [null, files] } }, retention);
      }
    },
  };
}
