import { z } from 'zod';
import { assetExportDefinitionSchema, type AssetExportDefinition } from './asset-exports.ts';
import { attributeIdSchema } from './attributes.ts';
import { languageCodeSchema } from './common.ts';
import { defineEndpoint, integerIdParamsSchema, noContentSchema } from './endpoint.ts';
import { exportColumnSchema, exportLayoutSchema, productSheetOptionsSchema } from './export-layout.ts';
import { pdfDefinitionSchema, type PdfDefinition } from './pdf-catalogues.ts';
import { textSchema, uuidListSchema } from './input-guards.ts';

/**
 * Export templates (spec §3 Templates, §4 versions, §5 Templates and feeds; docs/exports.md
 * "Templates"): a name, a type, group access and a definition, every save a version. One record
 * for every export type, discriminated by `type`; each type brings its own definition. The
 * tabular types (`matrix`, `single_product_matrix`) are defined here, over the one tabular layout
 * (`export-layout.ts`); the others are reserved and refused until their issue lands.
 */

export const exportTemplateLimits = {
  nameLength: 200,
  groups: 100,
} as const;

export const exportTemplateTypeSchema = z.enum(['matrix', 'single_product_matrix', 'pdf', 'fabdis', 'bmecat', 'asset_export']);
export type ExportTemplateType = z.infer<typeof exportTemplateTypeSchema>;

/** The types whose definition exists; the others answer 400 `template.type_not_available`. */
export const definedExportTemplateTypes = ['matrix', 'single_product_matrix', 'pdf', 'asset_export'] as const satisfies readonly ExportTemplateType[];

/** The FAB-DIS versions a template may follow (the company offers some: `fabdis_available_versions`). */
export const fabdisVersionSchema = z.union([z.literal(2), z.literal(3)]);

/** An Excel file of sheets of columns, one row per product. */
export const matrixDefinitionSchema = exportLayoutSchema;
export type MatrixDefinition = z.infer<typeof matrixDefinitionSchema>;

/**
 * A product sheet: the same designed layout written once per product. `layout`'s visible sheets
 * are the sections of a product's block, in order, each titled by its sheet name; a section's
 * columns are the product's fields.
 */
export const singleProductMatrixDefinitionSchema = z.strictObject({ layout: exportLayoutSchema, ...productSheetOptionsSchema.shape });
export type SingleProductMatrixDefinition = z.infer<typeof singleProductMatrixDefinitionSchema>;

/** A PDF catalogue: the card's attributes and the page design (`pdf-catalogues.ts`). */
export { pdfDefinitionSchema };

/** FAB-DIS and BMEcat definitions come with their issues; until then nothing is accepted. */
export const reservedDefinitionSchema = z.strictObject({});

export type ExportTemplateDefinition = MatrixDefinition | SingleProductMatrixDefinition | PdfDefinition | AssetExportDefinition;

const nameSchema = textSchema.trim().min(1).max(exportTemplateLimits.nameLength);
/** Absent on creation: the groups where the user may create (an administrator: all groups). */
const groupsSchema = uuidListSchema.max(exportTemplateLimits.groups);

/**
 * What a client sends to create a template (and, with `version`, to save one). `standard_version`
 * is FAB-DIS's (2 or 3) and null for every other type; name and standard version are unique per
 * type in a company, whatever the case of the name (`template.name_version_taken`).
 */
const inputShapes = {
  matrix: { type: z.literal('matrix'), standard_version: z.null().default(null), definition: matrixDefinitionSchema },
  single_product_matrix: { type: z.literal('single_product_matrix'), standard_version: z.null().default(null), definition: singleProductMatrixDefinitionSchema },
  pdf: { type: z.literal('pdf'), standard_version: z.null().default(null), definition: pdfDefinitionSchema },
  fabdis: { type: z.literal('fabdis'), standard_version: fabdisVersionSchema.nullable().default(null), definition: reservedDefinitionSchema },
  bmecat: { type: z.literal('bmecat'), standard_version: z.null().default(null), definition: reservedDefinitionSchema },
  /** The asset export (`asset-exports.ts`): which assets, renamed and resized how. */
  asset_export: { type: z.literal('asset_export'), standard_version: z.null().default(null), definition: assetExportDefinitionSchema },
} as const;

