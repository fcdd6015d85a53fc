import type { AttributeValues } from '@pimento/shared-kit/contracts/attributes';
import { orderComputedAttributes } from '@pimento/shared-kit/formulas/dependencies';
import { evaluateFormula } from '@pimento/shared-kit/formulas/evaluate';
import { formulaText } from '@pimento/shared-kit/formulas/functions';
import type { FormulaValue } from '@pimento/shared-kit/formulas/types';
import { formulaTypeOfAttribute } from '@pimento/shared-kit/formulas/types';
import type { AttributeDefinition } from './definition.ts';
import { validateAttributeValue } from './value-validation.ts';

/** A stored value as a formula reads it; lists, ranges and object links read as empty. */
function asFormulaValue(definition: AttributeDefinition, value: unknown): FormulaValue {
  if (value === null || value === undefined || formulaTypeOfAttribute(definition.type) === null) return null;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  return null;
}

/** A formula result in the computed attribute's type (an integer attribute rounds). */
function asStoredValue(definition: AttributeDefinition, result: FormulaValue): unknown {
  if (result === null) return null;
  switch (definition.type) {
    case 'integer':
      return typeof result === 'number' ? Math.round(result) : null;
    case 'text':
    case 'long_text':
      return formulaText(result);
    default:
      return result;
  }
}

/**
 * Recomputes every computed attribute of `values` (attribute id → value) from its formula, inputs
 * before the attributes that read them, and returns the new values (the input is not changed).
 * A result that cannot be computed (an empty input, division by zero) or that breaks the
 * attribute's own rules (max, max length) leaves the attribute without a value. A localizable
 * computed attribute is computed once per language, reading localizable inputs in that language.
 * Circular formulas are refused when attributes are saved; should one exist, nothing is computed.
 */
export function computeDerivedValues(
  attributes: readonly AttributeDefinition[],
  values: AttributeValues,
  options: { languages?: readonly string[] } = {},
): AttributeValues {
  const computed = attributes.filter((attribute) => attribute.formula_ast !== null);
  if (computed.length === 0) return values;
  const order = orderComputedAttributes(computed.map((attribute) => ({ code: attribute.code, inputs: attribute.formula_inputs })));
  if (!order.ok) return values;
  const byCode = new Map(attributes.map((attribute) => [attribute.code.toLowerCase(), attribute]));
  const result: AttributeValues = { ...values };
  const languages = options.languages ?? [];

  const read = (code: string, language: string | null): FormulaValue => {
    const input = byCode.get(code.toLowerCase());
    if (input === undefined) return null;
    const stored = result[String(input.id)];
    if (!input.localizable) return asFormulaValue(input, stored);
    if (language === null || typeof stored !== 'object' || stored === null) return null;
    return asFormulaValue(input, (stored as Record<string, unknown>)[language]);
  };

  const evaluateIn = (attribute: AttributeDefinition, language: string | null): unknown => {
    const evaluation = evaluateFormula(attribute.formula_ast!, (code) => read(code, language));
    if (!evaluation.ok) return null;
    const stored = asStoredValue(attribute, evaluation.value);
    if (stored === null) return null;
    const checked = validateAttributeValue({ ...attribute, localizable: false }, stored, { languages, computed: true });
    return checked.ok ? checked.value : null;
  };

  for (const code of order.order) {
    const attribute = byCode.get(code.toLowerCase())!;
    const key = String(attribute.id);
    let value: unknown;
    if (attribute.localizable) {
      const perLanguage: Record<string, unknown> = {};
      for (const language of languages) {
        const languageValue = evaluateIn(attribute, language);
        if (languageValue !== null) perLanguage[language] = languageValue;
      }
      value = Object.keys(perLanguage).length > 0 ? perLanguage : null;
    } else {
      value = evaluateIn(attribute, null);
    }
    if (value === null) delete result[key];
    else result[key] = value;
  }
  return result;
}
