/**
 * A rule's operator on one stored value (docs/validation-rules.md): pure, so the product page, a
 * save and (later) completion read the same verdict. An empty value meets every operator but
 * `mandatory`: "at least 10 W" does not make the power required; a second rule does.
 */
import type { AttributeType } from '@pimento/shared-kit/contracts/attributes';
import type { ValidationOperator } from '@pimento/shared-kit/contracts/validation-rules';

type Scalar = string | number | boolean;
export type RuleValue = Scalar | Scalar[] | null;

/** Types whose `min` / `max` bound a length, not the value. */
const lengthTypes: readonly AttributeType[] = ['text', 'long_text', 'url', 'email'];
/** Types whose `min` / `max` is a day or a time of day, compared as written (`YYYY-MM-DD`, `HH:MM`). */
const textBoundTypes: readonly AttributeType[] = ['date', 'time'];

export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const range = value as { min?: unknown; max?: unknown };
    return (range.min === null || range.min === undefined) && (range.max === null || range.max === undefined);
  }
  return false;
}

/** What `min` / `max` compares for one value of the type: a number, a length or a written day. */
function bounded(type: AttributeType, value: unknown): (number | string)[] {
  if (lengthTypes.includes(type)) return typeof value === 'string' ? [value.length] : [];
  if (type === 'range') {
    const range = value as { min?: unknown; max?: unknown };
    return [range.min, range.max].filter((bound): bound is number => typeof bound === 'number');
  }
  return typeof value === 'number' || typeof value === 'string' ? [value] : [];
}

/** Whether a stored value (one language's) meets the operator. */
export function meetsRule(type: AttributeType, operator: ValidationOperator, ruleValue: RuleValue, value: unknown): boolean {
  if (operator === 'mandatory') return !isEmptyValue(value);
  if (isEmptyValue(value)) return true;
  switch (operator) {
    case 'min':
      return bounded(type, value).every((bound) => (textBoundTypes.includes(type) ? String(bound) >= String(ruleValue) : Number(bound) >= Number(ruleValue)));
    case 'max':
      return bounded(type, value).every((bound) => (textBoundTypes.includes(type) ? String(bound) <= String(ruleValue) : Number(bound) <= Number(ruleValue)));
    case 'among':
    case 'not_among': {
      const list = Array.isArray(ruleValue) ? ruleValue : [ruleValue];
      const entries = Array.isArray(value) ? value : [value];
      const inList = (entry: unknown) => list.some((allowed) => allowed === entry);
      // Among: every chosen entry is allowed; not among: none is.
      return operator === 'among' ? entries.every(inList) : !entries.some(inList);
    }
    case 'equals':
      return value === ruleValue;
    case 'not_equals':
      return value !== ruleValue;
  }
}
