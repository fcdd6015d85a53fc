import { z } from 'zod';
import { idListSchema, textSchema, uuidListSchema } from './input-guards.ts';
import { languageCodeSchema, localNamesSchema, perLabelLanguageSchema, taskStartedSchema } from './common.ts';
import { defineEndpoint, noContentSchema } from './endpoint.ts';

/**
 * Attribute definitions (spec §3 "Attribute"): attributes, their sections, groups, sets, choices
 * and shared choice lists, plus the shape of an attribute VALUE per type, which the product and
 * model storage validates against (server: `modules/attributes/value-validation.ts`).
 * Routes: docs/api.md "Attributes". Ids are compact integers (values are keyed by attribute id).
 */

// ── Types ────────────────────────────────────────────────────────────────────────────────────

/** The attribute types of spec §3. */
export const attributeTypeSchema = z.enum([
  'text',
  'integer',
  'decimal',
  'long_text',
  'boolean',
  'date',
  'time',
  'url',
  'url_list',
  'dropdown',
  'multi_dropdown',
  'email',
  'object_link',
  'range',
]);
export type AttributeType = z.infer<typeof attributeTypeSchema>;

/** What each type accepts in its definition (the server refuses the rest, spec §5). */
export const attributeTypeCapabilities: Record<
  AttributeType,
  { unit: boolean; minMax: boolean; maxLength: boolean; choices: boolean; localizable: boolean; unique: boolean; computable: boolean }
> = {
  text: { unit: false, minMax: false, maxLength: true, choices: false, localizable: true, unique: true, computable: true },
  integer: { unit: true, minMax: true, maxLength: false, choices: false, localizable: false, unique: true, computable: true },
  decimal: { unit: true, minMax: true, maxLength: false, choices: false, localizable: false, unique: true, computable: true },
  long_text: { unit: false, minMax: false, maxLength: true, choices: false, localizable: true, unique: false, computable: true },
  boolean: { unit: false, minMax: false, maxLength: false, choices: false, localizable: false, unique: false, computable: true },
  date: { unit: false, minMax: false, maxLength: false, choices: false, localizable: false, unique: false, computable: false },
  time: { unit: false, minMax: false, maxLength: false, choices: false, localizable: false, unique: false, computable: false },
  url: { unit: false, minMax: false, maxLength: true, choices: false, localizable: true, unique: true, computable: false },
  url_list: { unit: false, minMax: false, maxLength: false, choices: false, localizable: true, unique: false, computable: false },
  dropdown: { unit: false, minMax: false, maxLength: false, choices: true, localizable: false, unique: false, computable: false },
  multi_dropdown: { unit: false, minMax: false, maxLength: false, choices: true, localizable: false, unique: false, computable: false },
  email: { unit: false, minMax: false, maxLength: true, choices: false, localizable: false, unique: true, computable: false },
  object_link: { unit: false, minMax: false, maxLength: false, choices: false, localizable: false, unique: false, computable: false },
  range: { unit: true, minMax: true, maxLength: false, choices: false, localizable: false, unique: false, computable: false },
};

// ── Limits ───────────────────────────────────────────────────────────────────────────────────

export const attributeLimits = {
  codeLength: 100,
  labelLength: 255,
  nameLength: 100,
  /** Default maximum length of a text value when the attribute sets none. */
  textLength: 255,
  longTextLength: 65535,
  urlLength: 2048,
  emailLength: 254,
  choices: 2000,
  suggestions: 200,
  formulaLength: 2000,
} as const;

// ── Shared pieces ────────────────────────────────────────────────────────────────────────────

export const attributeIdSchema = z.number().int().positive();
export const attributeCodeSchema = textSchema.trim().min(1).max(attributeLimits.codeLength);
/** A label per attribute label language: `{ en: "Weight", fr: "Poids" }`. */
export const labelsSchema = perLabelLanguageSchema(attributeLimits.labelLength);
export type Labels = z.infer<typeof labelsSchema>;
const nameSchema = textSchema.trim().min(1).max(attributeLimits.nameLength);
const versionSchema = z.number().int().positive();
const userGroupsSchema = uuidListSchema;

/** A choice of a dropdown: a code (stored in values) and its labels. */
export const choiceSchema = z.strictObject({
  code: textSchema.trim().min(1).max(attributeLimits.codeLength),
  labels: z.record(languageCodeSchema, textSchema.trim().max(attributeLimits.labelLength)).default({}),
});
export type Choice = z.infer<typeof choiceSchema>;
export type ChoiceInput = z.input<typeof choiceSchema>;

