import { z } from 'zod';
import { clientProblemSchema } from './clients.ts';
import { taskStartedSchema } from './common.ts';
import { defineEndpoint, integerIdParamsSchema } from './endpoint.ts';

/**
 * Completion (docs/completion.md, spec §4 and §9): how ready a product is, per client and per
 * attribute language, by the company's method. `filled`: every attribute a user fills (computed
 * ones aside) counts, in each company language when localizable. `rules`: the points are what the
 * enabled, working validation rules ask of the product.
 */
export const completionMethodSchema = z.enum(['filled', 'rules']);
export type CompletionMethod = z.infer<typeof completionMethodSchema>;

/**
 * `ready`: every stored figure follows the current method, rules and attributes. `computing`: a
 * change of structure started the recomputation of the whole catalogue (its task is `task_id`); a
 * product saved meanwhile is already exact. `due`: figures are missing or outdated and no task runs
 * (an administrator starts one).
 */
export const completionStateSchema = z.enum(['ready', 'computing', 'due']);
export type CompletionState = z.infer<typeof completionStateSchema>;

export const completionSettingsSchema = z.object({
  method: completionMethodSchema,
  state: completionStateSchema,
  task_id: z.string().nullable(),
});
export type CompletionSettings = z.infer<typeof completionSettingsSchema>;

export const completionSettingsInputSchema = z.strictObject({ method: completionMethodSchema });
export type CompletionSettingsInput = z.infer<typeof completionSettingsInputSchema>;

/**
 * One point the product misses, and why: the attribute (and language of a localizable one), the
 * rule asking for it (none under `filled`), the error code of the check (`value.mandatory_missing`,
 * `rule.min`…) and its message in the reader's language.
 */
export const missingPointSchema = z.object({
  attribute_id: z.number().int(),
  language: z.string().nullable(),
  rule: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  code: z.string(),
  message: z.string(),
});
export type MissingPoint = z.infer<typeof missingPointSchema>;

export const languageCompletionSchema = z.object({
  language: z.string(),
  percent: z.number().int().min(0).max(100),
  required: z.number().int(),
  met: z.number().int(),
});
export type LanguageCompletion = z.infer<typeof languageCompletionSchema>;

/** The product's completion overall (`client` null: every point asked of it) or for one client. */
export const scopeCompletionSchema = z.object({
  client: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Rounded down: 99.6 % is 99, so 100 means nothing is missing. Nothing asked: 100. */
  percent: z.number().int().min(0).max(100),
  required: z.number().int(),
  met: z.number().int(),
  languages: z.array(languageCompletionSchema),
  /** The points missed on the attributes the reader may read. */
  missing: z.array(missingPointSchema),
  /** Points missed on attributes the reader may not read (counted in `percent`, not listed). */
  hidden_missing: z.number().int(),
});
export type ScopeCompletion = z.infer<typeof scopeCompletionSchema>;

export const productCompletionSchema = z.object({
  method: completionMethodSchema,
  state: completionStateSchema,
  /** Overall first, then each client the product goes to (that the reader may read), by name. */
  scopes: z.array(scopeCompletionSchema),
});
export type ProductCompletion = z.infer<typeof productCompletionSchema>;

/** Buckets of a summary's distribution: `[from, to]` percent, both included. */
export const completionBuckets = [
  [0, 19],
  [20, 39],
  [40, 59],
  [60, 79],
  [80, 99],
  [100, 100],
] as const;

export const completionSummarySchema = z.object({
  client: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  method: completionMethodSchema,
  state: completionStateSchema,
  task_id: z.string().nullable(),
  /** Products with a figure (a client's: those it receives). */
  products: z.number().int(),
  /** Mean of the products' percentages, one decimal; null without products. */
  average: z.number().nullable(),
  complete: z.number().int(),
  /** One count per `completionBuckets` entry, in order. */
  distribution: z.array(z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() })),
  languages: z.array(z.object({ language: z.string(), average: z.number().nullable() })),
});
export type CompletionSummary = z.infer<typeof completionSummarySchema>;

/** The dashboard's count of products furthest from complete. */
export const dashboardFurthestCount = 10;

/** The dashboard's count of worst attributes per scope. */
export const dashboardWorstCount = 5;

/** Days of completion over time the dashboard shows (the daily snapshots since then). */
export const dashboardHistoryDays = 90;

/** One scope's figures on one day (the daily snapshot; docs/completion.md "Over time"). */
export const completionDaySchema = z.object({ day: z.string(), products: z.number().int(), average: z.number().nullable(), complete: z.number().int() });
export type CompletionDay = z.infer<typeof completionDaySchema>;

/**
 * `/dashboard/` (docs/completion.md "Dashboard"): the company's figures, each client's (those the
 * reader may read, by name) with what the client lacks (spec §8), and the products furthest from
 * complete overall. One answer, so the first paint waits for one request.
 */
