import type { PlanLimits, PlanUsage } from '@pimento/shared-kit/contracts/companies-console';

export type CountedLimit = keyof PlanUsage;
export type LimitOverUse = { limit: CountedLimit; used: number; allowed: number };

const countedLimits: readonly CountedLimit[] = ['users', 'products', 'languages', 'asset_storage_gb', 'templates', 'feeds'];

/**
 * The limits the company already uses beyond (a limit lowered below the use is allowed: what
 * exists stays, nothing more can be added). A limit the company has just reached is not listed.
 */
export function limitsOverUse(limits: Partial<PlanLimits>, usage: PlanUsage): LimitOverUse[] {
  return countedLimits.flatMap((limit) => {
    const allowed = limits[limit];
    return allowed !== null && allowed !== undefined && usage[limit] > allowed ? [{ limit, used: usage[limit], allowed }] : [];
  });
}
