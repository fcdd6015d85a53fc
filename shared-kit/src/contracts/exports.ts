import { z } from 'zod';
import { languageCodeSchema } from './common.ts';
import { defineEndpoint, integerIdParamsSchema, noContentSchema } from './endpoint.ts';
import { exportLayoutSchema, productSheetOptionsSchema } from './export-layout.ts';
import { pdfPageOptionsSchema } from './pdf-catalogues.ts';
import { fileDownloadSchema } from './imports.ts';
import { idListSchema, textSchema } from './input-guards.ts';
import { listingFieldSchema, listingFilterSchema, maxPastedValues } from './product-filters.ts';
import { bulkSelectionSchema, productIdSchema } from './products.ts';

/**
 * Export runs, their files and shared links (spec §3, §4 "Export and feeds", §5; docs/exports.md
 * "Runs, files and links"). A run renders a tabular layout (`export-layout.ts`) over a product
 * selection into one file (xlsx, csv or json), as a durable job; the file is downloaded by a
 * signed-in user of the company, or through a shared link that works without a session for 7 days.
 */

export const exportFormatSchema = z.enum(['xlsx', 'csv', 'json']);
export type ExportFormat = z.infer<typeof exportFormatSchema>;
/** What a run's file is: a tabular format, an asset export's zip (`asset-exports.ts`) or a PDF catalogue. */
export const exportFileFormatSchema = z.enum([...exportFormatSchema.options, 'zip', 'pdf']);
export type ExportFileFormat = z.infer<typeof exportFileFormatSchema>;

export const exportLimits = {
  fileNameLength: 150,
  /** A shared link works this long after it is made (spec §9). */
  linkLifetimeDays: 7,
  /** Pasted SKUs and explicit ids, as the listing's pasted lists. */
  selectionValues: maxPastedValues,
  /** A preview renders at most this many products. */
  previewProducts: 20,
} as const;

/**
 * The products a run exports. Every kind becomes listing filters (the listing's own machinery):
 * what a user sees in the listing with the same filters is what the file holds.
 */
export const exportSelectionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('all') }),
  /** The products of these models; without ids, every product that belongs to a model. */
  z.strictObject({ kind: z.literal('models'), model_ids: idListSchema(z.number().int().positive()).max(10_000).default([]) }),
  /** One of the user's saved filters of the product listing, as it is when the run starts. */
  z.strictObject({ kind: z.literal('saved_filter'), saved_filter_id: z.number().int().positive() }),
  /** The listing's filters as they are on screen. */
  z.strictObject({ kind: z.literal('filters'), filters: z.array(listingFilterSchema).max(50) }),
  /** A pasted list of SKUs, matched like the listing's paste (exactly, else ignoring case when one key matches). */
  z.strictObject({ kind: z.literal('skus'), skus: z.array(textSchema.max(100)).min(1).max(exportLimits.selectionValues) }),
  z.strictObject({ kind: z.literal('ids'), ids: idListSchema(productIdSchema).min(1).max(exportLimits.selectionValues) }),
  /** The products a client receives (docs/clients.md): the union of its rules, when the run starts. */
  z.strictObject({ kind: z.literal('client'), client_id: z.number().int().positive().max(2 ** 53) }),
]);
export type ExportSelection = z.input<typeof exportSelectionSchema>;

/**
 * What a run writes: a layout sent with the request, or a saved matrix or single-product matrix
 * template's layout, resolved when the run starts (its broken columns left out and named in the
 * run's warnings). A sent layout with `product_sheet` is written once per product, as a
 * single-product matrix is; with `pdf_page`, as a PDF catalogue (the operator command's default).
 */
export const exportLayoutSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('layout'), layout: exportLayoutSchema, product_sheet: productSheetOptionsSchema.optional(), pdf_page: pdfPageOptionsSchema.optional() }),
  z.strictObject({ kind: z.literal('template'), template_id: z.number().int().positive() }),
]);

export const csvSeparatorSchema = z.enum([';', ',', '\t', '|']);

/**
 * The file's name without its extension; `{year}`, `{month}`, `{day}`, `{hour}`, `{minute}`,
 * `{second}` are replaced by the run's start in UTC (two digits, four for the year; companies have
 * no time zone of their own yet). Letters, digits, spaces, dots, dashes and underscores besides.
 */