// ── Attributes ───────────────────────────────────────────────────────────────────────────────

const attributeFields = {
  labels: labelsSchema,
  group_id: z.number().int().positive(),
  unit_type: textSchema.max(30).nullable(),
  unit: textSchema.max(20).nullable(),
  min: z.number().finite().nullable(),
  max: z.number().finite().nullable(),
  max_length: z.number().int().positive().max(attributeLimits.longTextLength).nullable(),
  localizable: z.boolean(),
  unique: z.boolean(),
  /** The attribute's own choices (dropdowns); exclusive with `choice_list_id`. */
  choices: z.array(choiceSchema).max(attributeLimits.choices),
  /** A shared choice list (dropdown lists screen); exclusive with `choices`. */
  choice_list_id: z.number().int().positive().nullable(),
  /** The object type an `object_link` attribute points to. */
  object_type_id: z.number().int().positive().nullable(),
  /** Values proposed while typing (text). */
  suggestions: z.array(textSchema.trim().min(1).max(attributeLimits.textLength)).max(attributeLimits.suggestions),
  /** A value of this attribute's type, checked like any value. */
  default_value: z.unknown(),
  /** Computed attributes (`/attributes/compute/`): the formula (docs/formulas.md), else null. */
  formula: textSchema.max(attributeLimits.formulaLength).nullable(),
  /** Attribute sets this attribute belongs to (when `attribute_set_activated`). */
  set_ids: idListSchema(z.number().int().positive()),
  /** User groups whose roles give rights on this attribute (with `use_advanced_rights`). */
  user_groups: userGroupsSchema,
};

/** `POST /api/catalogue/attribute/`. Absent optional fields take their empty value. */
export const attributeCreateSchema = z.strictObject({
  code: attributeCodeSchema,
  type: attributeTypeSchema,
  labels: attributeFields.labels,
  group_id: attributeFields.group_id,
  unit_type: attributeFields.unit_type.optional(),
  unit: attributeFields.unit.optional(),
  min: attributeFields.min.optional(),
  max: attributeFields.max.optional(),
  max_length: attributeFields.max_length.optional(),
  localizable: attributeFields.localizable.optional(),
  unique: attributeFields.unique.optional(),
  choices: attributeFields.choices.optional(),
  choice_list_id: attributeFields.choice_list_id.optional(),
  object_type_id: attributeFields.object_type_id.optional(),
  suggestions: attributeFields.suggestions.optional(),
  default_value: attributeFields.default_value.optional(),
  formula: attributeFields.formula.optional(),
  set_ids: attributeFields.set_ids.optional(),
  /** Absent: every group where the creator may create (an administrator: all groups). */
  user_groups: attributeFields.user_groups.optional(),
});
export type AttributeCreate = z.infer<typeof attributeCreateSchema>;

/**
 * `PATCH /api/catalogue/attribute/<id>/`: the fields to change and the `version` read. The code
 * and the type are fixed at creation (a different `code` answers `attribute.code_not_editable`).
 */
export const attributeUpdateSchema = attributeCreateSchema
  .omit({ code: true, type: true })
  .partial()
  .extend({ version: versionSchema, code: attributeCodeSchema.optional(), type: attributeTypeSchema.optional() });
export type AttributeUpdate = z.infer<typeof attributeUpdateSchema>;

export const attributeSchema = z.strictObject({
  id: attributeIdSchema,
  code: z.string(),
  type: attributeTypeSchema,
  labels: z.record(z.string(), z.string()),
  group_id: z.number().int(),
  section_id: z.number().int(),
  /** Order inside its group (the product page and exports follow it). */
  position: z.number().int(),
  unit_type: z.string().nullable(),
  unit: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  max_length: z.number().int().nullable(),
  localizable: z.boolean(),
  unique: z.boolean(),
  /** The effective choices: the attribute's own or those of its choice list. */
  choices: z.array(z.strictObject({ code: z.string(), labels: z.record(z.string(), z.string()) })),
  choice_list_id: z.number().int().nullable(),
  object_type_id: z.number().int().nullable(),
  suggestions: z.array(z.string()),
  default_value: z.unknown(),
  formula: z.string().nullable(),
  /** Codes of the attributes the formula reads, in dependency order of evaluation. */
  formula_inputs: z.array(z.string()),
  computed: z.boolean(),
  set_ids: z.array(z.number().int()),
  user_groups: z.array(z.string()),
  version: z.number().int(),
  created: z.string(),
  updated: z.string(),
});
export type Attribute = z.infer<typeof attributeSchema>;

