import { z } from 'zod';
import { attributeIdSchema } from './attributes.ts';
import { languageCodeSchema } from './common.ts';
import { defineEndpoint, noContentSchema } from './endpoint.ts';
import { textSchema } from './input-guards.ts';
import { priceColumnSchema } from './price-fields.ts';
import { calendarDateSchema, discriminantValuesSchema } from './prices.ts';

/**
 * Import templates and runs (spec §3 Import, §4 Import states, §5 Import; docs/imports.md).
 * A template is a saved mapping: the file's columns on one side, pills on the other. A pill binds
 * one or several columns, by their normalised header names (never their positions), to a target.
 */

export const importLimits = {
  templateNameLength: 200,
  pillsPerTemplate: 2000,
  columnsPerPill: 20,
  formulaLength: 2000,
  valueMapEntries: 5000,
  conditionsPerPill: 10,
} as const;

/** What the import may create or change. Asset targets join when their issue lands. */
export const importTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('sku') }),
  z.strictObject({ kind: z.literal('name') }),
  z.strictObject({ kind: z.literal('status') }),
  /** The reference of the product's model. */
  z.strictObject({ kind: z.literal('model') }),
  /**
   * Category paths (`Lighting > Bulbs > LED`): levels separated by `>`, several paths in one cell
   * separated by `|` or `;`. Names are matched exactly, else without regard to case (names are
   * unique within a level without regard to case, so this is never ambiguous). Without `tree_id`
   * a path starts at a tree's root, and the cell replaces the product's categories in the trees
   * its paths name (other trees are left alone). With `tree_id` the paths start below that root
   * and the cell replaces the product's categories in that tree only. An empty cell with
   * `empty_cells: clear` removes the product's categories in that tree (in every tree without one).
   */
  z.strictObject({
    kind: z.literal('categories'),
    tree_id: z.number().int().positive().nullable().optional(),
    /** An unknown path creates the missing categories (below an existing tree's root) instead of being a cell error. Off by default. */
    create_missing: z.boolean().optional(),
  }),
  z.strictObject({
    kind: z.literal('attribute'),
    attribute_id: attributeIdSchema,
    /** The value's language for a localizable attribute, else null. */
    language: languageCodeSchema.nullable().default(null),
    /** The unit the column is written in, when it differs from the attribute's (converted on import). */
    unit: textSchema.max(50).nullable().default(null),
    /**
     * A column (its header key) holding each row's unit, for an attribute with a unit type: the
     * value is converted from it. A unit written in the value's own cell (`12.5 kg`) wins; an
     * empty unit cell next to a value is `import.cell.unit_missing`. Another column than the pill's.
     */
    unit_column: textSchema.min(1).max(500).nullable().optional(),
    /** A range attribute is fed by two pills, its minimum and its maximum (spec §5). */
    bound: z.enum(['min', 'max']).nullable().default(null),
  }),
  /**
   * One field of the product's price in a price list (docs/imports.md, "Prices"): a price field
   * (`net_price`, `currency`, …) or a price attribute (`attribute.<code>`). The price is the one of
   * this list, these discriminant values and this valid-from date (null: the price without a start
   * date); the pills naming the same three write one price, updated when the product has it, else
   * created. `currency` is the price's currency when no pill writes it from a column.
   */
  z.strictObject({
    kind: z.literal('price'),
    price_list_id: z.number().int().positive().max(2 ** 53),
    field: priceColumnSchema,
    currency: textSchema.trim().max(3).nullable().default(null),
    start_date: calendarDateSchema.nullable().default(null),
    discriminant_values: discriminantValuesSchema.default({}),
  }),
]);
export type ImportTarget = z.infer<typeof importTargetSchema>;

/** Supplier codes to choice codes (or any text to any text), with what an unlisted value becomes. */
export const valueMapSchema = z.strictObject({
  entries: z.array(z.strictObject({ from: textSchema.max(500), to: textSchema.max(500) })).max(importLimits.valueMapEntries),
  /** An unlisted value: kept as is (null) or replaced by this text (`""` empties it). */
  default: textSchema.max(500).nullable().default(null),
});
export type ValueMap = z.infer<typeof valueMapSchema>;

const columnConditions = [
  /** Only when a column holds this value (compared without regard to case or surrounding spaces). */
  z.strictObject({ kind: z.literal('column_is'), column: textSchema.min(1).max(500), value: textSchema.max(500) }),
  z.strictObject({ kind: z.literal('column_is_not'), column: textSchema.min(1).max(500), value: textSchema.max(500) }),
  z.strictObject({ kind: z.literal('column_is_empty'), column: textSchema.min(1).max(500) }),
  z.strictObject({ kind: z.literal('column_is_not_empty'), column: textSchema.min(1).max(500) }),
] as const;