export const exportFileNameSchema = textSchema
  .trim()
  .min(1)
  .max(exportLimits.fileNameLength)
  .regex(/^(?:[\p{L}\p{N} ._-]|\{(?:year|month|day|hour|minute|second)\})+$/u, { message: 'export.file_name_invalid' });

export const defaultExportFileName = 'export-{year}{month}{day}-{hour}{minute}{second}';

/** What a run may be asked to write: a table's format, or a PDF catalogue's (a PDF template only). */
export const exportRunFormatSchema = z.enum([...exportFormatSchema.options, 'pdf']);
export type ExportRunFormat = z.infer<typeof exportRunFormatSchema>;

export const exportRunRequestSchema = z.strictObject({
  source: exportLayoutSourceSchema,
  format: exportRunFormatSchema,
  selection: exportSelectionSchema,
  /** The run's language: headers, choice labels, localizable values. Default: the company's first attribute language. */
  language: languageCodeSchema.optional(),
  file_name: exportFileNameSchema.default(defaultExportFileName),
  /** A CSV conversion's separator (UTF-8 with a byte-order mark either way). */
  csv_separator: csvSeparatorSchema.default(';'),
});
export type ExportRunRequest = z.input<typeof exportRunRequestSchema>;

/** `waiting` → `in_progress` → `finished` | `error`; `interrupted` when its worker died for good; `cancelled` by the user. */
export const exportRunStatusSchema = z.enum(['waiting', 'in_progress', 'finished', 'error', 'interrupted', 'cancelled']);
export type ExportRunStatus = z.infer<typeof exportRunStatusSchema>;

/** Something the run left out or could not match, with its code's params (translated by the client). */
export const exportWarningSchema = z.strictObject({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() });
export type ExportWarning = z.infer<typeof exportWarningSchema>;

export const exportRunSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['layout', 'template', 'quick']),
  /** The template the run was made from, with the version it wrote (null when it was not). */
  template: z.strictObject({ id: z.number().int(), version: z.number().int().nullable() }).nullable(),
  status: exportRunStatusSchema,
  format: exportFileFormatSchema,
  language: z.string(),
  /** The file's name with its extension, placeholders replaced. */
  file_name: z.string(),
  /** Once finished: the products written and the file's bytes. */
  products: z.number().int().nullable(),
  size: z.number().int().nullable(),
  warnings: z.array(exportWarningSchema),
  /** Why it failed, when it did. */
  failure: z.strictObject({ code: z.string() }).nullable(),
  task_id: z.string().nullable(),
  /** The client whose products the run wrote (`selection.kind: 'client'`); absent or null otherwise. */
  client_id: z.number().int().nullable().optional(),
  created: z.string(),
  finished: z.string().nullable(),
});
export type ExportRun = z.infer<typeof exportRunSchema>;

/** Without `client_id`: the user's own runs; with it, every run of that client's products (anyone's), for its page. */
export const exportRunListQuerySchema = z.strictObject({ client_id: z.coerce.number().int().positive().max(2 ** 53).optional() });

export const exportRunStartedSchema = z.strictObject({ run: exportRunSchema, task_id: z.string() });
export const exportRunListSchema = z.strictObject({ results: z.array(exportRunSchema) });

/**
 * A quick export from the product listing: the current filters or selection (the bulk actions'
 * selection), the user's listing columns in their order, a format.
 */
export const quickExportRequestSchema = z.strictObject({
  selection: bulkSelectionSchema,
  columns: z.array(listingFieldSchema).min(1).max(200),
  format: exportFormatSchema,
  language: languageCodeSchema.optional(),
});
export type QuickExportRequest = z.input<typeof quickExportRequestSchema>;

export const exportLinkSchema = z.strictObject({
  id: z.number().int(),
  run_id: z.number().int(),
  created: z.string(),
  expires: z.string(),
  revoked: z.string().nullable(),
  /** The link itself (`/download/export-link/<token>/`): given once, when it is made; lists never show it again. */
  url: z.string().nullable(),
});
export type ExportLink = z.infer<typeof exportLinkSchema>;
export const exportLinkListSchema = z.strictObject({ results: z.array(exportLinkSchema) });

