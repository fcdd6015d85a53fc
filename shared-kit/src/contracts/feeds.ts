import { z } from 'zod';
import { languageCodeSchema } from './common.ts';
import { defineEndpoint, integerIdParamsSchema, noContentSchema } from './endpoint.ts';
import type { ExportTemplateType } from './export-templates.ts';
import { csvSeparatorSchema, exportFileNameSchema, exportRunFormatSchema, exportSelectionSchema } from './exports.ts';
import { fileDownloadSchema } from './imports.ts';
import { textSchema } from './input-guards.ts';

/**
 * Scheduled export feeds (spec §3 "Export feed", §4 "Export and feeds", §5 "Templates and feeds";
 * docs/feeds.md). A feed is a saved export run — a template, a product selection, a
 * language, a format, a file name — with a schedule in the company's time zone and a destination:
 * e-mail recipients, a connector's FTP or SFTP folder, or a fixed public URL serving the latest
 * file. Every run leaves a delivery record.
 */

export const feedLimits = { nameLength: 200, recipients: 20, subjectLength: 200, bodyLength: 5000 } as const;

/** `HH:MM`, 24 hours, in the company's time zone. */
export const feedTimeSchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { message: 'feed.time_invalid' });

/** Weekdays are 1 (Monday) to 7 (Sunday); a monthly day is 1–28 or `last` (the month's last day). */
export const feedScheduleSchema = z.discriminatedUnion('periodicity', [
  z.strictObject({ periodicity: z.literal('manual') }),
  z.strictObject({ periodicity: z.literal('daily'), time: feedTimeSchema }),
  z.strictObject({ periodicity: z.literal('weekly'), time: feedTimeSchema, weekday: z.number().int().min(1).max(7) }),
  z.strictObject({ periodicity: z.literal('monthly'), time: feedTimeSchema, day: z.union([z.number().int().min(1).max(28), z.literal('last')]) }),
]);
export type FeedSchedule = z.infer<typeof feedScheduleSchema>;

/** The placeholders an e-mail's body must hold one of (spec §5): the private download page, or a 7-day shared link. */
export const feedEmailPlaceholders = { privateUrl: '{download_url}', publicUrl: '{public_download_url}' } as const;

export const feedDestinationSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('email'),
    recipients: z.array(z.email().max(254)).min(1).max(feedLimits.recipients),
    subject: textSchema.trim().min(1).max(feedLimits.subjectLength),
    /** Must hold `{download_url}` or `{public_download_url}` (`feed.email_needs_download_url`). */
    body: textSchema.trim().min(1).max(feedLimits.bodyLength),
    /**
     * An e-mail template of the company (docs/email-templates.md): its subject and body, placeholders
     * filled for each delivery, are sent instead of the two above, which stay as the message sent
     * should the template be deleted. Null or absent: the feed's own message.
     */
    email_template_id: z.number().int().positive().max(2 ** 53).nullable().optional(),
  }),
  /** A connector of the company (FTP or SFTP, saved after a successful test): the file goes into its folder. */
  z.strictObject({ kind: z.literal('connector'), connector_id: z.number().int().positive().max(2 ** 53) }),
  /** A fixed public URL that always serves the latest delivered file. */
  z.strictObject({ kind: z.literal('public_url') }),
]);
export type FeedDestination = z.infer<typeof feedDestinationSchema>;

/** A run's format (a table's, a PDF catalogue's), or an asset export template's zip (docs/assets.md "Asset export"). */
export const feedFormatSchema = z.enum([...exportRunFormatSchema.options, 'zip']);
export type FeedFormat = z.infer<typeof feedFormatSchema>;

/**
 * The template types a feed runs, the formats each writes (the first is the default) and whether
 * it may be differential (docs/feeds.md "Template types"). The server refuses the rest at their
 * field: a format a template does not write with the engine's code (`export.pdf_only`,
 * `export.product_sheets_xlsx_only`, …), a PDF's differential with `feed.pdf_differential`.
 * FAB-DIS and BMEcat templates cannot be made until their writers exist.
 */
export const feedTemplateTypes = {
  matrix: { formats: ['xlsx', 'csv', 'json'], differential: true },
  /** A product per sheet or per block is a workbook's shape. */
  single_product_matrix: { formats: ['xlsx'], differential: true },
  /** A catalogue is sent whole: its contents and page numbers are the whole selection's. */
  pdf: { formats: ['pdf'], differential: false },
  /** Gated by `asset_feed_activated`. */
  asset_export: { formats: ['zip', 'xlsx'], differential: false },
} as const satisfies Partial<Record<ExportTemplateType, { formats: readonly FeedFormat[]; differential: boolean }>>;
export type FeedTemplateType = keyof typeof feedTemplateTypes;