export const exportTemplateCreateSchema = z.discriminatedUnion('type', [
  z.strictObject({ name: nameSchema, groups: groupsSchema.optional(), ...inputShapes.matrix }),
  z.strictObject({ name: nameSchema, groups: groupsSchema.optional(), ...inputShapes.single_product_matrix }),
  z.strictObject({ name: nameSchema, groups: groupsSchema.optional(), ...inputShapes.pdf }),
  z.strictObject({ name: nameSchema, groups: groupsSchema.optional(), ...inputShapes.fabdis }),
  z.strictObject({ name: nameSchema, groups: groupsSchema.optional(), ...inputShapes.bmecat }),
  z.strictObject({ name: nameSchema, groups: groupsSchema.optional(), ...inputShapes.asset_export }),
]);
export type ExportTemplateCreate = z.input<typeof exportTemplateCreateSchema>;
export type ExportTemplateInput = z.output<typeof exportTemplateCreateSchema>;

/**
 * `PUT …/:id/`: a new version. `version` is the one the client read (409 `conflict.stale_version`
 * otherwise); the type and the standard version stay what they are (`template.type_mismatch`);
 * `groups` absent keeps them.
 */
const versionSchema = z.number().int().min(1);
export const exportTemplateUpdateSchema = z.discriminatedUnion('type', [
  z.strictObject({ version: versionSchema, name: nameSchema, groups: groupsSchema.optional(), ...inputShapes.matrix }),
  z.strictObject({ version: versionSchema, name: nameSchema, groups: groupsSchema.optional(), ...inputShapes.single_product_matrix }),
  z.strictObject({ version: versionSchema, name: nameSchema, groups: groupsSchema.optional(), ...inputShapes.pdf }),
  z.strictObject({ version: versionSchema, name: nameSchema, groups: groupsSchema.optional(), ...inputShapes.fabdis }),
  z.strictObject({ version: versionSchema, name: nameSchema, groups: groupsSchema.optional(), ...inputShapes.bmecat }),
  z.strictObject({ version: versionSchema, name: nameSchema, groups: groupsSchema.optional(), ...inputShapes.asset_export }),
]);
export type ExportTemplateUpdate = z.input<typeof exportTemplateUpdateSchema>;

/**
 * A column that cannot be written any more, because what it names is gone (or hidden from this
 * user). The template still reads and keeps it until the user removes it; a run leaves it out and
 * names it in its warnings. `code` is an error code whose message takes `{sheet}`, `{column}`,
 * `{language}`, `{detail}`.
 */
export const brokenColumnReasonSchema = z.enum(['attribute_deleted', 'attribute_not_readable', 'language_removed', 'category_tree_deleted', 'formula_invalid']);
export type BrokenColumnReason = z.infer<typeof brokenColumnReasonSchema>;

export const brokenColumnSchema = z.strictObject({
  /** The sheet's name and position in the definition's layout. */
  sheet: z.string(),
  sheet_index: z.number().int(),
  column_id: z.uuid(),
  /** What the user reads as the column's name: its header in the first language that has one, else what it holds. */
  column: z.string(),
  reason: brokenColumnReasonSchema,
  code: z.string(),
  attribute_id: attributeIdSchema.nullable(),
  language: languageCodeSchema.nullable(),
  /** A formula's first problem (its issue code), else null. */
  detail: z.string().nullable(),
});
export type BrokenColumn = z.infer<typeof brokenColumnSchema>;

export const userReferenceSchema = z.strictObject({ id: z.string(), username: z.string() });

/** What the user may do on a template (spec §6): the editor greys out the rest. */
export const templateRightsSchema = z.strictObject({ edit: z.boolean(), delete: z.boolean(), duplicate: z.boolean() });

const templateFields = {
  id: z.number().int(),
  name: z.string(),
  standard_version: z.number().int().nullable(),
  groups: z.array(z.string()),
  /** The current version: send it back to save (every save is a new version). */
  version: z.number().int(),
  broken_columns: z.array(brokenColumnSchema),
  rights: templateRightsSchema,
  created_by: userReferenceSchema.nullable(),
  updated_by: userReferenceSchema.nullable(),
  created: z.string(),
  updated: z.string(),
};