/** When a pill applies: every condition must hold. */
export const pillConditionSchema = z.discriminatedUnion('kind', [
  ...columnConditions,
  /** Only when the product has no value yet for the target. */
  z.strictObject({ kind: z.literal('target_is_empty') }),
]);
export type PillCondition = z.infer<typeof pillConditionSchema>;

export const pillSchema = z.strictObject({
  id: z.uuid(),
  target: importTargetSchema,
  /** The columns that feed it, by normalised header name; several are joined by a space unless a formula says otherwise. */
  columns: z.array(textSchema.min(1).max(500)).min(1).max(importLimits.columnsPerPill),
  /** A formula of the formula language (docs/formulas.md) reading the row's columns as `{column}`. */
  formula: textSchema.max(importLimits.formulaLength).nullable().default(null),
  value_map: valueMapSchema.nullable().default(null),
  /** Every condition must hold for the pill to write its value. */
  conditions: z.array(pillConditionSchema).max(importLimits.conditionsPerPill).default([]),
});
export type Pill = z.infer<typeof pillSchema>;

/** Conditions that skip a whole row (a row skipped is reported as skipped, never as an error). */
export const skipRowConditionSchema = z.discriminatedUnion('kind', [...columnConditions]);
export type SkipRowCondition = z.infer<typeof skipRowConditionSchema>;

export const importModeSchema = z.enum(['create', 'update', 'create_and_update']);
export type ImportMode = z.infer<typeof importModeSchema>;