export const completionDashboardSchema = z.object({
  method: completionMethodSchema,
  state: completionStateSchema,
  task_id: z.string().nullable(),
  overall: completionSummarySchema,
  /** Empty when the company has no clients feature. */
  clients: z.array(z.object({ summary: completionSummarySchema, problems: z.array(clientProblemSchema) })),
  /** The lowest overall figures, lowest first (then by id): at most `dashboardFurthestCount`. */
  furthest: z.array(z.object({ id: z.number().int(), sku: z.string(), name: z.string(), percent: z.number().int(), missing: z.number().int() })),
  /**
   * Completion over time: the daily snapshots of the last `dashboardHistoryDays` days, overall
   * (`client` null) then per client of `clients`; null for a reader some group restricts (the
   * snapshots count every product).
   */
  history: z.array(z.object({ client: z.number().int().nullable(), days: z.array(completionDaySchema) })).nullable(),
  /**
   * The worst attributes: per scope (overall, then each client of `clients`), the attributes the
   * reader may read that the most products miss (an unmet point), most first, at most
   * `dashboardWorstCount`. Empty under `filled`.
   */
  worst_attributes: z.array(
    z.object({
      client: z.number().int().nullable(),
      attributes: z.array(z.object({ attribute_id: z.number().int(), code: z.string(), labels: z.record(z.string(), z.string()), products: z.number().int() })),
    }),
  ),
});
export type CompletionDashboard = z.infer<typeof completionDashboardSchema>;

/**
 * The dashboard's second request (docs/completion.md "Dashboard"): the reader's open work and
 * what was never exported, read after the first paint.
 */
export const dashboardWorkSchema = z.object({
  /** The reader's tasks waiting, running or paused, and those failed in the last 7 days, newest first (at most 10). */
  tasks: z.array(z.object({ id: z.string(), type: z.string(), status: z.string(), percent: z.number(), created_at: z.string(), subject: z.record(z.string(), z.unknown()) })),
  /** The reader's imports verified and waiting for a launch, newest first (at most 10). */
  imports: z.array(z.object({ id: z.number().int(), template_id: z.number().int().nullable(), template_name: z.string().nullable(), verified_at: z.string().nullable(), rows: z.number().int() })),
  /**
   * Products never exported: those created since the last finished export run started (they can
   * have been in no run), overall (`since` null: no export ever ran, every product) and per export
   * template that ran, newest run first.
   */
  never_exported: z.object({
    since: z.string().nullable(),
    products: z.number().int(),
    templates: z.array(z.object({ id: z.number().int(), type: z.string(), name: z.string(), since: z.string(), products: z.number().int() })),
  }),
});
export type DashboardWork = z.infer<typeof dashboardWorkSchema>;

const completionErrors = [400, 403, 404] as const;

export const completionApi = {
  settings: defineEndpoint({ method: 'GET', path: '/api/catalogue/completion/settings/', response: completionSettingsSchema, errors: completionErrors }),
  /** Administrators only; a change of method starts the recomputation of the whole catalogue. */
  updateSettings: defineEndpoint({ method: 'PUT', path: '/api/catalogue/completion/settings/', body: completionSettingsInputSchema, response: completionSettingsSchema, errors: completionErrors }),
  /** Administrators only: recompute the whole catalogue now (answers the task, a running one if any). */
  recompute: defineEndpoint({ method: 'POST', path: '/api/catalogue/completion/recompute/', response: taskStartedSchema, status: 202, errors: completionErrors }),
  /** The whole catalogue's summary (every product, every point asked of it). */
  summary: defineEndpoint({ method: 'GET', path: '/api/catalogue/completion/summary/', response: completionSummarySchema, errors: completionErrors }),
  dashboard: defineEndpoint({ method: 'GET', path: '/api/catalogue/completion/dashboard/', response: completionDashboardSchema, errors: completionErrors }),
  dashboardWork: defineEndpoint({ method: 'GET', path: '/api/catalogue/completion/dashboard/work/', response: dashboardWorkSchema, errors: completionErrors }),
  clientSummary: defineEndpoint({ method: 'GET', path: '/api/catalogue/client/:id/completion/', params: integerIdParamsSchema, response: completionSummarySchema, errors: completionErrors }),
  product: defineEndpoint({ method: 'GET', path: '/api/catalogue/product/:id/completion/', params: integerIdParamsSchema, response: productCompletionSchema, errors: completionErrors }),
};

/** The listing field of a completion filter, column or sort: overall, or for one client. */
export const completionField = (clientId: number | null): string => (clientId === null ? 'completion' : `completion:${clientId}`);

/** Whether a listing field is a completion figure (`completion` or `completion:<client id>`). */
export const isCompletionField = (field: string): boolean => field === 'completion' || /^completion:\d{1,9}$/.test(field);

/** The scope a completion field reads: 0 overall, else the client's id. */
export const completionScopeOf = (field: string): number => (field === 'completion' ? 0 : Number(field.slice('completion:'.length)));

/**
 * The listing field of a worst attribute's products: those whose figure overall (`completion_gap`)
 * or for one client (`completion_gap:<client id>`) misses the attribute given as the value.
 */
export const completionGapField = (clientId: number | null): string => (clientId === null ? 'completion_gap' : `completion_gap:${clientId}`);

/** The scope a completion figure or gap field names (0 overall, else the client's id), or null for another field. */
export function completionFilterScope(field: string): number | null {
  const match = /^completion(?:_gap)?(?::(\d{1,9}))?$/.exec(field);
  return match === null ? null : Number(match[1] ?? 0);
}