// ── Sections, groups, sets ───────────────────────────────────────────────────────────────────

/**
 * A section's or group's names on creation or change: `names` per label language, as attribute
 * labels (replacing them all); `name` alone is the name in the company's first label language.
 */
const structureNamesFields = { name: nameSchema.optional(), names: perLabelLanguageSchema(attributeLimits.nameLength).optional() };

export const attributeSectionSchema = localNamesSchema.extend({
  id: z.number().int(),
  position: z.number().int(),
  group_count: z.number().int(),
  version: z.number().int(),
});
export type AttributeSection = z.infer<typeof attributeSectionSchema>;
export const attributeSectionCreateSchema = z.strictObject(structureNamesFields);
export const attributeSectionUpdateSchema = z.strictObject({ ...structureNamesFields, version: versionSchema });

export const attributeGroupSchema = localNamesSchema.extend({
  id: z.number().int(),
  section_id: z.number().int(),
  position: z.number().int(),
  attribute_count: z.number().int(),
  version: z.number().int(),
});
export type AttributeGroup = z.infer<typeof attributeGroupSchema>;
export const attributeGroupCreateSchema = z.strictObject({ ...structureNamesFields, section_id: z.number().int().positive() });
export const attributeGroupUpdateSchema = z.strictObject({
  ...structureNamesFields,
  /** Moves the group to the end of another section. */
  section_id: z.number().int().positive().optional(),
  version: versionSchema,
});

export const attributeSetSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  attribute_count: z.number().int(),
  version: z.number().int(),
});
export type AttributeSet = z.infer<typeof attributeSetSchema>;
export const attributeSetCreateSchema = z.strictObject({ name: nameSchema });
export const attributeSetUpdateSchema = z.strictObject({ name: nameSchema.optional(), version: versionSchema });

/** `GET /api/catalogue/attribute/?set_id=`: the whole ordered tree (sections → groups → attributes). */
export const attributeTreeSchema = z.strictObject({
  sections: z.array(
    attributeSectionSchema.extend({
      groups: z.array(attributeGroupSchema.extend({ attributes: z.array(attributeSchema) })),
    }),
  ),
});
export type AttributeTree = z.infer<typeof attributeTreeSchema>;
export const attributeListQuerySchema = z.object({ set_id: z.coerce.number().int().positive().optional() });

/** `GET /api/catalogue/attribute/only-id-label/` (spec §7). */
export const attributeIdLabelSchema = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  type: attributeTypeSchema,
  labels: z.record(z.string(), z.string()),
});
export const attributeIdLabelListSchema = z.array(attributeIdLabelSchema);
export type AttributeIdLabel = z.infer<typeof attributeIdLabelSchema>;

// ── Reordering (drag and drop): one call with the full new order, atomic ─────────────────────

/** The full new order of one group's attributes; attributes of other groups listed move into it. */
export const attributeReorderSchema = z.strictObject({
  group_id: z.number().int().positive(),
  /** The group's version: another reorder of the same group in between answers 409. */
  version: versionSchema,
  attribute_ids: idListSchema(attributeIdSchema).max(5000),
});
/** The full new order of one section's groups; groups of other sections listed move into it. */
export const attributeGroupReorderSchema = z.strictObject({
  section_id: z.number().int().positive(),
  version: versionSchema,
  group_ids: idListSchema(z.number().int().positive()).max(2000),
});
/** The full new order of every section (every set), nothing missing. */
export const attributeSectionReorderSchema = z.strictObject({ section_ids: idListSchema(z.number().int().positive()).max(2000) });
export const attributeSetReorderSchema = z.strictObject({ set_ids: idListSchema(z.number().int().positive()).max(2000) });

// ── Choice lists (dropdown lists screen) ─────────────────────────────────────────────────────