export const csvDialectSchema = z.strictObject({
  encoding: z.enum(['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'iso-8859-15']).optional(),
  separator: z.enum([',', ';', '\t', '|']).optional(),
  quote: z.enum(['"', "'"]).optional(),
  decimal_mark: z.enum(['.', ',']).optional(),
});
export type CsvDialectChoice = z.infer<typeof csvDialectSchema>;

export const importOptionsSchema = z.strictObject({
  mode: importModeSchema.default('create_and_update'),
  /** An empty cell leaves the product's value as it is (`keep`) or clears it (`clear`). */
  empty_cells: z.enum(['keep', 'clear']).default('keep'),
  /** The sheet to read (xlsx); null reads the first visible one. */
  sheet: textSchema.max(31).nullable().default(null),
  /** The line of the header row (1-based). */
  header_line: z.number().int().min(1).max(1000).default(1),
  csv: csvDialectSchema.default({}),
  skip_rows_when: z.array(skipRowConditionSchema).max(importLimits.conditionsPerPill).default([]),
});
export type ImportOptions = z.infer<typeof importOptionsSchema>;

export const importTemplateInputSchema = z.strictObject({
  name: textSchema.trim().min(1).max(importLimits.templateNameLength),
  options: importOptionsSchema.default(importOptionsSchema.parse({})),
  pills: z.array(pillSchema).max(importLimits.pillsPerTemplate).default([]),
});
export type ImportTemplateInput = z.input<typeof importTemplateInputSchema>;

/** The states of an import run (spec §4). `processing`, `verifying` and `ready` are "in progress". */
export const importRunStatusSchema = z.enum([
  'pending',
  'processing',
  'verifying',
  'ready',
  'completed',
  'completed_with_errors',
  'interrupted',
  'error',
  'cancelled',
]);
export type ImportRunStatus = z.infer<typeof importRunStatusSchema>;

/** What the dry run found for one row, and what the launch did. */
export const importRowOutcomeSchema = z.enum(['created', 'updated', 'unchanged', 'skipped', 'error']);
export type ImportRowOutcome = z.infer<typeof importRowOutcomeSchema>;

/** One rejected cell of the report: line, column, SKU, stable code (translated by the client). */
export const importCellErrorSchema = z.strictObject({
  line: z.number().int(),
  /** The header of the column as the file writes it; null for a row-level error. */
  column: z.string().nullable(),
  sku: z.string().nullable(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ImportCellError = z.infer<typeof importCellErrorSchema>;

// ── Endpoints ────────────────────────────────────────────────────────────────────────────────

export const importFileSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  format: z.enum(['xlsx', 'csv', 'json']),
  sheets: z.array(z.strictObject({ name: z.string(), visible: z.boolean() })),
  /** The detected CSV dialect; null for other formats. */
  dialect: z
    .strictObject({ encoding: z.string(), separator: z.string(), quote: z.string(), decimal_mark: z.string() })
    .nullable(),
  created: z.string(),
});
export type ImportFile = z.infer<typeof importFileSchema>;

/** The first rows of a sheet, as the mapping screen shows them before and after the pills. */
export const importPreviewSchema = z.strictObject({
  sheet: z.string(),
  header_line: z.number().int(),
  /** The header row's columns: the header as written and its key (`shared-kit/imports/header-keys`). */
  columns: z.array(z.strictObject({ header: z.string(), key: z.string(), index: z.number().int() })),
  rows: z.array(z.strictObject({ line: z.number().int(), cells: z.array(z.string().nullable()) })),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importUploadAnswerSchema = z.strictObject({ file: importFileSchema, preview: importPreviewSchema });
export type ImportUploadAnswer = z.infer<typeof importUploadAnswerSchema>;

export const importUploadQuerySchema = z.object({ name: textSchema.trim().min(1).max(255) });

export const importPreviewQuerySchema = z.object({
  sheet: textSchema.max(31).optional(),
  header_line: z.coerce.number().int().min(1).max(1000).default(1),
  encoding: csvDialectSchema.shape.encoding,
  separator: csvDialectSchema.shape.separator,
  quote: csvDialectSchema.shape.quote,
  decimal_mark: csvDialectSchema.shape.decimal_mark,
});

const uuidParamsSchema = z.object({ id: z.uuid() });

export const importFilesApi = {
  /** The file is the raw request body (`application/octet-stream`), its name in the query: progress is the upload's own. */
  upload: defineEndpoint({ method: 'POST', path: '/api/imports/files/', query: importUploadQuerySchema, status: 201, response: importUploadAnswerSchema, errors: [400, 403, 413] }),
  preview: defineEndpoint({ method: 'GET', path: '/api/imports/files/:id/preview/', params: uuidParamsSchema, query: importPreviewQuerySchema, response: importPreviewSchema, errors: [400, 404] }),
};

export const importRunSummarySchema = z.strictObject({
  id: z.number().int(),
  status: importRunStatusSchema,
  counts: z.record(z.string(), z.number().int()),
  created: z.string(),
});
export type ImportRunSummary = z.infer<typeof importRunSummarySchema>;

export const importTemplateSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  options: importOptionsSchema,
  pills: z.array(pillSchema),
  version: z.number().int(),
  created: z.string(),
  updated: z.string(),
  /** The file the template was last used with (uploaded for it, or run): the editor's columns after a reload. Null when none or gone. */
  file: importFileSchema.nullable(),
  /** The newest runs first (at most 5). */
  last_runs: z.array(importRunSummarySchema),
});
export type ImportTemplate = z.infer<typeof importTemplateSchema>;

export const importTemplateUpdateSchema = importTemplateInputSchema.extend({ version: z.number().int().min(1) });
export const importTemplateListSchema = z.strictObject({ results: z.array(importTemplateSchema) });

export const autoMatchInputSchema = z.strictObject({
  sheet: textSchema.max(31).nullable().default(null),
  header_line: z.number().int().min(1).max(1000).default(1),
});
export const autoMatchAnswerSchema = z.strictObject({
  columns: importPreviewSchema.shape.columns,
  matches: z.array(
    z.strictObject({
      column: z.string(),
      target: importTargetSchema,
      confidence: z.number().min(0).max(1),
      reason: z.enum(['earlier_mapping', 'code', 'label', 'similar_name']),
    }),
  ),
});
export type AutoMatchAnswer = z.infer<typeof autoMatchAnswerSchema>;

const templateParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 53) });

export const importTemplatesApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/imports/templates/', response: importTemplateListSchema, errors: [403] }),
  create: defineEndpoint({ method: 'POST', path: '/api/imports/templates/', body: importTemplateInputSchema, status: 201, response: importTemplateSchema, errors: [400, 403, 409] }),
  get: defineEndpoint({ method: 'GET', path: '/api/imports/templates/:id/', params: templateParams, response: importTemplateSchema, errors: [403, 404] }),
  update: defineEndpoint({ method: 'PUT', path: '/api/imports/templates/:id/', params: templateParams, body: importTemplateUpdateSchema, response: importTemplateSchema, errors: [400, 403, 404, 409] }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/imports/templates/:id/', params: templateParams, status: 204, response: noContentSchema, errors: [403, 404] }),
  duplicate: defineEndpoint({ method: 'POST', path: '/api/imports/templates/:id/duplicate/', params: templateParams, status: 201, response: importTemplateSchema, errors: [403, 404] }),
  /** Remembers the file just uploaded for the template (its `file` from now on). */
  rememberFile: defineEndpoint({ method: 'PUT', path: '/api/imports/templates/:id/file/', params: templateParams, body: z.strictObject({ file_id: z.uuid() }), response: importTemplateSchema, errors: [403, 404] }),
  autoMatch: defineEndpoint({ method: 'POST', path: '/api/imports/files/:id/auto-match/', params: uuidParamsSchema, body: autoMatchInputSchema, response: autoMatchAnswerSchema, errors: [400, 403, 404] }),
};

