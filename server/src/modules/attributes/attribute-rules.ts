import { attributeTypeCapabilities } from '@pimento/shared-kit/contracts/attributes';
import type { AttributeType, ChoiceInput } from '@pimento/shared-kit/contracts/attributes';
import { findUnit, findUnitType } from '../units/catalogue.ts';

/** An attribute as it would be after a create or an update, before it is written. */
export type AttributeDraft = {
  code: string;
  type: AttributeType;
  labels: Record<string, string>;
  unit_type: string | null;
  unit: string | null;
  min: number | null;
  max: number | null;
  max_length: number | null;
  localizable: boolean;
  unique: boolean;
  /** Own choices (null when the attribute uses a shared list or has none). */
  choices: ChoiceInput[] | null;
  choice_list_id: number | null;
  object_type_id: number | null;
  suggestions: string[];
  formula: string | null;
};

/** Field path → error codes, in the order found. */
export type FieldErrors = Record<string, string[]>;

export function addFieldError(fields: FieldErrors, field: string, code: string): void {
  const codes = (fields[field] ??= []);
  if (!codes.includes(code)) codes.push(code);
}

const codePattern = /^[A-Za-z0-9_.-]+$/;

/**
 * Texts per attribute label language (attribute labels; section, group and category names): at
 * least one, each in a label language of the company, none with a pipe (spec §5: exports and
 * imports split on it). `codes` name the owner's own errors.
 */
export function checkPerLabelLanguage(
  texts: Readonly<Record<string, string>>,
  labelLanguages: readonly string[],
  fields: FieldErrors,
  field: string,
  codes: { required: string; pipe: string },
): void {
  if (Object.keys(texts).length === 0) addFieldError(fields, field, codes.required);
  for (const [language, text] of Object.entries(texts)) {
    if (!labelLanguages.includes(language)) addFieldError(fields, `${field}.${language}`, 'attribute.label_language_unknown');
    if (text.includes('|')) addFieldError(fields, `${field}.${language}`, codes.pipe);
  }
}

/** Spec §5 on choices: a non-empty code without `|`, two choices never sharing a code. */
export function checkChoices(choices: readonly ChoiceInput[], fields: FieldErrors, prefix = 'choices'): void {
  const seen = new Set<string>();
  choices.forEach((choice, index) => {
    const code = choice.code.trim();
    if (code.includes('|')) addFieldError(fields, `${prefix}.${index}.code`, 'attribute.choice_code_has_pipe');
    if (seen.has(code)) addFieldError(fields, `${prefix}.${index}.code`, 'attribute.choice_code_taken');
    seen.add(code);
    // Spec §5: labels must not contain the pipe character (exports and imports split on it).
    for (const [language, label] of Object.entries(choice.labels ?? {})) {
      if (label.includes('|')) addFieldError(fields, `${prefix}.${index}.labels.${language}`, 'attribute.label_has_pipe');
    }
  });
}

/**
 * The rules of spec §5 that need nothing but the attribute itself and the company's label
 * languages: pipes, labels, min/max, units, choices, and what each type may have.
 * Uniqueness, references and formulas need the database (service.ts).
 */
export function checkAttributeDraft(draft: AttributeDraft, context: { labelLanguages: readonly string[] }): FieldErrors {
  const fields: FieldErrors = {};
  const can = attributeTypeCapabilities[draft.type];

  if (draft.code.includes('|')) addFieldError(fields, 'code', 'attribute.code_has_pipe');
  else if (!codePattern.test(draft.code)) addFieldError(fields, 'code', 'attribute.code_invalid_characters');

  checkPerLabelLanguage(draft.labels, context.labelLanguages, fields, 'labels', { required: 'attribute.label_required', pipe: 'attribute.label_has_pipe' });

  if (draft.min !== null || draft.max !== null) {
    if (!can.minMax) addFieldError(fields, draft.min !== null ? 'min' : 'max', 'attribute.min_max_not_allowed');
    else if (draft.min !== null && draft.max !== null && draft.min > draft.max) addFieldError(fields, 'min', 'attribute.min_above_max');
  }
  if (draft.max_length !== null && !can.maxLength) addFieldError(fields, 'max_length', 'attribute.max_length_not_allowed');

  if (draft.unit_type !== null) {
    const unitType = findUnitType(draft.unit_type);
    if (!can.unit) addFieldError(fields, 'unit_type', 'attribute.unit_type_not_allowed');
    else if (unitType === undefined) addFieldError(fields, 'unit_type', 'attribute.unit_type_unknown');
    else if (draft.unit === null) addFieldError(fields, 'unit', 'attribute.unit_required');
    else if (findUnit(draft.unit)?.type.code !== unitType.code) addFieldError(fields, 'unit', 'attribute.unit_wrong_type');
  } else if (draft.unit !== null) {
    addFieldError(fields, 'unit', 'attribute.unit_forbidden');
  }

  const ownChoices = draft.choices ?? [];
  if (!can.choices) {
    if (ownChoices.length > 0 || draft.choice_list_id !== null) addFieldError(fields, 'choices', 'attribute.choices_not_allowed');
  } else if (ownChoices.length > 0 && draft.choice_list_id !== null) {
    addFieldError(fields, 'choices', 'attribute.choices_and_list');
  } else if (ownChoices.length === 0 && draft.choice_list_id === null) {
    addFieldError(fields, 'choices', 'attribute.choices_required');
  } else {
    checkChoices(ownChoices, fields);
  }

  if (draft.localizable && !can.localizable) addFieldError(fields, 'localizable', 'attribute.localizable_not_allowed');
  // A unique value must be one value: not one per language, not computed from others.
  if (draft.unique && (!can.unique || draft.localizable || draft.formula !== null)) addFieldError(fields, 'unique', 'attribute.unique_not_allowed');

  if (draft.type === 'object_link' && draft.object_type_id === null) addFieldError(fields, 'object_type_id', 'attribute.object_type_required');
  if (draft.type !== 'object_link' && draft.object_type_id !== null) addFieldError(fields, 'object_type_id', 'attribute.object_type_not_allowed');

  if (draft.suggestions.length > 0 && draft.type !== 'text') addFieldError(fields, 'suggestions', 'attribute.suggestions_not_allowed');
  if (draft.formula !== null && !can.computable) addFieldError(fields, 'formula', 'attribute.formula_not_allowed');
  return fields;
}
