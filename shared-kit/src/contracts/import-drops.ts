import { z } from 'zod';
import { defineEndpoint, integerIdParamsSchema, noContentSchema } from './endpoint.ts';
import { connectorProtocolSchema } from './connectors.ts';
import { textSchema } from './input-guards.ts';

/**
 * The import drop (docs/imports.md "The FTP and SFTP drop"): an import template watching a folder
 * of a connector. On the watch's schedule the new files matching the pattern are imported with
 * the template (dry run, then launch, as a user's run) and moved to `done/` or `error/`.
 */

export const importWatchLimits = { folderLength: 1000, patternLength: 200, recentFiles: 20 } as const;

/** Schedules the screen offers; any 5- or 6-field cron expression is accepted. */
export const importWatchSchedulePresets = ['*/5 * * * *', '*/15 * * * *', '0 * * * *', '0 6 * * *'] as const;

export const importDropFileSchema = z.object({
  name: z.string(),
  size: z.number(),
  outcome: z.enum(['done', 'error']),
  run_id: z.number().int().nullable(),
  /** Where the file went on the server; null when it could not be moved (it is then never taken again). */
  moved_to: z.string().nullable(),
  failure: z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() }).nullable(),
  created: z.string(),
});
export type ImportDropFile = z.infer<typeof importDropFileSchema>;

export const importWatchSchema = z.object({
  template_id: z.number().int(),
  connector: z.object({ id: z.number().int(), name: z.string(), protocol: connectorProtocolSchema }),
  folder: z.string(),
  pattern: z.string(),
  cron: z.string(),
  timezone: z.string(),
  active: z.boolean(),
  next_run: z.string().nullable(),
  last_run: z.string().nullable(),
  /** The files the drop took lately, newest first. */
  recent_files: z.array(importDropFileSchema),
});
export type ImportWatch = z.infer<typeof importWatchSchema>;

export const importWatchAnswerSchema = z.object({ watch: importWatchSchema.nullable() });

export const importWatchInputSchema = z.strictObject({
  connector_id: z.number().int().positive().max(2 ** 53),
  folder: textSchema
    .trim()
    .min(1)
    .max(importWatchLimits.folderLength)
    .refine((folder) => folder.startsWith('/'), { params: { code: 'connector.folder_absolute' }, message: 'connector.folder_absolute' }),
  pattern: textSchema
    .trim()
    .min(1)
    .max(importWatchLimits.patternLength)
    .refine((pattern) => !/[/\\]/.test(pattern), { params: { code: 'import_watch.pattern_invalid' }, message: 'import_watch.pattern_invalid' }),
  cron: textSchema.trim().min(1).max(100),
  timezone: textSchema.trim().min(1).max(100).default('UTC'),
  active: z.boolean().default(true),
});
export type ImportWatchInput = z.input<typeof importWatchInputSchema>;

const watchErrors = [400, 403, 404, 422] as const;

export const importWatchApi = {
  get: defineEndpoint({ method: 'GET', path: '/api/imports/templates/:id/watch/', params: integerIdParamsSchema, response: importWatchAnswerSchema, errors: watchErrors }),
  save: defineEndpoint({ method: 'PUT', path: '/api/imports/templates/:id/watch/', params: integerIdParamsSchema, body: importWatchInputSchema, response: importWatchAnswerSchema, errors: watchErrors }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/imports/templates/:id/watch/', params: integerIdParamsSchema, status: 204, response: noContentSchema, errors: watchErrors }),
};

/** Whether `name` matches a drop's pattern: `*` any run of characters, `?` one, case ignored. */
export function matchesDropPattern(pattern: string, name: string): boolean {
  const expression = pattern
    .split('')
    .map((character) => (character === '*' ? '.*' : character === '?' ? '.' : character.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${expression}$`, 'i').test(name);
}