export const importRunSchema = z.strictObject({
  id: z.number().int(),
  status: importRunStatusSchema,
  template_id: z.number().int().nullable(),
  template_name: z.string(),
  /** The uploaded file the run reads (a new dry run of it starts from here); null once the file is gone. */
  file_id: z.string().nullable(),
  file_name: z.string().nullable(),
  /** created, updated, unchanged, skipped, error (rows), cells_in_error, rows. */
  counts: z.record(z.string(), z.number().int()),
  /** Why the run could not go on: a file that cannot be read, a broken pill. */
  failure: z.strictObject({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() }).nullable(),
  verify_task_id: z.string().nullable(),
  launch_task_id: z.string().nullable(),
  rollback_task_id: z.string().nullable(),
  created: z.string(),
  verified: z.string().nullable(),
  finished: z.string().nullable(),
  rolled_back: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

export const importRunStartSchema = z.strictObject({ template_id: z.number().int().positive(), file_id: z.uuid() });
export const importRunStartedSchema = z.strictObject({ run: importRunSchema, task_id: z.string() });

export const importRunRowSchema = z.strictObject({
  line: z.number().int(),
  sku: z.string().nullable(),
  outcome: importRowOutcomeSchema,
  product_id: z.number().int().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  /** What the rollback did with the row; null before any rollback. */
  rollback: z.enum(['restored', 'deleted', 'skipped']).nullable(),
  errors: z.array(importCellErrorSchema.omit({ line: true, sku: true })),
});
export type ImportRunRow = z.infer<typeof importRunRowSchema>;

export const importRunRowsQuerySchema = z.object({
  outcome: importRowOutcomeSchema.optional(),
  /** Rows after this line (the previous page's last). */
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const importRunRowsPageSchema = z.strictObject({ results: z.array(importRunRowSchema), next_after: z.number().int().nullable() });

/** The answer of a download: the file's bytes (its type in `Content-Type`), not JSON. */
export const fileDownloadSchema = z.string().describe('The file itself (binary), not JSON');

const runParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 53) });

export const importRunsApi = {
  /** Starts the dry run ("verifying"): nothing reaches the catalogue before the launch. */
  start: defineEndpoint({ method: 'POST', path: '/api/imports/runs/', body: importRunStartSchema, status: 202, response: importRunStartedSchema, errors: [400, 403, 404] }),
  get: defineEndpoint({ method: 'GET', path: '/api/imports/runs/:id/', params: runParams, response: importRunSchema, errors: [403, 404] }),
  /** Writes what the dry run showed; answers the run in `processing` and the launch task. */
  launch: defineEndpoint({ method: 'POST', path: '/api/imports/runs/:id/launch/', params: runParams, status: 202, response: importRunStartedSchema, errors: [403, 404, 409] }),
  /** Undoes a launched import: restores what it changed, deletes what it created, skips what changed since. */
  rollback: defineEndpoint({ method: 'POST', path: '/api/imports/runs/:id/rollback/', params: runParams, status: 202, response: importRunStartedSchema, errors: [403, 404, 409] }),
  rows: defineEndpoint({ method: 'GET', path: '/api/imports/runs/:id/rows/', params: runParams, query: importRunRowsQuerySchema, response: importRunRowsPageSchema, errors: [403, 404] }),
  /**
   * The error report, a download (`Content-Disposition: attachment`, an xlsx workbook, not JSON):
   * the imported sheet as the file had it, header line and every row, the bad cells filled and
   * commented (message in the user's language and code), then an `errors` sheet (line, column,
   * SKU, code, message). The corrected file re-uploaded with the same template imports the fixed
   * rows. Available once the dry run is done and found errors, else 409 `import.report_unavailable`.
   * A client links to it (`endpointPath(importRunsApi.errorReport, { id })` as an `href`) rather
   * than calling it through `apiClient.call`, which parses JSON.
   */
  errorReport: defineEndpoint({ method: 'GET', path: '/api/imports/runs/:id/error-report/', params: runParams, response: fileDownloadSchema, errors: [403, 404, 409] }),
};