/** `GET …/:id/`: a template with its current definition. */
export const exportTemplateSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...templateFields, type: z.literal('matrix'), definition: matrixDefinitionSchema }),
  z.strictObject({ ...templateFields, type: z.literal('single_product_matrix'), definition: singleProductMatrixDefinitionSchema }),
  z.strictObject({ ...templateFields, type: z.literal('pdf'), definition: pdfDefinitionSchema }),
  z.strictObject({ ...templateFields, type: z.enum(['fabdis', 'bmecat']), definition: reservedDefinitionSchema }),
  z.strictObject({ ...templateFields, type: z.literal('asset_export'), definition: assetExportDefinitionSchema }),
]);
export type ExportTemplate = z.infer<typeof exportTemplateSchema>;

/** One row of the template list: no definition, its broken columns counted. */
export const exportTemplateSummarySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  type: exportTemplateTypeSchema,
  standard_version: z.number().int().nullable(),
  groups: z.array(z.string()),
  version: z.number().int(),
  broken_columns_count: z.number().int(),
  rights: templateRightsSchema,
  created_by: userReferenceSchema.nullable(),
  updated_by: userReferenceSchema.nullable(),
  created: z.string(),
  updated: z.string(),
});
export type ExportTemplateSummary = z.infer<typeof exportTemplateSummarySchema>;

export const exportTemplateListQuerySchema = z.object({ type: exportTemplateTypeSchema.optional() });
export const exportTemplateListSchema = z.strictObject({ results: z.array(exportTemplateSummarySchema) });

// ── Versions ──────────────────────────────────────────────────────────────────────────────────

/** A saved version. Numbers are never given twice: after a revert to 3 of 5, the next save is 6. */
export const exportTemplateVersionSummarySchema = z.strictObject({
  version: z.number().int(),
  name: z.string(),
  saved_by: userReferenceSchema.nullable(),
  saved: z.string(),
  current: z.boolean(),
});
export type ExportTemplateVersionSummary = z.infer<typeof exportTemplateVersionSummarySchema>;
export const exportTemplateVersionListSchema = z.strictObject({ results: z.array(exportTemplateVersionSummarySchema) });

export const exportTemplateVersionSchema = exportTemplateVersionSummarySchema.extend({
  type: exportTemplateTypeSchema,
  definition: z.union([matrixDefinitionSchema, singleProductMatrixDefinitionSchema, pdfDefinitionSchema, assetExportDefinitionSchema, reservedDefinitionSchema]),
  broken_columns: z.array(brokenColumnSchema),
});
export type ExportTemplateVersion = z.infer<typeof exportTemplateVersionSchema>;

/** How one column differs between two versions (columns are matched by id). */
export const columnChangeSchema = z.strictObject({ id: z.uuid(), before: exportColumnSchema, after: exportColumnSchema });
export const columnMoveSchema = z.strictObject({ id: z.uuid(), from: z.number().int(), to: z.number().int() });

/**
 * One sheet's differences: `added`/`removed` columns (with their position), `changed` (what it
 * holds or its headers), `moved` (the columns whose order changed, the fewest that explain it).
 * A sheet is matched by its name, else by the columns it shares (a renamed sheet).
 */
export const sheetComparisonSchema = z.strictObject({
  status: z.enum(['added', 'removed', 'changed', 'unchanged']),
  name: z.string(),
  /** The name in the earlier version when the sheet was renamed. */
  renamed_from: z.string().nullable(),
  visible: z.strictObject({ before: z.boolean().nullable(), after: z.boolean().nullable() }),
  added: z.array(z.strictObject({ index: z.number().int(), column: exportColumnSchema })),
  removed: z.array(z.strictObject({ index: z.number().int(), column: exportColumnSchema })),
  changed: z.array(columnChangeSchema),
  moved: z.array(columnMoveSchema),
});
export type SheetComparison = z.infer<typeof sheetComparisonSchema>;

/** Two versions compared: the name, the type's own settings, then sheet by sheet in the later order. */
export const templateComparisonSchema = z.strictObject({
  from: z.number().int(),
  to: z.number().int(),
  name: z.strictObject({ before: z.string(), after: z.string() }).nullable(),
  settings: z.array(z.strictObject({ setting: z.string(), before: z.unknown(), after: z.unknown() })),
  sheets: z.array(sheetComparisonSchema),
});
export type TemplateComparison = z.infer<typeof templateComparisonSchema>;

export const templateCompareQuerySchema = z.object({ from: z.coerce.number().int().min(1), to: z.coerce.number().int().min(1) });

