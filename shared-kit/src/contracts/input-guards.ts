import { z } from 'zod';

/**
 * The building blocks every request schema uses for text and id lists, so that what PostgreSQL
 * cannot store or what would break a unique key is refused at validation, with a stable code on
 * its field, before any handler runs (docs/api.md "Refused input").
 */

/** A NUL byte (PostgreSQL text and jsonb cannot hold it) or a lone UTF-16 surrogate (not Unicode). */
const unstorableCharacter = /[\0\p{Cs}]/u;

/** Whether `value` can be stored as PostgreSQL text: no NUL byte, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !unstorableCharacter.test(value);
}

/** Any text a request carries: refused with `validation.invalid_characters` when it is not storable. */
export const textSchema = z.string().refine(isStorableText, {
  params: { code: 'validation.invalid_characters' },
  message: 'validation.invalid_characters',
});

/** Whether every element of `values` is different (ids compared as JSON scalars). */
export function hasNoDuplicates(values: readonly unknown[]): boolean {
  return new Set(values).size === values.length;
}

/** A list of ids (integers or uuids): the same id twice is refused with `validation.duplicate_ids`. */
export function idListSchema<Item extends z.ZodType>(item: Item) {
  return z.array(item).refine(hasNoDuplicates, {
    params: { code: 'validation.duplicate_ids' },
    message: 'validation.duplicate_ids',
  });
}

/** A list of uuids (user groups, …) without duplicates. */
export const uuidListSchema = idListSchema(z.uuid());
