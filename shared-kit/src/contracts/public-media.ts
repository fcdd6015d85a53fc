import { z } from 'zod';
import { assetRenditionFormatSchema, assetRenditionMaxSide } from './assets.ts';
import { defineEndpoint } from './endpoint.ts';
import { fileDownloadSchema } from './imports.ts';
import { textSchema } from './input-guards.ts';

/**
 * Public media addresses (docs/assets.md "Public media addresses"): files a customer's system reads
 * from an export without a session. The company's public key names the company, a signature of the
 * address proves Pimento gave it out (ids cannot be walked), and a product's address names the
 * product and a slot — "its main image" — so it stays the same when the image is replaced.
 */

const publicKeySchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
const signatureSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
const idSchema = z.coerce.number().int().positive().max(2 ** 53);

/** A resized copy when a side is given, else the file itself. */
const mediaRenditionQuerySchema = z.strictObject({
  width: z.coerce.number().int().min(1).max(assetRenditionMaxSide).optional(),
  height: z.coerce.number().int().min(1).max(assetRenditionMaxSide).optional(),
  dpi: z.coerce.number().int().min(1).max(2400).optional(),
  format: assetRenditionFormatSchema.optional(),
});
export type MediaRenditionQuery = z.output<typeof mediaRenditionQuerySchema>;

export const publicMediaAnswerSchema = z.object({
  /** Null until the company's first export that writes a public address made its key. */
  created_at: z.iso.datetime({ offset: true }).nullable(),
});
export type PublicMediaAnswer = z.infer<typeof publicMediaAnswerSchema>;

export const publicMediaApi = {
  /** An asset's file, by its id: the same address as long as the asset exists. */
  asset: defineEndpoint({
    method: 'GET',
    path: '/media/:key/:signature/assets/:id/:file_name',
    params: z.object({ key: publicKeySchema, signature: signatureSchema, id: idSchema, file_name: textSchema.min(1).max(300) }),
    query: mediaRenditionQuerySchema,
    response: fileDownloadSchema,
    errors: [400, 404, 422],
  }),
  /** A product's main image, whichever asset it is today. */
  productMainImage: defineEndpoint({
    method: 'GET',
    path: '/media/:key/:signature/products/:id/main/',
    params: z.object({ key: publicKeySchema, signature: signatureSchema, id: idSchema }),
    query: mediaRenditionQuerySchema,
    response: fileDownloadSchema,
    errors: [400, 404, 422],
  }),
};

/** The company's public media key, seen and replaced by its administrators. */
export const publicMediaKeyApi = {
  get: defineEndpoint({ method: 'GET', path: '/api/assets/public-media/', response: publicMediaAnswerSchema, errors: [401, 403] }),
  /** A new key: every address given out before stops answering. */
  replace: defineEndpoint({ method: 'POST', path: '/api/assets/public-media/replace/', response: publicMediaAnswerSchema, errors: [401, 403] }),
};
