import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { queryClient } from '@pimento/shared-kit/query/query-client';
import { currentUserApi, sidebarKeySchema, type UserStoreData } from '@pimento/shared-kit/contracts/current-user';
import { sidebarKeys } from './query-keys';

/** Sidebar preferences (spec §3 `user_settings.sidebar`). */
export type SidebarSettings = UserStoreData['sidebar'];
type SidebarKey = SidebarSettings['nav_order'][number];

const navOrderKeys = new Set<string>(sidebarKeySchema.options);
const isSidebarKey = (key: string): key is SidebarKey => navOrderKeys.has(key);
/**
 * Before every sidebar entry was a contract key, the shell kept the whole order under
 * `nav_children_order.shell` (and only the spec §2 keys in `nav_order`): still read, never written.
 */
export const legacyFullOrderKey = 'shell';

/** What to save for a dragged order: every entry's key in `nav_order`. */
export function toSidebarSettings(order: readonly string[]): SidebarSettings {
  return { nav_order: order.filter(isSidebarKey), nav_children_order: {} };
}

/** Reads `sidebar.nav_order` from the answer, whether at the top level or under `user_settings`. */
export function readNavOrder(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const record = body as { sidebar?: unknown; user_settings?: { sidebar?: unknown } };
  const sidebar = (record.sidebar ?? record.user_settings?.sidebar) as { nav_order?: unknown; nav_children_order?: Record<string, unknown> } | undefined;
  const full = sidebar?.nav_children_order?.[legacyFullOrderKey];
  const order = Array.isArray(full) && full.length > 0 ? full : sidebar?.nav_order;
  return Array.isArray(order) ? order.filter((key): key is string => typeof key === 'string') : [];
}

export const userStoreDataQuery = () =>
  queryOptions({
    queryKey: sidebarKeys.userStoreData,
    // Spec §8: failing sub-loads fall back silently.
    queryFn: async () => readNavOrder(await apiClient.call(currentUserApi.storeData).catch(() => null)),
  });

export function useNavOrder(enabled: boolean) {
  return useQuery({ ...userStoreDataQuery(), enabled });
}

/** Saves the sidebar order on the user (restored at next login, on any browser). */
export function useSaveNavOrder() {
  return useMutation({
    mutationFn: (navOrder: string[]) => apiClient.call(currentUserApi.updateStoreData, { body: { sidebar: toSidebarSettings(navOrder) } }),
    onMutate: (navOrder) => queryClient.setQueryData(userStoreDataQuery().queryKey, navOrder),
  });
}
