import type { CompanyFeature, CompanySettingsUpdate, CompanyStoreData } from '@pimento/shared-kit/contracts/company';
import { alwaysShownPriceFields } from '@pimento/shared-kit/contracts/price-fields';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { RealtimePublisher } from '../../realtime/publisher.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertAdministrator } from '../rights/authorization.ts';
import { assertSsoOnlyMayStart } from '../sso/config-service.ts';
import { mergeCompanyJson } from './repository.ts';
import { companyStoreData } from './service.ts';

/** The store-data field names an update touches (what `company_updated` tells the clients to refetch). */
export function changedFields(update: CompanySettingsUpdate): string[] {
  const { features, ...settings } = update;
  return [...Object.keys(features ?? {}), ...Object.keys(settings)].sort();
}

/**
 * Applies a company settings update (administrators only; rights checked here, not in the client)
 * inside the caller's tenant transaction and answers the new store data. The caller publishes
 * `company_updated` once the transaction committed.
 */
export async function updateCompanySettings(tx: Queryable, actor: Actor, update: CompanySettingsUpdate): Promise<CompanyStoreData> {
  assertAdministrator(actor.principal);
  // Feature activations are the plan: only a superuser switches them (the companies console,
  // docs/companies-console.md). Sending a flag as it is (a form sending every feature) is no change.
  const switched = Object.entries(update.features ?? {}).find(([feature, on]) => on !== actor.features[feature as CompanyFeature]);
  if (switched !== undefined && !actor.principal.isSuperuser) {
    throw new AppError(403, 'rights.superuser_required', { fields: { [`features.${switched[0]}`]: ['rights.superuser_required'] } });
  }
  const alwaysShown = update.disabled_price_fields?.find((field) => alwaysShownPriceFields.includes(field));
  if (alwaysShown !== undefined) throw new AppError(422, 'price_field.always_shown', { fields: { disabled_price_fields: ['price_field.always_shown'] }, params: { field: alwaysShown } });
  // SSO-only cannot lock the company out: a tested identity provider and an emergency administrator first (docs/sso.md).
  if (update.sso_only === true) await assertSsoOnlyMayStart(tx, actor.principal.companyId);
  const { features, ...settings } = update;
  await mergeCompanyJson(tx, actor.principal.companyId, { features, settings });
  return companyStoreData(tx, actor.principal.companyId);
}

export async function announceCompanyUpdate(publisher: RealtimePublisher, companyId: string, fields: string[]): Promise<void> {
  if (fields.length === 0) return;
  await publisher.publishToCompany(companyId, { type: 'company_updated', fields });
}
