import { attributeLimits, dateValueSchema, emailValueSchema, timeValueSchema, urlValueSchema } from '@pimento/shared-kit/contracts/attributes';
import type { AttributeType, AttributeValueError } from '@pimento/shared-kit/contracts/attributes';
import { isStorableText } from '@pimento/shared-kit/contracts/input-guards';
import { convertUnit, findUnit } from '../units/catalogue.ts';
import type { ValueRules } from './definition.ts';

export type ValueValidation = { ok: true; value: unknown } | { ok: false; errors: AttributeValueError[] };

export type ValueValidationOptions = {
  /** The company's attribute (value) languages: the keys a localizable value may have. */
  languages: readonly string[];
  /** Set by the compute hook only: a computed attribute's value is never given by hand. */
  computed?: boolean;
};

type One = { ok: true; value: unknown } | { ok: false; error: AttributeValueError };

const fail = (code: string, params?: Record<string, string | number>): One => ({ ok: false, error: params ? { code, params } : { code } });
const pass = (value: unknown): One => ({ ok: true, value });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An empty value (nothing typed, empty list) is stored as no value at all. */
function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

function maxLengthOf(rules: ValueRules): number {
  if (rules.max_length !== null) return rules.max_length;
  switch (rules.type) {
    case 'long_text':
      return attributeLimits.longTextLength;
    case 'url':
      return attributeLimits.urlLength;
    case 'email':
      return attributeLimits.emailLength;
    default:
      return attributeLimits.textLength;
  }
}

/** Every text value (text, long text, URL, e-mail) must be storable, then fit its maximum length. */
function checkLength(text: string, rules: ValueRules): One {
  if (!isStorableText(text)) return fail('validation.invalid_characters');
  const max = maxLengthOf(rules);
  return [...text].length > max ? fail('attribute.value.too_long', { max }) : pass(text);
}

function checkBounds(value: number, rules: ValueRules): One {
  if (rules.min !== null && value < rules.min) return fail('attribute.value.below_minimum', { min: rules.min });
  if (rules.max !== null && value > rules.max) return fail('attribute.value.above_maximum', { max: rules.max });
  return pass(value);
}

/** A number in the attribute's unit: bare, or `{ value, unit }` in another unit of the same type. */
function inAttributeUnit(input: unknown, rules: ValueRules): One {
  if (isRecord(input) && 'value' in input && 'unit' in input && Object.keys(input).length === 2) {
    if (rules.unit === null) return fail('attribute.value.unit_not_expected');
    if (typeof input.value !== 'number' || !Number.isFinite(input.value)) return fail('attribute.value.not_a_number');
    const from = typeof input.unit === 'string' ? findUnit(input.unit) : undefined;
    if (from === undefined) return fail('attribute.value.unit_unknown', { unit: String(input.unit) });
    if (from.type.code !== rules.unit_type) return fail('attribute.value.unit_wrong_type', { unit: from.unit.code, unit_type: rules.unit_type ?? '' });
    const to = findUnit(rules.unit)!;
    return pass(convertUnit(input.value, from.unit, to.unit));
  }
  if (typeof input !== 'number' || !Number.isFinite(input)) return fail('attribute.value.not_a_number');
  return pass(input);
}

function checkNumber(input: unknown, rules: ValueRules, integer: boolean): One {
  const converted = inAttributeUnit(input, rules);
  if (!converted.ok) return converted;
  let value = converted.value as number;
  if (integer) {
    // A value converted from another unit is rounded to the nearest whole number of this unit.
    if (typeof input !== 'number') value = Math.round(value);
    if (!Number.isSafeInteger(value)) return fail('attribute.value.not_an_integer');
  }
  return checkBounds(value, rules);
}

function checkRange(input: unknown, rules: ValueRules): One {
  if (!isRecord(input) || typeof input.min !== 'number' || typeof input.max !== 'number') return fail('attribute.value.not_a_range');
  const keys = Object.keys(input).sort().join(',');
  if (keys !== 'max,min' && keys !== 'max,min,unit') return fail('attribute.value.not_a_range');
  let { min, max } = input as { min: number; max: number };
  if (!Number.isFinite(min) || !Number.isFinite(max)) return fail('attribute.value.not_a_number');
  if ('unit' in input) {
    const low = inAttributeUnit({ value: min, unit: input.unit }, rules);
    if (!low.ok) return low;
    const high = inAttributeUnit({ value: max, unit: input.unit }, rules);
    if (!high.ok) return high;
    min = low.value as number;
    max = high.value as number;
  }
  if (!(max > min)) return fail('attribute.value.range_max_not_above_min');
  const low = checkBounds(min, rules);
  if (!low.ok) return low;
  const high = checkBounds(max, rules);
  if (!high.ok) return high;
  return pass({ min, max });
}

