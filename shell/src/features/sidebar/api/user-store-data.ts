import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { queryClient } from '@pimento/shared-kit/query/query-client';

/** Sidebar preferences (spec §3 `user_settings.sidebar`). */
export type SidebarSettings = { nav_order: string[]; nav_children_order: Record<string, string[]> };

/** The keys the server's `nav_order` accepts (the spec §2 table); the full order of every entry is kept under `nav_children_order.shell`. */
const navOrderKeys = new Set(['products', 'categories', 'price-lists', 'assets', 'asset-categories', 'imports', 'exports', 'clients', 'parameters', 'system']);
export const fullOrderKey = 'shell';

/** What to save for a dragged order. */
export function toSidebarSettings(order: readonly string[]): SidebarSettings {
  return { nav_order: order.filter((key) => navOrderKeys.has(key)), nav_children_order: { [fullOrderKey]: [...order] } };
}

const path = '/api/catalogue/pimento-user-store-data/';

/** Reads `sidebar.nav_order` from the answer, whether at the top level or under `user_settings`. */
export function readNavOrder(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const record = body as { sidebar?: unknown; user_settings?: { sidebar?: unknown } };
  const sidebar = (record.sidebar ?? record.user_settings?.sidebar) as { nav_order?: unknown; nav_children_order?: Record<string, unknown> } | undefined;
  const full = sidebar?.nav_children_order?.[fullOrderKey];
  const order = Array.isArray(full) && full.length > 0 ? full : sidebar?.nav_order;
  return Array.isArray(order) ? order.filter((key): key is string => typeof key === 'string') : [];
}

export const userStoreDataQuery = () =>
  queryOptions({
    queryKey: ['session', 'user-store-data'],
    // Spec §8: failing sub-loads fall back silently.
    queryFn: async () => readNavOrder(await apiClient.get(path).catch(() => null)),
  });

export function useNavOrder(enabled: boolean) {
  return useQuery({ ...userStoreDataQuery(), enabled });
}

/** Saves the sidebar order on the user (restored at next login, on any browser). */
export function useSaveNavOrder() {
  return useMutation({
    mutationFn: (navOrder: string[]) => apiClient.post(path, { sidebar: toSidebarSettings(navOrder) }),
    onMutate: (navOrder) => queryClient.setQueryData(userStoreDataQuery().queryKey, navOrder),
  });
}
