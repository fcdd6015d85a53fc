import { z } from 'zod';
import { companyFeaturesSchema } from './company.ts';
import { defineEndpoint } from './endpoint.ts';
import { textSchema } from './input-guards.ts';

/**
 * The superusers' companies console (docs/companies-console.md): every company of the platform,
 * its plan limits, AI credits and feature activations. Superusers only (403
 * `rights.superuser_required` for anyone else, administrators included); a change reaches every
 * open browser of the changed company through `company_updated` on /ws/.
 */

export const companiesConsoleLimits = { searchLength: 100, pageSize: 20, maxLimit: 10_000_000, maxStorageGb: 100_000, maxAiCredits: 1_000_000_000 };

/** The plan limits of spec §9; null: no limit. */
export const planLimitKeys = ['users', 'products', 'languages', 'asset_storage_gb', 'templates', 'feeds', 'sku_copy_paste_pages'] as const;
export type PlanLimitKey = (typeof planLimitKeys)[number];

const countLimitSchema = z.number().int().min(0).max(companiesConsoleLimits.maxLimit).nullable();

export const planLimitsSchema = z.strictObject({
  users: countLimitSchema,
  products: countLimitSchema,
  /** Attribute-value languages of the company. */
  languages: countLimitSchema,
  /** Gigabytes of stored assets (1 GB = 1024³ bytes, as the storage-full message counts). */
  asset_storage_gb: z.number().min(0).max(companiesConsoleLimits.maxStorageGb).nullable(),
  /** Export templates, every type counted. */
  templates: countLimitSchema,
  feeds: countLimitSchema,
  /** Pages of SKUs pasted at once into the product listing's filter. */
  sku_copy_paste_pages: countLimitSchema,
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

/** What the company uses of each counted limit (SKU copy-paste pages are per paste: nothing to count). */
export const planUsageSchema = z.strictObject({
  users: z.number().int(),
  products: z.number().int(),
  languages: z.number().int(),
  asset_storage_gb: z.number(),
  templates: z.number().int(),
  feeds: z.number().int(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

export const aiCreditsSchema = z.strictObject({ total: z.number().int(), used: z.number().int(), remaining: z.number().int() });

const fabdisVersionSchema = z.union([z.literal(2), z.literal(3)]);

/** One company as the console shows and edits it. */
export const consoleCompanySchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  limits: planLimitsSchema,
  usage: planUsageSchema,
  ai_credits: aiCreditsSchema,
  features: companyFeaturesSchema,
  fabdis_available_versions: z.array(fabdisVersionSchema),
});
export type ConsoleCompany = z.infer<typeof consoleCompanySchema>;

export const consoleCompanyListQuerySchema = z.object({
  search: textSchema.max(companiesConsoleLimits.searchLength).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(companiesConsoleLimits.pageSize).default(companiesConsoleLimits.pageSize),
});

/** A line of the list: enough to recognise a company and see what it has on. */
export const consoleCompanySummarySchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  active_users: z.number().int(),
  users_limit: z.number().int().nullable(),
  features_on: z.number().int(),
  features_total: z.number().int(),
});
export type ConsoleCompanySummary = z.infer<typeof consoleCompanySummarySchema>;
export const consoleCompanyListSchema = z.strictObject({ count: z.number().int(), results: z.array(consoleCompanySummarySchema) });

/** Only what is sent changes. A limit below the current use is accepted (the screen says what it blocks). */
export const consoleCompanyUpdateSchema = z
  .strictObject({
    limits: planLimitsSchema.partial(),
    /** Credits granted in all; the remaining credits are this minus what was used. */
    ai_credits_total: z.number().int().min(0).max(companiesConsoleLimits.maxAiCredits),
    features: companyFeaturesSchema.partial(),
    fabdis_available_versions: z.array(fabdisVersionSchema).max(2),
  })
  .partial();
export type ConsoleCompanyUpdate = z.infer<typeof consoleCompanyUpdateSchema>;

const companyIdParamsSchema = z.object({ id: z.uuid() });

export const companiesConsoleApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/superuser/companies/', query: consoleCompanyListQuerySchema, response: consoleCompanyListSchema, errors: [403] }),
  get: defineEndpoint({ method: 'GET', path: '/api/superuser/companies/:id/', params: companyIdParamsSchema, response: consoleCompanySchema, errors: [403, 404] }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/superuser/companies/:id/',
    params: companyIdParamsSchema,
    body: consoleCompanyUpdateSchema,
    response: consoleCompanySchema,
    errors: [400, 403, 404],
  }),
};
