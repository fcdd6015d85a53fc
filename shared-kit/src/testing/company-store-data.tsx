import { companyFeaturesSchema, type CompanyStoreData } from '@pimento/shared-kit/contracts/company';

/** A company's store data with every feature on (tests only), changed by `overrides`. */
export function companyStoreDataFixture(overrides: Partial<CompanyStoreData> = {}): CompanyStoreData {
  return {
    ...(Object.fromEntries(companyFeaturesSchema.keyof().options.map((feature) => [feature, true])) as Record<keyof typeof companyFeaturesSchema.shape, boolean>),
    id: '8b0f4c8e-8f7c-4c38-9d1f-5c1a4f3e2d10',
    name: 'Demo',
    etim_import_processing: false,
    import_processing: false,
    attribute_label_languages: ['en', 'fr'],
    units: [],
    possible_languages: [],
    all_languages: [],
    attribute_types: [],
    fabdis_available_versions: [3],
    fabdis_url_rule: 'both',
    interface_languages: [],
    unique_attributes_for_price_list: [],
    disabled_price_fields: [],
    sso_only: false,
    ai_credits_balance: 0,
    ...overrides,
  };
}
