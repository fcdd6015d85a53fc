import { z } from 'zod';
import { interfaceLanguageSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

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
};
