import { z } from 'zod';
import { attributeIdSchema, type AttributeType } from './attributes.ts';
import { languageCodeSchema } from './common.ts';
import { defineEndpoint, integerIdParamsSchema, noContentSchema } from './endpoint.ts';
import { textSchema } from './input-guards.ts';
import { listingFilterSchema } from './product-filters.ts';

/**
 * Validation rules (spec §5 "Validation rule operators", docs/validation-rules.md): what a
 * company demands of its products' values. A rule says which products it applies to — the
 * listing's own filters, every one of which must hold ("if the category is Cables", "if the client
 * is C"; none: every product) — then what it checks: one attribute, or every attribute of an
 * attribute set, with an operator. A broken rule is shown at the field on the product page; it
 * blocks the save only when the rule says so.
 */

export const validationRuleLimits = { nameLength: 100, messageLength: 500, filters: 20, values: 500, rules: 1000 } as const;

export const validationOperatorSchema = z.enum(['mandatory', 'min', 'max', 'among', 'not_among', 'equals', 'not_equals']);
export type ValidationOperator = z.infer<typeof validationOperatorSchema>;

/** The attribute types each operator reads: the server refuses a rule naming another, the rule form offers no other. */
export const operatorTypes: Record<ValidationOperator, readonly AttributeType[]> = {
  mandatory: ['text', 'integer', 'decimal', 'long_text', 'boolean', 'date', 'time', 'url', 'url_list', 'dropdown', 'multi_dropdown', 'email', 'object_link', 'range'],
  min: ['integer', 'decimal', 'range', 'date', 'time', 'text', 'long_text', 'url', 'email'],
  max: ['integer', 'decimal', 'range', 'date', 'time', 'text', 'long_text', 'url', 'email'],
  among: ['dropdown', 'multi_dropdown', 'text', 'integer', 'decimal', 'url', 'email'],
  not_among: ['dropdown', 'multi_dropdown', 'text', 'integer', 'decimal', 'url', 'email'],
  equals: ['dropdown', 'text', 'integer', 'decimal', 'boolean', 'date', 'time', 'url', 'email'],
  not_equals: ['dropdown', 'text', 'integer', 'decimal', 'boolean', 'date', 'time', 'url', 'email'],
};


const scalarSchema = z.union([textSchema.max(1000), z.number(), z.boolean()]);

/** What a rule checks: one attribute, or each attribute of an attribute set. */
export const ruleTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('attribute'), attribute_id: attributeIdSchema }),
  z.strictObject({ kind: z.literal('attribute_set'), set_id: z.number().int().positive().max(2 ** 31) }),
]);
export type RuleTarget = z.infer<typeof ruleTargetSchema>;

export const validationRuleInputSchema = z.strictObject({
  name: textSchema.trim().min(1).max(validationRuleLimits.nameLength),
  /** Which products: every filter must hold; none, every product. */
  filters: z.array(listingFilterSchema).max(validationRuleLimits.filters).default([]),
  target: ruleTargetSchema,
  /** A localizable attribute's language to check; null checks every language of the company. */
  language: languageCodeSchema.nullable().default(null),
  operator: validationOperatorSchema,
  /**
   * `min` / `max`: a number (a text's length for texts), or a date `YYYY-MM-DD`; `among` /
   * `not_among`: a list; `equals` / `not_equals`: one value; `mandatory`: none.
   */
  value: z.union([scalarSchema, z.array(scalarSchema).max(validationRuleLimits.values), z.null()]).default(null),
  /** What the product page says at the field, per interface language; none: the operator's own words. */
  message: z.record(languageCodeSchema, textSchema.trim().min(1).max(validationRuleLimits.messageLength)).default({}),
  /** A blocking rule refuses the save of a product that breaks it; the others only say so. */
  blocking: z.boolean().default(false),
  enabled: z.boolean().default(true),
});
export type ValidationRuleInput = z.input<typeof validationRuleInputSchema>;

/** Why a rule checks nothing: its attribute or set deleted since, or a filter that no longer compiles. */
export const ruleProblemSchema = z.enum(['rule.attribute_deleted', 'rule.set_deleted', 'rule.filters_broken']);
export type RuleProblem = z.infer<typeof ruleProblemSchema>;

export const validationRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: z.array(listingFilterSchema),
  target: ruleTargetSchema,
  language: z.string().nullable(),
  operator: validationOperatorSchema,
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number(), z.boolean()])), z.null()]),
  message: z.record(z.string(), z.string()),
  blocking: z.boolean(),
  enabled: z.boolean(),
  /** Null while the rule works; else why it checks nothing (disabled with a notice, never silently ignored). */
  problem: ruleProblemSchema.nullable(),
  created: z.string(),
  updated: z.string(),
});
export type ValidationRule = z.infer<typeof validationRuleSchema>;

/** One rule a product breaks, at one attribute (and language). */
export const ruleViolationSchema = z.object({
  rule_id: z.number().int(),
  rule_name: z.string(),
  attribute_id: z.number().int(),
  /** The language checked, for a localizable attribute. */
  language: z.string().nullable(),
  /** `rule.mandatory`, `rule.min`…: the operator's message code. */
  code: z.string(),
  /** The rule's own message in the user's language, else the operator's words with its value. */
  message: z.string(),
  blocking: z.boolean(),
});
export type RuleViolation = z.infer<typeof ruleViolationSchema>;

export const ruleViolationsSchema = z.object({ results: z.array(ruleViolationSchema) });

const ruleErrors = [400, 403, 404, 409, 422] as const;

/** The validation rule endpoints, declared once for the server and the client. */
export const validationRulesApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/catalogue/validation-rule/', response: z.object({ results: z.array(validationRuleSchema) }), errors: ruleErrors }),
  create: defineEndpoint({ method: 'POST', path: '/api/catalogue/validation-rule/', body: validationRuleInputSchema, status: 201, response: validationRuleSchema, errors: ruleErrors }),
  get: defineEndpoint({ method: 'GET', path: '/api/catalogue/validation-rule/:id/', params: integerIdParamsSchema, response: validationRuleSchema, errors: ruleErrors }),
  update: defineEndpoint({ method: 'PUT', path: '/api/catalogue/validation-rule/:id/', params: integerIdParamsSchema, body: validationRuleInputSchema, response: validationRuleSchema, errors: ruleErrors }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/catalogue/validation-rule/:id/', params: integerIdParamsSchema, status: 204, response: noContentSchema, errors: ruleErrors }),
  /** The rules a product breaks as it is stored (its page shows them at their fields). */
  productViolations: defineEndpoint({ method: 'GET', path: '/api/catalogue/product/:id/violations/', params: integerIdParamsSchema, response: ruleViolationsSchema, errors: ruleErrors }),
};
