import { z } from 'zod';
import { defineEndpoint, integerIdParamsSchema } from './endpoint.ts';
import { idListSchema, textSchema } from './input-guards.ts';

/**
 * Assignment rules (spec §3 "Assignment rule with pills", §5; docs/assets.md "Assignment rules"):
 * a rule reads an asset's file name or URL as a sequence of pills, finds the products (or the
 * model) it names, and links the asset to them in a category and an order. All paths under
 * `/api/asset-rules`.
 */
export const assetRuleIdSchema = z.number().int().positive();

/** What a rule reads: the asset's file name (without extension) or its URL's path (without extension). */
export const assetRuleSourceSchema = z.enum(['name', 'url']);
export type AssetRuleSource = z.infer<typeof assetRuleSourceSchema>;

/**
 * One pill of the pattern, in order. `sku`, `model_reference` and `attribute` name the products;
 * `sequence` (digits) gives the order; `language` a language of the company; `featured` a marker
 * (e.g. `main`) that makes the asset the main image when present; `text` is written as is.
 */
export const assetRulePillSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('sku') }),
  z.strictObject({ type: z.literal('model_reference') }),
  z.strictObject({ type: z.literal('attribute'), attribute_id: z.number().int().positive() }),
  z.strictObject({ type: z.literal('sequence') }),
  z.strictObject({ type: z.literal('language') }),
  z.strictObject({ type: z.literal('featured'), text: textSchema.trim().min(1).max(50) }),
  z.strictObject({ type: z.literal('text'), text: textSchema.min(1).max(100) }),
]);
export type AssetRulePill = z.infer<typeof assetRulePillSchema>;
export type AssetRulePillType = AssetRulePill['type'];
export const assetRulePillTypes = ['sku', 'model_reference', 'attribute', 'sequence', 'language', 'featured', 'text'] as const satisfies readonly AssetRulePillType[];

/** Where the asset goes among the product's assets of its category: first, last, or at its sequence number. */
export const assetRulePlacementSchema = z.enum(['after', 'before', 'sequence']);
export type AssetRulePlacement = z.infer<typeof assetRulePlacementSchema>;

/** A rule as the editor sends it (create, update, preview). Its coherence is the server's (`asset_rule.*` codes). */
export const assetRuleDraftSchema = z.strictObject({
  name: textSchema.trim().min(1).max(100),
  source: assetRuleSourceSchema,
  pills: z.array(assetRulePillSchema).max(12),
  /** The category the matched assets are filed in; null leaves each where it is. */
  category_id: z.number().int().positive().nullable(),
  placement: assetRulePlacementSchema,
  /** Every matched image becomes the product's main image (never together with a `featured` pill). */
  featured: z.boolean(),
  /** Only products with no asset in that place (the category, or its position with a sequence) are filled. */
  only_empty: z.boolean(),
  /** The rule runs on each asset uploaded or added by URL. */
  on_upload: z.boolean(),
});
export type AssetRuleDraft = z.infer<typeof assetRuleDraftSchema>;

export const assetRuleSchema = assetRuleDraftSchema.extend({
  id: assetRuleIdSchema,
  position: z.number().int().min(1),
  created: z.string(),
  updated: z.string(),
});
export type AssetRule = z.infer<typeof assetRuleSchema>;
export const assetRuleListSchema = z.object({ results: z.array(assetRuleSchema) });

/** `POST /api/asset-rules/preview/`: a draft and names pasted by the user, one a line. */
export const assetRulePreviewRequestSchema = z.strictObject({
  rule: assetRuleDraftSchema,
  names: z.array(textSchema.max(2000)).min(1).max(1000),
});
export type AssetRulePreviewRequest = z.infer<typeof assetRulePreviewRequestSchema>;

/** Why a name goes nowhere: the pattern does not fit, or it names no product, or an unknown language. */
export const assetRuleMissSchema = z.enum(['no_match', 'no_product', 'language_unknown']);
export type AssetRuleMiss = z.infer<typeof assetRuleMissSchema>;

export const assetRulePreviewLineSchema = z.object({
  name: z.string(),
  /** null: the name goes to the products below; else why it goes nowhere. */
  miss: assetRuleMissSchema.nullable(),
  /** The first products it goes to, by SKU. */
  products: z.array(z.object({ id: z.number().int(), sku: z.string() })),
  products_count: z.number().int().min(0),
  /** The models it goes to instead, when its category is managed by the model. */
  models: z.array(z.object({ id: z.number().int(), reference: z.string() })),
  category_id: z.number().int().nullable(),
  /** Its position among the product's assets of the category: a number from its sequence, or `after`/`before`. */
  position: z.union([z.number().int().min(1), z.enum(['after', 'before'])]).nullable(),
  language: z.string().nullable(),
  featured: z.boolean(),
});
export type AssetRulePreviewLine = z.infer<typeof assetRulePreviewLineSchema>;
export const assetRulePreviewSchema = z.object({ lines: z.array(assetRulePreviewLineSchema) });
export type AssetRulePreview = z.infer<typeof assetRulePreviewSchema>;

/** `POST /api/asset-rules/run/`: the rules (all, in order, when absent) over the assets (all when absent). */
export const assetRuleRunRequestSchema = z.strictObject({
  rule_ids: idListSchema(assetRuleIdSchema).min(1).max(100).optional(),
  asset_ids: idListSchema(z.number().int().positive()).min(1).max(10_000).optional(),
});
export type AssetRuleRunRequest = z.infer<typeof assetRuleRunRequestSchema>;
export const assetRuleRunStartedSchema = z.object({ task_id: z.string() });

const ruleErrors = [400, 403, 404, 409, 422] as const;

export const assetRulesApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/asset-rules/', response: assetRuleListSchema, errors: ruleErrors }),
  create: defineEndpoint({ method: 'POST', path: '/api/asset-rules/', body: assetRuleDraftSchema, status: 201, response: assetRuleSchema, errors: ruleErrors }),
  update: defineEndpoint({ method: 'PUT', path: '/api/asset-rules/:id/', params: integerIdParamsSchema, body: assetRuleDraftSchema, response: assetRuleSchema, errors: ruleErrors }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/asset-rules/:id/', params: integerIdParamsSchema, response: z.object({ deleted: z.literal(true) }), errors: ruleErrors }),
  /** Where each pasted name would go under the draft, before it is saved. Changes nothing. */
  preview: defineEndpoint({ method: 'POST', path: '/api/asset-rules/preview/', body: assetRulePreviewRequestSchema, response: assetRulePreviewSchema, errors: ruleErrors }),
  /** Starts a durable job (the tasks panel shows its progress). */
  run: defineEndpoint({ method: 'POST', path: '/api/asset-rules/run/', body: assetRuleRunRequestSchema, status: 202, response: assetRuleRunStartedSchema, errors: ruleErrors }),
};
