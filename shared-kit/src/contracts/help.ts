import { z } from 'zod';
import { interfaceLanguageSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { textSchema } from './input-guards.ts';

export const helpAttachmentSchema = z.strictObject({ name: z.string(), url: z.string() });

/**
 * `GET /api/help/article/{id}/`: `title` and `content` follow the user's language code — French
 * unless English exists and the user reads English; `language` says which one was chosen.
 */
export const helpArticleSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  language: interfaceLanguageSchema,
  title_en: z.string().nullable(),
  title_fr: z.string(),
  content_en: z.string().nullable(),
  content_fr: z.string(),
  attachments: z.array(helpAttachmentSchema),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpArticleParamsSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2147483647) });
export const helpArticleQuerySchema = z.strictObject({ fromSideBar: z.enum(['0', '1']).optional() });

/** `GET /api/help/sidebar-relations/`: application path (e.g. `/products/`) → help article id. */
export const helpSidebarRelationsSchema = z.record(z.string(), z.number().int());
export type HelpSidebarRelations = z.infer<typeof helpSidebarRelationsSchema>;

/** `GET /api/help/articles/`: every article (or those matching `search`), in the user's language. */
export const helpArticleListQuerySchema = z.strictObject({ search: textSchema.trim().max(200).optional() });
export const helpArticleSummarySchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  /** The start of the article, or the passage around the first match of the search. */
  excerpt: z.string(),
  language: interfaceLanguageSchema,
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

/**
 * An application path the help bar knows: `/products/` matches itself and every path below it
 * that has no relation of its own (`/products/12/`). Lower case, starts and ends with a slash.
 */
export const helpPathSchema = textSchema
  .trim()
  .max(200)
  .refine((path) => /^\/([a-z0-9-]+\/)*$/.test(path), { params: { code: 'help.invalid_path' }, message: 'help.invalid_path' });

/**
 * `GET /api/help/relations/` (superusers): each path, its article and who chose it. A path without an
 * article (null) shows the article of the nearest path above it (`/` at last).
 */
export const helpRelationSchema = z.strictObject({
  path: z.string(),
  article_id: z.number().int().nullable(),
  /** A superuser's choice, which a new release's articles never overwrite. */
  chosen_by_superuser: z.boolean(),
});
export type HelpRelation = z.infer<typeof helpRelationSchema>;

/** `PUT /api/help/relations/`: links a path to an article, or unlinks it (`null`). */
export const helpRelationChangeSchema = z.strictObject({ path: helpPathSchema, article_id: z.number().int().positive().max(2147483647).nullable() });
export type HelpRelationChange = z.infer<typeof helpRelationChangeSchema>;

/** The help centre's endpoints (docs/api.md, "Session bootstrap data"), declared once for the server and the client. */
export const helpApi = {
  sidebarRelations: defineEndpoint({ method: 'GET', path: '/api/help/sidebar-relations/', response: helpSidebarRelationsSchema }),
  /** 404 `help.article_not_found`. */
  article: defineEndpoint({
    method: 'GET',
    path: '/api/help/article/:id/',
    params: helpArticleParamsSchema,
    query: helpArticleQuerySchema,
    response: helpArticleSchema,
    errors: [404],
  }),
  articles: defineEndpoint({ method: 'GET', path: '/api/help/articles/', query: helpArticleListQuerySchema, response: z.array(helpArticleSummarySchema) }),
  /** 403 `rights.superuser_required`. */
  relations: defineEndpoint({ method: 'GET', path: '/api/help/relations/', response: z.array(helpRelationSchema), errors: [403] }),
  /** 403 `rights.superuser_required`; 400 `help.invalid_path` at `path`; 404 `help.article_not_found` at `article_id`. */
  setRelation: defineEndpoint({ method: 'PUT', path: '/api/help/relations/', body: helpRelationChangeSchema, response: z.array(helpRelationSchema), errors: [400, 403, 404] }),
};