export const choiceListSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  choices: z.array(z.strictObject({ code: z.string(), labels: z.record(z.string(), z.string()) })),
  /** How many attributes use the list (a list in use cannot be deleted). */
  attribute_count: z.number().int(),
  version: z.number().int(),
});
export type ChoiceList = z.infer<typeof choiceListSchema>;
export const choiceListCreateSchema = z.strictObject({ name: nameSchema, choices: z.array(choiceSchema).max(attributeLimits.choices).default([]) });
export const choiceListUpdateSchema = z.strictObject({
  name: nameSchema.optional(),
  choices: z.array(choiceSchema).max(attributeLimits.choices).optional(),
  version: versionSchema,
});

// ── Formula check (computed attributes editor) ───────────────────────────────────────────────

export const formulaIssueSchema = z.strictObject({
  code: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
/** `POST /api/catalogue/attribute/formula-check/`: checks a formula against the company's attributes. */
export const formulaCheckRequestSchema = z.strictObject({
  formula: textSchema.max(attributeLimits.formulaLength),
  type: attributeTypeSchema,
  localizable: z.boolean().default(false),
  /** The attribute being edited, so its own code counts as a circular reference. */
  attribute_id: attributeIdSchema.optional(),
});
export const formulaCheckResponseSchema = z.strictObject({
  ok: z.boolean(),
  result_type: z.enum(['number', 'text', 'boolean']).nullable(),
  inputs: z.array(z.string()),
  errors: z.array(formulaIssueSchema),
});

// ── Attribute languages (company settings) ───────────────────────────────────────────────────

/** `POST /api/catalogue/attribute-language/` and `/attribute-label-language/`: add a language. */
export const attributeLanguageAddSchema = z.strictObject({ code: languageCodeSchema });
/** The company's languages after a change. */
export const attributeLanguagesSchema = z.strictObject({ languages: z.array(z.string()) });
/**
 * `GET /api/catalogue/attribute-language/<code>/impact/` (the confirmation) and the answer of a
 * removal done at once: how many products and models hold translated values in the language.
 */
export const languageRemovalImpactSchema = z.strictObject({ language: z.string(), products: z.number().int(), models: z.number().int() });

// ── Values ───────────────────────────────────────────────────────────────────────────────────

/** `YYYY-MM-DD`, a real calendar day. */
export const dateValueSchema = z.iso.date();
/** `HH:MM` or `HH:MM:SS`, 24-hour clock. */
export const timeValueSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/);
export const urlValueSchema = textSchema
  .max(attributeLimits.urlLength)
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i);
export const emailValueSchema = z.email().max(attributeLimits.emailLength);
/** A range: both ends, the second larger (spec §5). */
export const rangeValueSchema = z
  .strictObject({ min: z.number().finite(), max: z.number().finite() })
  .refine((range) => range.max > range.min, { message: 'attribute.range_max_not_above_min', path: ['max'] });

/**
 * The stored shape of ONE value (one language) of an attribute of `type`. Numbers are in the
 * attribute's own unit. A localizable attribute stores `{ [languageCode]: <this> }`.
 */
export function attributeValueSchema(type: AttributeType): z.ZodType {
  switch (type) {
    case 'text':
      return textSchema.max(attributeLimits.textLength);
    case 'long_text':
      return textSchema.max(attributeLimits.longTextLength);
    case 'integer':
      return z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
    case 'decimal':
      return z.number().finite();
    case 'boolean':
      return z.boolean();
    case 'date':
      return dateValueSchema;
    case 'time':
      return timeValueSchema;
    case 'url':
      return urlValueSchema;
    case 'url_list':
      return z.array(urlValueSchema).max(500);
    case 'dropdown':
      return textSchema.min(1);
    case 'multi_dropdown':
      return z.array(textSchema.min(1)).max(attributeLimits.choices);
    case 'email':
      return emailValueSchema;
    case 'object_link':
      return z.number().int().positive();
    case 'range':
      return rangeValueSchema;
  }
}

/** A localizable value: one value per attribute language. */
export function localizedValueSchema(type: AttributeType): z.ZodType {
  return z.record(languageCodeSchema, attributeValueSchema(type));
}

/**
 * A number given in another unit of the attribute's unit type (`{ value: 12, unit: "cm" }`), or
 * a range with a unit (`{ min, max, unit }`): accepted on input, converted and stored bare.
 */
export const numberWithUnitSchema = z.strictObject({ value: z.number().finite(), unit: textSchema.min(1) });
export const rangeWithUnitSchema = z.strictObject({ min: z.number().finite(), max: z.number().finite(), unit: textSchema.min(1) });

