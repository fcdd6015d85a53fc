import type { specSidebarKeys } from '@pimento/shared-kit/contracts/current-user';
import type { SidebarEntry, SidebarKey } from './sidebar-entries';

/** Spec §2: the route each sidebar-order key of its table leads to (the other entries lead to their own route). */
export const sidebarOrderRoutes: Readonly<Record<(typeof specSidebarKeys)[number], string>> & Readonly<Record<string, string | undefined>> = {
  products: '/products/',
  categories: '/category/',
  'price-lists': '/price/',
  assets: '/asset/',
  'asset-categories': '/asset/categories/',
  imports: '/imports/',
  exports: '/exports/',
  clients: '/clients/',
  parameters: '/attributes/',
  system: '/settings/company/?tab=company',
};

export const defaultHomePath = '/products/';

/** Entries in the user's saved order; unknown keys are ignored, entries not in it keep their default place at the end. */
export function orderEntries(entries: readonly SidebarEntry[], savedOrder: readonly string[]): SidebarEntry[] {
  const rank = new Map(savedOrder.map((key, index) => [key, index]));
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      const rankA = rank.get(a.entry.key) ?? savedOrder.length + a.index;
      const rankB = rank.get(b.entry.key) ?? savedOrder.length + b.index;
      return rankA - rankB;
    })
    .map(({ entry }) => entry);
}

/** Where `/` and unknown paths lead: the first entry of the saved order the user can open, or `/products/`. */
export function homePathFor(savedOrder: readonly string[], visible: readonly SidebarEntry[]): string {
  const visibleKeys = new Set<string>(visible.map((entry) => entry.key));
  for (const key of savedOrder) {
    if (!visibleKeys.has(key)) continue;
    const route = sidebarOrderRoutes[key] ?? visible.find((entry) => entry.key === key)?.route;
    if (route) return route;
  }
  return defaultHomePath;
}

/** Moves one key before/after another: the new order to save. */
export function moveKey(order: readonly SidebarKey[], from: SidebarKey, to: SidebarKey): SidebarKey[] {
  const fromIndex = order.indexOf(from);
  const toIndex = order.indexOf(to);
  if (fromIndex < 0 || toIndex < 0 || fromIndex === toIndex) return [...order];
  const next = [...order];
  next.splice(fromIndex, 1);
  next.splice(toIndex, 0, from);
  return next;
}