/**
 * `POST …/:id/revert/`: back to `to_version`, which removes every newer version (spec §4). The UI
 * asks first: without `confirm: true` it answers 400 `template.revert_confirmation_required`.
 */
export const templateRevertSchema = z.strictObject({ to_version: versionSchema, version: versionSchema, confirm: z.boolean().optional() });

export const templateVersionParamsSchema = z.object({
  id: integerIdParamsSchema.shape.id,
  number: z.coerce.number().int().positive().max(2 ** 31 - 1),
});

// ── Starting from an Excel file ───────────────────────────────────────────────────────────────

/** How a proposed column was matched to the file's header (a confidence below 1 asks the user to check). */
export const proposedColumnSchema = z.strictObject({
  column_id: z.uuid(),
  header: z.string(),
  matched: z.boolean(),
  confidence: z.number(),
  reason: z.enum(['earlier_mapping', 'code', 'label', 'similar_name', 'unmatched']),
});

/**
 * `POST …/from-excel/` (the workbook itself as the body): a proposed matrix layout, not saved.
 * Each visible sheet whose header row names at least one product field or attribute becomes a
 * sheet of the layout; a header nothing matches becomes an empty fixed-text column under the same
 * header, so the customer's column order is kept and the user sees what is left to choose.
 */
export const templateFromExcelAnswerSchema = z.strictObject({
  definition: matrixDefinitionSchema,
  sheets: z.array(z.strictObject({ name: z.string(), header_line: z.number().int(), columns: z.array(proposedColumnSchema) })),
  skipped_sheets: z.array(z.strictObject({ name: z.string(), reason: z.enum(['hidden', 'empty', 'no_match']) })),
});
export type TemplateFromExcelAnswer = z.infer<typeof templateFromExcelAnswerSchema>;

// ── Endpoints ─────────────────────────────────────────────────────────────────────────────────

export const exportTemplatesApi = {
  /** The templates the user may read (of one type), the types the company has activated. */
  list: defineEndpoint({ method: 'GET', path: '/api/exports/templates/', query: exportTemplateListQuerySchema, response: exportTemplateListSchema, errors: [400, 403] }),
  create: defineEndpoint({ method: 'POST', path: '/api/exports/templates/', body: exportTemplateCreateSchema, status: 201, response: exportTemplateSchema, errors: [400, 403, 409, 422] }),
  get: defineEndpoint({ method: 'GET', path: '/api/exports/templates/:id/', params: integerIdParamsSchema, response: exportTemplateSchema, errors: [403, 404] }),
  update: defineEndpoint({ method: 'PUT', path: '/api/exports/templates/:id/', params: integerIdParamsSchema, body: exportTemplateUpdateSchema, response: exportTemplateSchema, errors: [400, 403, 404, 409, 422] }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/exports/templates/:id/', params: integerIdParamsSchema, status: 204, response: noContentSchema, errors: [403, 404] }),
  /** A copy named "<name> (copy)", in the source's groups where the user may create. */
  duplicate: defineEndpoint({ method: 'POST', path: '/api/exports/templates/:id/duplicate/', params: integerIdParamsSchema, status: 201, response: exportTemplateSchema, errors: [403, 404] }),
  versions: defineEndpoint({ method: 'GET', path: '/api/exports/templates/:id/versions/', params: integerIdParamsSchema, response: exportTemplateVersionListSchema, errors: [403, 404] }),
  version: defineEndpoint({ method: 'GET', path: '/api/exports/templates/:id/versions/:number/', params: templateVersionParamsSchema, response: exportTemplateVersionSchema, errors: [403, 404] }),
  compare: defineEndpoint({ method: 'GET', path: '/api/exports/templates/:id/compare/', params: integerIdParamsSchema, query: templateCompareQuerySchema, response: templateComparisonSchema, errors: [400, 403, 404] }),
  revert: defineEndpoint({ method: 'POST', path: '/api/exports/templates/:id/revert/', params: integerIdParamsSchema, body: templateRevertSchema, response: exportTemplateSchema, errors: [400, 403, 404, 409] }),
  fromExcel: defineEndpoint({ method: 'POST', path: '/api/exports/templates/from-excel/', status: 200, response: templateFromExcelAnswerSchema, errors: [400, 403, 413, 415] }),
};