/** Values of one product or model: attribute id (as a string key) → value (or localized value). */
export type AttributeValues = Record<string, unknown>;

/** A value problem, translated by the client from its code (`attribute.value.*`). */
export type AttributeValueError = { code: string; params?: Record<string, string | number> };

const attributeErrors = [400, 403, 404, 409] as const;
/** Attribute definitions are numbered in 32-bit columns. */
const definitionIdParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });
const languageParams = z.object({ code: languageCodeSchema });

/**
 * The attribute definition endpoints (docs/api.md, "Attributes"): attributes, sections, groups,
 * sets, shared choice lists, the formula check and the company's attribute languages, declared
 * once for the server and the client.
 */
export const attributesApi = {
  /** Sections → groups → attributes, in page order (`set_id`: one set's attributes). */
  tree: defineEndpoint({ method: 'GET', path: '/api/catalogue/attribute/', query: attributeListQuerySchema, response: attributeTreeSchema, errors: attributeErrors }),
  /** Every readable attribute, in page order (spec §7). */
  idLabels: defineEndpoint({ method: 'GET', path: '/api/catalogue/attribute/only-id-label/', response: attributeIdLabelListSchema }),
  create: defineEndpoint({ method: 'POST', path: '/api/catalogue/attribute/', body: attributeCreateSchema, status: 201, response: attributeSchema, errors: attributeErrors }),
  get: defineEndpoint({ method: 'GET', path: '/api/catalogue/attribute/:id/', params: definitionIdParams, response: attributeSchema, errors: attributeErrors }),
  update: defineEndpoint({ method: 'PATCH', path: '/api/catalogue/attribute/:id/', params: definitionIdParams, body: attributeUpdateSchema, response: attributeSchema, errors: attributeErrors }),
  /** 409 `attribute.used_by_formula`. */
  delete: defineEndpoint({ method: 'DELETE', path: '/api/catalogue/attribute/:id/', params: definitionIdParams, status: 204, response: noContentSchema, errors: attributeErrors }),
  /** A group's full new order (attributes listed from elsewhere move in): the group. */
  reorder: defineEndpoint({ method: 'POST', path: '/api/catalogue/attribute/reorder/', body: attributeReorderSchema, response: attributeGroupSchema, errors: attributeErrors }),
  formulaCheck: defineEndpoint({ method: 'POST', path: '/api/catalogue/attribute/formula-check/', body: formulaCheckRequestSchema, response: formulaCheckResponseSchema, errors: attributeErrors }),

  sections: defineEndpoint({ method: 'GET', path: '/api/catalogue/attribute-section/', response: z.array(attributeSectionSchema) }),
  createSection: defineEndpoint({ method: 'POST', path: '/api/catalogue/attribute-section/', body: attributeSectionCreateSchema, status: 201, response: attributeSectionSchema, errors: attributeErrors }),
  /** Every section, in the new order. */
  reorderSections: defineEndpoint({ method: 'POST', path: '/api/catalogue/attribute-section/reorder/', body: attributeSectionReorderSchema, response: z.array(attributeSectionSchema), errors: attributeErrors }),
  getSection: defineEndpoint({ method: 'GET', path: '/api/catalogue/attribute-section/:id/', params: definitionIdParams, response: attributeSectionSchema, errors: attributeErrors }),
  updateSection: defineEndpoint({ method: 'PATCH', path: '/api/catalogue/attribute-section/:id/', params: definitionIdParams, body: attributeSectionUpdateSchema, response: attributeSectionSchema, errors: attributeErrors }),
  deleteSection: defineEndpoint({ method: 'DELETE', path: '/api/catalogue/attribute-section/:id/', params: definitionIdParams, status: 204, response: noContentSchema, errors: attributeErrors }),

  groups: defineEndpoint({ method: 'GET', path: '/api/catalogue/attribute-group/', response: z.array(attributeGroupSchema) }),
  createGroup: defineEndpoint({ method: 'POST', path: '/api/catalogue/attribute-group/', body: attributeGroupCreateSchema, status: 201, response: attributeGroupSchema, errors: attributeErrors }),
  /** A section's full new order of groups: the section. */
  reorderGroups: defineEndpoint({ method: 'POST', path: '/api/catalogue/attribute-group/reorder/', body: attributeGroupReorderSchema, response: attributeSectionSchema, errors: attributeErrors }),
  getGroup: defineEndpoint({ method: 'GET', path: '/api/catalogue/attribute-group/:id/', params: definitionIdParams, response: attributeGroupSchema, errors: attributeErrors }),
  updateGroup: defineEndpoint({ method: 'PATCH', path: '/api/catalogue/attribute-group/:id/', params: definitionIdParams, body: attributeGroupUpdateSchema, response: attributeGroupSchema, errors: attributeErrors }),
  deleteGroup: defineEndpoint({ method: 'DELETE', path: '/api/catalogue/attribute-group/:id/', params: definitionIdParams, status: 204, response: noContentSchema, errors: attributeErrors }),

  /** Only when `attribute_set_activated`. */
  sets: defineEndpoint({ method: 'GET', path: '/api/catalogue/attribute-set/', response: z.array(attributeSetSchema), errors: attributeErrors }),
  createSet: defineEndpoint({ method: 'POST', path: '/api/catalogue/attribute-set/', body: attributeSetCreateSchema, status: 201, response: attributeSetSchema, errors: attributeErrors }),
  /** Every set, once, in the new order. */
  reorderSets: defineEndpoint({ method: 'POST', path: '/api/catalogue/attribute-set/reorder/', body: attributeSetReorderSchema, response: z.array(attributeSetSchema), errors: attributeErrors }),
  getSet: defineEndpoint({ method: 'GET', path: '/api/catalogue/attribute-set/:id/', params: definitionIdParams, response: attributeSetSchema, errors: attributeErrors }),
  updateSet: defineEndpoint({ method: 'PATCH', path: '/api/catalogue/attribute-set/:id/', params: definitionIdParams, body: attributeSetUpdateSchema, response: attributeSetSchema, errors: attributeErrors }),
  deleteSet: defineEndpoint({ method: 'DELETE', path: '/api/catalogue/attribute-set/:id/', params: definitionIdParams, status: 204, response: noContentSchema, errors: attributeErrors }),

  choiceLists: defineEndpoint({ method: 'GET', path: '/api/catalogue/choice-list/', response: z.array(choiceListSchema) }),
  createChoiceList: defineEndpoint({ method: 'POST', path: '/api/catalogue/choice-list/', body: choiceListCreateSchema, status: 201, response: choiceListSchema, errors: attributeErrors }),
  getChoiceList: defineEndpoint({ method: 'GET', path: '/api/catalogue/choice-list/:id/', params: definitionIdParams, response: choiceListSchema, errors: attributeErrors }),
  updateChoiceList: defineEndpoint({ method: 'PATCH', path: '/api/catalogue/choice-list/:id/', params: definitionIdParams, body: choiceListUpdateSchema, response: choiceListSchema, errors: attributeErrors }),
  /** 409 `choice_list.in_use`. */
  deleteChoiceList: defineEndpoint({ method: 'DELETE', path: '/api/catalogue/choice-list/:id/', params: definitionIdParams, status: 204, response: noContentSchema, errors: attributeErrors }),

  addLanguage: defineEndpoint({ method: 'POST', path: '/api/catalogue/attribute-language/', body: attributeLanguageAddSchema, response: attributeLanguagesSchema, errors: attributeErrors }),
  languageRemovalImpact: defineEndpoint({ method: 'GET', path: '/api/catalogue/attribute-language/:code/impact/', params: languageParams, response: languageRemovalImpactSchema, errors: attributeErrors }),
  /** 200 with the impact when nothing holds values in the language, else 202 with the task that removes them. */
  removeLanguage: defineEndpoint({
    method: 'DELETE',
    path: '/api/catalogue/attribute-language/:code/',
    params: languageParams,
    response: z.union([languageRemovalImpactSchema, taskStartedSchema]),
    alsoStatuses: [202],
    errors: attributeErrors,
  }),
  addLabelLanguage: defineEndpoint({ method: 'POST', path: '/api/catalogue/attribute-label-language/', body: attributeLanguageAddSchema, response: attributeLanguagesSchema, errors: attributeErrors }),
  removeLabelLanguage: defineEndpoint({ method: 'DELETE', path: '/api/catalogue/attribute-label-language/:code/', params: languageParams, response: attributeLanguagesSchema, errors: attributeErrors }),
};
