import type { Language } from '@pimento/shared-kit/contracts/common';
import type { CompanyStoreData } from '@pimento/shared-kit/contracts/company';
import { attributeTypeSchema } from '@pimento/shared-kit/contracts/company';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { NewUser } from '../users/service.ts';
import { createUser } from '../users/service.ts';
import { storeDataUnits } from '../units/catalogue.ts';
import { companyFeaturesOf, companySettingsOf, defaultCompanyFeatures, defaultCompanySettings } from './defaults.ts';
import type { CompanyRow } from './repository.ts';
import { findCompany, insertCompany, listLanguages } from './repository.ts';

/** New companies start with this many AI credits. */
const STARTING_AI_CREDITS = 1000;

export type CreatedCompany = { company: { id: string; name: string }; administrator: { id: string; username: string } };

/**
 * Creates a company and its first administrator in one transaction: either both exist afterwards
 * or neither. 409 `company.name_taken` / `user.username_taken` on duplicates.
 */
/** The group every new company starts with, named in its first administrator's language. */
export const defaultGroupNames = { en: 'General', fr: 'Général' } as const;

export async function createCompanyWithAdministrator(
  deps: { db: Database },
  input: { name: string; administrator: Omit<NewUser, 'isAdministrator'> },
): Promise<CreatedCompany> {
  return deps.db.transaction(async (tx) => {
    let company: CompanyRow;
    try {
      company = await insertCompany(tx, {
        name: input.name,
        features: defaultCompanyFeatures,
        settings: defaultCompanySettings,
        aiCredits: STARTING_AI_CREDITS,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'company.name_taken', { fields: { name: ['company.name_taken'] } });
      throw error;
    }
    const administrator = await createUser(tx, company.id, { ...input.administrator, isAdministrator: true });
    // Objects must belong to at least one group (spec §6): a company starts with one to put them in.
    await tx.query('INSERT INTO groups (company_id, name) VALUES ($1, $2)', [company.id, defaultGroupNames[input.administrator.language ?? 'en']]);
    return { company: { id: company.id, name: company.name }, administrator: { id: administrator.id, username: administrator.username } };
  });
}

function toLanguage(row: { code: string; label_en: string; label_fr: string }): Language {
  return { code: row.code, label_en: row.label_en, label_fr: row.label_fr };
}

export async function requireCompany(tx: Queryable, companyId: string): Promise<CompanyRow> {
  const company = await findCompany(tx, companyId);
  if (company === null) throw notFound('company.not_found');
  return company;
}

/** `GET /api/catalogue/company-store-data/`: every field of spec §3 from the company row. */
export async function companyStoreData(tx: Queryable, companyId: string): Promise<CompanyStoreData> {
  const company = await requireCompany(tx, companyId);
  const features = companyFeaturesOf(company);
  const settings = companySettingsOf(company);
  const languages = (await listLanguages(tx)).map(toLanguage);
  return {
    ...features,
    id: company.id,
    name: company.name,
    etim_import_processing: company.etim_import_processing,
    import_processing: company.import_processing,
    attribute_label_languages: settings.attribute_label_languages,
    // The reference list of units (modules/units), not a per-company copy that would go stale.
    units: storeDataUnits(),
    possible_languages: possibleLanguages(languages, settings.attribute_languages),
    all_languages: languages,
    attribute_types: attributeTypeSchema.options,
    fabdis_available_versions: settings.fabdis_available_versions,
    fabdis_url_rule: settings.fabdis_url_rule,
    interface_languages: ['en', 'fr'],
    unique_attributes_for_price_list: settings.unique_attributes_for_price_list,
    disabled_price_fields: settings.disabled_price_fields,
    sso_only: settings.sso_only,
    ai_credits_balance: Math.max(0, company.ai_credits_total - company.ai_credits_used),
  };
}

/** The company's attribute-value languages, in the order the company set them. */
export function possibleLanguages(languages: Language[], codes: string[]): Language[] {
  return codes.map((code) => languages.find((language) => language.code === code) ?? { code, label_en: code, label_fr: code });
}

export async function companyPossibleLanguages(tx: Queryable, companyId: string): Promise<Language[]> {
  const company = await requireCompany(tx, companyId);
  return possibleLanguages((await listLanguages(tx)).map(toLanguage), companySettingsOf(company).attribute_languages);
}
