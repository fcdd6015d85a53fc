import type { AttributeType } from '../contracts/attributes.ts';

/** The value types of the formula language. `null` (an empty value) may stand for any of them. */
export type FormulaType = 'number' | 'text' | 'boolean';

export type FormulaValue = number | string | boolean | null;

/**
 * How an attribute reads inside a formula: numbers as numbers, true/false as booleans, and
 * texts, URLs, e-mails, dropdown codes, dates (`YYYY-MM-DD`) and times as texts. Lists, ranges and
 * object links cannot be read (null).
 */
export function formulaTypeOfAttribute(type: AttributeType): FormulaType | null {
  switch (type) {
    case 'integer':
    case 'decimal':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'text':
    case 'long_text':
    case 'url':
    case 'email':
    case 'dropdown':
    case 'date':
    case 'time':
      return 'text';
    default:
      return null;
  }
}

/** The formula result types each computable attribute type accepts. */
export function acceptsFormulaResult(attributeType: AttributeType, resultType: FormulaType): boolean {
  switch (attributeType) {
    case 'integer':
    case 'decimal':
      return resultType === 'number';
    case 'boolean':
      return resultType === 'boolean';
    case 'text':
    case 'long_text':
      return true;
    default:
      return false;
  }
}
