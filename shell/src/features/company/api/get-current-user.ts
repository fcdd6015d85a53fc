import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { currentUserApi } from '@pimento/shared-kit/contracts/current-user';
import type { SessionInfo } from '@pimento/shared-kit/remote/remote-props';
import { companyKeys } from './query-keys';

export type CurrentUser = SessionInfo & { languageCode: string | null; userId: string | null };

/** Maps the current user (spec §3) to what the suite uses. */
export function toCurrentUser(body: unknown): CurrentUser | null {
  if (!body || typeof body !== 'object') return null;
  const user = body as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const nested = (user.user && typeof user.user === 'object' ? user.user : user) as Record<string, unknown>;
  return {
    username: text(nested.username ?? user.username),
    firstName: text(nested.first_name ?? user.first_name),
    lastName: text(nested.last_name ?? user.last_name),
    isSuperuser: user.is_superuser === true,
    isAdministrator: user.is_administrator === true,
    isConsultant: user.is_consultant === true,
    languageCode: typeof user.language_code === 'string' ? user.language_code : null,
    userId: typeof user.user === 'string' ? user.user : null,
  };
}

export const currentUserQuery = () =>
  queryOptions({
    queryKey: companyKeys.currentUser,
    queryFn: async () => toCurrentUser(await apiClient.call(currentUserApi.get).catch(() => null)),
  });

export function useCurrentUser(enabled: boolean) {
  return useQuery({ ...currentUserQuery(), enabled });
}
