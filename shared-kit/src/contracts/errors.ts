import { z } from 'zod';

/**
 * The one error shape of the API (docs/api.md). `code` is stable and translated by the client from
 * `shared-kit/src/errors/catalogue.ts`; `message` is the English text; `fields` maps a field path
 * (dot-separated) to the codes of its errors.
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  /** Values of the message's placeholders, so the client can translate a message that names something (`price.duplicate`'s `id`). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
