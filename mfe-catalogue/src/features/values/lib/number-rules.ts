import type { ValueAttribute } from './value-attribute';

/** The rule a typed number breaks: what was typed is never changed to fit, it is refused with the rule. */
export type NumberRuleBreak = { rule: 'belowMinimum' | 'aboveMaximum' | 'notInteger'; value: number; limit?: number };

type NumberRules = Pick<ValueAttribute, 'type' | 'min' | 'max'>;

function breakOf(attribute: NumberRules, value: unknown): NumberRuleBreak | null {
  if (typeof value !== 'number') return null;
  if (attribute.type === 'integer' && !Number.isInteger(value)) return { rule: 'notInteger', value };
  if (attribute.min !== null && value < attribute.min) return { rule: 'belowMinimum', value, limit: attribute.min };
  if (attribute.max !== null && value > attribute.max) return { rule: 'aboveMaximum', value, limit: attribute.max };
  return null;
}

/** Every rule the value breaks: one for a plain number, one per language for a multilingual one. */
export function brokenNumberRules(attribute: NumberRules, value: unknown): NumberRuleBreak[] {
  if (attribute.type !== 'integer' && attribute.type !== 'decimal') return [];
  const values = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.values(value) : [value];
  return values.map((one) => breakOf(attribute, one)).filter((broken): broken is NumberRuleBreak => broken !== null);
}

/** The messages of `brokenNumberRules`, numbers written the interface language's way. */
export function numberRuleMessages(broken: readonly NumberRuleBreak[], t: (key: string, params: Record<string, string>) => string, language: string): string[] {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 20 });
  return broken.map(({ rule, value, limit }) => t(`values.${rule}`, { value: format.format(value), limit: limit === undefined ? '' : format.format(limit) }));
}