function checkChoice(input: unknown, codes: ReadonlySet<string>): One {
  if (typeof input !== 'string') return fail('attribute.value.not_a_string');
  return codes.has(input) ? pass(input) : fail('attribute.value.unknown_choice', { choice: input });
}

function checkOne(type: AttributeType, input: unknown, rules: ValueRules): One {
  switch (type) {
    case 'text':
    case 'long_text':
      return typeof input === 'string' ? checkLength(input, rules) : fail('attribute.value.not_a_string');
    case 'integer':
      return checkNumber(input, rules, true);
    case 'decimal':
      return checkNumber(input, rules, false);
    case 'boolean':
      return typeof input === 'boolean' ? pass(input) : fail('attribute.value.not_a_boolean');
    case 'date':
      return dateValueSchema.safeParse(input).success ? pass(input) : fail('attribute.value.not_a_date');
    case 'time':
      return timeValueSchema.safeParse(input).success ? pass(input) : fail('attribute.value.not_a_time');
    case 'url':
      if (typeof input !== 'string') return fail('attribute.value.not_a_url');
      if (!isStorableText(input)) return fail('validation.invalid_characters');
      if (!urlValueSchema.safeParse(input).success) return fail('attribute.value.not_a_url');
      return checkLength(input, rules);
    case 'email':
      if (typeof input !== 'string' || !emailValueSchema.safeParse(input).success) return fail('attribute.value.not_an_email');
      return checkLength(input, rules);
    case 'url_list': {
      if (!Array.isArray(input)) return fail('attribute.value.not_a_list');
      for (const url of input) {
        const checked = checkOne('url', url, { ...rules, max_length: null });
        if (!checked.ok) return checked;
      }
      return pass(input);
    }
    case 'dropdown':
      return checkChoice(input, new Set(rules.choices.map((choice) => choice.code)));
    case 'multi_dropdown': {
      if (!Array.isArray(input)) return fail('attribute.value.not_a_list');
      const codes = new Set(rules.choices.map((choice) => choice.code));
      const seen = new Set<string>();
      for (const code of input) {
        const checked = checkChoice(code, codes);
        if (!checked.ok) return checked;
        if (seen.has(code as string)) return fail('attribute.value.duplicate_choice', { choice: code as string });
        seen.add(code as string);
      }
      return pass(input);
    }
    case 'object_link':
      // Existence and type of the object are checked against the database (`findMissingObjects`).
      return typeof input === 'number' && Number.isSafeInteger(input) && input > 0 ? pass(input) : fail('attribute.value.not_an_object');
    case 'range':
      return checkRange(input, rules);
  }
}

/**
 * Checks one attribute value and returns it normalised for storage (numbers in the attribute's
 * unit, empty values as null, a localizable value as `{ language: value }` without empty entries),
 * or every problem found (one per language at most). Pure: no database.
 */
export function validateAttributeValue(attribute: ValueRules, value: unknown, options: ValueValidationOptions): ValueValidation {
  if (attribute.computed && options.computed !== true) return { ok: false, errors: [{ code: 'attribute.value.computed' }] };
  if (isEmpty(value)) return { ok: true, value: null };
  if (!attribute.localizable) {
    const checked = checkOne(attribute.type, value, attribute);
    return checked.ok ? { ok: true, value: checked.value } : { ok: false, errors: [checked.error] };
  }
  if (!isRecord(value)) return { ok: false, errors: [{ code: 'attribute.value.not_localized' }] };
  const errors: AttributeValueError[] = [];
  const normalised: Record<string, unknown> = {};
  for (const [language, languageValue] of Object.entries(value)) {
    if (!options.languages.includes(language)) {
      errors.push({ code: 'attribute.value.unknown_language', params: { language } });
      continue;
    }
    if (isEmpty(languageValue)) continue;
    const checked = checkOne(attribute.type, languageValue, attribute);
    if (checked.ok) normalised[language] = checked.value;
    else errors.push({ ...checked.error, params: { ...checked.error.params, language } });
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: Object.keys(normalised).length === 0 ? null : normalised };
}
