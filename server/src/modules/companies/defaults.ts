import type { CompanyFeatures, CompanySettings } from '@pimento/shared-kit/contracts/company';
import { companyFeaturesSchema, companySettingsSchema } from '@pimento/shared-kit/contracts/company';
import type { CompanyRow } from './repository.ts';

/**
 * Feature activations of a new company: everything on except what needs a deployment-specific
 * set-up first (the "start" connector, connector settings for non-superusers).
 */
export const defaultCompanyFeatures: CompanyFeatures = {
  bmecat_activated: true,
  pdf_activated: true,
  single_product_matrix_activated: true,
  multilang_pdf_activated: true,
  feed_export_activated: true,
  asset_feed_activated: true,
  attribute_set_activated: true,
  talk_activated: true,
  use_advanced_rights: true,
  etim_activated: true,
  fabdis_activated: true,
  ai_features_activated: true,
  link_help_bar_activated: true,
  clients_feature_activated: true,
  start_connector_activated: false,
  dashboard_activated: true,
  has_connector_settings: true,
  has_connector_settings_for_non_super_user: false,
  object_activated: true,
  pimento_agent_activated: true,
  can_modify_unique_attributes_for_price_list: true,
};

export const defaultCompanySettings: CompanySettings = {
  attribute_languages: ['en', 'fr'],
  attribute_label_languages: ['en', 'fr'],
  fabdis_url_rule: 'both',
  fabdis_available_versions: [2, 3],
  units: [
    { code: 'mm', label: 'millimetre', unit_type: 'length' },
    { code: 'cm', label: 'centimetre', unit_type: 'length' },
    { code: 'm', label: 'metre', unit_type: 'length' },
    { code: 'g', label: 'gram', unit_type: 'weight' },
    { code: 'kg', label: 'kilogram', unit_type: 'weight' },
    { code: 'l', label: 'litre', unit_type: 'volume' },
    { code: 'W', label: 'watt', unit_type: 'power' },
    { code: 'V', label: 'volt', unit_type: 'voltage' },
  ],
  unique_attributes_for_price_list: [],
  disabled_price_fields: [],
  sso_only: false,
};

/** The stored activations over the defaults: a feature added later needs no data migration. */
export function companyFeaturesOf(company: Pick<CompanyRow, 'features'>): CompanyFeatures {
  return companyFeaturesSchema.parse({ ...defaultCompanyFeatures, ...pick(company.features, defaultCompanyFeatures) });
}

export function companySettingsOf(company: Pick<CompanyRow, 'settings'>): CompanySettings {
  return companySettingsSchema.parse({ ...defaultCompanySettings, ...pick(company.settings, defaultCompanySettings) });
}

/** Only the keys the schema knows, so a stale key in the JSON never breaks a strict parse. */
function pick(stored: Record<string, unknown>, known: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(stored).filter(([key]) => Object.hasOwn(known, key)));
}
