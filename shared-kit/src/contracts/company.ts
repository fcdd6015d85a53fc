import { z } from 'zod';
import { textSchema } from './input-guards.ts';
import { attributeTypeSchema } from './attributes.ts';
import { booleanResponseSchema, interfaceLanguageSchema, languageCodeSchema, languageSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { priceFieldSchema } from './price-fields.ts';

/**
 * Feature activations of a company (spec §3, §6): stored on the company row, read by the rights
 * layer (a disabled feature answers 403 `rights.feature_disabled`) and by the shell (sidebar, remotes).
 */
export const companyFeaturesSchema = z.strictObject({
  bmecat_activated: z.boolean(),
  pdf_activated: z.boolean(),
  single_product_matrix_activated: z.boolean(),
  multilang_pdf_activated: z.boolean(),
  feed_export_activated: z.boolean(),
  asset_feed_activated: z.boolean(),
  attribute_set_activated: z.boolean(),
  talk_activated: z.boolean(),
  use_advanced_rights: z.boolean(),
  etim_activated: z.boolean(),
  fabdis_activated: z.boolean(),
  ai_features_activated: z.boolean(),
  link_help_bar_activated: z.boolean(),
  clients_feature_activated: z.boolean(),
  start_connector_activated: z.boolean(),
  dashboard_activated: z.boolean(),
  has_connector_settings: z.boolean(),
  has_connector_settings_for_non_super_user: z.boolean(),
  object_activated: z.boolean(),
  pimento_agent_activated: z.boolean(),
  can_modify_unique_attributes_for_price_list: z.boolean(),
});
export type CompanyFeatures = z.infer<typeof companyFeaturesSchema>;
export type CompanyFeature = keyof CompanyFeatures;

/** The FAB-DIS URL rule of the company settings screen: both URLs, or priority to one. */
export const fabdisUrlRuleSchema = z.enum(['both', 'priority_public', 'priority_private']);

/** A unit of measure offered by default for attributes. */
export const unitSchema = z.strictObject({
  code: textSchema.min(1).max(20),
  label: textSchema.min(1).max(50),
  unit_type: textSchema.min(1).max(30),
});
export type Unit = z.infer<typeof unitSchema>;

/** Company settings (spec §3 "Company settings screen"). */
export const companySettingsSchema = z.strictObject({
  attribute_languages: z.array(languageCodeSchema).min(1),
  attribute_label_languages: z.array(languageCodeSchema).min(1),
  fabdis_url_rule: fabdisUrlRuleSchema,
  fabdis_available_versions: z.array(z.union([z.literal(2), z.literal(3)])),
  units: z.array(unitSchema),
  unique_attributes_for_price_list: z.array(z.string()),
  /** The price fields the company does not use: hidden from price forms, listings and columns, their values kept. */
  disabled_price_fields: z.array(priceFieldSchema),
  sso_only: z.boolean(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/**
 * `PATCH /api/catalogue/company/settings/` (administrators): switch feature activations on or off
 * and change the settings of the company settings screen. Only what is sent changes; the answer
 * is the company store data, and `company_updated` (with the changed field names) reaches every
 * signed-in user of the company on /ws/.
 */
export const companySettingsUpdateSchema = z
  .strictObject({
    features: companyFeaturesSchema.partial(),
    fabdis_url_rule: fabdisUrlRuleSchema,
    units: z.array(unitSchema).max(500),
    /** The price and its currency cannot be among them (`price_field.always_shown`). */
    disabled_price_fields: z.array(priceFieldSchema).max(priceFieldSchema.options.length),
    sso_only: z.boolean(),
  })
  .partial();
export type CompanySettingsUpdate = z.infer<typeof companySettingsUpdateSchema>;

/** The attribute types of spec §3: defined with the attribute contracts. */
export { attributeTypeSchema } from './attributes.ts';
export type { AttributeType } from './attributes.ts';

/** `GET /api/catalogue/company-store-data/`: every field of spec §3 "Company store data". */
export const companyStoreDataSchema = companyFeaturesSchema.extend({
  id: z.uuid(),
  name: z.string(),
  etim_import_processing: z.boolean(),
  import_processing: z.boolean(),
  attribute_label_languages: z.array(languageCodeSchema),
  units: z.array(unitSchema),
  /** The languages of attribute values in this company. */
  possible_languages: z.array(languageSchema),
  /** Every language the platform knows (to add one to the company). */
  all_languages: z.array(languageSchema),
  attribute_types: z.array(attributeTypeSchema),
  fabdis_available_versions: z.array(z.number().int()),
  fabdis_url_rule: fabdisUrlRuleSchema,
  interface_languages: z.array(interfaceLanguageSchema),
  unique_attributes_for_price_list: z.array(z.string()),
  disabled_price_fields: z.array(priceFieldSchema),
  sso_only: z.boolean(),
  ai_credits_balance: z.number().int(),
});
export type CompanyStoreData = z.infer<typeof companyStoreDataSchema>;

/** `GET /api/catalogue/attribute/possible-languages/`. */
export const possibleLanguagesResponseSchema = z.array(languageSchema);

/** `GET /api/catalogue/company/attribute-label-languages/`: language codes. */
export const attributeLabelLanguagesResponseSchema = z.array(languageCodeSchema);

/** `GET /api/catalogue/ai-credits/balance/`. */
export const aiCreditsBalanceSchema = z.strictObject({
  available: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
});
export type AiCreditsBalance = z.infer<typeof aiCreditsBalanceSchema>;

/** The company's store data and settings endpoints (docs/api.md, "Session bootstrap data"), declared once for the server and the client. */
export const companyApi = {
  /** Feature activations and settings. */
  storeData: defineEndpoint({ method: 'GET', path: '/api/catalogue/company-store-data/', response: companyStoreDataSchema }),
  /** Administrators: only what is sent changes; answers the new store data. */
  updateSettings: defineEndpoint({ method: 'PATCH', path: '/api/catalogue/company/settings/', body: companySettingsUpdateSchema, response: companyStoreDataSchema, errors: [403] }),
  /** The languages attribute values are written in. */
  possibleLanguages: defineEndpoint({ method: 'GET', path: '/api/catalogue/attribute/possible-languages/', response: possibleLanguagesResponseSchema }),
  /** The languages attribute labels are written in (codes). */
  labelLanguages: defineEndpoint({ method: 'GET', path: '/api/catalogue/company/attribute-label-languages/', response: attributeLabelLanguagesResponseSchema }),
  aiCreditsBalance: defineEndpoint({ method: 'GET', path: '/api/catalogue/ai-credits/balance/', response: aiCreditsBalanceSchema }),
  importInProgress: defineEndpoint({ method: 'GET', path: '/api/catalogue/utils/import-in-progress/', response: booleanResponseSchema }),
  etimImportProcessing: defineEndpoint({ method: 'GET', path: '/api/etim/import-processing/', response: booleanResponseSchema }),
};
