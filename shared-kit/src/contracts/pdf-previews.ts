import { z } from 'zod';
import { languageCodeSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { exportSelectionSchema, exportWarningSchema } from './exports.ts';
import { pdfDefinitionSchema } from './pdf-catalogues.ts';

/** The editor's preview of a page: a saved template or a draft, for the first products of a selection. */
export const pdfPreviewRequestSchema = z.strictObject({
  definition: pdfDefinitionSchema,
  selection: exportSelectionSchema.default({ kind: 'all' }),
  language: languageCodeSchema.optional(),
  /** Which page: the cover, the table of contents, or the first page of products. */
  page: z.enum(['cover', 'contents', 'products']).default('products'),
});
export type PdfPreviewRequest = z.input<typeof pdfPreviewRequestSchema>;

/** The page as HTML, exactly what Chromium prints (shown in a sandboxed frame), and the run's warnings. */
export const pdfPreviewSchema = z.strictObject({ language: z.string(), html: z.string(), warnings: z.array(exportWarningSchema) });
export type PdfPreview = z.infer<typeof pdfPreviewSchema>;

export const pdfCataloguesApi = {
  preview: defineEndpoint({ method: 'POST', path: '/api/exports/pdf/preview/', body: pdfPreviewRequestSchema, status: 200, response: pdfPreviewSchema, errors: [400, 403, 404, 422] }),
};
