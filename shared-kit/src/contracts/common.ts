import { z } from 'zod';
import { textSchema } from './input-guards.ts';

/** The interface languages (spec §1). */
export const interfaceLanguageSchema = z.enum(['en', 'fr']);
export type InterfaceLanguage = z.infer<typeof interfaceLanguageSchema>;

/** An ISO 639-1 language code as used for attribute values and labels, e.g. `en`, `fr`, `de`. */
export const languageCodeSchema = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/);

/**
 * A text per attribute label language (`{ en: "Lighting", fr: "Éclairage" }`): attribute labels,
 * and the names of sections, groups and categories, which work the same way.
 */
export function perLabelLanguageSchema(maxLength: number) {
  return z.record(languageCodeSchema, textSchema.trim().min(1).max(maxLength));
}

/** How a section, group or category is answered: its names, and the one shown when a language has none. */
export const localNamesSchema = z.strictObject({
  /** The name in the company's first label language (else the first given). */
  name: z.string(),
  names: z.record(z.string(), z.string()),
});
export type LocalNames = z.infer<typeof localNamesSchema>;

/** A language the platform knows, with its name in both interface languages. */
export const languageSchema = z.strictObject({
  code: languageCodeSchema,
  label_en: z.string(),
  label_fr: z.string(),
});
export type Language = z.infer<typeof languageSchema>;

export const uuidSchema = z.uuid();

/** The answer of endpoints that only say yes or no (spec §7: "boolean"). */
export const booleanResponseSchema = z.boolean();

/** An empty JSON object, the body of POSTs that carry nothing. */
export const emptyBodySchema = z.strictObject({});

/**
 * The answer (202) of every endpoint that starts a durable task (a bulk action, a large language
 * removal, …): the task's id, whose progress the tasks panel shows.
 */
export const taskStartedSchema = z.strictObject({ task_id: z.string() });
export type TaskStarted = z.infer<typeof taskStartedSchema>;
