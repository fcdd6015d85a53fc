import type { Attribute, AttributeCreate, AttributeType, ChoiceInput } from '@pimento/shared-kit/contracts/attributes';
import { capabilitiesOf } from './attribute-types';
import { filledTexts } from '../../../lib/pick-label';

/** What the attribute form edits (antd form values). */
export type AttributeFormValues = {
  type: AttributeType;
  code: string;
  labels: Record<string, string | undefined>;
  group_id?: number;
  unit_type?: string | null;
  unit?: string | null;
  min?: number | null;
  max?: number | null;
  max_length?: number | null;
  localizable?: boolean;
  unique?: boolean;
  choice_source?: 'own' | 'list';
  choices?: ChoiceInput[];
  choice_list_id?: number | null;
  object_type_id?: number | null;
  suggestions?: string[];
  default_value?: unknown;
  formula?: string | null;
  set_ids?: number[];
};

/** The form's starting values: a new attribute of a type, or an existing one. */
export function toFormValues(attribute: Attribute | null, defaults: { type: AttributeType; group_id?: number; formula?: string }): AttributeFormValues {
  if (!attribute) {
    return { type: defaults.type, code: '', labels: {}, group_id: defaults.group_id, localizable: false, unique: false, choice_source: 'own', choices: [], suggestions: [], set_ids: [], formula: defaults.formula ?? null, default_value: null };
  }
  return {
    type: attribute.type,
    code: attribute.code,
    labels: attribute.labels,
    group_id: attribute.group_id,
    unit_type: attribute.unit_type,
    unit: attribute.unit,
    min: attribute.min,
    max: attribute.max,
    max_length: attribute.max_length,
    localizable: attribute.localizable,
    unique: attribute.unique,
    choice_source: attribute.choice_list_id ? 'list' : 'own',
    choices: attribute.choice_list_id ? [] : attribute.choices,
    choice_list_id: attribute.choice_list_id,
    object_type_id: attribute.object_type_id,
    suggestions: attribute.suggestions,
    default_value: attribute.default_value ?? null,
    formula: attribute.formula,
    set_ids: attribute.set_ids,
  };
}

/**
 * The request body from the form: only what the type accepts, blanks as null, the choices or the
 * shared list (never both), so the server's refusals are about what the user meant.
 */
export function toAttributeBody(values: AttributeFormValues, options: { sets: boolean; computed: boolean }): AttributeCreate {
  const can = capabilitiesOf(values.type);
  const useList = can.choices && values.choice_source === 'list';
  return {
    code: values.code.trim(),
    type: values.type,
    labels: filledTexts(values.labels),
    group_id: values.group_id ?? 0,
    unit_type: can.unit ? (values.unit_type ?? null) : null,
    unit: can.unit ? (values.unit ?? null) : null,
    min: can.minMax ? (values.min ?? null) : null,
    max: can.minMax ? (values.max ?? null) : null,
    max_length: can.maxLength ? (values.max_length ?? null) : null,
    localizable: can.localizable ? Boolean(values.localizable) : false,
    unique: can.unique ? Boolean(values.unique) : false,
    choices: can.choices && !useList ? (values.choices ?? []).map((choice) => ({ code: choice.code.trim(), labels: filledTexts(choice.labels) })) : [],
    choice_list_id: useList ? (values.choice_list_id ?? null) : null,
    object_type_id: can.objectType ? (values.object_type_id ?? null) : null,
    suggestions: can.suggestions ? (values.suggestions ?? []) : [],
    default_value: options.computed ? null : (values.default_value ?? null),
    formula: options.computed ? (values.formula ?? null) : null,
    ...(options.sets ? { set_ids: values.set_ids ?? [] } : {}),
  };
}
