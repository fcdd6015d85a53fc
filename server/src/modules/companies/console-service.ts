import type { CompanyFeature } from '@pimento/shared-kit/contracts/company';
import type { ConsoleCompany, ConsoleCompanyUpdate, ConsoleCompanySummary, PlanLimits } from '@pimento/shared-kit/contracts/companies-console';
import type { Queryable } from '../../db/database.ts';
import type { SessionPrincipal } from '../auth/tokens.ts';
import { assertSuperuser } from '../rights/authorization.ts';
import type { PlanLimitColumn, PlanLimitRow } from './console-repository.ts';
import { findPlanLimits, listCompanySummaries, planUsage, saveAiCreditsTotal, savePlanLimits } from './console-repository.ts';
import { companyFeaturesOf, companySettingsOf, defaultCompanyFeatures } from './defaults.ts';
import { mergeCompanyJson } from './repository.ts';
import { requireCompany } from './service.ts';

const bytesPerGb = 1024 ** 3;

/** Where each limit of the console is stored (catalogue_settings). */
const limitColumns: Record<keyof PlanLimits, PlanLimitColumn> = {
  users: 'users_limit',
  products: 'products_limit',
  languages: 'languages_limit',
  asset_storage_gb: 'asset_storage_limit_bytes',
  templates: 'templates_limit',
  feeds: 'feeds_limit',
  sku_copy_paste_pages: 'sku_copy_paste_pages_limit',
};

const featureCount = Object.keys(defaultCompanyFeatures).length;

/** Two decimals of a gigabyte: what the screen shows, exact enough to compare with a limit. */
const toGb = (bytes: number) => Math.round((bytes / bytesPerGb) * 100) / 100;

/** `GET /api/superuser/companies/`: one page of every company of the platform (superusers only). */
export async function listConsoleCompanies(
  db: Queryable,
  principal: SessionPrincipal,
  query: { search?: string; page: number; page_size: number },
): Promise<{ count: number; results: ConsoleCompanySummary[] }> {
  assertSuperuser(principal);
  const { count, rows } = await listCompanySummaries(db, { search: query.search?.trim() ?? '', limit: query.page_size, offset: (query.page - 1) * query.page_size });
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      name: row.name,
      active_users: row.active_users,
      users_limit: row.users_limit,
      features_on: Object.values(companyFeaturesOf(row)).filter(Boolean).length,
      features_total: featureCount,
    })),
  };
}

/** One company as the console shows it; `tx` is that company's tenant transaction. */
export async function getConsoleCompany(tx: Queryable, principal: SessionPrincipal, companyId: string): Promise<ConsoleCompany> {
  assertSuperuser(principal);
  return consoleCompany(tx, companyId);
}

async function consoleCompany(tx: Queryable, companyId: string): Promise<ConsoleCompany> {
  const company = await requireCompany(tx, companyId);
  const settings = companySettingsOf(company);
  const stored = await findPlanLimits(tx, companyId);
  const usage = await planUsage(tx, companyId);
  const limits = Object.fromEntries(
    Object.entries(limitColumns).map(([key, column]) => {
      const value = stored[column];
      return [key, value !== null && key === 'asset_storage_gb' ? toGb(value) : value];
    }),
  ) as PlanLimits;
  return {
    id: company.id,
    name: company.name,
    limits,
    usage: {
      users: usage.users,
      products: usage.products,
      languages: settings.attribute_languages.length,
      asset_storage_gb: toGb(usage.asset_storage_bytes),
      templates: usage.templates,
      feeds: usage.feeds,
    },
    ai_credits: {
      total: company.ai_credits_total,
      used: company.ai_credits_used,
      remaining: Math.max(0, company.ai_credits_total - company.ai_credits_used),
    },
    features: companyFeaturesOf(company),
    fabdis_available_versions: settings.fabdis_available_versions,
  };
}

/**
 * `PATCH /api/superuser/companies/:id/` in the changed company's tenant transaction: limits, AI
 * credits, feature activations. A limit below the current use is kept as asked: what exists
 * stays, nothing more can be added (the screen says so). The caller announces `changedFields`.
 */
export async function updateConsoleCompany(tx: Queryable, principal: SessionPrincipal, companyId: string, update: ConsoleCompanyUpdate): Promise<ConsoleCompany> {
  assertSuperuser(principal);
  await requireCompany(tx, companyId);
  const limits: Partial<PlanLimitRow> = {};
  for (const [key, value] of Object.entries(update.limits ?? {}) as [keyof PlanLimits, number | null][]) {
    limits[limitColumns[key]] = value !== null && key === 'asset_storage_gb' ? Math.round(value * bytesPerGb) : value;
  }
  await savePlanLimits(tx, companyId, limits);
  if (update.ai_credits_total !== undefined) await saveAiCreditsTotal(tx, companyId, update.ai_credits_total);
  const versions = update.fabdis_available_versions && [...new Set(update.fabdis_available_versions)].sort();
  await mergeCompanyJson(tx, companyId, { features: update.features, settings: versions ? { fabdis_available_versions: versions } : {} });
  return consoleCompany(tx, companyId);
}

/** The plan's limit on attribute-value languages (null: none), for the attributes module's check. */
export async function attributeLanguagesLimit(tx: Queryable, companyId: string): Promise<number | null> {
  return (await findPlanLimits(tx, companyId)).languages_limit;
}

/**
 * What `company_updated` names after a console change: the store-data fields, and `plan_limits`
 * for the limits (not store data, but screens that check them refetch too).
 */
export function consoleChangedFields(update: ConsoleCompanyUpdate): string[] {
  const fields: string[] = Object.keys(update.features ?? {}) as CompanyFeature[];
  if (update.fabdis_available_versions !== undefined) fields.push('fabdis_available_versions');
  if (update.ai_credits_total !== undefined) fields.push('ai_credits_balance');
  if (update.limits !== undefined && Object.keys(update.limits).length > 0) fields.push('plan_limits');
  return fields.sort();
}
