/**
 * Checks the attribute values of one product or model save against the company's definitions:
 * known attribute, not computed, not managed by the model, typed and within bounds (the
 * attributes module's `validateAttributeValue`), objects that exist. Answers the normalised
 * values or the errors per field (`values.<attribute id>`).
 */
import type { Queryable } from '../../db/database.ts';
import type { AttributeCatalogue } from '../attributes/definitions-repository.ts';
import { findMissingObjects } from '../attributes/definitions-repository.ts';
import { validateAttributeValue } from '../attributes/value-validation.ts';
import type { AttributeRights } from '../rights/attribute-rights.ts';

/**
 * `notEditable`: attributes the user may read but not write whose value the save would change
 * (the caller refuses the whole save with 403 `rights.attribute_not_editable`).
 */
export type ValueCheck = { values: Record<string, unknown>; errors: Record<string, string[]>; notEditable: number[] };

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `given` is what the user sent (attribute id → value, null clears); `previous` the stored
 * document. A localizable value is merged per language with the stored one, so sending only
 * `{ "fr": … }` keeps the other languages (an empty string clears one language). An attribute
 * the user may not read is answered like an unknown one (`value.attribute_not_found`); one they
 * may read but not edit may be sent unchanged (a form sending back what it showed).
 */
export async function checkValues(
  tx: Queryable,
  catalogue: AttributeCatalogue,
  languages: readonly string[],
  given: Record<string, unknown>,
  previous: Record<string, unknown>,
  managedByModel: ReadonlySet<number>,
  rights: AttributeRights,
): Promise<ValueCheck> {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  const notEditable: number[] = [];
  for (const [key, input] of Object.entries(given)) {
    const field = `values.${key}`;
    const attribute = catalogue.byId.get(Number(key));
    if (attribute === undefined || !rights.canRead(attribute.id)) {
      errors[field] = ['value.attribute_not_found'];
      continue;
    }
    if (managedByModel.has(attribute.id)) {
      errors[field] = ['value.managed_by_model'];
      continue;
    }
    const merged = attribute.localizable && isRecord(input) && isRecord(previous[key]) ? { ...previous[key], ...input } : input;
    const checked = validateAttributeValue(attribute, merged, { languages });
    if (!rights.canEdit(attribute.id)) {
      // Sent back unchanged: nothing to write. Any change, valid or not, is refused.
      if (!checked.ok || !same(checked.value, previous[key])) notEditable.push(attribute.id);
      continue;
    }
    if (!checked.ok) {
      errors[field] = [...new Set(checked.errors.map((error) => error.code))];
      continue;
    }
    if (attribute.type === 'object_link' && checked.value !== null && attribute.object_type_id !== null) {
      const missing = await findMissingObjects(tx, attribute.object_type_id, [checked.value as number]);
      if (missing.length > 0) {
        errors[field] = ['attribute.value.not_an_object'];
        continue;
      }
    }
    values[key] = checked.value;
  }
  return { values, errors, notEditable };
}

/** The document after applying checked changes: null removes the attribute. */
export function applyValues(previous: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const next = { ...previous };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) delete next[key];
    else next[key] = value;
  }
  return next;
}
