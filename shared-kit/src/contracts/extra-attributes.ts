import { z } from 'zod';
import { defineEndpoint, integerIdParamsSchema, noContentSchema } from './endpoint.ts';
import { languageCodeSchema, perLabelLanguageSchema } from './common.ts';
import { textSchema } from './input-guards.ts';

/**
 * Extra attributes (docs/clients.md "Client attributes"): fields a company adds to its clients
 * (`/attributes/client/`), defined once and valued on each client. One engine for every kind of
 * record that takes them; prices will be the next. Types are a subset of the product attribute
 * types, whose shared-kit modules parse their values on both sides.
 */

export const extraAttributeEntitySchema = z.enum(['client', 'price']);
export type ExtraAttributeEntity = z.infer<typeof extraAttributeEntitySchema>;

export const extraAttributeTypeSchema = z.enum(['text', 'long_text', 'integer', 'decimal', 'boolean', 'date', 'url', 'email', 'dropdown']);
export type ExtraAttributeType = z.infer<typeof extraAttributeTypeSchema>;

export const extraAttributeLimits = { labelLength: 100, choices: 200, attributes: 200 } as const;

const codeSchema = textSchema.regex(/^[a-z][a-z0-9_]{0,49}$/);
const choiceSchema = z.strictObject({ code: codeSchema, labels: z.record(languageCodeSchema, textSchema.trim().max(extraAttributeLimits.labelLength)).default({}) });

export const extraAttributeSchema = z.object({
  id: z.number().int(),
  entity: extraAttributeEntitySchema,
  code: z.string(),
  labels: z.record(z.string(), z.string()),
  type: extraAttributeTypeSchema,
  choices: z.array(z.object({ code: z.string(), labels: z.record(z.string(), z.string()) })),
  required: z.boolean(),
  position: z.number().int(),
});
export type ExtraAttribute = z.infer<typeof extraAttributeSchema>;

export const extraAttributeCreateSchema = z.strictObject({
  entity: extraAttributeEntitySchema,
  /** Lower-case letters, digits and underscores; fixed once created. */
  code: codeSchema,
  labels: perLabelLanguageSchema(extraAttributeLimits.labelLength),
  type: extraAttributeTypeSchema,
  choices: z.array(choiceSchema).max(extraAttributeLimits.choices).default([]),
  required: z.boolean().default(false),
});
export type ExtraAttributeCreate = z.input<typeof extraAttributeCreateSchema>;

/** Only what is sent changes; the code, kind of record and type never do (the values are stored by them). */
export const extraAttributeUpdateSchema = z.strictObject({
  labels: perLabelLanguageSchema(extraAttributeLimits.labelLength).optional(),
  choices: z.array(choiceSchema).max(extraAttributeLimits.choices).optional(),
  required: z.boolean().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type ExtraAttributeUpdate = z.input<typeof extraAttributeUpdateSchema>;

export const extraAttributeListQuerySchema = z.strictObject({ entity: extraAttributeEntitySchema });
export const extraAttributeListSchema = z.object({ results: z.array(extraAttributeSchema) });

/**
 * The values of a record's extra attributes, by attribute id: a text, a number or a boolean as the
 * type takes it (a date `YYYY-MM-DD`, a dropdown its choice code). In a change, null clears one
 * and an id left out keeps its value.
 */
export const extraValuesSchema = z.record(z.string().regex(/^\d{1,9}$/), z.union([textSchema.max(10_000), z.number(), z.boolean(), z.null()]));
export type ExtraValues = z.infer<typeof extraValuesSchema>;
/** The values a record holds: no null (a cleared value is absent). */
export type StoredExtraValues = Record<string, string | number | boolean>;

const extraAttributeErrors = [400, 403, 404, 409, 422] as const;

/** The extra attribute endpoints, declared once for the server and the client. */
export const extraAttributesApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/catalogue/extra-attribute/', query: extraAttributeListQuerySchema, response: extraAttributeListSchema, errors: extraAttributeErrors }),
  create: defineEndpoint({ method: 'POST', path: '/api/catalogue/extra-attribute/', body: extraAttributeCreateSchema, status: 201, response: extraAttributeSchema, errors: extraAttributeErrors }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/catalogue/extra-attribute/:id/',
    params: integerIdParamsSchema,
    body: extraAttributeUpdateSchema,
    response: extraAttributeSchema,
    errors: extraAttributeErrors,
  }),
  /** Its values go with it, on every record. */
  delete: defineEndpoint({ method: 'DELETE', path: '/api/catalogue/extra-attribute/:id/', params: integerIdParamsSchema, status: 204, response: noContentSchema, errors: extraAttributeErrors }),
};
