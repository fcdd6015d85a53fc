import type { CompanyFeatures } from '@pimento/shared-kit/contracts/company';
import type { ConsoleCompanyUpdate, PlanLimits } from '@pimento/shared-kit/contracts/companies-console';

/** The values of the plan form, as the company was (initial) or as the superuser left them. */
export type PlanForm = { limits: PlanLimits; ai_credits_total: number; features: CompanyFeatures; fabdis_available_versions: (2 | 3)[] };

function changedEntries<T extends object>(before: T, after: T): Partial<T> {
  // An emptied number field reads `undefined` or `null`: both mean "no limit".
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => (value ?? null) !== (before[key as keyof T] ?? null)).map(([key, value]) => [key, value ?? null])) as Partial<T>;
}

/** What the save sends: only the limits, credits, features and versions that changed. */
export function changesOf(before: PlanForm, after: PlanForm): ConsoleCompanyUpdate {
  const body: ConsoleCompanyUpdate = {};
  const limits = changedEntries(before.limits, after.limits);
  if (Object.keys(limits).length > 0) body.limits = limits;
  if (after.ai_credits_total !== before.ai_credits_total) body.ai_credits_total = after.ai_credits_total;
  const features = changedEntries(before.features, after.features);
  if (Object.keys(features).length > 0) body.features = features;
  const versions = [...after.fabdis_available_versions].sort();
  if (versions.join() !== [...before.fabdis_available_versions].sort().join()) body.fabdis_available_versions = versions;
  return body;
}