/** What a shared link's page shows before the download. */
export const sharedExportSchema = z.strictObject({ file_name: z.string(), size: z.number().int(), format: exportFileFormatSchema, expires: z.string() });
export type SharedExport = z.infer<typeof sharedExportSchema>;

/**
 * The editor's live preview: a layout (or a saved template) rendered by the run engine's own
 * renderer for the first products of a selection, as the texts a user reads in each cell.
 */
export const exportPreviewRequestSchema = z.strictObject({
  source: exportLayoutSourceSchema,
  selection: exportSelectionSchema.default({ kind: 'all' }),
  language: languageCodeSchema.optional(),
  limit: z.number().int().min(1).max(exportLimits.previewProducts).default(5),
});
export type ExportPreviewRequest = z.input<typeof exportPreviewRequestSchema>;

export const exportPreviewSchema = z.strictObject({
  language: z.string(),
  /** The visible sheets; a column that cannot be written is absent, and named in `warnings`. */
  sheets: z.array(
    z.strictObject({
      name: z.string(),
      columns: z.array(z.strictObject({ id: z.string(), header: z.string() })),
      /** One row per product, one text per column (empty when the product has no value). */
      rows: z.array(z.array(z.string())),
    }),
  ),
  warnings: z.array(exportWarningSchema),
});
export type ExportPreview = z.infer<typeof exportPreviewSchema>;

const linkTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

export const exportRunsApi = {
  /** Starts a run (`waiting`); an empty selection is 422 `export.empty_selection`, never an empty file. */
  start: defineEndpoint({ method: 'POST', path: '/api/exports/runs/', body: exportRunRequestSchema, status: 202, response: exportRunStartedSchema, errors: [400, 403, 404, 422] }),
  /** The user's own runs, or a client's runs, newest first (at most 50). */
  list: defineEndpoint({ method: 'GET', path: '/api/exports/runs/', query: exportRunListQuerySchema, response: exportRunListSchema, errors: [403, 404] }),
  get: defineEndpoint({ method: 'GET', path: '/api/exports/runs/:id/', params: integerIdParamsSchema, response: exportRunSchema, errors: [403, 404] }),
  /**
   * The finished run's file (`Content-Disposition: attachment`), for a signed-in user of the
   * company; 409 `export.run_not_finished` before. A client links to it (`endpointPath` as an `href`).
   */
  file: defineEndpoint({ method: 'GET', path: '/api/exports/runs/:id/file/', params: integerIdParamsSchema, response: fileDownloadSchema, errors: [403, 404, 409] }),
  /** A preview, computed at once (no job, nothing stored); the editor asks again as the layout changes. */
  preview: defineEndpoint({ method: 'POST', path: '/api/exports/preview/', body: exportPreviewRequestSchema, status: 200, response: exportPreviewSchema, errors: [400, 403, 404, 422] }),
  quick: defineEndpoint({ method: 'POST', path: '/api/exports/quick/', body: quickExportRequestSchema, status: 202, response: exportRunStartedSchema, errors: [400, 403, 422] }),
};

export const exportLinksApi = {
  /** A shared link to a finished run's file, valid 7 days; its `url` is given in this answer only. */
  create: defineEndpoint({ method: 'POST', path: '/api/exports/runs/:id/links/', params: integerIdParamsSchema, status: 201, response: exportLinkSchema, errors: [403, 404, 409] }),
  list: defineEndpoint({ method: 'GET', path: '/api/exports/runs/:id/links/', params: integerIdParamsSchema, response: exportLinkListSchema, errors: [403, 404] }),
  /** Withdraws a link at once: it then answers 410 `export.link_revoked`. */
  revoke: defineEndpoint({ method: 'DELETE', path: '/api/exports/links/:id/', params: integerIdParamsSchema, status: 204, response: noContentSchema, errors: [403, 404] }),
};

/** Without a session: what a shared link names (404 unknown; 410 `export.link_expired` or `export.link_revoked`). */
export const sharedExportsApi = {
  get: defineEndpoint({ method: 'GET', path: '/api/exports/shared/:token/', params: linkTokenParams, response: sharedExportSchema, errors: [404, 410] }),
  file: defineEndpoint({ method: 'GET', path: '/api/exports/shared/:token/file/', params: linkTokenParams, response: fileDownloadSchema, errors: [404, 410] }),
};
