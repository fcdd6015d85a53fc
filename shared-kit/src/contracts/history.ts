import { z } from 'zod';
import { localNamesSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Change history of products and models: one entry per save, holding only what changed
 * — `changes` maps a field (`sku`, `name`, `status`, `model_id`, `categories`, `values.<attribute id>`,
 * `reference`, `managed_attribute_ids`) to `[old, new]`.
 */
/**
 * What made a change besides its user: the launch of an import ("changed by import #N") or its
 * rollback. A save or a bulk action has none.
 */
export const historySourceSchema = z.object({
  kind: z.enum(['import', 'import_rollback']),
  /** The import run: "import #N". */
  import_run_id: z.number().int(),
  /** The run's template, for a link to the run page; null once the run or the template is gone. */
  template_id: z.number().int().nullable(),
});
export type HistorySource = z.infer<typeof historySourceSchema>;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  /** Who made the change: the user who saved, or who ran the import. */
  user: z.object({ id: z.string(), username: z.string() }).nullable(),
  changed_at: z.string(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  source: historySourceSchema.nullable().default(null),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyQuerySchema = z.object({
  /** Opaque: the `next_cursor` of the previous page. */
  cursor: z.string().regex(/^\d{1,19}$/).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const historyPageSchema = z.object({
  results: z.array(historyEntrySchema),
  next_cursor: z.string().nullable(),
  /**
   * The models and categories the page's changes name by id: a model's reference and name, a
   * category's path from its root, each level with its names per label language. A deleted one is absent.
   */
  references: z
    .object({
      models: z.record(z.string(), z.object({ reference: z.string(), name: z.string() })),
      categories: z.record(z.string(), z.array(localNamesSchema)),
    })
    .default({ models: {}, categories: {} }),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** `GET/PUT /api/catalogue/history/retention/` (administrators): entries older than `days` or beyond `max_entries` per item are pruned. */
export const historyRetentionSchema = z.strictObject({
  days: z.number().int().min(1).max(3650),
  max_entries: z.number().int().min(1).max(10_000),
});
export type HistoryRetention = z.infer<typeof historyRetentionSchema>;

/** The history endpoints of the company (docs/api.md), declared once for the server and the client. */
export const historyApi = {
  /** How long the history is kept (administrators). */
  retention: defineEndpoint({ method: 'GET', path: '/api/catalogue/history/retention/', response: historyRetentionSchema, errors: [400, 403] }),
  updateRetention: defineEndpoint({ method: 'PUT', path: '/api/catalogue/history/retention/', body: historyRetentionSchema, response: historyRetentionSchema, errors: [400, 403] }),
};