export const feedInputSchema = z.strictObject({
  name: textSchema.trim().min(1).max(feedLimits.nameLength),
  /** A template of a type of `feedTemplateTypes`: matrix, single-product matrix, PDF catalogue, asset export. */
  template_id: z.number().int().positive().max(2 ** 53),
  /** One of the template type's formats (`feedTemplateTypes`): the CSV conversion is a matrix's `csv` (or `json`). */
  format: feedFormatSchema.default('xlsx'),
  csv_separator: csvSeparatorSchema.default(';'),
  selection: exportSelectionSchema.default({ kind: 'all' }),
  /** The run's language; null: the company's first attribute language when the run starts. */
  language: languageCodeSchema.nullable().default(null),
  /** Placeholders `{year}`…`{second}` are the run's start in the company's time zone. */
  file_name: exportFileNameSchema.default('feed-{year}{month}{day}-{hour}{minute}'),
  schedule: feedScheduleSchema,
  destination: feedDestinationSchema,
  /** Only the products whose exported row changed since the last delivered file; nothing sent when none did. */
  differential: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type FeedInput = z.input<typeof feedInputSchema>;

export const feedDeliveryStatusSchema = z.enum(['waiting', 'exporting', 'delivering', 'retrying', 'delivered', 'unchanged', 'failed', 'cancelled']);
export type FeedDeliveryStatus = z.infer<typeof feedDeliveryStatusSchema>;

export const feedDeliverySchema = z.strictObject({
  id: z.number().int(),
  feed_id: z.number().int(),
  /** What started it: its schedule, a user's "run now", or a user's replay of a failed delivery. */
  trigger: z.enum(['schedule', 'manual', 'replay']),
  replay_of: z.number().int().nullable(),
  status: feedDeliveryStatusSchema,
  /** Attempts made (a failed one is retried with back-off). */
  attempts: z.number().int(),
  /** The export run whose file was (or is to be) delivered. */
  run_id: z.number().int().nullable(),
  file_name: z.string().nullable(),
  products: z.number().int().nullable(),
  size: z.number().int().nullable(),
  /** Where it went, in words: `e-mail to a@b.c, d@e.f`, `sftp://host:22/folder/name.csv`, the public URL. */
  destination: z.string(),
  /** Why it failed (the last attempt's), its code translated by the client, its detail as the server met it. */
  error: z.strictObject({ code: z.string(), detail: z.string().nullable() }).nullable(),
  task_id: z.string().nullable(),
  created: z.string(),
  finished: z.string().nullable(),
});
export type FeedDelivery = z.infer<typeof feedDeliverySchema>;

export const feedSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  template_id: z.number().int(),
  format: feedFormatSchema,
  csv_separator: csvSeparatorSchema,
  selection: z.unknown(),
  language: z.string().nullable(),
  file_name: z.string(),
  schedule: feedScheduleSchema,
  /** The company's time zone, in which `schedule` and the file name's placeholders are read. */
  time_zone: z.string(),
  destination: feedDestinationSchema,
  /** For a `public_url` destination: the fixed address of the latest file (works without a session). */
  public_url: z.string().nullable(),
  differential: z.boolean(),
  active: z.boolean(),
  next_run: z.string().nullable(),
  last_delivery: feedDeliverySchema.nullable(),
  created_by: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
});
export type Feed = z.infer<typeof feedSchema>;

export const feedListSchema = z.strictObject({ results: z.array(feedSchema), time_zone: z.string() });
export const feedDeliveryListSchema = z.strictObject({ results: z.array(feedDeliverySchema) });
export const feedStartedSchema = z.strictObject({ task_id: z.string(), delivery: feedDeliverySchema });
export const feedTimeZoneSchema = z.strictObject({ time_zone: textSchema.trim().min(1).max(100) });

const deliveryParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 53), delivery_id: z.coerce.number().int().positive().max(2 ** 53) });
const feedTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

export const feedsApi = {
  /** The feeds the user made (every feed for an administrator), with their next run and last delivery. */
  list: defineEndpoint({ method: 'GET', path: '/api/exports/feeds/', response: feedListSchema, errors: [403] }),
  create: defineEndpoint({ method: 'POST', path: '/api/exports/feeds/', body: feedInputSchema, status: 201, response: feedSchema, errors: [400, 403, 404, 422] }),
  get: defineEndpoint({ method: 'GET', path: '/api/exports/feeds/:id/', params: integerIdParamsSchema, response: feedSchema, errors: [403, 404] }),
  update: defineEndpoint({ method: 'PUT', path: '/api/exports/feeds/:id/', params: integerIdParamsSchema, body: feedInputSchema, response: feedSchema, errors: [400, 403, 404, 422] }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/exports/feeds/:id/', params: integerIdParamsSchema, status: 204, response: noContentSchema, errors: [403, 404] }),
  pause: defineEndpoint({ method: 'POST', path: '/api/exports/feeds/:id/pause/', params: integerIdParamsSchema, response: feedSchema, errors: [403, 404] }),
  resume: defineEndpoint({ method: 'POST', path: '/api/exports/feeds/:id/resume/', params: integerIdParamsSchema, response: feedSchema, errors: [403, 404] }),
  /** Runs the feed now, whatever its schedule (paused too): a delivery and its task. */
  run: defineEndpoint({ method: 'POST', path: '/api/exports/feeds/:id/run/', params: integerIdParamsSchema, status: 202, response: feedStartedSchema, errors: [403, 404] }),
  deliveries: defineEndpoint({ method: 'GET', path: '/api/exports/feeds/:id/deliveries/', params: integerIdParamsSchema, response: feedDeliveryListSchema, errors: [403, 404] }),
  /** Delivers a failed delivery's file again (or exports afresh when it had none): a new delivery. */
  replay: defineEndpoint({ method: 'POST', path: '/api/exports/feeds/:id/deliveries/:delivery_id/replay/', params: deliveryParams, status: 202, response: feedStartedSchema, errors: [403, 404, 409] }),
  /** The company's time zone, in which every feed's schedule is read. */
  timeZone: defineEndpoint({ method: 'GET', path: '/api/exports/feed-settings/time-zone/', response: feedTimeZoneSchema, errors: [403] }),
  /** Administrators: every feed's next run is computed again in the new zone. */
  setTimeZone: defineEndpoint({ method: 'PUT', path: '/api/exports/feed-settings/time-zone/', body: feedTimeZoneSchema, response: feedTimeZoneSchema, errors: [400, 403] }),
};

/** Without a session: a feed's fixed public URL, the latest delivered file (404 before the first). */
export const publicFeedApi = {
  file: defineEndpoint({ method: 'GET', path: '/api/exports/feed-files/:token/', params: feedTokenParams, response: fileDownloadSchema, errors: [404] }),
};
